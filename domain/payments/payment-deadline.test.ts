import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatPaymentDeadline, paymentDeadline, paymentTimeLeft, proofCheckGraceMs } from "./payment-deadline";

const HOUR = 3_600_000;
// 27 Nov 2026 14:30 in Bangkok is 07:30 UTC.
const PLACED = new Date("2026-11-26T07:30:00Z");

describe("paymentDeadline", () => {
  it("is ORDER_PAYMENT_HOURS after the order was placed", () => {
    expect(paymentDeadline({ createdAt: PLACED, lastProofActivityAt: null }, 24)).toEqual(new Date("2026-11-27T07:30:00Z"));
    expect(paymentDeadline({ createdAt: PLACED.toISOString(), lastProofActivityAt: null }, 0.5)).toEqual(new Date("2026-11-26T08:00:00Z"));
  });

  it("leaves a quarter of the payment time after a proof or staff's last action on it, when that ends later", () => {
    expect(proofCheckGraceMs(24 * HOUR)).toBe(6 * HOUR);
    // A slip rejected 22 h after placing: 6 h from then, not the 2 h the first clock had left.
    const rejectedAt = new Date(PLACED.getTime() + 22 * HOUR);
    expect(paymentDeadline({ createdAt: PLACED, lastProofActivityAt: rejectedAt }, 24)).toEqual(new Date(PLACED.getTime() + 28 * HOUR));
    // An early proof does not shorten the clock.
    const early = new Date(PLACED.getTime() + HOUR);
    expect(paymentDeadline({ createdAt: PLACED, lastProofActivityAt: early }, 24)).toEqual(new Date(PLACED.getTime() + 24 * HOUR));
  });
});

describe("formatPaymentDeadline", () => {
  it("says the moment in Bangkok time with the Buddhist-era year", () => {
    expect(formatPaymentDeadline(new Date("2026-11-27T07:30:00Z"))).toBe("27 พ.ย. 2569 14:30 น.");
    // Past midnight in Bangkok while it is still the day before in UTC.
    expect(formatPaymentDeadline("2026-12-31T17:05:00Z")).toBe("1 ม.ค. 2570 00:05 น.");
  });
});

describe("paymentTimeLeft on a fake clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(PLACED);
  });
  afterEach(() => vi.useRealTimers());

  const deadline = paymentDeadline({ createdAt: PLACED, lastProofActivityAt: null }, 24);

  it("counts hours, minutes and seconds down, hours past 24 for a longer payment time", () => {
    expect(paymentTimeLeft(deadline, Date.now())).toBe("24:00:00");
    vi.advanceTimersByTime(1_000);
    expect(paymentTimeLeft(deadline, Date.now())).toBe("23:59:59");
    vi.advanceTimersByTime(20 * HOUR + 54 * 60_000 + 52_000);
    expect(paymentTimeLeft(deadline, Date.now())).toBe("03:05:07");
    expect(paymentTimeLeft(paymentDeadline({ createdAt: PLACED, lastProofActivityAt: null }, 72), PLACED)).toBe("72:00:00");
  });

  it("never shows 00:00:00 while time is left, and says nothing is left once it passed", () => {
    vi.setSystemTime(deadline.getTime() - 400);
    expect(paymentTimeLeft(deadline, Date.now())).toBe("00:00:01");
    vi.setSystemTime(deadline);
    expect(paymentTimeLeft(deadline, Date.now())).toBeNull();
    vi.advanceTimersByTime(HOUR);
    expect(paymentTimeLeft(deadline, Date.now())).toBeNull();
  });
});
