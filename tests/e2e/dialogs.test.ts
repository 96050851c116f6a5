import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { tinyMp4 } from "../../server/platform/media/test-support/video-files";
import { signInAsAdmin } from "./support/accounts";
import { scriptsHeldPage } from "./support/slow-phone";
import { provideBrowser } from "./support/browser";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { adminCategoryTexts } from "../../domain/admin/admin-category-texts";

// The shop's one dialog (app/ui/dialog.tsx, decision 061) as people meet it: the back office's
// dialogs and the home page's video player.
const browser = provideBrowser();
const shopUrl = inject("shopUrl");

const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((within) => document.querySelector(within)?.contains(document.activeElement) ?? false, selector);
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "");

describe("the one dialog", () => {
  it("a back-office dialog the server rendered open keeps the field being typed in when it turns modal on a slow phone", async () => {
    await signInAsAdmin(browser.page);
    // A page of the same person without the hydration wait: its scripts are held back like a slow network's.
    const { page, release } = await scriptsHeldPage(browser.context);
    await page.goto("/admin-categories?new=1", { waitUntil: "commit" });
    const name = page.getByRole("dialog").getByLabel(adminCategoryTexts.name);
    await name.click();
    await page.keyboard.type("ลิปแมตต์");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    await release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => page.locator("dialog").evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    // The focus and the caret stayed in the field: the next keys go on where the first ones ended.
    await page.keyboard.type(" สีแดง");
    expect(await name.inputValue()).toBe("ลิปแมตต์ สีแดง");
    await page.close();
  });

  it("a back-office dialog keeps Tab inside, closes with Escape and gives the focus back to the link that opened it", async () => {
    const { page } = browser;
    await signInAsAdmin(page);
    await page.goto("/admin-categories");
    await page.getByRole("link", { name: adminCategoryTexts.add }).click();
    const dialog = page.getByRole("dialog", { name: adminCategoryTexts.add });
    await dialog.waitFor();
    await expect.poll(() => focusIsIn(page, "dialog")).toBe(true);
    // Round and round: from the close link back to the last button, and on to the first again.
    await dialog.getByRole("link", { name: adminScreenTexts.close }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe(adminScreenTexts.save);
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe(adminScreenTexts.close);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await focusIsIn(page, "dialog"), `Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/admin-categories" && url.search === "");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe(adminCategoryTexts.add);
  });

  it("the home page's video opens in the dialog, named by its title; Escape and a click beside it close it, back on its card", async () => {
    const { page } = browser;
    await signInAsAdmin(page);
    const title = `วิดีโอทดสอบ ${Date.now().toString(36)}`;
    const videoIdsNow = async () => [
      ...new Set([...(await (await page.request.get(`${shopUrl}/admin/videos`)).text()).matchAll(/\?delete=([0-9a-f-]{36})/g)].map((match) => match[1]!)),
    ];
    const before = await videoIdsNow();
    const upload = await page.request.post(`${shopUrl}/admin/videos`, {
      multipart: {
        intent: "create",
        title,
        description: "ทาอย่างไรให้ติดทน",
        isActive: "on",
        videoFile: { name: "clip.mp4", mimeType: "video/mp4", buffer: tinyMp4() },
      },
      headers: { origin: shopUrl, accept: "text/html" },
      maxRedirects: 0,
    });
    expect(upload.status()).toBeLessThan(400);
    const added = (await videoIdsNow()).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    try {
      const card = page.getByRole("button", { name: new RegExp(title) });
      await expect
        .poll(async () => {
          await page.goto("/");
          return card.count();
        })
        .toBe(1);
      await card.click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      expect(await dialog.getAttribute("aria-describedby")).toBeTruthy();
      await expect.poll(() => focusIsIn(page, "dialog")).toBe(true);
      for (let step = 0; step < 6; step++) {
        await page.keyboard.press("Tab");
        expect(await focusIsIn(page, "dialog"), `Tab ${step + 1}`).toBe(true);
      }
      expect(await dialog.getByRole("button", { name: "ปิด" }).isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => card.evaluate((button) => button === document.activeElement)).toBe(true);

      await card.click();
      await dialog.waitFor();
      await page.mouse.click(4, 4);
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => card.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      const removed = await page.request.post(`${shopUrl}/admin/videos`, {
        multipart: { intent: "delete", id: added[0]! },
        headers: { origin: shopUrl, accept: "text/html" },
        maxRedirects: 0,
      });
      expect(removed.status()).toBeLessThan(400);
    }
  });
});
