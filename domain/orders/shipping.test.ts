import { describe, expect, it } from "vitest";
import { SHIPPING_FEE } from "./shipping";

describe("shipping", () => {
  it("charges the spec's ฿50 per parcel (free shipping is a promotion, priced by priceBasket)", () => {
    expect(SHIPPING_FEE).toBe(50_00);
  });
});
