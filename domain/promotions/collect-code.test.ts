import { describe, expect, it } from "vitest";
import { collectCodeSchema } from "./collect-code";
import { myCodeStanding } from "./collected-codes";
import { appliesToProduct, promotionOfferText } from "./promotion-card";

const NOW = new Date("2025-06-01T12:00:00Z");
const running = { status: "active", startsAt: new Date("2025-05-01T00:00:00Z"), endsAt: null, usageCap: null, used: 0, perMemberCap: null } as const;

describe("myCodeStanding", () => {
  it("is usable while running, under its caps", () => {
    expect(myCodeStanding(running, 0, NOW)).toEqual({ usable: true });
    expect(myCodeStanding({ ...running, usageCap: 10, used: 9, perMemberCap: 2 }, 1, NOW)).toEqual({ usable: true });
  });

  it("says why not: ended (by staff or the clock), paused, not started, used by you, used up", () => {
    expect(myCodeStanding({ ...running, status: "ended" }, 0, NOW)).toEqual({ usable: false, reason: { kind: "ended" } });
    expect(myCodeStanding({ ...running, endsAt: NOW }, 0, NOW)).toEqual({ usable: false, reason: { kind: "ended" } });
    expect(myCodeStanding({ ...running, status: "paused" }, 0, NOW)).toEqual({ usable: false, reason: { kind: "paused" } });
    const later = new Date("2025-07-01T00:00:00Z");
    expect(myCodeStanding({ ...running, startsAt: later }, 0, NOW)).toEqual({ usable: false, reason: { kind: "not-started", startsAt: later } });
    expect(myCodeStanding({ ...running, perMemberCap: 1 }, 1, NOW)).toEqual({ usable: false, reason: { kind: "member-cap" } });
    expect(myCodeStanding({ ...running, usageCap: 5, used: 5 }, 0, NOW)).toEqual({ usable: false, reason: { kind: "used-up" } });
    // The member's own cap is said before the shop's: it is the one that never comes back.
    expect(myCodeStanding({ ...running, usageCap: 5, used: 5, perMemberCap: 1 }, 1, NOW)).toEqual({ usable: false, reason: { kind: "member-cap" } });
  });
});

describe("collectCodeSchema", () => {
  it("takes a promotion id, and refuses anything else in Thai", () => {
    const id = "6f0e3c3e-8d7a-4a53-9f53-3f1c8f0b2b4d";
    expect(collectCodeSchema.safeParse({ promotionId: ` ${id} ` })).toEqual({ success: true, data: { promotionId: id } });
    const refused = collectCodeSchema.safeParse({ promotionId: "GLOSSY50" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("ไม่พบโค้ดนี้ อาจถูกนำออกไปแล้ว");
    expect(collectCodeSchema.safeParse({}).error?.issues[0]?.message).toBe("ไม่พบโค้ดนี้ อาจถูกนำออกไปแล้ว");
  });
});

describe("appliesToProduct", () => {
  const lip = { id: "p1", categoryId: "c1" };
  it("counts every product when staff picked none, else the picked products and categories", () => {
    expect(appliesToProduct({ productIds: null, categoryIds: null }, lip)).toBe(true);
    expect(appliesToProduct({ productIds: ["p1"], categoryIds: null }, lip)).toBe(true);
    expect(appliesToProduct({ productIds: null, categoryIds: ["c1"] }, lip)).toBe(true);
    expect(appliesToProduct({ productIds: ["p2"], categoryIds: ["c2"] }, lip)).toBe(false);
    expect(appliesToProduct({ productIds: [], categoryIds: null }, lip)).toBe(false);
    expect(appliesToProduct({ productIds: null, categoryIds: ["c1"] }, { id: "p1", categoryId: null })).toBe(false);
  });
});

describe("promotionOfferText", () => {
  it("says what a promotion gives, its conditions and how it is had, in one line", () => {
    expect(promotionOfferText({ rule: "ส่งฟรีเมื่อซื้อครบ ฿1,000", conditions: [], code: null })).toBe("ส่งฟรีเมื่อซื้อครบ ฿1,000 — ได้อัตโนมัติเมื่อชำระเงิน");
    expect(promotionOfferText({ rule: "ลด ฿50 เมื่อซื้อครบ ฿300", conditions: ["ใช้ได้คนละ 1 ครั้ง", "เหลือ 100 สิทธิ์"], code: "GLOSSY50" })).toBe(
      "ลด ฿50 เมื่อซื้อครบ ฿300 · ใช้ได้คนละ 1 ครั้ง · เหลือ 100 สิทธิ์ — ใช้โค้ด GLOSSY50 ตอนชำระเงิน",
    );
  });
});
