import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { messages } from "../../domain/messages";
import { adminDashboardMessages } from "../../domain/admin-messages";
import { slipPhotoFor } from "../../server/payments/test-support/proof-files";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
// Staff check slips on their phones.
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });
const d = adminDashboardMessages;

/** A member who orders the first product in stock, pays by PromptPay and sends a slip. */
async function anOrderWithASlip(page: Page): Promise<string> {
  const signedUp = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name: "ชนิดา", email: uniqueEmail("dashboard"), password: "Lipstick-2024!" },
    { localAddress: "127.0.72.1", headers: { origin: shopUrl } },
  );
  expect(signedUp.status).toBe(200);
  await addSessionCookies(browser.context, shopUrl, signedUp.headers["set-cookie"]);
  await page.goto("/products");
  await page.locator("main article").filter({ hasText: messages.product.inStock }).first().click();
  await page.waitForURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole("button", { name: messages.product.addToCart }).click();
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");
  await page.goto("/checkout");
  const c = messages.checkout;
  await page.getByLabel(c.firstName, { exact: true }).fill("ชนิดา");
  await page.getByLabel(c.lastName, { exact: true }).fill("รอตรวจ");
  await page.getByLabel(c.phone, { exact: true }).fill("081-234-5678");
  await page.getByLabel(c.addressLine, { exact: true }).fill("12 ถนนพระราม 9");
  await page.getByLabel(messages.account.subDistrict, { exact: true }).fill("ห้วยขวาง");
  await page.getByLabel(messages.account.district, { exact: true }).fill("ห้วยขวาง");
  await page.getByLabel(messages.account.province, { exact: true }).fill("กรุงเทพมหานคร");
  await page.getByLabel(messages.account.postalCode, { exact: true }).fill("10310");
  await page.getByRole("radio", { name: "พร้อมเพย์" }).check();
  await page.getByRole("button", { name: c.confirmOrder }).click();
  await page.waitForURL(/\/payment-confirmation\?order=ORDER-[A-Z0-9]{9}$/);
  const orderNumber = new URL(page.url()).searchParams.get("order")!;
  const slip = await slipPhotoFor("004", `DASH${Date.now().toString(36).toUpperCase()}`);
  await page.getByLabel(messages.payment.proofFile).setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: slip });
  await page.getByRole("button", { name: messages.payment.submitProof }).click();
  await page.getByRole("heading", { name: messages.payment.proofSubmitted }).waitFor();
  await browser.context.clearCookies();
  return orderNumber;
}

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(inject("adminEmail"));
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(inject("adminPassword"));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("the admin dashboard", () => {
  it("lists a member's slip waiting for verification, and the order opens by keyboard on a phone", async () => {
    const { page } = browser;
    const orderNumber = await anOrderWithASlip(page);
    await signInAsAdmin(page);
    await page.goto("/admin-dashboard");

    const slips = page.getByRole("region", { name: d.slipsToVerify });
    const waitingOrder = slips.getByRole("link", { name: new RegExp(orderNumber) });
    await expect.poll(() => waitingOrder.isVisible()).toBe(true);
    expect(await waitingOrder.textContent()).toContain("ชนิดา รอตรวจ");
    await expect.poll(() => page.getByRole("region", { name: d.ordersToShip }).isVisible()).toBe(true);
    // Nothing on the phone's screen is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Every back-office tile is a link that leads somewhere.
    const tiles = page.getByRole("navigation", { name: "Back-office" }).getByRole("link");
    expect(await tiles.count()).toBeGreaterThanOrEqual(3);

    await waitingOrder.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/admin-dashboard");
    const url = new URL(page.url());
    // The payments screen searched for the order once it exists, the order's own page until then.
    if (url.pathname === "/admin-payments") expect(url.searchParams.get("q")).toBe(orderNumber);
    else expect(url.pathname).toBe(`/orders/${orderNumber}`);
    await expect.poll(() => page.getByText(orderNumber).first().isVisible()).toBe(true);
  });
});
