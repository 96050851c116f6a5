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
};

export const NO_PROMOTIONS: BasketPromotionsView = { applied: [], missed: [], gifts: [], nextTier: null, code: "" };

export function basketPromotionsView(price: BasketPrice, promotions: readonly Promotion[], code: string): BasketPromotionsView {
  const byId = new Map(promotions.map((promotion) => [promotion.id, promotion]));
  return {
    applied: price.applied.map(({ title, code, discount, shippingDiscount, gift }) => ({ title, code, discount, shippingDiscount, gift })),
    // Of the automatic promotions, only those the shopper can still reach are worth a line; a code's reason always is.
    missed: price.missed
      .filter((missed) => missed.code !== null || ["min-spend", "min-quantity", "gift-out"].includes(missed.reason.kind))
      .map((missed) => missedLine(missed, byId.get(missed.promotionId))),
    gifts: [...price.gifts],
    nextTier: price.nextTier ? nextTierLine(price.nextTier) : null,
    code,
  };
}
