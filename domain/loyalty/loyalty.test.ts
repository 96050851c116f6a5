import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, it, expect } from "vitest";
import { LOYALTY_RULES_TEXT, POINTS_PER_REDEMPTION, REDEMPTION_VALUE, SATANG_PER_POINT, ledgerEntryText, pointsEarnedFor, redemptionValue } from "./loyalty";

describe("pointsEarnedFor", () => {
  it("gives one point per full 100 baht", () =>
    expectMapping(pointsEarnedFor, [
      [9999, 0],
      [10000, 1],
      [24900, 2],
      [100000, 10],
    ]));

  it("never gives points for zero, negative or invalid totals", () =>
    expectMapping(pointsEarnedFor, [
      [0, 0],
      [-50000, 0],
      [Number.NaN, 0],
    ]));
});

describe("redemptionValue", () => {
  it("gives 10 baht per whole block of 100 points", () =>
    expectMapping(redemptionValue, [
      [99, 0],
      [100, 1000],
      [250, 2000],
    ]));

  it("is zero for no or negative points", () => {
    expect(redemptionValue(0)).toBe(0);
    expect(redemptionValue(-100)).toBe(0);
  });
});

describe("loyalty text", () => {
  it("states the same numbers the rules use", () => {
    expect(SATANG_PER_POINT).toBe(10000);
    expect(POINTS_PER_REDEMPTION).toBe(100);
    expect(REDEMPTION_VALUE).toBe(1000);
    expect(LOYALTY_RULES_TEXT).toEqual(["ทุกการใช้จ่าย 100 บาท รับ 1 แต้ม", "ทุก 100 แต้ม ใช้เป็นส่วนลดได้ 10 บาท"]);
  });
});

describe("ledgerEntryText", () => {
  const order = "ORDER-ABC123XYZ";

  it("names each kind of movement and its order in Thai", () =>
    expectMapping(ledgerEntryText, [
      [{ reason: "order", points: 12, orderNumber: order }, `ได้รับแต้มจากคำสั่งซื้อ ${order}`],
      [{ reason: "redemption", points: -200, orderNumber: order }, `ใช้แต้มเป็นส่วนลดในคำสั่งซื้อ ${order}`],
      [{ reason: "adjustment", points: 50, orderNumber: null }, "ปรับปรุงแต้มโดยร้าน"],
    ]));

  it("tells a reversal that gives redeemed points back from one that takes earned points away", () => {
    expect(ledgerEntryText({ reason: "reversal", points: 200, orderNumber: order })).toBe(`คืนแต้มที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ ${order}`);
    expect(ledgerEntryText({ reason: "reversal", points: -12, orderNumber: order })).toBe(`หักแต้มที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ ${order}`);
  });

  it("still reads well when the order is gone", () =>
    expectMapping(ledgerEntryText, [
      [{ reason: "order", points: 3, orderNumber: null }, "ได้รับแต้มจากคำสั่งซื้อ"],
      [{ reason: "redemption", points: -100, orderNumber: null }, "ใช้แต้มเป็นส่วนลด"],
      [{ reason: "reversal", points: 100, orderNumber: null }, "คืนแต้มที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ"],
    ]));
});
