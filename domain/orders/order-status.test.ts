import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, it, expect } from "vitest";
import {
  MEMBERSHIP_TIERS,
  MEMBERSHIP_TIER_LABELS,
  ORDER_PAYMENT_STATUSES,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  USER_ROLES,
  USER_ROLE_LABELS,
  carrierTrackingUrl,
  isOrderStatus,
  isPaymentMethod,
  isUserRole,
} from "./order-status";

describe("status lists", () => {
  it("match the spec", () => {
    expect(ORDER_STATUSES).toEqual(["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"]);
    expect(ORDER_PAYMENT_STATUSES).toEqual(["unpaid", "pending", "paid", "refunded"]);
    expect(PAYMENT_STATUSES).toEqual(["pending", "verified", "rejected"]);
    expect(PAYMENT_METHODS).toEqual(["creditCard", "promptpay", "bankTransfer", "cod"]);
    expect(MEMBERSHIP_TIERS).toEqual(["standard", "vip"]);
    expect(USER_ROLES).toEqual(["user", "admin"]);
  });

  it.each([
    [ORDER_STATUSES, ORDER_STATUS_LABELS],
    [ORDER_PAYMENT_STATUSES, ORDER_PAYMENT_STATUS_LABELS],
    [PAYMENT_STATUSES, PAYMENT_STATUS_LABELS],
    [PAYMENT_METHODS, PAYMENT_METHOD_LABELS],
    [MEMBERSHIP_TIERS, MEMBERSHIP_TIER_LABELS],
    [USER_ROLES, USER_ROLE_LABELS],
  ] as [readonly string[], Record<string, string>][])("label every value of %j in Thai, distinctly", (values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) expect(labels[value]).toMatch(/[\u0E00-\u0E7F]/);
    expect(new Set(Object.values(labels)).size).toBe(values.length);
  });

  it("uses the expected label for a pending order", () => {
    expect(ORDER_STATUS_LABELS.pending).toBe("รอดำเนินการ");
  });
});

describe("type guards", () => {
  it("accept only listed values", () => {
    expectMapping(isOrderStatus, [
      ["shipped", true],
      ["Shipped", false],
      [undefined, false],
    ]);
    expect(isPaymentMethod("promptpay")).toBe(true);
    expect(isPaymentMethod("bitcoin")).toBe(false);
    expect(isUserRole("admin")).toBe(true);
    expect(isUserRole("toString")).toBe(false);
  });
});

describe("carrier tracking pages", () => {
  it.each([
    ["thailand-post", "EX123456789TH", "https://track.thailandpost.co.th/?trackNumber=EX123456789TH"],
    ["kerry", "KER1234-5678", "https://th.kerryexpress.com/th/track/?track=KER1234-5678"],
    ["flash", "TH0123456789A", "https://www.flashexpress.co.th/fle/tracking?se=TH0123456789A"],
    ["jt", "820012345678", "https://www.jtexpress.co.th/service/track?billcode=820012345678"],
  ] as const)("links %s's own page for the parcel", (carrier, number, url) => {
    expect(carrierTrackingUrl(carrier, number)).toBe(url);
  });

  it("puts the number in the address encoded, so it cannot add parameters", () => {
    expect(carrierTrackingUrl("kerry", "A&B=1 #x")).toBe("https://th.kerryexpress.com/th/track/?track=A%26B%3D1%20%23x");
  });

  it("has no page for another carrier", () => {
    expect(carrierTrackingUrl("other", "EX123456789TH")).toBeNull();
  });
});
