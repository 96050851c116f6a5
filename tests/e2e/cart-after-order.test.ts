import type { BrowserContext, Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { navTexts } from "../../app/features/layout/texts";
import { cartTexts } from "../../domain/orders/cart-texts";
import { CHECKOUT_CART_COOKIE, ORDER_TAKEN_COOKIE } from "../../domain/orders/checkout-cart";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";
import { PHONE, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { slowPhonePage } from "./support/slow-phone";

// Decision 090: the cart a placed order took from is emptied by the order's own answer, not by
// the next page's scripts — a shopper who leaves that page before they run, or orders without
// JavaScript, finds the cart empty on whatever page they open next.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });

const ASSET_SCRIPTS = /\/assets\/.+\.js$/;

/** Holds back every script from now on, as a phone on a bad line does; the answer lets them through. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    // The page that asked may be gone by then (the shopper went elsewhere).
    await route.fallback().catch(() => undefined);
  };
  await page.route(ASSET_SCRIPTS, hold);
  return () => {
    release();
    return page.unroute(ASSET_SCRIPTS, hold);
  };
}

const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem("shop-cart-v1"));

async function checkoutCookie(context: BrowserContext) {
  return (await context.cookies(`${shopUrl}/checkout`)).find((cookie) => cookie.name === CHECKOUT_CART_COOKIE);
}

/** /checkout's form filled and sent as a shopper in Bangkok would, paying by PromptPay. */
async function orderWhatIsInTheCart(page: Page, names: { firstName: string; lastName: string }) {
  await page.goto("/checkout");
  await fillCheckoutAddress(page, names);
  await page.getByRole("radio", { name: PAYMENT_METHOD_LABELS.promptpay }).check();
  await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
  await page.waitForURL(ORDER_URL);
}

/** The cart page once its script has read the stored cart: empty, and nothing mirrored for /checkout. */
async function expectEmptyCart(page: Page, context: BrowserContext) {
  await page.getByText(cartTexts.empty).waitFor();
  expect(await storedCart(page)).toBe("[]");
  expect(await page.getByRole("link", { name: `${navTexts.cart} (1)` }).count()).toBe(0);
  expect(await checkoutCookie(context)).toBeUndefined();
  expect((await context.cookies(shopUrl)).find((cookie) => cookie.name === ORDER_TAKEN_COOKIE)).toBeUndefined();
}

describe("the cart after an order", () => {
  it("is empty on a slowed phone whose shopper leaves the order's page before its scripts run", async () => {
    const { context } = browser;
    await signUpInto(context, shopUrl, { name: "รีบไป", email: uniqueEmail("leaves-early"), localAddress: "127.0.90.1" });
    const page = await slowPhonePage(context);
    await addFirstProductToCart(page);

    // From the checkout on, no script arrives: the form posts itself, the order's page only paints.
    const letScriptsThrough = await holdScripts(page);
    await orderWhatIsInTheCart(page, { firstName: "รีบ", lastName: "ไปต่อ" });
    await page.getByRole("heading", { level: 1 }).waitFor();

    // The shopper taps the cart in the header at once, before the order's page was ever React's.
    await page.getByRole("link", { name: navTexts.cart, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await letScriptsThrough();
    await expectEmptyCart(page, context);
  });

  it("is empty after an order placed without JavaScript, on the next page with scripts", async () => {
    await signUpInto(browser.context, shopUrl, { name: "ไม่มีสคริปต์", email: uniqueEmail("nojs-cart"), localAddress: "127.0.90.2" });
    // The cart is filled with scripts on (it lives in the browser), then ordered without.
    await addFirstProductToCart(browser.page);
    const withoutScripts = await browser.person({ viewport: PHONE, javaScriptEnabled: false, storageState: await browser.context.storageState() });
    await orderWhatIsInTheCart(withoutScripts.page, { firstName: "ไร้", lastName: "สคริปต์" });

    // Later, on the same phone with scripts: the cart no longer holds what was ordered.
    const later = await browser.person({ viewport: PHONE, storageState: await withoutScripts.context.storageState() });
    const page = await slowPhonePage(later.context);
    await page.goto("/products");
    await page.getByRole("link", { name: navTexts.cart, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await expectEmptyCart(page, later.context);
  });
});
