// How a promotion row becomes the domain's Promotion, in one place: the order's statement reads
// them as JSON (`promotionJson`), the pages with Drizzle (`promotionsFor`); both end in `toPromotion`.
import type { SqlValue } from "../../platform/db/shaped-statement";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Promotion, PromotionReward, PromotionStatus, SpendTier } from "../../../domain/promotions/promotion";
import type { MEMBERSHIP_TIERS } from "../../../domain/shared/membership-tiers";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { collectedCodes, products, promotions, productStocks } from "../../platform/db/schema";

/** A promotion row as read, gift product's name and stock beside it. */
export type PromotionRow = {
  id: string;
  title: string;
  description: string;
  code: string | null;
  rewardType: string;
  percent: number | null;
  maxDiscount: number | null;
  amount: number | null;
  giftProductId: string | null;
  giftName: string | null;
  giftQuantity: number;
  giftStock: number | null;
  tiers: SpendTier[] | null;
  minSpend: number;
  minQuantity: number;
  productIds: string[] | null;
  categoryIds: string[] | null;
  firstOrderOnly: boolean;
  memberTier: string | null;
  startsAt: Date | string;
  endsAt: Date | string | null;
  usageCap: number | null;
  perMemberCap: number | null;
  used: number;
  combinable: boolean;
  status: string;
};

function rewardOf(row: PromotionRow): PromotionReward {
  switch (row.rewardType) {
    case "percent":
      return { type: "percent", percent: row.percent ?? 0, maxDiscount: row.maxDiscount };
    case "amount":
      return { type: "amount", amount: row.amount ?? 0 };
    case "freeShipping":
      return { type: "freeShipping" };
    case "gift":
      return { type: "gift", giftProductId: row.giftProductId ?? "", giftName: row.giftName ?? "", giftQuantity: row.giftQuantity };
    case "tiers":
      return { type: "tiers", tiers: row.tiers ?? [] };
    default:
      throw new Error(`Unknown promotion reward type: ${row.rewardType}`);
  }
}

export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    code: row.code,
    reward: rewardOf(row),
    minSpend: row.minSpend,
    minQuantity: row.minQuantity,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    firstOrderOnly: row.firstOrderOnly,
    memberTier: row.memberTier as (typeof MEMBERSHIP_TIERS)[number] | null,
    startsAt: new Date(row.startsAt),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt),
    usageCap: row.usageCap,
    perMemberCap: row.perMemberCap,
    used: row.used,
    combinable: row.combinable,
    status: row.status as PromotionStatus,
  };
}

/** Gift products' stock as read, by product id, for `priceBasket`. */
export function giftStockOf(rows: readonly PromotionRow[]): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const row of rows) if (row.giftProductId) stock[row.giftProductId] = row.giftStock ?? 0;
  return stock;
}

const giftName = sql<string | null>`(select ${products.nameThai} from ${products} where ${products.id} = ${promotions.giftProductId})`;
const giftStock = sql<number | null>`(select ${productStocks.quantity} from ${productStocks} where ${productStocks.productId} = ${promotions.giftProductId})`;

/** The columns of a PromotionRow, for a Drizzle select. */
export const promotionColumns = {
  id: promotions.id,
  title: promotions.title,
  description: promotions.description,
  code: promotions.code,
  rewardType: promotions.rewardType,
  percent: promotions.percent,
  maxDiscount: promotions.maxDiscount,
  amount: promotions.amount,
  giftProductId: promotions.giftProductId,
  giftName,
  giftQuantity: promotions.giftQuantity,
  giftStock,
  tiers: promotions.tiers,
  minSpend: promotions.minSpend,
  minQuantity: promotions.minQuantity,
  productIds: promotions.productIds,
  categoryIds: promotions.categoryIds,
  firstOrderOnly: promotions.firstOrderOnly,
  memberTier: promotions.memberTier,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  usageCap: promotions.usageCap,
  perMemberCap: promotions.perMemberCap,
  used: promotions.used,
  combinable: promotions.combinable,
  status: promotions.status,
};

/** The same row as JSON, for a statement that reads everything in one round trip (the order's). */
export function promotionJson(where: SQL) {
  const pairs = Object.entries(promotionColumns).flatMap(([key, column]) => [sql.raw(`'${key}'`), sql`${column}`]);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${promotions.sortOrder}, ${promotions.createdAt}), '[]'::json)
    from ${promotions} where ${where})`;
}

/**
 * The promotions a basket is judged against: every automatic one not ended by staff, and those
 * whose codes the shopper typed (`codes`) or collected (`userId`) — whatever their state, so the
 * shopper is told why one did not apply.
 */
export function promotionsWhere(codes: readonly SqlValue<string>[], userId: SqlValue<string> | null): SQL {
  const collected = userId
    ? sql`${promotions.id} in (select ${collectedCodes.promotionId} from ${collectedCodes} where ${collectedCodes.userId} = ${userId})`
    : sql`false`;
  return or(
    and(isNull(promotions.code), sql`${promotions.status} <> 'ended'`),
    codes.length > 0 ? inArray(promotions.code, [...codes]) : sql`false`,
    collected,
  )!;
}

/** The same promotions, read with Drizzle (pages; the order reads them inside its statement). */
export async function promotionsFor(db: DatabaseOrTransaction, codes: readonly string[], userId: string | null): Promise<PromotionRow[]> {
  return db.select(promotionColumns).from(promotions).where(promotionsWhere(codes, userId)).orderBy(promotions.sortOrder, promotions.createdAt);
}

/** One promotion by its code, for a typed code's answer. */
export async function promotionByCode(db: DatabaseOrTransaction, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select(promotionColumns).from(promotions).where(eq(promotions.code, code));
  return row;
}
