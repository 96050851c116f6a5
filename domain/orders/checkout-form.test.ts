import { describe, expect, it } from "vitest";
import { totalWithPoints } from "./checkout-form";
import { redemptionValue } from "../loyalty/loyalty";

describe("the checkout page's total with points", () => {
  it("takes the points' value off the total the server priced (its promotions already in it)", () => {
    const amounts = { subtotal: 600_00, shippingFee: 0, discount: 60_00, total: 540_00 };
    for (const points of [0, 100, 500]) expect(totalWithPoints(amounts, points)).toBe(540_00 - redemptionValue(points));
  });
});
