import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { adminContentTexts } from "../../domain/admin/admin-content-texts";
import { adminPromotionTexts } from "../../domain/admin/admin-promotion-texts";
import { adminSlideTexts } from "../../domain/admin/admin-slide-texts";
import { MAX_HOME_VIDEOS } from "../../domain/content/content-limits";
import { tinyMp4 } from "../../server/platform/media/test-support/video-files";
import { provideBrowser, waitForHydrationOnGoto } from "./support/browser";
import { postJson } from "./support/http-client";
import { signInAsAdmin } from "./support/accounts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";

const browser = provideBrowser();
const shopUrl = inject("shopUrl");
const uploadsDir = path.join(inject("dataDir"), "uploads");

/** Every file of an uploads folder (none when it does not exist yet), temporary ones included. */
async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(uploadsDir, folder))).sort();
  } catch {
    return [];
  }
}

describe("hero slides in the back-office", () => {
  it("an admin adds an image slide with an uploaded picture; a guest's open home page shows it without a reload, and drops it when it is deleted", async () => {
    const { page } = browser;
    const title = `ลิปคอลเลกชันใหม่ ${Date.now().toString(36)}`;
    const picture = await sharp({ create: { width: 1600, height: 800, channels: 3, background: "#d1477a" } })
      .jpeg()
      .toBuffer();
    await signInAsAdmin(browser.page);
    // A guest already has the home page open; it must follow the edits without a reload.
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" });
    const guest = waitForHydrationOnGoto(await context.newPage());
    await guest.goto("/");

    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: new RegExp(adminSlideTexts.heroTitle) }).click();
    await page.waitForURL((url) => url.pathname === "/admin/hero");
    await page.getByRole("link", { name: adminSlideTexts.add }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(adminSlideTexts.slideType).selectOption("image");
    await dialog.getByLabel(adminSlideTexts.slideTitle, { exact: true }).fill(title);
    await dialog.getByLabel(adminSlideTexts.buttonText).fill("ช้อปเลย");
    await dialog.getByLabel(adminSlideTexts.buttonLink).fill("https://evil.example/");
    await dialog.getByLabel(adminSlideTexts.sortOrder).fill("-100");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    // No file yet: the spec's message next to the file field, what was typed kept.
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(adminSlideTexts.linkInvalid);
    await dialog.getByLabel(adminSlideTexts.buttonLink).fill("/products");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(adminContentTexts.selectFile);
    expect(await dialog.getByLabel(adminSlideTexts.slideTitle, { exact: true }).inputValue()).toBe(title);
    await dialog.getByLabel(adminSlideTexts.mediaFile).setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: picture });
    await expect.poll(() => dialog.getByRole("img", { name: adminScreenTexts.preview }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => page.getByText(adminContentTexts.added).isVisible(), { timeout: 20_000 }).toBe(true);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole("switch").getAttribute("aria-checked")).toBe("true");

    try {
      await expect.poll(() => guest.getByRole("heading", { name: title }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await guest.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
      const image = guest.locator("img[src*='/media/hero/'], source[srcset*='/media/hero/']").first();
      expect(await image.count()).toBe(1);

      await row.getByRole("link", { name: `${adminScreenTexts.delete} ${title}` }).click();
      await expect.poll(() => dialog.textContent()).toContain(adminSlideTexts.confirmDelete(title));
      await dialog.getByRole("button", { name: adminScreenTexts.delete }).click();
      await expect.poll(() => page.getByText(adminContentTexts.deleted).isVisible()).toBe(true);
      await expect.poll(() => guest.getByRole("heading", { name: title }).count(), { timeout: 15_000 }).toBe(0);
      // The slide alone used its picture: its renditions are gone too.
      expect((await filesIn("hero")).filter((name) => !name.startsWith("."))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("promotion slides in the promotions manager", () => {
  it("an admin adds a text slide on the promotions page's slides tab; a guest's open /promotions shows it, staying on the tab", async () => {
    const { page } = browser;
    const title = `โปรลิปใหม่ ${Date.now().toString(36)}`;
    await signInAsAdmin(browser.page);
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" });
    try {
      const guest = waitForHydrationOnGoto(await context.newPage());
      await guest.goto("/promotions");

      await page.goto("/admin/promotions");
      await page.getByRole("link", { name: adminPromotionTexts.tabs.slides }).click();
      await page.waitForURL((url) => url.searchParams.get("tab") === "slides");
      await page.getByRole("link", { name: adminSlideTexts.add }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(adminSlideTexts.slideType).selectOption("text");
      await dialog.getByLabel(adminSlideTexts.slideTitle, { exact: true }).fill(title);
      await dialog.getByLabel(adminSlideTexts.sortOrder).fill("-100");
      await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
      await expect.poll(() => page.getByText(adminContentTexts.added).isVisible(), { timeout: 20_000 }).toBe(true);
      expect(new URL(page.url()).searchParams.get("tab")).toBe("slides");
      const row = page.getByRole("row", { name: new RegExp(title) });
      await expect.poll(() => row.count()).toBe(1);

      await expect.poll(() => guest.getByRole("heading", { name: title }).isVisible(), { timeout: 15_000 }).toBe(true);

      await row.getByRole("link", { name: `${adminScreenTexts.delete} ${title}` }).click();
      await dialog.getByRole("button", { name: adminScreenTexts.delete }).click();
      await expect.poll(() => page.getByText(adminContentTexts.deleted).isVisible()).toBe(true);
      expect(new URL(page.url()).searchParams.get("tab")).toBe("slides");
      await expect.poll(() => guest.getByRole("heading", { name: title }).count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("uploads refused by content, size and count", () => {
  async function adminCookie() {
    const signedIn = await postJson(
      `${shopUrl}/api/auth/sign-in/email`,
      { email: inject("adminEmail"), password: inject("adminPassword") },
      { localAddress: "127.0.0.82", headers: { origin: shopUrl } },
    );
    expect(signedIn.status).toBe(200);
    return (signedIn.headers["set-cookie"] ?? []).map((header) => header.split(";")[0]).join("; ");
  }

  /** A browser's multipart POST without scripts (the page answers with HTML). */
  async function postMultipart(cookie: string, pathname: string, fields: Record<string, string | File>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${shopUrl}${pathname}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie, origin: shopUrl, accept: "text/html" },
    });
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  const videoIds = async (cookie: string) => {
    const page = await (await fetch(`${shopUrl}/admin/videos`, { headers: { cookie } })).text();
    return [...new Set([...page.matchAll(/\?delete=([0-9a-f-]{36})/g)].map((match) => match[1]!))];
  };

  it("refuses HTML named .mp4, an SVG with a script and HTML named .png as slide media, an oversize video and a sixth video, storing nothing", async () => {
    const cookie = await adminCookie();
    const html = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const storedBefore = { hero: await filesIn("hero"), videos: await filesIn("videos"), incoming: await filesIn(".incoming") };

    // Each a file that is not what its name and type say, refused with the field's Thai message.
    const fakeVideo = () => new File([html], "clip.mp4", { type: "video/mp4" });
    const imageSlide = (file: File) => ({ intent: "slide-create", slideType: "image", title: "x", mediaFile: file });
    for (const [label, path, fields, message] of [
      ["video", "/admin/videos", { intent: "create", title: "ไม่ใช่วิดีโอ", videoFile: fakeVideo() }, adminContentTexts.selectVideoFile],
      ["logo.svg", "/admin/hero?newSlide=1", imageSlide(new File([svg], "logo.svg", { type: "image/svg+xml" })), adminContentTexts.selectImageFile],
      ["photo.png", "/admin/hero?newSlide=1", imageSlide(new File([html], "photo.png", { type: "image/png" })), adminContentTexts.selectImageFile],
      ["video slide", "/admin/hero?newSlide=1", { intent: "slide-create", slideType: "video", mediaFile: fakeVideo() }, adminContentTexts.selectVideoFile],
    ] as const) {
      const refused = await postMultipart(cookie, path, fields);
      expect(refused.status, label).toBe(400);
      expect(refused.text, label).toContain(message);
    }

    // 51 MB: refused from its declared length before it is read.
    const oversize = await postMultipart(cookie, "/admin/videos", {
      intent: "create",
      title: "ใหญ่เกิน",
      videoFile: new File([Buffer.alloc(51 * 1024 * 1024)], "big.mp4", { type: "video/mp4" }),
    });
    expect(oversize.status).toBe(413);
    expect(oversize.text).toContain(adminSlideTexts.fileTooLarge);

    // Fill the list up to five, then a sixth.
    const existing = await videoIds(cookie);
    const added: string[] = [];
    for (let index = existing.length; index < MAX_HOME_VIDEOS; index++) {
      const upload = await postMultipart(cookie, "/admin/videos", {
        intent: "create",
        title: `วิดีโอ ${index + 1}`,
        isActive: "on",
        videoFile: new File([new Uint8Array(tinyMp4())], "clip.mp4", { type: "video/mp4" }),
      });
      expect(upload.status).toBe(302);
      added.push(upload.location ?? "");
    }
    const idsAtFive = await videoIds(cookie);
    expect(idsAtFive).toHaveLength(MAX_HOME_VIDEOS);
    const sixth = await postMultipart(cookie, "/admin/videos", {
      intent: "create",
      title: "วิดีโอที่หก",
      videoFile: new File([new Uint8Array(tinyMp4())], "clip.mp4", { type: "video/mp4" }),
    });
    expect(sixth.status).toBe(409);
    expect(sixth.text).toContain(adminContentTexts.videoLimit);
    expect(await videoIds(cookie)).toEqual(idsAtFive);

    // Nothing of the refused uploads is kept: no slide file, only the accepted videos, no temporary file.
    expect(await filesIn("hero")).toEqual(storedBefore.hero);
    expect((await filesIn("videos")).length).toBe(storedBefore.videos.length + added.length);
    expect(await filesIn(".incoming")).toEqual([]);

    // Leave the home page as it was: the videos this test added go again, files and all.
    for (const id of idsAtFive.filter((id) => !existing.includes(id))) {
      const form = new URLSearchParams({ intent: "delete", id });
      const deleted = await fetch(`${shopUrl}/admin/videos`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { cookie, origin: shopUrl },
      });
      expect(deleted.status).toBe(302);
    }
    expect(await filesIn("videos")).toEqual(storedBefore.videos);
  });
});
