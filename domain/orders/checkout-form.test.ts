import { describe, expect, it } from "vitest";
import { orderAmounts } from "./checkout";
import { totalWithPoints } from "./checkout-form";
import { redemptionValue } from "../loyalty/loyalty";

describe("the checkout page's total with points", () => {
  it("is the total placeOrder computes, below and above free shipping", () => {
    for (const lines of [[{ unitPrice: 199_00, quantity: 1 }], [{ unitPrice: 600_00, quantity: 2 }], [{ unitPrice: 990_00, quantity: 1 }]]) {
      for (const points of [0, 100, 500]) {
        expect(totalWithPoints(orderAmounts(lines, 0), points)).toBe(orderAmounts(lines, redemptionValue(points)).total);
      }
    }
  });
});
