import { describe, expect, it } from "vitest";
import { checkoutSchema, redemptionDiscount } from "./checkout";
import { checkoutTexts } from "./checkout-texts";

describe("redemptionDiscount", () => {
  it("gives ฿10 per 100 points, within the balance and never more than the subtotal", () => {
    expect(redemptionDiscount(300, 249_00, 500)).toEqual({ discount: 30_00 });
    expect(redemptionDiscount(600, 249_00, 500)).toEqual({ problem: "not-enough-points" });
    expect(redemptionDiscount(2500, 249_00, 5000)).toEqual({ problem: "over-subtotal" });
    expect(redemptionDiscount(2400, 240_00, 5000)).toEqual({ discount: 240_00 });
  });
});

describe("checkoutSchema", () => {
  const form = {
    firstName: " สมหญิง ",
    lastName: "ใจดี",
    email: "Somying@Test.Example",
    phone: "+66 81 234 5678",
    address: "99/1",
    city: "กรุงเทพมหานคร",
    postalCode: "10110",
    paymentMethod: "cod",
    idempotencyKey: "0b7f6a1e-8a8c-4c1e-9a55-1f0c2d3e4f50",
    lines: [{ productId: "0b7f6a1e-8a8c-4c1e-9a55-1f0c2d3e4f51", quantity: "2" }],
  };

  it("normalises what the form sent", () => {
    expect(checkoutSchema.parse(form)).toMatchObject({
      firstName: "สมหญิง",
      email: "somying@test.example",
      phone: "0812345678",
      redeemPoints: 0,
      lines: [{ quantity: 2 }],
    });
  });

  it("refuses a missing postal code or an absurd quantity with Thai messages", () => {
    const result = checkoutSchema.safeParse({ ...form, postalCode: "1011", lines: [{ ...form.lines[0], quantity: 1000 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([checkoutTexts.postalCodeInvalid, checkoutTexts.quantityInvalid(99)]);
  });
});
