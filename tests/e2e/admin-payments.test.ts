import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { pointsEarnedFor } from "../../domain/loyalty";
import { messages } from "../../domain/messages";
import { slipPhotoFor } from "../../server/payments/test-support/proof-files";
import { provideBrowser, uniqueEmail, waitForHydrationOnGoto } from "./support/browser";
import { postJson } from "./support/http-client";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const m = messages.adminPayments;
const c = messages.checkout;

/** A new member, signed up from an address of its own (the sign-up limit stays as it is for everyone else). */
async function signUpInto(context: BrowserContext) {
  const signedUp = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name: "นิดา", email: uniqueEmail("paid"), password: "Lipstick-2024!" },
    { localAddress: "127.0.0.94", headers: { origin: shopUrl } },
  );
  expect(signedUp.status).toBe(200);
  await addSessionCookies(context, shopUrl, signedUp.headers["set-cookie"]);
}

/** The first product in stock, checked out with PromptPay through /checkout; returns the order number. */
async function placePromptPayOrder(page: Page): Promise<string> {
  await page.goto("/products");
  await page.locator("main article").filter({ hasText: messages.product.inStock }).first().click();
  await page.waitForURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole("button", { name: messages.product.addToCart }).click();
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");
  await page.goto("/checkout");
  await page.getByLabel(c.firstName, { exact: true }).fill("นิดา");
  await page.getByLabel(c.lastName, { exact: true }).fill("สลิปชัด");
  await page.getByLabel(c.phone, { exact: true }).fill("081-234-5678");
  await page.getByLabel(c.addressLine, { exact: true }).fill("12 ถนนพระราม 9");
  await page.getByLabel(messages.account.subDistrict, { exact: true }).fill("ห้วยขวาง");
  await page.getByLabel(messages.account.district, { exact: true }).fill("ห้วยขวาง");
  await page.getByLabel(messages.account.province, { exact: true }).fill("กรุงเทพมหานคร");
  await page.getByLabel(messages.account.postalCode, { exact: true }).fill("10310");
  await page.getByRole("radio", { name: "พร้อมเพย์" }).check();
  await page.getByRole("button", { name: c.confirmOrder }).click();
  await page.waitForURL(/\/payment-confirmation\?order=ORDER-[A-Z0-9]{9}$/);
  return new URL(page.url()).searchParams.get("order")!;
}

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(inject("adminEmail"));
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(inject("adminPassword"));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("checking a slip in the back-office", () => {
  it("a member pays by slip; an admin finds the payment, sees the slip, verifies it; the member sees paid and more points", async () => {
    const { page, context } = browser;
    await signUpInto(context);
    const orderNumber = await placePromptPayOrder(page);
    const totalText = (await page.locator("dl div").filter({ hasText: messages.payment.total }).first().locator("dd").textContent())!;
    const total = Math.round(Number(totalText.replace(/[฿,\s]/g, "")) * 100);
    const slipRef = `ADM${Date.now()}`;
    await page.getByLabel(messages.payment.proofFile).setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipPhotoFor("014", slipRef) });
    await page.getByRole("button", { name: messages.payment.submitProof }).click();
    await page.getByRole("heading", { name: messages.payment.proofSubmitted }).waitFor();
    await page.goto("/dashboard");
    expect(await page.getByTestId("stat-points").textContent()).toBe(messages.loyalty.points(0));

    // The admin works on a phone, as staff checking slips do.
    const staff = waitForHydrationOnGoto(await context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH", viewport: { width: 390, height: 844 } }).then((own) => own.newPage()));
    try {
      await signInAsAdmin(staff);
      await staff.goto("/admin-dashboard");
      await staff.getByRole("link", { name: /Payments/ }).click();
      await staff.waitForURL((url) => url.pathname === "/admin-payments");
      await staff.getByRole("searchbox", { name: m.searchPlaceholder }).fill(orderNumber.toLowerCase());
      await staff.getByRole("button", { name: "Search" }).click();
      await staff.waitForURL((url) => url.searchParams.get("q") === orderNumber.toLowerCase());
      const row = staff.getByRole("row", { name: new RegExp(orderNumber) });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByText("รอตรวจสอบ").count()).toBe(1);

      await row.getByRole("link", { name: `${m.details} ${orderNumber}` }).click();
      const dialog = staff.getByRole("dialog");
      await dialog.getByRole("heading", { name: `${m.details}: ${orderNumber}` }).waitFor();
      const slip = dialog.getByRole("img", { name: m.proofImageAlt(orderNumber) });
      await expect.poll(() => slip.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await dialog.getByText(slipRef).waitFor();
      await dialog.getByText(m.slipNotSeenElsewhere).waitFor();

      await dialog.getByRole("link", { name: `${m.verify} ${orderNumber}` }).click();
      const confirm = staff.getByRole("dialog");
      await confirm.getByText(m.verifyConfirm(orderNumber, totalText.trim())).waitFor();
      await confirm.getByRole("button", { name: m.verify }).click();
      await staff.getByText(m.updated).waitFor();
      await expect.poll(() => staff.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => row.getByText("ยืนยันแล้ว").count()).toBe(1);
      // Spec §4: verify is disabled once verified.
      expect(await row.getByRole("button", { name: `${m.verify} ${orderNumber}` }).isDisabled()).toBe(true);
    } finally {
      await staff.context().close();
    }

    await page.goto(`/orders/${orderNumber}`);
    await page.locator('[data-payment-status="paid"]').filter({ hasText: "ชำระเงินแล้ว" }).waitFor();
    await page.goto("/dashboard");
    const earned = pointsEarnedFor(total);
    expect(earned).toBeGreaterThan(0);
    expect(await page.getByTestId("stat-points").textContent()).toBe(messages.loyalty.points(earned));
  });
});
