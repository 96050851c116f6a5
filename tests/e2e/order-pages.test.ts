import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatBaht } from "../../domain/shared/money";
import { navTexts } from "../../app/features/layout/texts";
import { orderPageTexts } from "../../app/features/orders/texts";
import { paymentSuccessTexts } from "../../app/features/orders/payment-success-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { ORDER_PAYMENT_STATUS_LABELS } from "../../domain/orders/order-status";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { signUpMember } from "./support/accounts";
import { addFirstProductToCart } from "./support/checkout-steps";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const m = orderPageTexts;

// Members come from this journey's own client addresses (127.0.0.90–94), two per address,
// inside the sign-up limit of 3 per 5 minutes.
let signUps = 0;
async function aMember(name: string) {
  const localAddress = `127.0.0.${90 + Math.floor(signUps++ / 2)}`;
  return (await signUpMember(shopUrl, { name, email: uniqueEmail("orders"), localAddress })).setCookie;
}

/** "฿1,234" (or with satang) back to satang. */
function satangFrom(text: string | null): number {
  const match = /฿\s*([\d,]+)(?:\.(\d{2}))?/.exec(text ?? "");
  if (!match) throw new Error(`No baht amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replaceAll(",", "")) * 100 + Number(match[2] ?? 0);
}

type NavigationsWindow = Window & {
  navigationsStarted?: string[];
  __reactRouterDataRouter?: {
    subscribe: (listener: (state: { navigation: { state: string; location?: { pathname: string } } }) => void) => void;
    navigate: (to: string) => Promise<void>;
  };
};
/** In the page: every navigation React Router starts from now on, as it starts it. */
function recordNavigationsStarted() {
  const page = window as NavigationsWindow;
  const started: string[] = [];
  page.navigationsStarted = started;
  page.__reactRouterDataRouter!.subscribe(({ navigation }) => {
    if (navigation.state !== "idle" && navigation.location) started.push(navigation.location.pathname);
  });
}

/** Stops the page's installed clock where it is now. The page's clock moves on between reading it and
 *  pausing it, and Playwright refuses a pause in the past, so it stops a few milliseconds ahead (far short of
 *  any timer the test watches) and reads again if even that was overtaken. */
async function pauseNow(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 25);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("past")) throw error;
    }
  }
}

type StoredLine = { productId: string; colorId: string | null; quantity: number; nameThai?: string; name?: string };

/**
 * Puts the first product in stock into the cart as a shopper does, then places the order by
 * posting the checkout form's fields (the contract of issue 9) from the signed-in browser,
 * with the total the cart page showed. Answers the order number and the product's name.
 */
async function placeOrderThroughCheckout(page: Page) {
  const productName = await addFirstProductToCart(page);

  await page.goto("/cart");
  const total = page.locator('[data-testid="total"]');
  // The server's pricing of the cart (its promotions: a new member's 10 % among them) arrives after the page.
  await expect.poll(() => total.textContent()).toMatch(/฿/);
  const expectedTotal = satangFrom(await total.textContent());
  const lines = JSON.parse((await page.evaluate(() => localStorage.getItem("shop-cart-v1"))) ?? "[]") as StoredLine[];
  expect(lines).toHaveLength(1);

  const form = new URLSearchParams({
    firstName: "พลอย",
    lastName: "ทดสอบ",
    email: "ploy@test.example",
    phone: "081-234-5678",
    address: "99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย",
    city: "กรุงเทพมหานคร",
    postalCode: "10110",
    paymentMethod: "promptpay",
    redeemPoints: "0",
    idempotencyKey: randomUUID(),
    expectedTotal: String(expectedTotal),
  });
  for (const line of lines) {
    form.append("productId", line.productId);
    form.append("colorId", line.colorId ?? "");
    form.append("quantity", String(line.quantity));
  }
  const response = await page.request.post("/checkout", {
    data: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: shopUrl },
    maxRedirects: 0,
  });
  const location = response.headers()["location"] ?? "";
  expect(response.status(), await response.text()).toBeGreaterThanOrEqual(300);
  const orderNumber = new URL(location, shopUrl).searchParams.get("order");
  expect(orderNumber).toMatch(/^ORDER-[A-Z0-9]{9}$/);
  return { orderNumber: orderNumber!, productName, expectedTotal };
}

describe("a member's order pages", () => {
  it("lead from the order history to the order, its statement and the thank-you pages; nobody else sees them", async () => {
    const { page, context } = browser;
    await addSessionCookies(context, shopUrl, await aMember("น้องพลอย"));
    const { orderNumber, productName, expectedTotal } = await placeOrderThroughCheckout(page);

    // The profile's order history links to the order's page.
    await page.goto("/profile?tab=orders");
    await page.getByRole("link", { name: new RegExp(`^${orderNumber}`) }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderNumber}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(orderNumber);
    const line = page.locator('[data-testid="order-line"]');
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toContain(productName);
    expect(satangFrom(await page.locator('[data-testid="order-total"]').textContent())).toBe(expectedTotal);
    expect(await page.getByText(ORDER_PAYMENT_STATUS_LABELS.unpaid, { exact: true }).isVisible()).toBe(true);
    const payNow = page.getByRole("link", { name: m.payNow });
    expect(await payNow.getAttribute("href")).toBe(`/payment-confirmation?order=${orderNumber}`);
    // The QR for the exact amount is on the order page too, while the order waits for the money.
    const qr = page.getByRole("img", { name: paymentTexts.promptPayQrLabel(formatBaht(expectedTotal)) });
    expect(await qr.isVisible()).toBe(true);

    // Not paid yet: the printable document is a statement that says the receipt comes later.
    await page.getByRole("link", { name: m.viewStatement }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderNumber}/receipt`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(m.statement);
    expect(await page.getByText(m.statementNote).isVisible()).toBe(true);
    expect(await page.locator('[data-testid="total-in-words"]').textContent()).toMatch(/^\(.+บาท(ถ้วน|.+สตางค์)\)$/);
    const printButton = page.getByRole("button", { name: m.print });
    expect(await printButton.isVisible()).toBe(true);
    // Printed, only the document remains: no site header, footer or buttons.
    await page.emulateMedia({ media: "print" });
    expect(await printButton.isVisible()).toBe(false);
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator("footer").isVisible()).toBe(false);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await page.emulateMedia({ media: "screen" });

    // /payment-success shows the real order and its real state, then moves on to /thank-you.
    await page.goto(`/payment-success?order=${orderNumber}`);
    expect(await page.locator('[data-testid="outcome-order-number"]').textContent()).toBe(orderNumber);
    expect(await page.getByText(ORDER_PAYMENT_STATUS_LABELS.unpaid, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(ORDER_PAYMENT_STATUS_LABELS.paid, { exact: true }).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === "/thank-you" && url.searchParams.get("order") === orderNumber, {
      timeout: 10_000,
    });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(paymentSuccessTexts.thankYouTitle);
    expect(await page.getByText(paymentSuccessTexts.tips[0]!).isVisible()).toBe(true);
    // The share buttons share the shop, never this private page.
    const facebook = await page.getByRole("link", { name: paymentSuccessTexts.shareFacebook }).getAttribute("href");
    const line_ = await page.getByRole("link", { name: paymentSuccessTexts.shareLine }).getAttribute("href");
    expect(new URL(facebook!).searchParams.get("u")).toBe(`${shopUrl}/`);
    expect(new URL(line_!).searchParams.get("url")).toBe(`${shopUrl}/`);
    // Instagram has no share link: without a share sheet (desktop Linux) the shop's link is copied, and said so.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: shopUrl });
    await page.getByRole("button", { name: paymentSuccessTexts.shareInstagram }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: paymentSuccessTexts.instagramCopied }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shopUrl}/`);

    // Another member: the same 404 as for a number that does not exist, and a generic thank-you.
    await context.clearCookies();
    await addSessionCookies(context, shopUrl, await aMember("น้องมายด์"));
    for (const path of [`/orders/${orderNumber}`, `/orders/${orderNumber}/receipt`, "/orders/ORDER-000000000"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole("heading", { name: m.notFound }).isVisible()).toBe(true);
      expect(await page.content()).not.toContain(productName);
    }
    await page.goto(`/thank-you?order=${orderNumber}`);
    expect(await page.getByText(paymentSuccessTexts.genericThanks).isVisible()).toBe(true);
    expect(await page.content()).not.toContain(orderNumber.slice(6));

    // A guest is asked to sign in and would come back to the order.
    await context.clearCookies();
    await page.goto(`/orders/${orderNumber}`);
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/orders/${orderNumber}`);
  });

  it("does not pull a shopper who left /payment-success early back to /thank-you", async () => {
    const { page } = browser;
    // The page's clock is the test's: its 3 seconds pass when the test moves it, not by waiting.
    // It runs as usual until the page is hydrated (page.goto waits for that), then stands still.
    await page.clock.install();
    await page.goto("/payment-success");
    await pauseNow(page);
    await page.getByRole("banner").getByRole("link", { name: navTexts.products, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/products");
    // Past the 3 seconds: the router started no navigation (it would, within the timer's own
    // callback), and the shopper is still where they went.
    await page.evaluate(recordNavigationsStarted);
    await page.clock.runFor(4000);
    expect(await page.evaluate(() => (window as NavigationsWindow).navigationsStarted)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/products");

    // The same watch on the same clock sees the move on for a shopper who stays.
    await page.evaluate(() => void (window as NavigationsWindow).__reactRouterDataRouter!.navigate("/payment-success"));
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await expect.poll(() => page.getByText(paymentSuccessTexts.redirecting).count()).toBe(1);
    await page.evaluate(recordNavigationsStarted);
    await page.clock.runFor(4000);
    expect(await page.evaluate(() => (window as NavigationsWindow).navigationsStarted)).toContain("/thank-you");
    await page.waitForURL((url) => url.pathname === "/thank-you");
  });

  it("moves /payment-success on to /thank-you without scripts too", async () => {
    const noScripts = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH", javaScriptEnabled: false });
    try {
      const page = await noScripts.newPage();
      const response = await page.goto("/payment-success?order=not-an-order");
      expect(response?.status()).toBe(200);
      expect(await page.getByText(paymentSuccessTexts.genericThanks).isVisible()).toBe(true);
      await page.waitForURL((url) => url.pathname === "/thank-you", { timeout: 10_000 });
      expect(await page.getByRole("link", { name: paymentSuccessTexts.viewProducts }).getAttribute("href")).toBe("/products");
    } finally {
      await noScripts.close();
    }
  });
});
