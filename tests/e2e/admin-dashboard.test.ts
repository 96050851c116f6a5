import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { adminDashboardTexts } from "../../domain/admin/admin-dashboard-texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { signInAsAdmin, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { uploadSlip } from "./support/payment-steps";
import { startOwnShop, type OwnShop } from "./support/shop-process";
import { businessPictureTexts } from "../../app/features/admin/business-picture/texts";
import { PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";

// A shop of this journey's own: the dashboard lists the five longest-waiting slips, and on the
// shared shop the journeys before this one leave slips of their own waiting.
const ADMIN = { email: "admin@dashboard-e2e.test", password: "Dashboard-e2e-Admin-1!" };
let shop: OwnShop;
beforeAll(async () => {
  shop = await startOwnShop("dashboard", { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await shop?.stop();
});
// Staff check slips on their phones.
const browser = provideBrowser({ viewport: { width: 390, height: 844 }, shopUrl: () => shop.url });
const d = adminDashboardTexts;

/** A member who orders the first product in stock, pays by PromptPay and sends a slip. */
async function anOrderWithASlip(page: Page): Promise<string> {
  await signUpInto(browser.context, shop.url, { name: "ชนิดา", email: uniqueEmail("dashboard"), localAddress: "127.0.72.1" });
  const { orderNumber } = await placeOrder(page, { firstName: "ชนิดา", lastName: "รอตรวจ" });
  await uploadSlip(page, await slipPhotoFor("004", `DASH${Date.now().toString(36).toUpperCase()}`));
  await page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();
  await browser.context.clearCookies();
  return orderNumber;
}

describe("the admin dashboard", () => {
  it("lists a member's slip waiting for verification, and the order opens by keyboard on a phone", async () => {
    const { page } = browser;
    const orderNumber = await anOrderWithASlip(page);
    await signInAsAdmin(page, ADMIN);
    await page.goto("/admin-dashboard");

    const slips = page.getByRole("region", { name: d.slipsToVerify });
    const waitingOrder = slips.getByRole("link", { name: new RegExp(orderNumber) });
    await expect.poll(() => waitingOrder.isVisible()).toBe(true);
    expect(await waitingOrder.textContent()).toContain("ชนิดา รอตรวจ");
    await expect.poll(() => page.getByRole("region", { name: d.ordersToShip }).isVisible()).toBe(true);
    // Nothing on the phone's screen is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Every back-office tile is a link that leads somewhere.
    const tiles = page.getByRole("navigation", { name: d.screens }).getByRole("link");
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

  it("draws the business on a phone: orders and revenue per day, payment status and methods, slips waiting, over 30 or 90 days", async () => {
    const { page } = browser;
    const t = businessPictureTexts;
    // The member's order from the journey above: today, PromptPay, its slip waiting.
    await signInAsAdmin(page, ADMIN);
    await page.goto("/admin-dashboard");
    const picture = page.getByRole("region", { name: t.title });
    const ordersChart = picture.getByRole("img", { name: new RegExp(`^${t.ordersPerDay}`) });
    await expect.poll(() => ordersChart.getAttribute("aria-label")).toBe(`${t.ordersPerDay}: ${t.ordersSummary(30, 1)}`);
    expect(await picture.getByRole("img", { name: new RegExp(`^${t.statusTitle}`) }).getAttribute("aria-label")).toContain(`${t.status.unpaid} 1`);
    expect(await picture.getByRole("img", { name: new RegExp(`^${t.methodsTitle}`) }).getAttribute("aria-label")).toContain(
      `${PAYMENT_METHOD_LABELS.promptpay} 1`,
    );
    const slips = picture.getByRole("region", { name: t.slipsTitle });
    expect(await slips.textContent()).toContain("รอตรวจ 1 ใบ");
    // The charts are SVG from the server, scaled to the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await picture.getByRole("link", { name: t.lastDays(90) }).click();
    await page.waitForURL((url) => url.searchParams.get("days") === "90");
    await expect.poll(() => ordersChart.getAttribute("aria-label")).toBe(`${t.ordersPerDay}: ${t.ordersSummary(90, 1)}`);
    expect(await picture.getByRole("link", { name: t.lastDays(90) }).getAttribute("aria-current")).toBe("page");
  });
});
