import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { adminContactTexts } from "../../domain/admin/admin-contact-texts";
import { adminContentTexts } from "../../domain/admin/admin-content-texts";
import { adminFaqTexts } from "../../domain/admin/admin-faq-texts";
import { adminReviewTexts } from "../../domain/admin/admin-review-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { adminSocialLinkTexts } from "../../domain/admin/admin-social-link-texts";
import { provideBrowser } from "./support/browser";
import { signInAsAdmin } from "./support/accounts";

/**
 * Issue 11's text editors: what an admin changes on /admin/faq, /admin/reviews,
 * /admin/social-links and /admin/contact is what a guest's storefront page shows next — the
 * same tables, and the guests' page cache emptied by the tables' NOTIFY. Each journey puts
 * the shared demo shop back as it found it (other journeys count its FAQs and reviews).
 */

const browser = provideBrowser();
const shopUrl = inject("shopUrl");
const s = adminScreenTexts;

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** A guest's copy of a storefront page (no cookies: the page cache's answer when it has one). */
async function guestHtml(path: string) {
  const response = await fetch(`${shopUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("the site-content editors", () => {
  it("an admin adds a FAQ, switches it off on /admin/faq and /faq drops it; then deletes it after confirming", async () => {
    const { page } = browser;
    const m = adminFaqTexts;
    const question = `ส่งต่างประเทศได้ไหม ${Date.now().toString(36)}?`;
    await signInAsAdmin(page);
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: /คำถามที่พบบ่อย/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin/faq");

    await page.getByRole("link", { name: m.add }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(m.question).fill(question);
    await dialog.getByRole("button", { name: s.save }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(m.answerRequired);
    await dialog.getByLabel(m.answer).fill("ยังไม่ส่งต่างประเทศค่ะ");
    await dialog.getByLabel(m.sortOrder).fill("90");
    await dialog.getByRole("button", { name: s.save }).click();
    await expect.poll(() => toast(page, m.added).isVisible()).toBe(true);
    // Warm the guests' cache with the FAQ in it, so dropping it must empty the cache.
    await expect.poll(async () => (await guestHtml("/faq")).includes(question)).toBe(true);
    const warm = await fetch(`${shopUrl}/faq`);
    expect(warm.headers.get("x-shop-cache")).toBe("hit");
    expect(await warm.text()).toContain(question);

    const row = page.getByRole("row", { name: new RegExp(question.replace(/[?]/g, "\\?")) });
    await row.getByRole("switch", { name: s.switchOff(question) }).click();
    await expect.poll(() => toast(page, m.saved).isVisible()).toBe(true);
    await expect.poll(() => row.getByRole("switch").getAttribute("aria-checked")).toBe("false");
    await expect.poll(async () => (await guestHtml("/faq")).includes(question), { timeout: 5000 }).toBe(false);

    await row.getByRole("link", { name: `${s.delete} ${question}` }).click();
    await expect.poll(() => dialog.textContent()).toContain(m.confirmDelete(question));
    await dialog.getByRole("button", { name: s.delete }).click();
    await expect.poll(() => toast(page, m.deleted).isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
  });

  it("an inline review edit is saved on leaving the field and /reviews shows it; a bad value is refused next to the field", async () => {
    const { page } = browser;
    const m = adminReviewTexts;
    const name = `คุณทดสอบ ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto("/admin/reviews?new=1");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(m.reviewerName).fill(name);
    await dialog.getByLabel(m.text).fill("สีสวย ติดทน");
    // The spec's default rating is there already.
    expect(await dialog.getByLabel(m.rating).inputValue()).toBe("5");
    await dialog.getByLabel(m.sortOrder).fill("99");
    await dialog.getByRole("button", { name: s.save }).click();
    await expect.poll(() => toast(page, adminContentTexts.added).isVisible()).toBe(true);

    const text = page.getByRole("textbox", { name: m.fieldFor(m.text, name) });
    await text.fill("เนื้อเนียน ไม่ตกร่อง ชอบมาก");
    await text.press("Tab");
    await expect.poll(() => toast(page, adminContentTexts.saved).isVisible()).toBe(true);
    await expect.poll(async () => (await guestHtml("/reviews")).includes("เนื้อเนียน ไม่ตกร่อง ชอบมาก")).toBe(true);

    const rating = page.getByRole("spinbutton", { name: m.fieldFor(m.rating, name) });
    await rating.fill("9");
    await rating.press("Tab");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: m.ratingInvalid }).isVisible()).toBe(true);
    expect(await rating.getAttribute("aria-invalid")).toBe("true");
    await rating.fill("4");
    await rating.press("Tab");
    // The refusal goes once the field's save is on its way; the field is busy until it is answered.
    await expect.poll(() => page.getByRole("alert").filter({ hasText: m.ratingInvalid }).count()).toBe(0);
    await expect.poll(() => rating.getAttribute("aria-busy")).toBeNull();
    expect(await page.reload().then(() => page.getByRole("spinbutton", { name: m.fieldFor(m.rating, name) }).inputValue())).toBe("4");

    await page.getByRole("link", { name: `${s.delete} ${name}` }).click();
    await dialog.getByRole("button", { name: s.delete }).click();
    await expect.poll(() => toast(page, adminContentTexts.deleted).isVisible()).toBe(true);
    await expect.poll(async () => (await guestHtml("/reviews")).includes(name)).toBe(false);
  });

  it("without scripts, a review row's save button saves the row; a refusal shows next to its field", async () => {
    const { page, context } = browser;
    const m = adminReviewTexts;
    const name = `คุณไม่มีสคริปต์ ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto("/admin/reviews?new=1");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(m.reviewerName).fill(name);
    await dialog.getByLabel(m.text).fill("ทาง่าย");
    await dialog.getByLabel(m.sortOrder).fill("98");
    await dialog.getByRole("button", { name: s.save }).click();
    await expect.poll(() => toast(page, adminContentTexts.added).isVisible()).toBe(true);

    const plain = await context.browser()!.newContext({ baseURL: shopUrl, javaScriptEnabled: false });
    try {
      await plain.addCookies(await context.cookies());
      const noScripts = await plain.newPage();
      await noScripts.goto("/admin/reviews");
      await noScripts.getByRole("textbox", { name: m.fieldFor(m.productName, name) }).fill("ลิปแมตต์");
      await noScripts.getByRole("spinbutton", { name: m.fieldFor(m.sortOrder, name) }).fill("-3");
      await noScripts.getByRole("button", { name: m.saveRowFor(name) }).click();
      await noScripts.waitForLoadState("load");
      await expect.poll(() => noScripts.getByRole("alert").filter({ hasText: m.sortOrderInvalid }).count()).toBe(1);
      // What was typed in that row is still there to fix.
      expect(await noScripts.getByRole("textbox", { name: m.fieldFor(m.productName, name) }).inputValue()).toBe("ลิปแมตต์");
      await noScripts.getByRole("spinbutton", { name: m.fieldFor(m.sortOrder, name) }).fill("97");
      await noScripts.getByRole("button", { name: m.saveRowFor(name) }).click();
      await noScripts.waitForLoadState("load");
      expect(new URL(noScripts.url()).pathname).toBe("/admin/reviews");
      expect(await noScripts.getByRole("textbox", { name: m.fieldFor(m.productName, name) }).inputValue()).toBe("ลิปแมตต์");
      expect(await noScripts.getByRole("spinbutton", { name: m.fieldFor(m.sortOrder, name) }).inputValue()).toBe("97");
    } finally {
      await plain.close();
    }
    await page.goto(`/admin/reviews`);
    await page.getByRole("link", { name: `${s.delete} ${name}` }).click();
    await dialog.getByRole("button", { name: s.delete }).click();
    await expect.poll(() => toast(page, adminContentTexts.deleted).isVisible()).toBe(true);
  });

  it("social links: a bad URL is refused, a good one reaches the footer; a logo is checked, previewed and shown; the switch hides the link", async () => {
    const { page } = browser;
    const m = adminSocialLinkTexts;
    const tiktok = `https://www.tiktok.com/@glossy${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto("/admin/social-links");
    const card = page.getByRole("region", { name: "TikTok" });
    await card.getByRole("textbox", { name: m.urlFor("TikTok"), exact: true }).fill("javascript:alert(1)");
    await card.getByRole("button", { name: `${s.save}: ${m.urlFor("TikTok")}` }).click();
    await expect.poll(() => card.getByRole("alert").textContent()).toBe(m.urlInvalid);
    await card.getByRole("textbox", { name: m.urlFor("TikTok"), exact: true }).fill(tiktok);
    await card.getByRole("button", { name: `${s.save}: ${m.urlFor("TikTok")}` }).click();
    await expect.poll(() => toast(page, m.updated).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: m.openFor("TikTok") }).getAttribute("href")).toBe(tiktok);
    await expect.poll(async () => (await guestHtml("/")).includes(`href="${tiktok}"`)).toBe(true);

    await card.getByRole("switch", { name: s.switchOff("TikTok") }).click();
    await expect.poll(() => card.getByRole("switch").getAttribute("aria-checked")).toBe("false");
    await expect.poll(async () => (await guestHtml("/")).includes(`href="${tiktok}"`)).toBe(false);
    await card.getByRole("switch", { name: s.switchOn("TikTok") }).click();
    await expect.poll(() => card.getByRole("switch").getAttribute("aria-checked")).toBe("true");
    await card.getByRole("textbox", { name: m.urlFor("TikTok"), exact: true }).fill("#");
    await card.getByRole("button", { name: `${s.save}: ${m.urlFor("TikTok")}` }).click();
    await expect.poll(() => card.getByText(m.noLink).isVisible()).toBe(true);

    const shopee = page.getByRole("region", { name: "Shopee" });
    // A link shows in the footer only with an address (issue 40): Shopee's gets one before its logo.
    const shopeeUrl = `https://shopee.co.th/glossy${Date.now().toString(36)}`;
    await shopee.getByRole("textbox", { name: m.urlFor("Shopee"), exact: true }).fill(shopeeUrl);
    await shopee.getByRole("button", { name: `${s.save}: ${m.urlFor("Shopee")}` }).click();
    await expect.poll(async () => (await guestHtml("/")).includes(`href="${shopeeUrl}"`)).toBe(true);
    await shopee
      .getByLabel(m.logoFor("Shopee"), { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
    await shopee.getByRole("button", { name: m.uploadLogoFor("Shopee") }).click();
    await expect.poll(() => shopee.getByRole("alert").textContent()).toBe(m.logoInvalid);
    const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#EE4D2D" } })
      .png()
      .toBuffer();
    await shopee.getByLabel(m.logoFor("Shopee"), { exact: true }).setInputFiles({ name: "shopee.png", mimeType: "image/png", buffer: logo });
    // The chosen file is previewed before it is sent.
    expect(await shopee.getByRole("img", { name: `${m.preview}: ${m.logoFor("Shopee")}` }).getAttribute("src")).toMatch(/^blob:/);
    await shopee.getByRole("button", { name: m.uploadLogoFor("Shopee") }).click();
    await expect
      .poll(() => shopee.getByRole("img", { name: `${m.preview}: ${m.logoFor("Shopee")}` }).getAttribute("src"))
      .toMatch(/^\/media\/social-logos\/[0-9a-f-]{36}-120\.webp$/);
    const stored = await shopee.getByRole("img", { name: `${m.preview}: ${m.logoFor("Shopee")}` }).getAttribute("src");
    await expect.poll(async () => (await guestHtml("/")).includes(`src="${stored}"`)).toBe(true);
  });

  it("the contact info saved on /admin/contact is what /contact shows", async () => {
    const { page } = browser;
    const m = adminContactTexts;
    const hours = `ทุกวัน 10:00–20:00 (${Date.now().toString(36)})`;
    await signInAsAdmin(page);
    await page.goto("/admin/contact");
    const before = { email: await page.getByLabel(m.email).inputValue(), hours: await page.getByLabel(m.workingHours).inputValue() };
    await page.getByLabel(m.email).fill("not-an-email");
    await page.getByLabel(m.workingHours).fill(hours);
    await page.getByRole("button", { name: s.save }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: m.emailInvalid }).isVisible()).toBe(true);
    expect(await page.getByLabel(m.workingHours).inputValue()).toBe(hours);
    await page.getByLabel(m.email).fill("hello@glossyvelvet.example");
    await page.getByRole("button", { name: s.save }).click();
    await expect.poll(() => toast(page, m.saved).isVisible()).toBe(true);
    await expect.poll(async () => (await guestHtml("/contact")).includes(hours)).toBe(true);

    await page.getByLabel(m.email).fill(before.email);
    await page.getByLabel(m.workingHours).fill(before.hours);
    await page.getByRole("button", { name: s.save }).click();
    await expect.poll(async () => (await guestHtml("/contact")).includes(hours)).toBe(false);
  });
});
