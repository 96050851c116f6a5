import { asc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cartTexts } from "../../domain/orders/cart-texts";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { orderPageTexts } from "../../app/features/orders/texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { productColors, products } from "../../server/platform/db/schema";
import { EXPIRY_REASON } from "../../server/shop/orders/cancel-order";
import { CHECKOUT_CART_COOKIE, encodeCheckoutCart } from "../../domain/orders/checkout-cart";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { signUpInto, signUpMember } from "./support/accounts";
import { addSessionCookies } from "./support/session-cookies";
import { provideOwnShopDatabase } from "./support/own-shop-database";
import { setProductStock } from "../../server/shop/orders/test-fixtures";
import { fillCheckoutAddress } from "./support/checkout-steps";

// This journey's shop keeps an unpaid order for 30 seconds instead of 24 hours; its expiry
// job then looks every 7.5 s (a quarter of that). Fractional hours are an ordinary setting.
const PAYMENT_SECONDS = 30;
// This file's client address (see tests/e2e/support: each journey file keeps its own).
const CLIENT_ADDRESS = "127.0.0.95";
const m = checkoutTexts;

const browser = provideBrowser({ viewport: { width: 390, height: 844 } });
const own = provideOwnShopDatabase("expiry", { ORDER_PAYMENT_HOURS: String(PAYMENT_SECONDS / 3600) });

/** The last lipstick of a demo product: its first shade's stock set to 1, the others' to 0, as the back-office would. */
async function lastOneOfAProduct() {
  const [product] = await own.db.db
    .select({ id: products.id, slug: products.slug, nameThai: products.nameThai })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.slug))
    .limit(1);
  if (!product) throw new Error("The demo data has no product");
  await setProductStock(own.db.db, product.id, 1);
  return product;
}

const badge = (page: Page, text: string) => page.locator("main").getByText(text, { exact: true });

describe("an unpaid order", () => {
  it("expires after the shop's payment time, and the shopper sees the lipstick back on the product page", async () => {
    const { page, context } = browser;
    const product = await lastOneOfAProduct();
    await signUpInto(context, own.shop.url, { name: "น้องส้มโอ", email: uniqueEmail("expiry"), localAddress: CLIENT_ADDRESS });

    // The last one is in stock; into the cart it goes.
    await page.goto(`${own.shop.url}/products/${product.slug}`);
    expect(await badge(page, productTexts.inStock).isVisible()).toBe(true);
    expect(await page.getByText(cartTexts.limitedStock(1)).isVisible()).toBe(true);
    await page.getByRole("button", { name: productTexts.addToCart }).click();
    await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");

    // Checkout with PromptPay, through the real form.
    await page.goto(`${own.shop.url}/checkout`);
    await fillCheckoutAddress(page, { firstName: "ส้มโอ", lastName: "หวานฉ่ำ" });
    expect(await page.getByRole("radio", { name: "พร้อมเพย์" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: m.confirmOrder }).click();
    await page.waitForURL(/\/payment-confirmation\?order=ORDER-[A-Z0-9]{9}$/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    const placedAt = Date.now();

    // The shopper took the last one: the product page says it is sold out.
    await page.goto(`${own.shop.url}/products/${product.slug}`);
    expect(await badge(page, productTexts.soldOut).first().isVisible()).toBe(true);
    expect(Date.now() - placedAt).toBeLessThan(PAYMENT_SECONDS * 1000); // seen before the order could expire

    // Nobody pays. A while later, a reload shows the lipstick back in stock.
    await expect
      .poll(
        async () => {
          await page.reload();
          return badge(page, productTexts.inStock).isVisible();
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe(true);
    expect(Date.now() - placedAt).toBeGreaterThanOrEqual(PAYMENT_SECONDS * 1000);
    expect(await page.getByText(cartTexts.limitedStock(1)).isVisible()).toBe(true);

    // The member's order history shows the order cancelled.
    await page.goto(`${own.shop.url}/profile?tab=orders`);
    const row = page.locator('[data-testid="order-row"]').filter({ hasText: orderNumber });
    await expect.poll(() => row.textContent()).toContain(ORDER_STATUS_LABELS.cancelled);

    // Its order page, opened from the history, says cancelled and why, and no longer asks for money.
    await row.getByRole("link", { name: new RegExp(orderNumber) }).click();
    await page.waitForURL(`${own.shop.url}/orders/${orderNumber}`);
    const cancelled = page.getByRole("status").filter({ hasText: orderPageTexts.cancelledTitle });
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toContain(orderPageTexts.cancelReason(EXPIRY_REASON));
    expect(await badge(page, ORDER_STATUS_LABELS.cancelled).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: orderPageTexts.payNow }).count()).toBe(0);
    expect(await page.getByRole("button", { name: orderPageTexts.payNow }).count()).toBe(0);
  }, 180_000);
});

// Lives here because this file's shop has a database the journey can reach: the lipstick sells
// out between showing the form and confirming it, as another buyer would make it.
describe("a cart whose only lipstick sells out while the checkout form is open", () => {
  it("keeps the Thai sold-out answer and the cart without JavaScript", async () => {
    const [product] = await own.db.db
      .select({ id: products.id, nameThai: products.nameThai })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.slug))
      .offset(1)
      .limit(1);
    const [shade] = await own.db.db
      .select({ id: productColors.id, nameThai: productColors.nameThai })
      .from(productColors)
      .where(eq(productColors.productId, product!.id))
      .orderBy(asc(productColors.sortOrder))
      .limit(1);
    await setProductStock(own.db.db, product!.id, 3);
    const signedUp = await signUpMember(own.shop.url, { name: "น้องมะนาว", email: uniqueEmail("sold-out"), localAddress: CLIENT_ADDRESS });
    const context = await browser.context.browser()!.newContext({ baseURL: own.shop.url, javaScriptEnabled: false });
    try {
      await addSessionCookies(context, own.shop.url, signedUp.setCookie);
      // The cart's mirror for /checkout, as the cart page writes it (decision 024).
      const cart = encodeCheckoutCart([{ productId: product!.id, colorId: shade?.id ?? null, quantity: 1 }]);
      await context.addCookies([{ name: CHECKOUT_CART_COOKIE, value: cart, domain: new URL(own.shop.url).hostname, path: "/checkout", sameSite: "Lax" }]);
      const page = await context.newPage();
      await page.goto("/checkout");
      expect(new URL(page.url()).pathname).toBe("/checkout");
      await fillCheckoutAddress(page, { firstName: "มะนาว", lastName: "เปรี้ยวจี๊ด" });
      await setProductStock(own.db.db, product!.id, 0);
      await page.getByRole("button", { name: m.confirmOrder }).click();
      await page.waitForLoadState();

      expect(new URL(page.url()).pathname).toBe("/checkout");
      expect(
        await page
          .getByRole("alert")
          .filter({ hasText: m.soldOut(shade ? m.withShade(product!.nameThai, shade.nameThai) : product!.nameThai) })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByText(m.nothingToOrder).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: m.confirmOrder }).count()).toBe(0);
      const cookies = await context.cookies(`${own.shop.url}/checkout`);
      expect(cookies.find((cookie) => cookie.name === CHECKOUT_CART_COOKIE)?.value).toBe(cart);
    } finally {
      await context.close();
    }
  }, 60_000);
});
