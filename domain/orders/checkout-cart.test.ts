import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart";
import {
  CHECKOUT_CART_COOKIE_MAX_VALUE,
  checkoutCartCookieValue,
  clearCheckoutCartCookieHeaders,
  decodeCheckoutCart,
  encodeCheckoutCart,
  ORDER_TAKEN_COOKIE_CLEARED,
  orderTakenCookieHeader,
  withoutOrderedLines,
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

describe("the lines a placed order took (decision 090)", () => {
  const C2 = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

  it("are set for every path, script-readable, joined with an earlier order's lines not yet read", () => {
    expect(orderTakenCookieHeader([{ productId: P1, colorId: C1, quantity: 2 }], null)).toBe(
      `cart_ordered_lines=${P1}.${C1}.2; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
    const earlier = `a=1; cart_ordered_lines=${P2}..1`;
    expect(orderTakenCookieHeader([{ productId: P1, colorId: null, quantity: 1 }], earlier)).toBe(
      `cart_ordered_lines=${P2}..1~${P1}..1; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
    expect(orderTakenCookieHeader([], "cart_ordered_lines=rubbish")).toBe("cart_ordered_lines=; Path=/; Max-Age=0; SameSite=Lax");
    expect(ORDER_TAKEN_COOKIE_CLEARED).toBe("cart_ordered_lines=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("leave the cart without the ordered product-and-shade lines, whatever their quantity, and keep the rest", () => {
    const cart = [
      { productId: P1, colorId: C1, quantity: 3, name: "แดงคลาสสิก" },
      { productId: P1, colorId: C2, quantity: 1, name: "ชมพู" },
      { productId: P2, colorId: null, quantity: 1, name: "ลิปกลอส" },
    ];
    expect(withoutOrderedLines(cart, `${P1.toUpperCase()}.${C1}.2`)).toEqual([cart[1], cart[2]]);
    expect(withoutOrderedLines(cart, `${P2}.${C1}.1`)).toEqual(cart);
    expect(withoutOrderedLines(cart, encodeCheckoutCart(cart))).toEqual([]);
    // A tampered value drops nothing it does not name.
    expect(withoutOrderedLines(cart, "'; drop~..~")).toEqual(cart);
  });
});
