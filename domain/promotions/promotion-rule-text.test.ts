import { describe, expect, it } from "vitest";
import { giftUnit, promotionConditionTexts, promotionEndText, promotionRuleText } from "./promotion-rule-text";
import { testPromotion as promotion } from "./test-support/promotions";

const BAG = { type: "gift", giftProductId: "00000000-0000-4000-8000-000000000002", giftName: "ถุงผ้า", giftQuantity: 1 } as const;

describe("promotionRuleText", () => {
  it("says a percentage off with its ceiling", () => {
    expect(promotionRuleText(promotion({ type: "percent", percent: 10, maxDiscount: 100_00 }))).toBe("ลด 10% สูงสุด ฿100");
    expect(promotionRuleText(promotion({ type: "percent", percent: 15, maxDiscount: null }))).toBe("ลด 15%");
    expect(promotionRuleText(promotion({ type: "percent", percent: 10, maxDiscount: 200_00 }, { minSpend: 300_00 }))).toBe("ลด 10% สูงสุด ฿200 เมื่อซื้อครบ ฿300");
  });

  it("says an amount off and the spend it needs", () => {
    expect(promotionRuleText(promotion({ type: "amount", amount: 50_00 }, { minSpend: 500_00 }))).toBe("ลด ฿50 เมื่อซื้อครบ ฿500");
    expect(promotionRuleText(promotion({ type: "amount", amount: 49_50 }))).toBe("ลด ฿49.50");
  });

  it("says free shipping with its threshold written on", () => {
    expect(promotionRuleText(promotion({ type: "freeShipping" }, { minSpend: 1_000_00 }))).toBe("ส่งฟรีเมื่อซื้อครบ ฿1,000");
    expect(promotionRuleText(promotion({ type: "freeShipping" }))).toBe("ส่งฟรี");
  });

  it("says a gift with its Thai classifier and the lipsticks to buy", () => {
    expect(promotionRuleText(promotion(BAG, { minQuantity: 2 }))).toBe("รับฟรี ถุงผ้า 1 ใบ เมื่อซื้อลิปสติก 2 แท่งขึ้นไป");
    expect(promotionRuleText(promotion({ ...BAG, giftName: "ลิปมินิ", giftQuantity: 2 }, { minQuantity: 3, minSpend: 600_00 }))).toBe(
      "รับฟรี ลิปมินิ 2 แท่ง เมื่อซื้อลิปสติก 3 แท่งขึ้นไป และครบ ฿600",
    );
  });

  it("lists spend tiers from the lowest, whatever order staff typed them in", () => {
    const tiers = [
      { minSpend: 1_000_00, amount: 120_00 },
      { minSpend: 500_00, amount: 50_00 },
    ];
    expect(promotionRuleText(promotion({ type: "tiers", tiers }))).toBe("ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120");
    // The tiers carry their own spends: a minimum spend is not said twice.
    expect(promotionRuleText(promotion({ type: "tiers", tiers }, { minSpend: 500_00 }))).toBe("ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120");
  });

  it("says when only some lipsticks count", () => {
    const some = { productIds: ["00000000-0000-4000-8000-000000000003"] };
    expect(promotionRuleText(promotion({ type: "amount", amount: 30_00 }, { ...some, minSpend: 300_00 }))).toBe("ลด ฿30 เมื่อซื้อลิปสติกที่ร่วมรายการครบ ฿300");
    expect(promotionRuleText(promotion({ type: "percent", percent: 20, maxDiscount: null }, { categoryIds: ["c"] }))).toBe("ลด 20% เฉพาะลิปสติกที่ร่วมรายการ");
    expect(promotionRuleText(promotion(BAG, { ...some, minQuantity: 2 }))).toBe("รับฟรี ถุงผ้า 1 ใบ เมื่อซื้อลิปสติกที่ร่วมรายการ 2 แท่งขึ้นไป");
  });
});

describe("giftUnit", () => {
  it("counts bags in ใบ, lipsticks in แท่ง, anything else in ชิ้น", () => {
    expect(giftUnit("ถุงผ้าลายลิมิเต็ด Glossy & Velvet")).toBe("ใบ");
    expect(giftUnit("กระเป๋าเครื่องสำอาง")).toBe("ใบ");
    expect(giftUnit("ลิปมินิ")).toBe("แท่ง");
    expect(giftUnit("กระจกพกพา")).toBe("ชิ้น");
  });
});

describe("promotionConditionTexts", () => {
  it("says nothing for a promotion open to everyone without end", () => {
    expect(promotionConditionTexts(promotion({ type: "freeShipping" }))).toEqual([]);
  });

  it("says who may have it, until when and how many uses are left", () => {
    const capped = promotion(
      { type: "percent", percent: 10, maxDiscount: 200_00 },
      { firstOrderOnly: true, memberTier: "vip", perMemberCap: 1, endsAt: new Date("2025-12-31T10:00:00Z"), usageCap: 100, used: 88 },
    );
    expect(promotionConditionTexts(capped)).toEqual(["เฉพาะคำสั่งซื้อแรก", "เฉพาะสมาชิก VIP", "ใช้ได้คนละ 1 ครั้ง", "หมดเขต 31 ธ.ค. 2568", "เหลือ 12 สิทธิ์"]);
    expect(promotionConditionTexts(capped, { withEnd: false })).not.toContain("หมดเขต 31 ธ.ค. 2568");
  });

  it("dates the end in Bangkok: an end at 23:30 UTC is the next day there", () => {
    expect(promotionConditionTexts(promotion({ type: "freeShipping" }, { endsAt: new Date("2025-12-31T23:30:00Z") }))).toEqual(["หมดเขต 1 ม.ค. 2569"]);
  });

  it("says when every use is taken, and thousands with a separator", () => {
    expect(promotionConditionTexts(promotion({ type: "amount", amount: 50_00 }, { usageCap: 100, used: 100 }))).toEqual(["สิทธิ์เต็มแล้ว"]);
    expect(promotionConditionTexts(promotion({ type: "amount", amount: 50_00 }, { usageCap: 5_000, used: 0 }))).toEqual(["เหลือ 5,000 สิทธิ์"]);
  });

  it("says the gift has run out when its stock cannot give it", () => {
    expect(promotionConditionTexts(promotion(BAG), { giftStock: 0 })).toEqual(["ของแถมหมดแล้ว"]);
    expect(promotionConditionTexts(promotion({ ...BAG, giftQuantity: 2 }), { giftStock: 1 })).toEqual(["ของแถมหมดแล้ว"]);
    expect(promotionConditionTexts(promotion(BAG), { giftStock: 50 })).toEqual([]);
    // Not read: nothing said.
    expect(promotionConditionTexts(promotion(BAG))).toEqual([]);
  });

  it("says when a promotion not started yet begins", () => {
    const later = promotion({ type: "freeShipping" }, { startsAt: new Date("2025-07-01T03:00:00Z") });
    expect(promotionConditionTexts(later, { now: new Date("2025-06-15T00:00:00Z") })).toEqual(["เริ่มใช้ได้ 1 ก.ค. 2568"]);
    expect(promotionConditionTexts(later, { now: new Date("2025-07-02T00:00:00Z") })).toEqual([]);
  });
});

describe("promotionEndText", () => {
  it("dates the end, or says there is none", () => {
    expect(promotionEndText({ endsAt: new Date("2025-12-31T10:00:00Z") })).toBe("หมดเขต 31 ธ.ค. 2568");
    expect(promotionEndText({ endsAt: null })).toBe("ไม่มีวันหมดเขต");
  });
});
