// The shop's one pricing of promotions on the server (decision 101): the checkout page, the order's
// transaction and the assistant give the same basket the same answer through `priceWithPromotions`.
import type { SqlValue } from "../../platform/db/shaped-statement";
import { eq, sql } from "drizzle-orm";
import { priceBasket, type BasketLine, type BasketPrice, type Shopper } from "../../../domain/promotions/promotion-pricing";
import { normaliseCode, PROMOTION_CODE, type Promotion } from "../../../domain/promotions/promotion";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import { SHIPPING_FEE } from "../../../domain/orders/shipping";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import type { Satang } from "../../../domain/shared/money";
import { collectedCodes, orderPromotions, orders, profiles, promotions } from "../../platform/db/schema";
import { giftStockOf, promotionsFor, toPromotion, type PromotionRow } from "./promotion-rows";

/** What the member brings to the pricing: the promotions read, and who they are as the rules ask. */
export type PromotionFacts = { rows: readonly PromotionRow[]; shopper: Shopper | null; collected: readonly string[] };

export type PricedBasket = { price: BasketPrice; promotions: Promotion[] };

/** A typed code as the server reads it: empty, well-formed (normalised), or not a code at all. */
export function readTypedCode(typed: string | null | undefined): { code: string } | { problem: string } {
  const code = normaliseCode(typed ?? "");
  if (code === "") return { code: "" };
  return PROMOTION_CODE.test(code) ? { code } : { problem: promotionTexts.codeInvalid };
}

/** The typed code's problem when no promotion has it (the rows were read with it). */
export function unknownCodeProblem(code: string, rows: readonly PromotionRow[]): string | null {
  if (code === "" || rows.some((row) => row.code === code)) return null;
  return promotionTexts.unknownCode(code);
}

/**
 * Prices the basket with the promotions: the typed code and every collected one are held, and
 * the best combination is given. Gifts in `giftsOut` are treated as gone (the order's statement
 * found them short).
 */
export function priceWithPromotions(
  lines: readonly BasketLine[],
  facts: PromotionFacts,
  typedCode: string,
  now: Date,
  giftsOut: ReadonlySet<string> = new Set(),
): PricedBasket {
  const promotions = facts.rows.map(toPromotion);
  const giftStock = giftStockOf(facts.rows);
  for (const productId of giftsOut) giftStock[productId] = 0;
  const codes = [...new Set([typedCode, ...facts.collected].filter(Boolean))];
  return { price: priceBasket({ lines, promotions, codes, shopper: facts.shopper, now, giftStock, shippingFee: SHIPPING_FEE }), promotions };
}

/**
 * The member's standing orders and uses of each promotion, as SQL the order's statements embed —
 * only as much as the rules ask (whether any order stands; uses of promotions with a per-member
 * cap), so what an order reads does not grow with the member's history.
 */
export const standingOrdersSql = (userId: SqlValue<string>) =>
  sql<number>`(select count(*)::int from (select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.status} <> 'cancelled' limit 1) as standing)`;
export const promotionUsesSql = (userId: SqlValue<string>) =>
  sql`(select coalesce(json_object_agg(promotion_id, uses), '{}'::json) from (select ${orderPromotions.promotionId} as promotion_id, count(*)::int as uses
    from ${orderPromotions} join ${promotions} on ${promotions.id} = ${orderPromotions.promotionId} and ${promotions.perMemberCap} is not null
    where ${orderPromotions.userId} = ${userId} and ${orderPromotions.returnedAt} is null group by 1) as member_uses)`;
export const collectedCodesSql = (userId: SqlValue<string>) =>
  sql`(select coalesce(json_agg(${promotions.code}), '[]'::json) from ${collectedCodes} join ${promotions} on ${promotions.id} = ${collectedCodes.promotionId}
    where ${collectedCodes.userId} = ${userId} and ${promotions.code} is not null)`;

/** The same facts for a page (the checkout's summary), read apart from any order. */
export async function promotionFactsFor(db: DatabaseOrTransaction, userId: string | null, typedCode: string): Promise<PromotionFacts> {
  const rows = await promotionsFor(db, typedCode ? [typedCode] : [], userId);
  if (!userId) return { rows, shopper: null, collected: [] };
  const [member] = await db
    .select({
      tier: sql<"standard" | "vip">`coalesce(${profiles.membershipTier}, 'standard')`,
      standingOrders: standingOrdersSql(userId),
      uses: sql<Record<string, number>>`${promotionUsesSql(userId)}`,
      collected: sql<string[]>`${collectedCodesSql(userId)}`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    rows,
    shopper: { standingOrders: member?.standingOrders ?? 0, tier: member?.tier ?? "standard", usesByPromotion: member?.uses ?? {} },
    collected: member?.collected ?? [],
  };
}

/**
 * Free shipping as the shop gives it to everyone now: the lowest minimum spend of a running
 * automatic free-shipping promotion on every product (null: none runs). What the assistant and
 * the shop's texts quote, from the same rows checkout prices with.
 */
export async function freeShippingThreshold(db: DatabaseOrTransaction, now: Date): Promise<Satang | null> {
  const [row] = await db
    .select({ minSpend: sql<number | null>`min(${promotions.minSpend})` })
    .from(promotions)
    .where(
      sql`${promotions.rewardType} = 'freeShipping' and ${promotions.code} is null and ${promotions.status} = 'active' and ${promotions.startsAt} <= ${now}
        and (${promotions.endsAt} is null or ${promotions.endsAt} > ${now}) and ${promotions.productIds} is null and ${promotions.categoryIds} is null
        and not ${promotions.firstOrderOnly} and ${promotions.memberTier} is null and (${promotions.usageCap} is null or ${promotions.used} < ${promotions.usageCap})`,
    );
  return row?.minSpend ?? null;
}

/** What spending `spend` on one product would bring anyone (a guest's view: no member-only offer). */
export async function priceSpend(db: DatabaseOrTransaction, spend: Satang, now: Date): Promise<BasketPrice> {
  const facts = await promotionFactsFor(db, null, "");
  return priceWithPromotions([{ productId: "00000000-0000-4000-8000-000000000000", categoryId: null, unitPrice: spend, quantity: 1 }], facts, "", now).price;
}
