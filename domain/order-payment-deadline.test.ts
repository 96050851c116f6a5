import { describe, expect, it } from "vitest";
import { formatThaiDateTime } from "./dates";
import { orderPaymentDeadline } from "./order-payment-deadline";

describe("orderPaymentDeadline", () => {
  it("is ORDER_PAYMENT_HOURS after placing, told in Bangkok time", () => {
    const placedAt = new Date("2026-11-27T16:30:00Z"); // 23:30 in Bangkok
    expect(orderPaymentDeadline(placedAt, 24).toISOString()).toBe("2026-11-28T16:30:00.000Z");
    expect(formatThaiDateTime(orderPaymentDeadline(placedAt, 24))).toBe("28 พ.ย. 2569 23:30");
    // Half an hour (a short setting in tests and small shops) crosses midnight in Bangkok.
    expect(formatThaiDateTime(orderPaymentDeadline(placedAt, 0.5))).toBe("28 พ.ย. 2569 00:00");
  });
});
