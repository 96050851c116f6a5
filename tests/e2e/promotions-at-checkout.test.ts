// Issue 35 on a phone: the demo's promotions are what checkout charges (decision 101) — a new
// member's first order gets 10 % off and every document of it says so; two lipsticks bring the
// tote bag while it lasts; the spend tier says how much more to spend; a collected code is applied.
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cartTexts } from "../../domain/orders/cart-texts";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { promotionTexts } from "../../domain/promotions/promotion-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { products, stocks } from "../../server/platform/db/schema";
import { PHONE, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { provideOwnShopDatabase } from "./support/own-shop-database";

// A shop of its own with the demo's promotions: the tote's stock runs out here without touching
// the other journeys' shop. Staff's stock of the tote is set straight in its database: this journey is the shopper's.
const own = provideOwnShopDatabase("promotions");
const shopUrl = () => own.shop.url;
const browser = provideBrowser({ viewport: PHONE, hasTouch: true, shopUrl });

const TOTE = "ถุงผ้าลายลิมิเต็ด Glossy & Velvet";
const NEW_MEMBER = "สมาชิกใหม่ลด 10%";

async function setToteStock(quantity: number) {
  const [tote] = await own.db.db.select({ id: products.id }).from(products).where(eq(products.nameThai, TOTE));
  await own.db.db.update(stocks).set({ quantity }).where(eq(stocks.productId, tote!.id));
}

/** Two of the first lipstick in stock, on the cart page. */
async function twoInTheCart(page: Page) {
  const nameThai = await addFirstProductToCart(page);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await line.getByRole("button", { name: productTexts.increase }).tap();
  await expect.poll(() => line.getByTestId("quantity").textContent()).toBe("2");
  return nameThai;
}

async function placeOrderFromCheckout(page: Page, names: { firstName: string; lastName: string }) {
  await fillCheckoutAddress(page, names);
  await page.getByRole("button", { name: checkoutTexts.confirmOrder }).tap();
  await page.waitForURL(ORDER_URL);
  await page.getByRole("heading", { level: 1, name: paymentTexts.confirmationTitle }).waitFor();
  return new URL(page.url()).searchParams.get("order")!;
}

describe("promotions at checkout, on a phone", () => {
  it("gives a new member's first order 10 % off and the tote with two lipsticks; the payment page, order page and receipt list them", async () => {
    const { page, context } = browser;
    await setToteStock(50);
    await signUpInto(context, shopUrl(), { name: "มะปราง", email: uniqueEmail("newmember"), localAddress: "127.0.91.1" });
    await twoInTheCart(page);
    // The cart shows what the server's pricing gives these lines.
    await expect.poll(() => page.getByTestId("cart-gift").textContent()).toContain(TOTE);
    expect(await page.getByTestId("cart-promotion").allTextContents()).toEqual([expect.stringContaining(NEW_MEMBER)]);

    await page.getByRole("link", { name: cartTexts.checkout }).tap();
    await page.waitForURL(/\/checkout$/);
    expect(await page.getByTestId("checkout-gift").textContent()).toContain(TOTE);
    const discountRow = page.getByTestId("checkout-promotion").filter({ hasText: NEW_MEMBER });
    const discount = (await discountRow.locator("dd").textContent())!;
    const total = (await page.getByTestId("checkout-total").textContent())!;
    const orderNumber = await placeOrderFromCheckout(page, { firstName: "มะปราง", lastName: "ใจดี" });

    // The payment page asks for the discounted total and names the discount.
    const summary = await page.locator("main").textContent();
    expect(summary).toContain(NEW_MEMBER);
    expect(summary).toContain(discount.replace("-", "−"));
    expect(summary).toContain(total);

    for (const path of [`/orders/${orderNumber}`, `/orders/${orderNumber}/receipt`]) {
      await page.goto(path);
      expect(await page.getByTestId("order-promotion").first().textContent(), path).toContain(NEW_MEMBER);
      expect(await page.getByTestId("order-total").textContent(), path).toBe(total);
      expect(await page.locator("main").textContent(), path).toContain(TOTE);
    }

    // The second order of the same member is not a first order.
    await twoInTheCart(page);
    await page.goto("/checkout");
    expect(await page.getByTestId("checkout-promotion").filter({ hasText: NEW_MEMBER }).count()).toBe(0);
  });

  it("says when the tote has run out, and still places the order without it", async () => {
    const { page, context } = browser;
    await setToteStock(0);
    try {
      await signUpInto(context, shopUrl(), { name: "ลำดวน", email: uniqueEmail("toteout"), localAddress: "127.0.91.2" });
      await twoInTheCart(page);
      await expect.poll(() => page.getByTestId("cart-promotion-hints").textContent()).toContain("ของแถมหมดแล้ว");
      expect(await page.getByTestId("cart-gift").count()).toBe(0);
      await page.goto("/checkout");
      expect(await page.getByTestId("checkout-gift").count()).toBe(0);
      const orderNumber = await placeOrderFromCheckout(page, { firstName: "ลำดวน", lastName: "หอม" });
      await page.goto(`/orders/${orderNumber}`);
      expect(await page.locator("main").textContent()).not.toContain(TOTE);
    } finally {
      await setToteStock(50);
    }
  });

  it("tells how much more reaches the spend tier, then gives it", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl(), { name: "ชมพู่", email: uniqueEmail("tier"), localAddress: "127.0.91.3" });
    await twoInTheCart(page);
    const hints = page.getByTestId("cart-promotion-hints");
    await expect.poll(() => hints.textContent()).toMatch(/ซื้อเพิ่มอีก ฿[\d,.]+ รับส่วนลด ฿50/);
    const line = page.getByTestId("cart-line");
    await line.getByRole("button", { name: productTexts.increase }).tap();
    await expect.poll(() => page.getByTestId("cart-promotion").allTextContents()).toContainEqual(expect.stringContaining("ช้อปครบ ฿500 ลด ฿50"));
  });

  it("applies a code the member collected on /promotions", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl(), { name: "กุหลาบ", email: uniqueEmail("collect"), localAddress: "127.0.91.4" });
    await page.goto("/promotions");
    const card = page.locator('[data-promotion="GLOSSY50"]');
    await card.getByRole("button", { name: "เก็บโค้ด GLOSSY50" }).tap();
    await expect.poll(() => card.textContent()).toContain(promotionTexts.collected);
    await twoInTheCart(page);
    await page.goto("/checkout");
    const applied = page.getByTestId("checkout-promotion").filter({ hasText: "GLOSSY50" });
    expect(await applied.locator("dd").textContent()).toBe("-฿50");
    const total = (await page.getByTestId("checkout-total").textContent())!;
    const orderNumber = await placeOrderFromCheckout(page, { firstName: "กุหลาบ", lastName: "แดง" });
    await page.goto(`/orders/${orderNumber}`);
    expect(await page.getByTestId("order-promotion").allTextContents()).toContainEqual(expect.stringContaining("GLOSSY50"));
    expect(await page.getByTestId("order-total").textContent()).toBe(total);
  });
});
