import { describe, expect, it } from "vitest";
import { checkoutTexts } from "../orders/checkout-texts";
import { PAYMENT_METHODS } from "../orders/order-status";
import { CHECKOUT_DEFAULT_PAYMENT_METHOD, CHECKOUT_PAYMENT_OPTIONS, paymentMethodRefusal } from "./payment-methods";

describe("payment methods", () => {
  it("offers every method once, PromptPay first and by default", () => {
    expect(CHECKOUT_PAYMENT_OPTIONS.map((option) => option.method).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(CHECKOUT_PAYMENT_OPTIONS[0]!.method).toBe("promptpay");
    expect(CHECKOUT_DEFAULT_PAYMENT_METHOD).toBe("promptpay");
  });

  it("refuses card payments with the Thai explanation until a gateway joins; the others are open", () => {
    expect(paymentMethodRefusal("creditCard")).toBe(checkoutTexts.cardUnavailable);
    for (const method of ["promptpay", "bankTransfer", "cod"] as const) expect(paymentMethodRefusal(method)).toBeNull();
  });
});
