import { expectMapping } from "./test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart";
import {
  CHECKOUT_CART_COOKIE_MAX_VALUE,
  checkoutCartCookieValue,
  clearCheckoutCartCookieHeaders,
  decodeCheckoutCart,
  encodeCheckoutCart,
} from "./checkout-cart";

const P1 = "11111111-1111-4111-8111-111111111111";
const P2 = "22222222-2222-4222-8222-222222222222";
const C1 = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

describe("the checkout's cart cookie", () => {
  it("round-trips which product, which shade and how many — and nothing else", () => {
    const lines = [
      { productId: P1, colorId: C1, quantity: 2, unitPrice: 1, name: "x" },
      { productId: P2, colorId: null, quantity: 1 },
    ];
    const value = encodeCheckoutCart(lines);
    expect(value).toBe(`${P1}.${C1}.2~${P2}..1`);
    // Only characters a cookie value may hold unencoded.
    expect(value).toMatch(/^[0-9a-f.~-]+$/);
    expect(decodeCheckoutCart(value)).toEqual([
      { productId: P1, colorId: C1, quantity: 2 },
      { productId: P2, colorId: null, quantity: 1 },
    ]);
  });

  it("is not written at all for a cart too big for one cookie", () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      productId: `${P1.slice(0, -3)}${String(index).padStart(3, "0")}`,
      colorId: C1,
      quantity: 1,
    }));
    expect(encodeCheckoutCart(lines.slice(0, 40)).length).toBeLessThanOrEqual(CHECKOUT_CART_COOKIE_MAX_VALUE);
    expect(encodeCheckoutCart(lines)).toBe("");
  });

  it("drops what the cart's rules refuse instead of failing", () =>
    expectMapping(decodeCheckoutCart, [
      [null, []],
      ["", []],
      [`${P1}..0~${P1}..-1~${P1}..1.5~not-a-uuid..1~${P1}.x.1~${P1}..1..`, []],
      [`${P1}..2~${P2}..abc`, [{ productId: P1, colorId: null, quantity: 2 }]],
      ["x".repeat(20_000), []],
    ]));

  it("folds repeated lines, caps quantities and the number of lines", () => {
    expect(decodeCheckoutCart(`${P1}..600~${P1.toUpperCase()}..600`)).toEqual([{ productId: P1, colorId: null, quantity: MAX_LINE_QUANTITY }]);
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, index) => `${P1.slice(0, -3)}${String(index).padStart(3, "0")}..1`).join("~");
    expect(decodeCheckoutCart(many)).toHaveLength(MAX_CART_LINES);
  });

  it("is read from a Cookie header by its exact name, and cleared on both of its paths", () => {
    expect(checkoutCartCookieValue(`a=1; shop_checkout_cart_x=2; shop_checkout_cart=${P1}..1`)).toBe(`${P1}..1`);
    expect(checkoutCartCookieValue("a=1")).toBeNull();
    expect(checkoutCartCookieValue(null)).toBeNull();
    expect(clearCheckoutCartCookieHeaders()).toEqual([
      "shop_checkout_cart=; Path=/checkout; Max-Age=0; SameSite=Lax",
      "shop_checkout_cart=; Path=/checkout.data; Max-Age=0; SameSite=Lax",
    ]);
  });
});
