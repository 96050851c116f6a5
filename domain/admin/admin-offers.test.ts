import { describe, expect, it } from "vitest";
import { formData } from "../shared/test-support/form-data";
import { oneFieldRefusal } from "../shared/test-support/form-refusals";
import { parseForm } from "../shared/form-contract";
import { adminOfferTexts } from "./admin-offer-texts";
import { tenPercentOffInput } from "./test-support/promotion-input";
import { bahtFieldValue, conditionsLine, offerTiming, promotionFormInput, promotionFormSchema, rewardLine } from "./admin-offers";

const m = adminOfferTexts;
const CATEGORY = "0b6f3f0e-3c53-4a5e-9a57-3f6a3b1c2d4e";
const PRODUCT = "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const TOTE = "11111111-2222-4333-8444-555555555555";

/** The dialog's form as the browser posts it: a percent promotion unless told otherwise. */
const posted = (fields: Record<string, string> = {}) =>
  parseForm(
    promotionFormSchema,
    promotionFormInput(
      formData({
        title: "ลด 10% ทั้งร้าน",
        description: "",
        code: "",
        rewardType: "percent",
        percent: "10",
        maxDiscount: "100",
        startsAt: "2026-12-01T09:00",
        endsAt: "",
        combinable: "on",
        ...fields,
      }),
    ),
  );

describe("the promotion dialog's form", () => {
  it("reads a percent promotion in baht and Thai time: money in satang, an empty code is automatic", () => {
    expect(posted()).toEqual({
      ok: true,
      value: tenPercentOffInput({ startsAt: new Date("2026-12-01T02:00:00Z"), endsAt: null }),
    });
    expect(posted({ maxDiscount: "" })).toMatchObject({ ok: true, value: { reward: { type: "percent", percent: 10, maxDiscount: null } } });
  });

  it("normalises a code to upper case without spaces, and refuses one that is not 4–20 letters or digits", () => {
    expect(posted({ code: " glossy 50 " })).toMatchObject({ ok: true, value: { code: "GLOSSY50" } });
    expect(posted({ code: "ｓａｌｅ２０" })).toMatchObject({ ok: true, value: { code: "SALE20" } });
    for (const code of ["AB1", "ลดราคา50", "SALE-20", "A".repeat(21)]) expect(posted({ code }), code).toEqual(oneFieldRefusal(m.codeInvalid, "code"));
  });

  it("reads the other rewards with their own fields, ignoring the fields of the types not chosen", () => {
    expect(posted({ rewardType: "amount", amount: "50", percent: "nonsense" })).toMatchObject({
      ok: true,
      value: { reward: { type: "amount", amount: 50_00 } },
    });
    expect(posted({ rewardType: "freeShipping", percent: "" })).toMatchObject({ ok: true, value: { reward: { type: "freeShipping" } } });
    expect(posted({ rewardType: "gift", giftProductId: TOTE, giftQuantity: "2" })).toMatchObject({
      ok: true,
      value: { reward: { type: "gift", giftProductId: TOTE, giftQuantity: 2 } },
    });
    expect(
      posted({ rewardType: "tiers", "tiers.0.minSpend": "500", "tiers.0.amount": "50", "tiers.2.minSpend": "1,000", "tiers.2.amount": "120" }),
    ).toMatchObject({
      ok: true,
      value: {
        reward: {
          type: "tiers",
          tiers: [
            { minSpend: 500_00, amount: 50_00 },
            { minSpend: 1000_00, amount: 120_00 },
          ],
        },
      },
    });
  });

  it("answers each reward's problem in Thai beside its field", () => {
    for (const percent of ["", "0", "101", "10.5", "สิบ"]) expect(posted({ percent }), percent).toEqual(oneFieldRefusal(m.percentInvalid, "percent"));
    expect(posted({ maxDiscount: "0" })).toEqual(oneFieldRefusal(m.maxDiscountPositive, "maxDiscount"));
    expect(posted({ maxDiscount: "12.345" })).toEqual(oneFieldRefusal(m.bahtInvalid, "maxDiscount"));
    expect(posted({ rewardType: "amount", amount: "" })).toEqual(oneFieldRefusal(m.amountRequired, "amount"));
    expect(posted({ rewardType: "amount", amount: "0" })).toEqual(oneFieldRefusal(m.amountPositive, "amount"));
    expect(posted({ rewardType: "gift" })).toEqual(oneFieldRefusal(m.giftRequired, "giftProductId"));
    expect(posted({ rewardType: "gift", giftProductId: TOTE, giftQuantity: "11" })).toEqual(oneFieldRefusal(m.giftQuantityInvalid, "giftQuantity"));
    expect(posted({ rewardType: "coupon" })).toEqual(oneFieldRefusal(m.rewardTypeRequired, "rewardType"));
  });

  it("takes up to five tiers, each row complete, both amounts rising, each discount below its spend", () => {
    const tiers = (...rows: [string, string][]) =>
      posted({
        rewardType: "tiers",
        ...Object.fromEntries(
          rows.flatMap(([spend, amount], index) => [
            [`tiers.${index}.minSpend`, spend],
            [`tiers.${index}.amount`, amount],
          ]),
        ),
      });
    expect(tiers()).toEqual(oneFieldRefusal(m.tiersRequired, "tiers"));
    expect(tiers(["500", ""])).toEqual(oneFieldRefusal(m.tierIncomplete(1), "tiers"));
    expect(tiers(["500", "50"], ["abc", "60"])).toEqual(oneFieldRefusal(m.tierInvalid(2), "tiers"));
    expect(tiers(["500", "50"], ["400", "60"])).toEqual(oneFieldRefusal(m.tierNotIncreasing(2), "tiers"));
    expect(tiers(["500", "50"], ["1000", "50"])).toEqual(oneFieldRefusal(m.tierNotIncreasing(2), "tiers"));
    expect(tiers(["500", "500"])).toEqual(oneFieldRefusal(m.tierAmountBelowSpend(1), "tiers"));
    expect(tiers(["100", "10"], ["200", "20"], ["300", "30"], ["400", "40"], ["500", "50"])).toMatchObject({ ok: true });
    // A sixth row is not one the dialog has; a tampered form with one is refused.
    const six = promotionFormInput(formData({ rewardType: "tiers" }));
    six.tiers = Array.from({ length: 6 }, (_, index) => ({ row: index + 1, minSpend: String((index + 1) * 100), amount: String((index + 1) * 10) }));
    expect(parseForm(promotionFormSchema, { ...six, title: "x", startsAt: "2026-12-01T09:00" })).toEqual(oneFieldRefusal(m.tooManyTiers, "tiers"));
  });

  it("reads conditions, eligible categories and products from their ticked boxes, and the caps", () => {
    expect(
      posted({
        minSpend: "500",
        minQuantity: "2",
        [`category.${CATEGORY}`]: "on",
        [`product.${PRODUCT}`]: "on",
        firstOrderOnly: "on",
        vipOnly: "on",
        endsAt: "2026-12-31T23:59",
        usageCap: "100",
        perMemberCap: "1",
        combinable: "",
      }),
    ).toMatchObject({
      ok: true,
      value: {
        minSpend: 500_00,
        minQuantity: 2,
        categoryIds: [CATEGORY],
        productIds: [PRODUCT],
        firstOrderOnly: true,
        vipOnly: true,
        endsAt: new Date("2026-12-31T16:59:00Z"),
        usageCap: 100,
        perMemberCap: 1,
        combinable: false,
      },
    });
  });

  it("answers every field's problem at once, in Thai", () => {
    const refused = posted({ title: "", code: "X", percent: "0", minSpend: "ห้าร้อย", minQuantity: "-1", startsAt: "", usageCap: "0", perMemberCap: "1.5" });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      message: m.titleRequired,
      field: "title",
      fieldErrors: {
        title: m.titleRequired,
        code: m.codeInvalid,
        percent: m.percentInvalid,
        minSpend: m.bahtInvalid,
        minQuantity: m.minQuantityInvalid,
        startsAt: m.startRequired,
        usageCap: m.capInvalid,
        perMemberCap: m.capInvalid,
      },
    });
    expect(posted({ startsAt: "2026-02-30T09:00" })).toEqual(oneFieldRefusal(m.timeInvalid, "startsAt"));
    expect(posted({ endsAt: "2026-12-01T08:00" })).toEqual(oneFieldRefusal(m.endBeforeStart, "endsAt"));
    expect(posted({ title: "ก".repeat(101) })).toEqual(oneFieldRefusal(m.fieldTooLong, "title"));
  });
});

describe("a promotion as the list says it", () => {
  it("says the reward in one Thai line", () => {
    expect(rewardLine({ type: "percent", percent: 10, maxDiscount: 100_00 })).toBe("ลด 10% สูงสุด ฿100");
    expect(rewardLine({ type: "percent", percent: 15, maxDiscount: null })).toBe("ลด 15%");
    expect(rewardLine({ type: "amount", amount: 50_00 })).toBe("ลด ฿50");
    expect(rewardLine({ type: "freeShipping" })).toBe("ส่งฟรี");
    expect(rewardLine({ type: "gift", giftProductId: TOTE, giftName: "ถุงผ้า", giftQuantity: 1 })).toBe("ของแถม ถุงผ้า × 1");
    expect(
      rewardLine({
        type: "tiers",
        tiers: [
          { minSpend: 1000_00, amount: 120_00 },
          { minSpend: 500_00, amount: 50_00 },
        ],
      }),
    ).toBe("ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120");
  });

  it("says its conditions in one short line, and nothing when it has none", () => {
    const none = { minSpend: 0, minQuantity: 0, productIds: null, categoryIds: null, firstOrderOnly: false, memberTier: null, combinable: true };
    expect(conditionsLine(none)).toBe("");
    expect(conditionsLine({ ...none, minSpend: 500_00, memberTier: "vip", combinable: false })).toBe(
      `${m.conditionMinSpend("฿500")} · ${m.conditionVip} · ${m.conditionAlone}`,
    );
  });

  it("tells an active promotion not started yet or whose time is up", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const window = (from: string, to: string | null) => ({ status: "active" as const, startsAt: new Date(from), endsAt: to ? new Date(to) : null });
    expect(offerTiming(window("2026-11-01T00:00:00Z", null), now)).toBeNull();
    expect(offerTiming(window("2026-12-02T00:00:00Z", null), now)).toBe("not-started");
    expect(offerTiming(window("2026-11-01T00:00:00Z", "2026-11-30T00:00:00Z"), now)).toBe("time-up");
    expect(offerTiming({ ...window("2026-11-01T00:00:00Z", "2026-11-30T00:00:00Z"), status: "paused" }, now)).toBeNull();
  });

  it("fills a baht field with whole baht, or with satang when it has them", () => {
    expect(bahtFieldValue(100_00)).toBe("100");
    expect(bahtFieldValue(49_50)).toBe("49.50");
    expect(bahtFieldValue(null)).toBe("");
  });
});
