import { and, asc, count, desc, eq, gt, ilike, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { adminPromotionTexts } from "../../../domain/admin/admin-promotion-texts";
import type { FlashSaleAdminRow, FlashSaleCreate, FlashSaleListShow, FlashSaleUpdate, SaleProductOption } from "../../../domain/admin/admin-promotions";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { defaultSalePrice } from "../../../domain/promotions/flash-sale";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { flashSales, products } from "../../platform/db/schema";
import { refused, type Outcome, type Refusal } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditedValues, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { lockedRow } from "../../platform/db/locked-row";

/**
 * The back-office's flash sales (spec §2 promotions manager, §4, §5; decision 043). The rows
 * written here are the ones the storefront charges: `listRunningFlashSales` (/promotions) and
 * `runningSalePrices` (product pages, cart, checkout) read this table and nothing else.
 */

const m = adminPromotionTexts.flashSales;

export type FlashSaleRow = FlashSaleAdminRow;

const rowColumns = {
  id: flashSales.id,
  productId: flashSales.productId,
  productName: flashSales.productName,
  image: sql<string | null>`coalesce(nullif(trim(${flashSales.productImage}), ''), ${products.imageUrl})`,
  originalPrice: flashSales.originalPrice,
  salePrice: flashSales.salePrice,
  startTime: flashSales.startTime,
  endTime: flashSales.endTime,
  isActive: flashSales.isActive,
  productPrice: products.price,
};

function listCondition(q: string, show: FlashSaleListShow, now: Date): SQL | undefined {
  const search = q ? or(ilike(flashSales.productName, containsPattern(q)), ilike(products.name, containsPattern(q))) : undefined;
  // Ended sales are kept (the old list deleted them on every load) and shown only when asked for.
  const shown = show === "current" ? gt(flashSales.endTime, now) : show === "ended" ? lte(flashSales.endTime, now) : undefined;
  return and(search, shown);
}

const listOrder = {
  // Running first (they started earliest), then the ones still to come.
  current: [asc(flashSales.startTime), asc(flashSales.id)],
  ended: [desc(flashSales.endTime), desc(flashSales.id)],
  all: [desc(flashSales.startTime), desc(flashSales.id)],
} as const;

/** /admin/flash-sales: searched by product name, `show`: running and upcoming (default), ended or all. */
export function listFlashSales(db: DatabaseOrTransaction, params: ListParams, show: FlashSaleListShow, now: Date): Promise<PagedList<FlashSaleRow>> {
  return loadPagedList(params, {
    count: (q) =>
      totalOf(
        db
          .select({ total: count() })
          .from(flashSales)
          .innerJoin(products, eq(products.id, flashSales.productId))
          .where(listCondition(q, show, now)),
      ),
    rows: (q, limit, offset) =>
      db
        .select(rowColumns)
        .from(flashSales)
        .innerJoin(products, eq(products.id, flashSales.productId))
        .where(listCondition(q, show, now))
        .orderBy(...listOrder[show])
        .limit(limit)
        .offset(offset),
  });
}

export async function loadFlashSale(db: DatabaseOrTransaction, id: string): Promise<FlashSaleRow | null> {
  const [row] = await db.select(rowColumns).from(flashSales).innerJoin(products, eq(products.id, flashSales.productId)).where(eq(flashSales.id, id));
  return row ?? null;
}

/** The new-sale dialog's products: the ones shoppers can see (a hidden product's sale would never show). */
export function listSaleProducts(db: DatabaseOrTransaction): Promise<SaleProductOption[]> {
  return db
    .select({
      id: products.id,
      name: sql<string>`coalesce(nullif(trim(${products.nameThai}), ''), ${products.name})`,
      price: products.price,
      image: products.imageUrl,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.nameThai), asc(products.name), asc(products.id));
}

/**
 * The product a sale is made from, locked (FOR NO KEY UPDATE: checkouts inserting order lines
 * that point at it are not held up) so two admins saving sales of one product queue here and
 * the overlap check below sees the other's committed sale.
 */
async function lockProduct(tx: DatabaseOrTransaction, productId: string) {
  const [product] = await tx
    .select({ id: products.id, name: products.name, nameThai: products.nameThai, price: products.price, imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.id, productId))
    .for("no key update");
  return product ?? null;
}

/**
 * Another switched-on sale of the product whose window shares a moment with this one from now
 * on (decision 043: one running sale per product at any moment; a past overlap harms nobody).
 */
async function overlappingSale(tx: DatabaseOrTransaction, productId: string, window: { startTime: Date; endTime: Date }, now: Date, exceptId?: string) {
  const [other] = await tx
    .select({ startTime: flashSales.startTime, endTime: flashSales.endTime })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.productId, productId),
        eq(flashSales.isActive, true),
        exceptId ? ne(flashSales.id, exceptId) : undefined,
        sql`greatest(${flashSales.startTime}, ${window.startTime.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz) < least(${flashSales.endTime}, ${window.endTime.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(flashSales.startTime))
    .limit(1);
  return other ? refused(409, m.overlaps(formatThaiDateTime(other.startTime), formatThaiDateTime(other.endTime)), "startTime") : null;
}

type Product = NonNullable<Awaited<ReturnType<typeof lockProduct>>>;

/** Name, picture and original price from the product itself; the sale price checked against it. */
function pricedFromProduct(
  product: Product,
  salePrice: Satang | null,
): { ok: true; value: Pick<typeof flashSales.$inferInsert, "productId" | "productName" | "productImage" | "originalPrice" | "salePrice"> } | Refusal {
  const price = salePrice ?? defaultSalePrice(product.price);
  if (price <= 0) return refused(400, m.salePricePositive, "salePrice");
  if (price >= product.price) return refused(400, m.salePriceNotBelow(formatBaht(product.price)), "salePrice");
  return {
    ok: true,
    value: {
      productId: product.id,
      productName: product.nameThai.trim() || product.name,
      productImage: product.imageUrl,
      originalPrice: product.price,
      salePrice: price,
    },
  };
}

function audited(sale: {
  productId: string;
  productName: string;
  originalPrice: number;
  salePrice: number;
  startTime: Date;
  endTime: Date;
  isActive: boolean;
}): AuditedValues {
  return {
    productId: sale.productId,
    productName: sale.productName,
    originalPrice: sale.originalPrice,
    salePrice: sale.salePrice,
    startTime: sale.startTime.toISOString(),
    endTime: sale.endTime.toISOString(),
    isActive: sale.isActive,
  };
}

/** A new sale, switched on (spec §4), from a product: its name, picture and price come from the database. */
export async function createFlashSale(db: ShopDatabase, actor: AuditActor, input: FlashSaleCreate, now = new Date()): Promise<Outcome<{ id: string }>> {
  if (input.endTime.getTime() <= now.getTime()) return refused(400, m.endPassed, "endTime");
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, input.productId);
    if (!product) return refused(404, m.productMissing, "productId");
    const priced = pricedFromProduct(product, input.salePrice);
    if (!priced.ok) return priced;
    const overlap = await overlappingSale(tx, product.id, input, now);
    if (overlap) return overlap;
    const values = { ...priced.value, startTime: input.startTime, endTime: input.endTime, isActive: true };
    const [row] = await tx.insert(flashSales).values(values).returning({ id: flashSales.id });
    await recordAdminAction(tx, actor, { action: "flash-sale.create", entityId: row!.id, after: audited(values) });
    return { ok: true, value: { id: row!.id } } as const;
  });
}

/**
 * Saves an edited sale. The product cannot change (spec §4): a form naming another one is
 * refused. Name, picture and original price are read again from the product, so the sale
 * follows a product renamed or repriced since.
 */
export async function updateFlashSale(db: ShopDatabase, actor: AuditActor, id: string, input: FlashSaleUpdate, now = new Date()): Promise<Outcome> {
  const [stored] = await db.select({ productId: flashSales.productId }).from(flashSales).where(eq(flashSales.id, id));
  if (!stored) return refused(404, m.notFound);
  if (input.productId !== null && input.productId !== stored.productId) return refused(400, m.productLocked, "productId");
  return db.transaction(async (tx) => {
    // The product first, then the sale: the same order as creating one, so two saves cannot deadlock.
    const product = await lockProduct(tx, stored.productId);
    const before = await lockedRow(tx.select().from(flashSales).where(eq(flashSales.id, id)));
    if (!product || !before) return refused(404, m.notFound);
    const priced = pricedFromProduct(product, input.salePrice);
    if (!priced.ok) return priced;
    if (before.isActive) {
      const overlap = await overlappingSale(tx, product.id, input, now, id);
      if (overlap) return overlap;
    }
    const values = { ...priced.value, startTime: input.startTime, endTime: input.endTime, isActive: before.isActive };
    await tx.update(flashSales).set(values).where(eq(flashSales.id, id));
    await recordAdminEdit(tx, actor, { action: "flash-sale.update", entityId: id }, audited(before), audited(values));
    return { ok: true } as const;
  });
}

/** The list's switch. Switching a sale on is refused while another switched-on sale of the product overlaps it. */
export async function switchFlashSale(db: ShopDatabase, actor: AuditActor, id: string, active: boolean, now = new Date()): Promise<Outcome> {
  const [stored] = await db.select({ productId: flashSales.productId }).from(flashSales).where(eq(flashSales.id, id));
  if (!stored) return refused(404, m.notFound);
  return db.transaction(async (tx) => {
    await lockProduct(tx, stored.productId);
    const sale = await lockedRow(tx.select().from(flashSales).where(eq(flashSales.id, id)));
    if (!sale) return refused(404, m.notFound);
    if (active) {
      const overlap = await overlappingSale(tx, sale.productId, sale, now, id);
      if (overlap) return overlap;
    }
    await tx.update(flashSales).set({ isActive: active }).where(eq(flashSales.id, id));
    await recordAdminAction(tx, actor, {
      action: "flash-sale.switch",
      entityId: id,
      before: { isActive: sale.isActive },
      after: { isActive: active },
    });
    return { ok: true } as const;
  });
}

export async function deleteFlashSale(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [sale] = await tx.delete(flashSales).where(eq(flashSales.id, id)).returning();
    if (!sale) return refused(404, m.notFound);
    await recordAdminDelete(tx, actor, { action: "flash-sale.delete", entityId: id, before: audited(sale) });
    return { ok: true } as const;
  });
}
