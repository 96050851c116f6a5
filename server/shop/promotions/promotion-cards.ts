import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { SpecialOfferView } from "../../../domain/content/content";
import type { RewardType } from "../../../domain/promotions/promotion";
import { appliesToProduct, promotionCard, promotionOfferText, type PromotionCardView } from "../../../domain/promotions/promotion-card";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { promotions } from "../../platform/db/schema";
import { promotionColumns, toPromotion } from "./promotion-rows";
import { listActiveSpecialOffers } from "./special-offers";

/** Running now: switched on by staff, started, not ended. */
export function runningPromotion(now: Date): SQL {
  return and(eq(promotions.status, "active"), lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)))!;
}

async function cardsWhere(db: DatabaseOrTransaction, where: SQL, now: Date) {
  const rows = await db.select(promotionColumns).from(promotions).where(where).orderBy(promotions.sortOrder, promotions.createdAt, promotions.id);
  return rows.map((row) => {
    const promotion = toPromotion(row);
    return { promotion, card: promotionCard(promotion, row.giftStock, now) };
  });
}

/**
 * The promotions running now, as /promotions shows them: automatic ones first in staff's order,
 * then codes. Nothing of any shopper is read (the page is kept in the page cache).
 */
export async function listRunningPromotions(db: DatabaseOrTransaction, now: Date): Promise<PromotionCardView[]> {
  const cards = (await cardsWhere(db, runningPromotion(now), now)).map(({ card }) => card);
  return [...cards.filter((card) => card.code === null), ...cards.filter((card) => card.code !== null)];
}

/** The running code promotions a product counts for (all products, or it or its category picked): its page offers to collect them. */
export async function listProductCodes(db: DatabaseOrTransaction, product: { id: string; categoryId: string | null }, now: Date): Promise<PromotionCardView[]> {
  const cards = await cardsWhere(db, and(runningPromotion(now), isNotNull(promotions.code))!, now);
  return cards.filter(({ promotion }) => appliesToProduct(promotion, product)).map(({ card }) => card);
}

const OFFER_ICONS: Readonly<Record<RewardType, string>> = { percent: "💄", amount: "💸", freeShipping: "🚚", gift: "🎁", tiers: "🛍️" };

/**
 * Everything the shop offers now as one list, for the shop assistant: the running promotions
 * (each as one line of what it gives and how it is had), then the special offers' text cards.
 */
export async function listShopOffers(db: DatabaseOrTransaction, now: Date): Promise<SpecialOfferView[]> {
  const [running, specialOffers] = await Promise.all([cardsWhere(db, runningPromotion(now), now), listActiveSpecialOffers(db)]);
  const promotionOffers = running.map(({ promotion, card }) => ({
    id: card.id,
    icon: card.code === null ? OFFER_ICONS[promotion.reward.type] : "🎟️",
    title: card.title,
    description: promotionOfferText(card),
  }));
  return [...promotionOffers, ...specialOffers];
}
