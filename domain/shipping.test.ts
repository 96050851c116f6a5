import { describe, it, expect } from "vitest";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, amountToFreeShipping, shippingFeeFor } from "./shipping";

describe("shipping", () => {
  it("uses the spec's amounts in satang", () => {
    expect(SHIPPING_FEE).toBe(5000);
    expect(FREE_SHIPPING_THRESHOLD).toBe(100000);
  });

  it("charges 50 baht below 1,000 baht and nothing from 1,000 baht", () => {
    expect(shippingFeeFor(24900)).toBe(5000);
    expect(shippingFeeFor(99999)).toBe(5000);
    expect(shippingFeeFor(100000)).toBe(0);
    expect(shippingFeeFor(250000)).toBe(0);
  });

  it("charges nothing for an empty order", () => {
    expect(shippingFeeFor(0)).toBe(0);
  });

  it("tells how much more is needed for free shipping", () => {
    expect(amountToFreeShipping(24900)).toBe(75100);
    expect(amountToFreeShipping(99999)).toBe(1);
    expect(amountToFreeShipping(100000)).toBe(0);
    expect(amountToFreeShipping(150000)).toBe(0);
  });
});
