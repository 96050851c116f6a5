// What a screen shows of a basket's promotions, worded by the server (the browser prices nothing).
import type { Satang } from "../shared/money";
import type { BasketPrice, GiftLine } from "./promotion-pricing";
import type { Promotion } from "./promotion";
import { missedLine, nextTierLine } from "./promotion-reasons";

export type AppliedPromotionView = { title: string; code: string | null; discount: Satang; shippingDiscount: Satang; gift: GiftLine | null };

export type BasketPromotionsView = {
  applied: AppliedPromotionView[];
  /** One line per promotion shown that did not apply, saying why ("ยอดยังไม่ถึง ฿500 — อีก ฿72"). */
  missed: string[];
  gifts: GiftLine[];
  /** "ซื้อเพิ่มอีก ฿72 รับส่วนลด ฿50", when a spend tier is within reach. */
  nextTier: string | null;
  /** The code the shopper typed, as the server read it (empty: none). */
  code: string;
  /** Free shipping: reached, or how much more reaches it (of a threshold), or no such promotion within reach. */
  freeShipping: { reached: true } | { reached: false; missing: Satang; threshold: Satang } | null;
};

export const NO_PROMOTIONS: BasketPromotionsView = { applied: [], missed: [], gifts: [], nextTier: null, code: "", freeShipping: null };

export function basketPromotionsView(price: BasketPrice, promotions: readonly Promotion[], code: string): BasketPromotionsView {
  const byId = new Map(promotions.map((promotion) => [promotion.id, promotion]));
  const freeShipping = freeShippingOf(price, byId);
  const shippingHint = freeShipping && !freeShipping.reached ? freeShipping.promotionId : null;
  return {
    freeShipping:
      freeShipping && (freeShipping.reached ? { reached: true } : { reached: false, missing: freeShipping.missing, threshold: freeShipping.threshold }),
    applied: price.applied.map(({ title, code, discount, shippingDiscount, gift }) => ({ title, code, discount, shippingDiscount, gift })),
    // Of the automatic promotions, only those the shopper can still reach are worth a line; a code's reason always is.
    missed: price.missed
      // The free shipping and the spend tier within reach have their own line.
      .filter((missed) => missed.promotionId !== shippingHint && missed.promotionId !== price.nextTier?.promotionId)
      .filter((missed) => missed.code !== null || ["min-spend", "min-quantity", "gift-out", "sign-in"].includes(missed.reason.kind))
      .map((missed) => missedLine(missed, byId.get(missed.promotionId))),
    gifts: [...price.gifts],
    nextTier: price.nextTier ? nextTierLine(price.nextTier) : null,
    code,
  };
}

/** The free shipping the basket got, or the nearest automatic one it can still reach by spending more. */
function freeShippingOf(price: BasketPrice, byId: ReadonlyMap<string, Promotion>) {
  if (price.applied.some((applied) => applied.shippingDiscount > 0)) return { reached: true as const };
  let nearest: { reached: false; promotionId: string; missing: Satang; threshold: Satang } | null = null;
  for (const missed of price.missed) {
    const promotion = byId.get(missed.promotionId);
    if (!promotion || promotion.reward.type !== "freeShipping" || promotion.code !== null || missed.reason.kind !== "min-spend") continue;
    if (!nearest || missed.reason.missing < nearest.missing)
      nearest = { reached: false, promotionId: promotion.id, missing: missed.reason.missing, threshold: promotion.minSpend };
  }
  return nearest;
}
