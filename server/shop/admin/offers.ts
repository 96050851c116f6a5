import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { adminOfferTexts } from "../../../domain/admin/admin-offer-texts";
import { batchedCsv } from "./batched-csv";
import {
  PROMOTION_TITLE_MAX,
  type OfferAdminRow,
  type OfferCategoryOption,
  type OfferProductOption,
  type PromotionInput,
  type PromotionUsage,
} from "../../../domain/admin/admin-offers";
import type { FlashSaleListShow } from "../../../domain/admin/admin-promotions";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import type { AuditActionKind } from "../../../domain/admin/admin-audit";
import type { PromotionStatus } from "../../../domain/promotions/promotion";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { satangToBaht, type Satang } from "../../../domain/shared/money";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { categories, orderPromotions, orders, products, promotions, productStocks, users } from "../../platform/db/schema";
import { recordAdminAction, recordAdminEdit, type AuditActor, type AuditedValues } from "../../platform/db/audit-trail";
import { loadPagedList, totalOf, type PagedList } from "../../platform/db/paged-list";
import { lockedRow } from "../../platform/db/locked-row";
import { refusingTaken } from "../../platform/db/unique-violation";
import { promotionColumns, toPromotion } from "../promotions/promotion-rows";

/**
 * The back-office's promotions and codes (issue 35, the promotions model of decision 101):
 * the promotions manager's first tab. Every write is one transaction with its audit row; the
 * rows written here are the ones the basket's pricing reads (`promotion-rows.ts`).
 */

const m = adminOfferTexts;

// ---------------------------------------------------------------------------------------------
// Reading

function listCondition(q: string, show: FlashSaleListShow): SQL | undefined {
  const search = q ? or(ilike(promotions.title, containsPattern(q)), ilike(promotions.code, containsPattern(q))) : undefined;
  // Ended promotions are kept (orders name them) and shown only when asked for.
  const shown = show === "current" ? ne(promotions.status, "ended") : show === "ended" ? eq(promotions.status, "ended") : undefined;
  return and(search, shown);
}

/** Running first, then paused, then ended; within each the newest first. */
const listOrder = [
  sql`case ${promotions.status} when 'active' then 0 when 'paused' then 1 else 2 end`,
  asc(promotions.sortOrder),
  desc(promotions.createdAt),
  desc(promotions.id),
];

const NO_USAGE: PromotionUsage = { orders: 0, discount: 0, revenue: 0 };

/**
 * What each promotion brought in: the orders carrying it now (an order cancelled or expired gave
 * its use back, `returned_at`), the discount they got (lines and shipping) and their totals.
 */
export async function promotionUsages(db: DatabaseOrTransaction, ids: readonly string[]): Promise<Map<string, PromotionUsage>> {
  const usages = new Map<string, PromotionUsage>();
  if (ids.length === 0) return usages;
  const rows = await db
    .select({
      promotionId: orderPromotions.promotionId,
      orders: sql<number>`count(*)`.mapWith(Number),
      discount: sql<number>`coalesce(sum(${orderPromotions.discount} + ${orderPromotions.shippingDiscount}), 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(and(inArray(orderPromotions.promotionId, [...ids]), isNull(orderPromotions.returnedAt)))
    .groupBy(orderPromotions.promotionId);
  for (const row of rows) usages.set(row.promotionId, { orders: row.orders, discount: row.discount, revenue: row.revenue });
  return usages;
}

async function withUsage(db: DatabaseOrTransaction, rows: Awaited<ReturnType<typeof selectRows>>): Promise<OfferAdminRow[]> {
  const usages = await promotionUsages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toPromotion(row), giftStock: row.giftStock, usage: usages.get(row.id) ?? NO_USAGE }));
}

const selectRows = (db: DatabaseOrTransaction, where: SQL | undefined) => db.select(promotionColumns).from(promotions).where(where);

/** The tab's list: searched by title or code; `show`: running and paused (default), ended or all. */
export function listOffers(db: DatabaseOrTransaction, params: ListParams, show: FlashSaleListShow): Promise<PagedList<OfferAdminRow>> {
  return loadPagedList(params, {
    count: (q) => totalOf(db.select({ total: count() }).from(promotions).where(listCondition(q, show))),
    rows: async (q, limit, offset) =>
      withUsage(
        db,
        await selectRows(db, listCondition(q, show))
          .orderBy(...listOrder)
          .limit(limit)
          .offset(offset),
      ),
  });
}

export async function loadOffer(db: DatabaseOrTransaction, id: string): Promise<OfferAdminRow | null> {
  const [row] = await withUsage(db, await selectRows(db, eq(promotions.id, id)));
  return row ?? null;
}

/**
 * What the dialog offers: every product (a gift may be one shoppers cannot buy, the tote bag,
 * with its own stock) and every category.
 */
export async function listOfferChoices(db: DatabaseOrTransaction): Promise<{ products: OfferProductOption[]; categories: OfferCategoryOption[] }> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: sql<string>`coalesce(nullif(trim(${products.nameThai}), ''), ${products.name})`,
        isActive: products.isActive,
        stock: sql<number>`coalesce(${productStocks.quantity}, 0)`.mapWith(Number),
      })
      .from(products)
      .leftJoin(productStocks, eq(productStocks.productId, products.id))
      .orderBy(desc(products.isActive), asc(products.nameThai), asc(products.name), asc(products.id)),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name), asc(categories.id)),
  ]);
  return { products: productRows, categories: categoryRows };
}

// ---------------------------------------------------------------------------------------------
// Writing

type PromotionValues = Omit<typeof promotions.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** The columns an input sets: those of another reward type emptied. */
function valuesOf(input: PromotionInput): Omit<PromotionValues, "status" | "used" | "sortOrder"> {
  const reward = input.reward;
  return {
    title: input.title,
    description: input.description,
    code: input.code,
    rewardType: reward.type,
    percent: reward.type === "percent" ? reward.percent : null,
    maxDiscount: reward.type === "percent" ? reward.maxDiscount : null,
    amount: reward.type === "amount" ? reward.amount : null,
    giftProductId: reward.type === "gift" ? reward.giftProductId : null,
    giftQuantity: reward.type === "gift" ? reward.giftQuantity : 1,
    tiers: reward.type === "tiers" ? [...reward.tiers].sort((a, b) => a.minSpend - b.minSpend) : null,
    minSpend: input.minSpend,
    minQuantity: input.minQuantity,
    productIds: input.productIds,
    categoryIds: input.categoryIds,
    firstOrderOnly: input.firstOrderOnly,
    memberTier: input.vipOnly ? "vip" : null,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    usageCap: input.usageCap,
    perMemberCap: input.perMemberCap,
    combinable: input.combinable,
  };
}

const list = (ids: readonly string[] | null | undefined) => (ids && ids.length > 0 ? [...ids].sort().join(",") : null);
const instant = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

/** What the audit row keeps of a promotion: every setting, lists and tiers as text. */
function audited(row: Partial<PromotionValues>): AuditedValues {
  return {
    title: row.title ?? null,
    description: row.description ?? null,
    code: row.code ?? null,
    rewardType: row.rewardType ?? null,
    percent: row.percent ?? null,
    maxDiscount: row.maxDiscount ?? null,
    amount: row.amount ?? null,
    giftProductId: row.giftProductId ?? null,
    giftQuantity: row.giftQuantity ?? null,
    tiers: row.tiers ? row.tiers.map((tier) => `${tier.minSpend}:${tier.amount}`).join(",") : null,
    minSpend: row.minSpend ?? null,
    minQuantity: row.minQuantity ?? null,
    productIds: list(row.productIds),
    categoryIds: list(row.categoryIds),
    firstOrderOnly: row.firstOrderOnly ?? null,
    memberTier: row.memberTier ?? null,
    startsAt: instant(row.startsAt),
    endsAt: instant(row.endsAt),
    usageCap: row.usageCap ?? null,
    perMemberCap: row.perMemberCap ?? null,
    combinable: row.combinable ?? null,
    status: row.status ?? null,
  };
}

/** The gift and the eligible categories and products name rows that exist (checked in the write's transaction). */
async function choicesExist(tx: DatabaseOrTransaction, input: PromotionInput) {
  if (input.reward.type === "gift") {
    const [gift] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.reward.giftProductId));
    if (!gift) return refused(404, m.giftMissing, "giftProductId");
  }
  if (input.categoryIds) {
    const found = await totalOf(tx.select({ total: count() }).from(categories).where(inArray(categories.id, input.categoryIds)));
    if (found !== input.categoryIds.length) return refused(409, m.choicesGone);
  }
  if (input.productIds) {
    const found = await totalOf(tx.select({ total: count() }).from(products).where(inArray(products.id, input.productIds)));
    if (found !== input.productIds.length) return refused(409, m.choicesGone);
  }
  return null;
}

/** A write refused beside the code when another promotion has it already. */
const codeFree = <T>(write: () => Promise<T>) => refusingTaken("promotions_code_key", refused(409, m.codeTaken, "code"), write);

/** A new promotion, running from its start (active). A code another promotion has is refused beside the field. */
export async function createPromotion(db: ShopDatabase, actor: AuditActor, input: PromotionInput, now = new Date()): Promise<Outcome<{ id: string }>> {
  if (input.endsAt && input.endsAt.getTime() <= now.getTime()) return refused(400, m.endPassed, "endsAt");
  return codeFree(() =>
    db.transaction(async (tx) => {
      const missing = await choicesExist(tx, input);
      if (missing) return missing;
      const values: PromotionValues = { ...valuesOf(input), status: "active", used: 0 };
      const [row] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
      await recordAdminAction(tx, actor, { action: "promotion.create", entityId: row!.id, after: audited(values) });
      return { ok: true, value: { id: row!.id } } as const;
    }),
  );
}

/**
 * Saves an edited promotion: every setting but its status (the row's own actions) and its use
 * count. Its total cap cannot go below the orders carrying it already.
 */
export function updatePromotion(db: ShopDatabase, actor: AuditActor, id: string, input: PromotionInput): Promise<Outcome> {
  return codeFree(() =>
    db.transaction(async (tx) => {
      const before = await lockedRow(tx.select().from(promotions).where(eq(promotions.id, id)));
      if (!before) return refused(404, m.notFound);
      if (input.usageCap !== null && input.usageCap < before.used) return refused(409, m.capBelowUsed(before.used.toLocaleString("th-TH")), "usageCap");
      const missing = await choicesExist(tx, input);
      if (missing) return missing;
      const values = valuesOf(input);
      await tx.update(promotions).set(values).where(eq(promotions.id, id));
      await recordAdminEdit(tx, actor, { action: "promotion.update", entityId: id }, audited(before), audited({ ...values, status: before.status }));
      return { ok: true } as const;
    }),
  );
}

/** The moves a row's buttons make: which statuses each starts from, and what it says otherwise. */
const MOVES = {
  pause: { to: "paused", from: ["active"], action: "promotion.pause" },
  resume: { to: "active", from: ["paused"], action: "promotion.resume" },
  end: { to: "ended", from: ["active", "paused"], action: "promotion.end" },
} as const satisfies Record<string, { to: PromotionStatus; from: readonly PromotionStatus[]; action: AuditActionKind }>;

function moveRefusal(move: keyof typeof MOVES, status: string) {
  if (status === "ended") return refused(409, move === "end" ? m.alreadyEnded : m.endedForGood);
  return refused(409, move === "pause" ? m.notActive : m.notPaused);
}

/**
 * Pause (active → paused), resume (paused → active) or end (→ ended, for good: an ended
 * promotion is never resumed, a copy of it is). The status the row has now decides, read
 * under its lock, so two admins' clicks cannot cross.
 */
export async function movePromotion(db: ShopDatabase, actor: AuditActor, id: string, move: keyof typeof MOVES): Promise<Outcome> {
  const { to, from, action } = MOVES[move];
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx.select({ status: promotions.status, title: promotions.title }).from(promotions).where(eq(promotions.id, id)));
    if (!row) return refused(404, m.notFound);
    if (!(from as readonly string[]).includes(row.status)) return moveRefusal(move, row.status);
    await tx.update(promotions).set({ status: to }).where(eq(promotions.id, id));
    await recordAdminAction(tx, actor, { action, entityId: id, before: { status: row.status, title: row.title }, after: { status: to, title: row.title } });
    return { ok: true } as const;
  });
}

/**
 * A copy to start the next one from: every setting, the title marked " (สำเนา)", no code (codes
 * are unique: staff give it its own), nothing used, paused until staff resume it.
 */
export async function duplicatePromotion(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome<{ id: string }>> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(promotions).where(eq(promotions.id, id));
    if (!source) return refused(404, m.notFound);
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...settings } = source;
    const values: PromotionValues = {
      ...settings,
      title: `${source.title.slice(0, PROMOTION_TITLE_MAX - m.copySuffix.length - 1)} ${m.copySuffix}`,
      code: null,
      used: 0,
      status: "paused",
    };
    const [row] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
    await recordAdminAction(tx, actor, { action: "promotion.duplicate", entityId: row!.id, after: { ...audited(values), copiedFrom: id } });
    return { ok: true, value: { id: row!.id } } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// A promotion's uses as a file

const baht = (satang: number) => satangToBaht(satang as Satang).toFixed(2);

/**
 * Every order that carried the promotion, newest first — those that gave their use back too,
 * marked — read in batches by (created_at, order id): order number, date in Bangkok time, the
 * member's e-mail, the discount and shipping discount it got, the order's total, returned or
 * not. UTF-8 with a byte-order mark for Excel; formula-safe cells (`csvCell`).
 */
export function promotionUsesCsv(db: DatabaseOrTransaction, promotionId: string): ReadableStream<Uint8Array> {
  return batchedCsv(m.csvHeader, {
    read: (after: { createdAt: Date; orderId: string } | null, limit) => {
      const keyset: SQL | undefined = after
        ? or(lt(orderPromotions.createdAt, after.createdAt), and(eq(orderPromotions.createdAt, after.createdAt), lt(orderPromotions.orderId, after.orderId)))
        : undefined;
      return db
        .select({
          orderId: orderPromotions.orderId,
          createdAt: orderPromotions.createdAt,
          orderNumber: orders.orderNumber,
          orderedAt: orders.createdAt,
          email: users.email,
          discount: orderPromotions.discount,
          shippingDiscount: orderPromotions.shippingDiscount,
          total: orders.totalAmount,
          returnedAt: orderPromotions.returnedAt,
        })
        .from(orderPromotions)
        .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
        .innerJoin(users, eq(users.id, orderPromotions.userId))
        .where(and(eq(orderPromotions.promotionId, promotionId), keyset))
        .orderBy(desc(orderPromotions.createdAt), desc(orderPromotions.orderId))
        .limit(limit);
    },
    keyOf: (row) => ({ createdAt: row.createdAt, orderId: row.orderId }),
    cells: (rows) =>
      rows.map((row) => [
        row.orderNumber,
        formatThaiDateTime(row.orderedAt),
        row.email,
        baht(row.discount),
        baht(row.shippingDiscount),
        baht(row.total),
        row.returnedAt ? m.csvReturned.yes : m.csvReturned.no,
      ]),
  });
}

/** The file's name part: the code, or the first part of the id for an automatic promotion; null when there is no such promotion. */
export async function promotionFileName(db: DatabaseOrTransaction, id: string): Promise<string | null> {
  const [row] = await db.select({ code: promotions.code }).from(promotions).where(eq(promotions.id, id));
  if (!row) return null;
  return row.code ?? id.slice(0, 8);
}
