import { expectMapping } from "./test-support/expect-mapping";
import { oneFieldRefusal } from "./test-support/form-refusals";
import { describe, expect, it } from "vitest";
import { adminStockTexts } from "../admin/admin-stock-texts";
import { productSchema, stockUpdateSchema } from "../admin/admin-forms";
import { parseForm } from "./form-contract";
import { parseStoredCart } from "../orders/cart";
import { checkoutSchema, MAX_ORDER_LINE_QUANTITY } from "../orders/checkout";
import { decodeCheckoutCart } from "../orders/checkout-cart";
import { checkoutTexts } from "../orders/checkout-texts";
import { readQuantity } from "./quantity";

/** What `Number()` (and so `z.coerce.number()`) reads as a number, which no quantity field may. */
const NOT_QUANTITIES = [
  "1e1",
  "1E1",
  "0x10",
  "0b11",
  "0o7",
  "10.0",
  "10.",
  ".5",
  " 10",
  "10 ",
  "\t10",
  "+10",
  "-1",
  "１０",
  "๑๐",
  "10_000",
  "1,000",
  "Infinity",
  "NaN",
  "",
  "ten",
];
const HUGE = ["100", "1000000", "99999999999999999999", "9".repeat(400)];

describe("readQuantity", () => {
  it("reads ASCII digits within the bounds, and safe integers", () => {
    expect(readQuantity("10", { min: 1, max: 99 })).toBe(10);
    expect(readQuantity("007", { min: 1, max: 99 })).toBe(7);
    expect(readQuantity("0", { min: 0, max: 5 })).toBe(0);
    expect(readQuantity(3, { min: 1, max: 99 })).toBe(3);
  });

  it("refuses every other spelling of a number, and numbers out of bounds", () => {
    for (const text of [...NOT_QUANTITIES, ...HUGE]) expect(readQuantity(text, { min: 1, max: 99 }), JSON.stringify(text)).toBeNull();
    for (const value of [0, 100, 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, null, undefined, true, [10], { valueOf: () => 10 }]) {
      expect(readQuantity(value, { min: 1, max: 99 }), String(value)).toBeNull();
    }
  });
});

describe("every quantity the shop reads goes by the one rule", () => {
  const line = { productId: "0b7f6a1e-8a8c-4c1e-9a55-1f0c2d3e4f51" };
  const checkout = (quantity: unknown) => checkoutSchema.shape.lines.safeParse([{ ...line, quantity }]);

  it("checkout's order lines: 1 to 99 in digits, anything else the Thai quantity message", () => {
    expect(checkout("10").data).toEqual([{ ...line, quantity: 10 }]);
    for (const quantity of [...NOT_QUANTITIES, ...HUGE, "0"]) {
      const result = checkout(quantity);
      expect(result.success, JSON.stringify(quantity)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([checkoutTexts.quantityInvalid(MAX_ORDER_LINE_QUANTITY)]);
    }
  });

  it("checkout's points and shown total are whole numbers by the same rule", () => {
    expect(checkoutSchema.shape.redeemPoints.safeParse("1e3").success).toBe(false);
    expect(checkoutSchema.shape.redeemPoints.safeParse("1000").data).toBe(1000);
    expect(checkoutSchema.shape.redeemPoints.safeParse(undefined).data).toBe(0);
    expect(checkoutSchema.shape.expectedTotal.safeParse("5e4").success).toBe(false);
    expect(checkoutSchema.shape.expectedTotal.safeParse("50000").data).toBe(50000);
  });

  it("the back-office's stock count, its expected count and a new product's first stock", () => {
    const stock = adminStockTexts;
    const update = (quantity: string, expectedQuantity = "5") => parseForm(stockUpdateSchema, { quantity, expectedQuantity });
    expect(update("12")).toEqual({ ok: true, value: { quantity: 12, expectedQuantity: 5, reason: null } });
    for (const quantity of NOT_QUANTITIES.filter(Boolean)) expect(update(quantity), quantity).toEqual(oneFieldRefusal(stock.quantityInvalid, "quantity"));
    expect(update("")).toEqual(oneFieldRefusal(stock.quantityRequired, "quantity"));
    expect(update("1000001")).toEqual(oneFieldRefusal(stock.quantityTooLarge, "quantity"));
    expect(update("3", "5e0")).toEqual(oneFieldRefusal(stock.staleForm));

    const initialStock = (value: string) => productSchema.shape.initialStock.safeParse(value);
    expect(initialStock("").data).toBe(0);
    expect(initialStock("40").data).toBe(40);
    for (const value of ["4e1", " 40", "40.0", "0x28"]) expect(initialStock(value).success, value).toBe(false);
  });

  it("the checkout cookie and the stored cart drop a line whose quantity is not digits", () => {
    const id = line.productId;
    expectMapping(decodeCheckoutCart, [
      [`${id}..1e1`, []],
      [`${id}..0x10`, []],
      [`${id}..10`, [{ productId: id, colorId: null, quantity: 10 }]],
    ]);
    const stored = (quantity: unknown) =>
      parseStoredCart([{ productId: id, colorId: null, colorName: "ปกติ", name: "x", nameThai: "x", unitPrice: 100, image: null, quantity }]);
    expect(stored(2)).toMatchObject([{ quantity: 2 }]);
    expect(stored(1.5)).toEqual([]);
    expect(stored("1e1")).toEqual([]);
  });
});
