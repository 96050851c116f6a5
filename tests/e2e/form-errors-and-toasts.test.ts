import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authTexts } from "../../domain/auth/auth-texts";
import { cartTexts } from "../../domain/orders/cart-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { provideBrowser, submitSignUpForm, uniqueEmail } from "./support/browser";

const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

/** Lets the page draw two more frames, so a notification raised with the answer would be on screen. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How many times the text is on screen (a notification and the form's alert would be two). */
async function timesShown(page: Page, text: string) {
  await settle(page);
  const matches = page.getByText(text);
  let visible = 0;
  for (let index = 0; index < (await matches.count()); index++) if (await matches.nth(index).isVisible()) visible++;
  return visible;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

describe("a form's error", () => {
  it("shows once, in the sign-in and sign-up forms, announced as an alert", async () => {
    const { page } = browser;
    await page.goto("/auth");
    await page.getByLabel("อีเมล").fill(uniqueEmail("nobody"));
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill("Wrong-pass-1");
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain(authTexts.invalidCredentials);
    expect(await timesShown(page, authTexts.invalidCredentials)).toBe(1);
    // The same answer again is a new alert, so a screen reader reads it out again.
    const firstAlert = await alert.elementHandle();
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await expect.poll(() => firstAlert!.evaluate((element) => element.isConnected), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => alert.textContent()).toContain(authTexts.invalidCredentials);
    expect(await timesShown(page, authTexts.invalidCredentials)).toBe(1);

    await submitSignUpForm(page, { name: "ทดสอบ", email: uniqueEmail(), password: "Abcdefg1!", confirmation: "Abcdefg2!" });
    await expect.poll(() => alert.textContent()).toContain(authTexts.passwordMismatch);
    expect(await timesShown(page, authTexts.passwordMismatch)).toBe(1);
  });

  it("shows once in the contact form, announced as an alert", async () => {
    const { page } = browser;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "ส่งข้อความถึงเรา" });
    await form.getByRole("textbox", { name: "ชื่อ", exact: true }).fill("สมหญิง ใจดี");
    await form.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect.poll(() => form.getByRole("alert").isVisible()).toBe(true);
    const error = (await form.getByRole("alert").textContent()) ?? "";
    expect(error).not.toBe("");
    expect(await timesShown(page, error)).toBe(1);
    const firstAlert = await form.getByRole("alert").elementHandle();
    await form.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect.poll(() => firstAlert!.evaluate((element) => element.isConnected), { timeout: 15_000 }).toBe(false);
    expect(await form.getByRole("alert").textContent()).toBe(error);
  });
});

describe("the 'added to cart' notification on a phone", () => {
  it("leaves the header's cart badge it announces in sight", async () => {
    const { page } = browser;
    await page.goto("/products");
    // A lipstick still in stock: the journeys before this one buy the newest ones out.
    await page.locator("main article").filter({ hasText: productTexts.inStock }).first().locator("a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/products/"));
    await page.getByRole("button", { name: productTexts.addToCart }).click();
    const notification = page.locator("[data-sonner-toast]").filter({ hasText: cartTexts.added });
    await expect.poll(() => notification.isVisible()).toBe(true);
    const badge = page.getByTestId("cart-badge");
    await expect.poll(() => badge.textContent()).toBe("1");
    const header = await box(page.locator("header"));
    const badgeBox = await box(badge);
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(header.y + header.height);
    // The notification slides in from above: where it comes to rest counts.
    await expect.poll(async () => (await box(notification)).y >= header.y + header.height).toBe(true);
  });
});
