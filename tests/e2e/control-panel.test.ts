import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { controlPanelTexts } from "../../domain/admin/control-panel-texts";
import { controlPanelButtonTexts, navTexts } from "../../app/features/layout/texts";
import { provideBrowser, uniqueEmail, waitForHydrationOnGoto } from "./support/browser";
import { signInAsAdmin, signUpInto } from "./support/accounts";

const browser = provideBrowser();
const shopUrl = inject("shopUrl");
const m = controlPanelTexts;

/** A guest in a browser of their own: no cookies, so the storefront's page cache may answer. */
async function aGuest() {
  const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" });
  return { context, page: waitForHydrationOnGoto(await context.newPage()) };
}

/** Saves the Profile dialog's brand name and waits for the spec's toast naming the key. */
async function saveBrandName(name: string) {
  const { page } = browser;
  const dialog = page.getByRole("dialog", { name: m.sections.profile });
  const form = dialog.getByRole("form", { name: m.profile.brandName });
  await form.getByLabel(m.profile.brandName).fill(name);
  await form.getByRole("button", { name: m.save }).click();
  await expect.poll(() => page.getByText(m.settingsSaved("brand_name")).isVisible()).toBe(true);
}

describe("the Control Panel", () => {
  it("an admin renames the brand in the Profile dialog; the header and the landing page follow, for guests too", async () => {
    const { page } = browser;
    const brand = `Lip Lab ${Date.now().toString(36)}`;
    await signInAsAdmin(browser.page);
    const header = page.getByRole("banner");
    const original = (await header.getByRole("link").first().textContent())!.trim();

    await page.getByRole("button", { name: controlPanelButtonTexts.open }).click();
    await page.getByRole("menuitem", { name: m.sections.profile }).click();
    const dialog = page.getByRole("dialog", { name: m.sections.profile });
    const form = dialog.getByRole("form", { name: m.profile.brandName });
    expect(await form.getByLabel(m.profile.brandName).inputValue()).toBe(original);

    // Saved only if non-empty (spec §5): refused with the spec's failure toast, and said next to the form.
    await form.getByLabel(m.profile.brandName).fill("   ");
    await form.getByRole("button", { name: m.save }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe(m.required(m.profile.brandName));
    await expect.poll(() => page.getByText(m.errorTitle).first().isVisible()).toBe(true);

    try {
      await saveBrandName(brand);
      // The page behind the panel is revalidated: the header shows the new name at once.
      await expect.poll(() => header.getByText(brand).isVisible()).toBe(true);
      await page.keyboard.press("Escape");

      await page.goto("/lip");
      expect(await page.getByText(brand, { exact: true }).first().isVisible()).toBe(true);

      const guest = await aGuest();
      try {
        for (const path of ["/", "/lip"]) {
          await guest.page.goto(path);
          expect(await guest.page.getByText(brand, { exact: true }).first().isVisible(), path).toBe(true);
        }
        // Guests see the spec's disabled 'sign in to manage' button, the same for all of them.
        const disabled = guest.page.getByRole("button", { name: controlPanelButtonTexts.signInToManage });
        expect(await disabled.isDisabled()).toBe(true);
        expect(await guest.page.getByRole("button", { name: controlPanelButtonTexts.open }).count()).toBe(0);
      } finally {
        await guest.context.close();
      }
    } finally {
      await page.goto("/");
      await page.getByRole("button", { name: controlPanelButtonTexts.open }).click();
      await page.getByRole("menuitem", { name: m.sections.profile }).click();
      await saveBrandName(original);
    }
  });

  it("a content block with two empty fields is refused with both reasons in its form; filled in, it is saved, then deleted", async () => {
    const { page } = browser;
    const cb = m.contentBlocks;
    const title = `บล็อกทดสอบ ${Date.now().toString(36)}`;
    await signInAsAdmin(browser.page);
    await page.getByRole("button", { name: controlPanelButtonTexts.open }).click();
    await page.getByRole("menuitem", { name: m.sections.contentBlocks }).click();
    const dialog = page.getByRole("dialog", { name: m.sections.contentBlocks });
    await dialog.getByRole("button", { name: cb.add }).click();
    const form = dialog.getByRole("form", { name: cb.add });
    await form.getByRole("button", { name: m.save }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe(`${m.required(cb.title)} ${m.required(cb.content)}`);
    await expect.poll(() => page.getByText(m.errorTitle).first().isVisible()).toBe(true);

    await form.getByLabel(cb.title, { exact: true }).fill(title);
    await form.getByLabel(cb.content, { exact: true }).fill("ลิปเนื้อนุ่ม");
    await form.getByRole("button", { name: m.save }).click();
    await expect.poll(() => page.getByText(m.contentBlockSaved).isVisible()).toBe(true);
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => dialog.getByText(title, { exact: true }).count()).toBe(1);

    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: `${m.delete} ${title}` }).click();
    await expect.poll(() => page.getByText(m.contentBlockDeleted).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(title, { exact: true }).count()).toBe(0);
  });

  it("a member sees no Control Panel, and its endpoints turn them away", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "สมาชิก แผงควบคุม", email: uniqueEmail("panel"), localAddress: "127.0.44.1" });
    await page.goto("/");
    expect(await page.getByRole("link", { name: navTexts.signIn }).count()).toBe(0);
    expect(await page.getByRole("button", { name: controlPanelButtonTexts.open, exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: controlPanelButtonTexts.signInToManage }).count()).toBe(0);
    const answer = await page.request.get("/admin/control-panel/profile", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/");
  });

  it("an admin uploads to the Images Library, a non-image named .png is refused, the picture is offered to the Profile's image keys, and deleting it removes its files", async () => {
    const { page } = browser;
    const name = `swatch-${Date.now().toString(36)}.png`;
    const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: "#b03060" } })
      .png()
      .toBuffer();
    await signInAsAdmin(browser.page);
    await page.getByRole("button", { name: controlPanelButtonTexts.open }).click();
    await page.getByRole("menuitem", { name: m.sections.images }).click();
    const dialog = page.getByRole("dialog", { name: m.sections.images });
    const upload = dialog.getByRole("form", { name: m.images.upload });

    await upload
      .getByLabel(m.images.file)
      .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
    await upload.getByRole("button", { name: m.images.upload }).click();
    await expect.poll(() => upload.getByRole("alert").textContent()).toBe(m.imageTypeInvalid);

    await upload.getByLabel(m.images.file).setInputFiles({ name, mimeType: "image/png", buffer: picture });
    await upload.getByLabel(m.images.category).selectOption("velvet-product");
    await upload.getByRole("button", { name: m.images.upload }).click();
    await expect.poll(() => page.getByText(m.imageUploaded).isVisible(), { timeout: 20_000 }).toBe(true);
    const stored = dialog.getByRole("img", { name });
    await expect.poll(() => stored.count()).toBe(1);
    const url = (await stored.getAttribute("src"))!;
    expect(url).toMatch(/^\/media\/library\/velvet-product\/\d+-[0-9a-f]{8}-480\.webp$/);
    expect((await page.request.get(url)).status()).toBe(200);
    expect(await page.request.get("/media/library/general/fake-480.webp").then((answer) => answer.status())).toBe(404);

    // The Profile's image keys pick from the library.
    await dialog.getByRole("button", { name: m.close }).click();
    await page.getByRole("button", { name: controlPanelButtonTexts.open }).click();
    await page.getByRole("menuitem", { name: m.sections.profile }).click();
    const logo = page.getByRole("dialog", { name: m.sections.profile }).getByRole("form", { name: m.profile.brandLogo });
    await expect.poll(() => logo.getByLabel(m.profile.pick).locator(`option[value="${url}"]`).count()).toBe(1);
    await page.getByRole("dialog", { name: m.sections.profile }).getByRole("button", { name: m.close }).click();

    page.once("dialog", (confirm) => void confirm.accept());
    await page.getByRole("button", { name: controlPanelButtonTexts.open }).click();
    await page.getByRole("menuitem", { name: m.sections.images }).click();
    await dialog.getByRole("button", { name: `${m.delete} ${name}` }).click();
    await expect.poll(() => page.getByText(m.imageDeleted).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole("img", { name }).count()).toBe(0);
    expect((await page.request.get(url)).status()).toBe(404);
  });
});
