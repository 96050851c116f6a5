import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, it, expect } from "vitest";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, amountToFreeShipping, shippingFeeFor } from "./shipping";

describe("shipping", () => {
  it("uses the spec's amounts in satang", () => {
    expect(SHIPPING_FEE).toBe(5000);
    expect(FREE_SHIPPING_THRESHOLD).toBe(100000);
  });

  it("charges 50 baht below 1,000 baht and nothing from 1,000 baht", () =>
    expectMapping(shippingFeeFor, [
      [24900, 5000],
      [99999, 5000],
      [100000, 0],
      [250000, 0],
    ]));

  it("charges nothing for an empty order", () => {
    expect(shippingFeeFor(0)).toBe(0);
  });

  it("tells how much more is needed for free shipping", () =>
    expectMapping(amountToFreeShipping, [
      [24900, 75100],
      [99999, 1],
      [100000, 0],
      [150000, 0],
    ]));
});
