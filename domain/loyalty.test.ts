import { describe, it, expect } from "vitest";
import { LOYALTY_RULES_TEXT, POINTS_PER_REDEMPTION, REDEMPTION_VALUE, SATANG_PER_POINT, ledgerEntryText, pointsEarnedFor, redemptionValue } from "./loyalty";

describe("pointsEarnedFor", () => {
  it("gives one point per full 100 baht", () => {
    expect(pointsEarnedFor(9999)).toBe(0);
    expect(pointsEarnedFor(10000)).toBe(1);
    expect(pointsEarnedFor(24900)).toBe(2);
    expect(pointsEarnedFor(100000)).toBe(10);
  });

  it("never gives points for zero, negative or invalid totals", () => {
    expect(pointsEarnedFor(0)).toBe(0);
    expect(pointsEarnedFor(-50000)).toBe(0);
    expect(pointsEarnedFor(Number.NaN)).toBe(0);
  });
});

describe("redemptionValue", () => {
  it("gives 10 baht per whole block of 100 points", () => {
    expect(redemptionValue(99)).toBe(0);
    expect(redemptionValue(100)).toBe(1000);
    expect(redemptionValue(250)).toBe(2000);
  });

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
    expect(LOYALTY_RULES_TEXT).toEqual(["ทุกการใช้จ่าย 100 บาท รับ 1 คะแนน", "ทุก 100 คะแนน ใช้เป็นส่วนลดได้ 10 บาท"]);
  });
});

describe("ledgerEntryText", () => {
  const order = "ORDER-ABC123XYZ";

  it("names each kind of movement and its order in Thai", () => {
    expect(ledgerEntryText({ reason: "order", points: 12, orderNumber: order })).toBe(`ได้รับคะแนนจากคำสั่งซื้อ ${order}`);
    expect(ledgerEntryText({ reason: "redemption", points: -200, orderNumber: order })).toBe(`ใช้คะแนนเป็นส่วนลดในคำสั่งซื้อ ${order}`);
    expect(ledgerEntryText({ reason: "adjustment", points: 50, orderNumber: null })).toBe("ปรับปรุงคะแนนโดยร้าน");
  });

  it("tells a reversal that gives redeemed points back from one that takes earned points away", () => {
    expect(ledgerEntryText({ reason: "reversal", points: 200, orderNumber: order })).toBe(`คืนคะแนนที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ ${order}`);
    expect(ledgerEntryText({ reason: "reversal", points: -12, orderNumber: order })).toBe(`หักคะแนนที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ ${order}`);
  });

  it("still reads well when the order is gone", () => {
    expect(ledgerEntryText({ reason: "order", points: 3, orderNumber: null })).toBe("ได้รับคะแนนจากคำสั่งซื้อ");
    expect(ledgerEntryText({ reason: "redemption", points: -100, orderNumber: null })).toBe("ใช้คะแนนเป็นส่วนลด");
    expect(ledgerEntryText({ reason: "reversal", points: 100, orderNumber: null })).toBe("คืนคะแนนที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ");
  });
});
