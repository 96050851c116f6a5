import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Promotion, PromotionReward } from "./promotion";
import { priceBasket, type BasketLine, type PricingInput } from "./promotion-pricing";
import { missedLine } from "./promotion-reasons";
import { testPromotion } from "./test-support/promotions";

const NOW = new Date("2026-12-05T12:00:00Z");
const LIPSTICK = "11111111-1111-4111-8111-111111111111";
const GLOSS = "22222222-2222-4222-8222-222222222222";
const TOTE = "33333333-3333-4333-8333-333333333333";
const VELVET_CATEGORY = "44444444-4444-4444-8444-444444444444";

let ids = 0;
function promotion(reward: PromotionReward, rest: Partial<Promotion> = {}): Promotion {
  ids += 1;
  return testPromotion(reward, { id: `p${ids}`, title: `โปร ${ids}`, startsAt: new Date("2026-01-01T00:00:00Z"), ...rest });
}

const line = (unitPrice: number, quantity: number, productId = LIPSTICK, categoryId: string | null = null): BasketLine => ({
  productId,
  categoryId,
  unitPrice,
  quantity,
});

function input(lines: BasketLine[], promotions: Promotion[], rest: Partial<PricingInput> = {}): PricingInput {
  return {
    lines,
    promotions,
    codes: [],
    shopper: { standingOrders: 0, tier: "standard", usesByPromotion: {} },
    now: NOW,
    giftStock: { [TOTE]: 10 },
    shippingFee: 50_00,
    ...rest,
  };
}

const freeShipping = () => promotion({ type: "freeShipping" }, { minSpend: 1_000_00, title: "ส่งฟรี" });
const newMember = () => promotion({ type: "percent", percent: 10, maxDiscount: 200_00 }, { firstOrderOnly: true, perMemberCap: 1, title: "สมาชิกใหม่ลด 10%" });
const tote = () => promotion({ type: "gift", giftProductId: TOTE, giftName: "ถุงผ้า", giftQuantity: 1 }, { minQuantity: 2, title: "ซื้อ 2 แท่ง รับฟรีถุงผ้า" });
const tiers = () =>
  promotion(
    {
      type: "tiers",
      tiers: [
        { minSpend: 500_00, amount: 50_00 },
        { minSpend: 1_000_00, amount: 120_00 },
      ],
    },
    { title: "ครบ 500 ลด 50" },
  );

describe("priceBasket", () => {
  it("gives a new member 10 % off their first order, capped at its ceiling, and not on a second", () => {
    const first = priceBasket(input([line(249_00, 2)], [newMember()]));
    expect(first).toMatchObject({ subtotal: 498_00, promotionDiscount: 49_80, shippingFee: 50_00, total: 498_00 - 49_80 + 50_00 });
    const big = priceBasket(input([line(990_00, 3)], [newMember()]));
    expect(big.promotionDiscount).toBe(200_00);
    const second = priceBasket(input([line(249_00, 2)], [newMember()], { shopper: { standingOrders: 1, tier: "standard", usesByPromotion: {} } }));
    expect(second.promotionDiscount).toBe(0);
    expect(second.missed.map((missed) => missed.reason.kind)).toEqual(["first-order"]);
  });

  it("adds the tote from two lipsticks while it lasts, and says so when it has run out", () => {
    expect(priceBasket(input([line(249_00, 1)], [tote()])).gifts).toEqual([]);
    expect(priceBasket(input([line(249_00, 2)], [tote()])).gifts).toEqual([{ productId: TOTE, name: "ถุงผ้า", quantity: 1 }]);
    const out = priceBasket(input([line(249_00, 2)], [tote()], { giftStock: { [TOTE]: 0 } }));
    expect(out.gifts).toEqual([]);
    expect(out.missed[0]?.reason).toEqual({ kind: "gift-out" });
  });

  it("gives the highest spend tier reached and says how much more reaches the next", () => {
    const price = priceBasket(input([line(249_00, 2)], [tiers()]));
    expect(price.promotionDiscount).toBe(0);
    expect(price.nextTier).toMatchObject({ missing: 2_00, amount: 50_00 });
    const at600 = priceBasket(input([line(300_00, 2)], [tiers()]));
    expect(at600.promotionDiscount).toBe(50_00);
    expect(at600.nextTier).toMatchObject({ missing: 400_00, amount: 120_00 });
    expect(priceBasket(input([line(500_00, 2)], [tiers()])).promotionDiscount).toBe(120_00);
  });

  it("ships free from the threshold, judged before discounts", () => {
    const promotions = [freeShipping(), newMember()];
    const price = priceBasket(input([line(500_00, 2)], promotions));
    expect(price).toMatchObject({ shippingFee: 0, promotionDiscount: 100_00, total: 900_00 });
    expect(price.applied.map((applied) => applied.title)).toEqual(["ส่งฟรี", "สมาชิกใหม่ลด 10%"]);
  });

  it("names what is missing to reach a code's minimum spend", () => {
    const code = promotion({ type: "amount", amount: 50_00 }, { code: "SAVE50", minSpend: 500_00, title: "ลด 50" });
    const price = priceBasket(input([line(214_00, 2)], [code], { codes: ["SAVE50"] }));
    expect(price.promotionDiscount).toBe(0);
    expect(missedLine(price.missed[0]!, code)).toBe("SAVE50 · ลด 50: ยอดยังไม่ถึง ฿500 — อีก ฿72");
  });

  it("judges a code only when the shopper holds it, and its window, cap and state", () => {
    const code = promotion({ type: "amount", amount: 50_00 }, { code: "SAVE50" });
    expect(priceBasket(input([line(249_00, 1)], [code])).promotionDiscount).toBe(0);
    expect(priceBasket(input([line(249_00, 1)], [code], { codes: ["SAVE50"] })).promotionDiscount).toBe(50_00);
    const reasonFor = (changes: Partial<Promotion>) =>
      priceBasket(input([line(249_00, 1)], [{ ...code, ...changes }], { codes: ["SAVE50"] })).missed[0]?.reason.kind;
    expect(reasonFor({ usageCap: 100, used: 100 })).toBe("used-up");
    expect(reasonFor({ endsAt: NOW })).toBe("ended");
    expect(reasonFor({ startsAt: new Date(NOW.getTime() + 1) })).toBe("not-started");
    expect(reasonFor({ status: "paused" })).toBe("paused");
    expect(reasonFor({ memberTier: "vip" })).toBe("tier");
    expect(reasonFor({ perMemberCap: 1 })).toBeUndefined();
    expect(reasonFor({ productIds: [GLOSS] })).toBe("no-eligible-lines");
  });

  it("takes one shop code and one shipping code, the best of each", () => {
    const small = promotion({ type: "amount", amount: 30_00 }, { code: "SMALL" });
    const big = promotion({ type: "amount", amount: 80_00 }, { code: "BIG" });
    const ship = promotion({ type: "freeShipping" }, { code: "SHIPFREE" });
    const price = priceBasket(input([line(249_00, 2)], [small, big, ship], { codes: ["SMALL", "BIG", "SHIPFREE"] }));
    expect(price.applied.map((applied) => applied.code)).toEqual(["BIG", "SHIPFREE"]);
    expect(price).toMatchObject({ promotionDiscount: 80_00, shippingFee: 0 });
    expect(price.missed).toEqual([expect.objectContaining({ code: "SMALL", reason: { kind: "not-best" } })]);
  });

  it("gives a promotion that does not combine alone, when it is the better deal", () => {
    const alone = promotion({ type: "percent", percent: 30, maxDiscount: null }, { combinable: false, title: "ลด 30% ใช้ร่วมไม่ได้" });
    const price = priceBasket(input([line(249_00, 2)], [alone, tiers(), newMember()]));
    expect(price.applied.map((applied) => applied.title)).toEqual(["ลด 30% ใช้ร่วมไม่ได้"]);
    expect(price.promotionDiscount).toBe(149_40);
  });

  it("counts only eligible lines towards a promotion's spend and discount", () => {
    const velvet = promotion({ type: "percent", percent: 20, maxDiscount: null }, { categoryIds: [VELVET_CATEGORY] });
    const price = priceBasket(input([line(300_00, 1, LIPSTICK, VELVET_CATEGORY), line(200_00, 1, GLOSS)], [velvet]));
    expect(price.promotionDiscount).toBe(60_00);
  });

  it("keeps every total within bounds and the sum of its parts, whatever the promotions", () => {
    const reward = fc.oneof(
      fc.record({
        type: fc.constant("percent" as const),
        percent: fc.integer({ min: 1, max: 100 }),
        maxDiscount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
      }),
      fc.record({ type: fc.constant("amount" as const), amount: fc.integer({ min: 1, max: 200_000 }) }),
      fc.constant({ type: "freeShipping" as const }),
      fc.constant({ type: "gift" as const, giftProductId: TOTE, giftName: "ถุงผ้า", giftQuantity: 1 }),
      fc
        .array(fc.record({ minSpend: fc.integer({ min: 0, max: 300_000 }), amount: fc.integer({ min: 1, max: 100_000 }) }), { minLength: 1, maxLength: 3 })
        .map((tierList) => ({ type: "tiers" as const, tiers: tierList })),
    );
    const aPromotion = fc.record({
      reward,
      code: fc.constantFrom(null, "AAAA", "BBBB"),
      minSpend: fc.integer({ min: 0, max: 200_000 }),
      minQuantity: fc.integer({ min: 0, max: 4 }),
      combinable: fc.boolean(),
      productIds: fc.constantFrom(null, [LIPSTICK], [GLOSS]),
    });
    const aLine = fc.record({
      productId: fc.constantFrom(LIPSTICK, GLOSS),
      categoryId: fc.constant(null),
      unitPrice: fc.integer({ min: 1, max: 200_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(aLine, { maxLength: 4 }), fc.array(aPromotion, { maxLength: 6 }), fc.subarray(["AAAA", "BBBB"]), (lines, made, codes) => {
        const promotions = made.map((rest) => promotion(rest.reward, rest));
        const price = priceBasket(input(lines, promotions, { codes }));
        const undiscounted = price.subtotal + (price.subtotal > 0 ? 50_00 : 0);
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.total).toBeLessThanOrEqual(undiscounted);
        expect(price.total).toBe(price.subtotal - price.promotionDiscount + price.shippingFee);
        expect(price.promotionDiscount).toBe(price.applied.reduce((sum, applied) => sum + applied.discount, 0));
        expect(price.shippingFee).toBe((price.subtotal > 0 ? 50_00 : 0) - price.applied.reduce((sum, applied) => sum + applied.shippingDiscount, 0));
        expect(price.applied.filter((applied) => applied.code !== null).length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 500 },
    );
  });
});
