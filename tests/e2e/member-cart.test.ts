import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE, signInOnPage, signUpInto, MEMBER_PASSWORD } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { addFirstProductToCart } from "./support/checkout-steps";

// Decision 105: a member's cart follows them. Filled on the phone, it is on the laptop after
// sign-in there, merged with what the laptop's guest had put in its cart.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });

const cartBadge = (page: Page) => page.locator('[data-testid="cart-badge"]').textContent();
/** The browser's copy has reached the server: it is the member's, with no change left to send. */
const tradedWithServer = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem("shop-cart-owner") !== null && window.localStorage.getItem("shop-cart-changed") === null);

describe("a member's cart across browsers", () => {
  it("is on the laptop after sign-in, merged with the laptop's guest cart", async () => {
    const email = uniqueEmail("cart-follows");
    await signUpInto(browser.context, shopUrl, { name: "ตะกร้าตามตัว", email, localAddress: "127.0.91.1" });
    await addFirstProductToCart(browser.page);
    await expect.poll(() => tradedWithServer(browser.page)).toBe(true);

    const laptop = await browser.person({ viewport: { width: 1280, height: 800 } });
    await addFirstProductToCart(laptop.page);
    await signInOnPage(laptop.page, { email, password: MEMBER_PASSWORD });

    // The phone's one and the laptop guest's one of the same lipstick: two.
    await expect.poll(() => cartBadge(laptop.page)).toBe("2");
    await expect.poll(() => tradedWithServer(laptop.page)).toBe(true);
    // And the phone, on its next page, has the merged cart too.
    await browser.page.goto("/products");
    await expect.poll(() => cartBadge(browser.page)).toBe("2");
  });
});
