import { and, asc, count, eq, gt, ilike, inArray, isNull, like, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { ProductInput, ShadeInput } from "../../../domain/admin/admin-forms";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { firstFreeSlug, productSlugBase } from "../../../domain/catalog/product-slug";
import type { ProductLine } from "../../../domain/catalog/product-line";
import type { DatabaseOrTransaction, ShopDatabase, ShopTransaction } from "../../platform/db/database";
import { categories, orderItems, productColors, products, productStocks, stocks } from "../../platform/db/schema";
import { splitOverShades } from "../../../domain/stock/shade-split";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { recordAdminAction, type AuditedValues, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { recordStockMovements } from "../stock/stock-movements";
import { shadesWithStock } from "../stock/shade-stock";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminProductTexts;

export type ProductRow = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  imageUrl: string | null;
  categoryName: string;
  price: number;
  stock: number;
};

export type ProductForEdit = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  description: string;
  descriptionThai: string;
  price: number;
  categoryId: string;
  line: ProductLine;
  imageUrl: string | null;
  /** The whole product's stock: its shades' together. */
  stock: number;
  /** Each shade with its own stock (decision 114), changed on /admin-stocks. */
  shades: (ShadeInput & { stock: number })[];
  /** Order lines that bought it: they keep their snapshot whatever happens to the product. */
  orderLines: number;
};

/** Spec §2: searched by the product's name (either language) or its category's name. */
function searched(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(products.name, pattern), ilike(products.nameThai, pattern), ilike(categories.name, pattern));
}

// A product's figure: the sum of its shades' stock (decision 114).
const stockQuantity = sql<number>`coalesce(${productStocks.quantity}, 0)`.mapWith(Number);

/** /admin-products: ordered by name (spec §7), with category name and stock. */
export function listProducts(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<ProductRow>> {
  return loadPagedList(params, {
    count: (q) => totalOf(db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(searched(q))),
    rows: (q, limit, offset) =>
      db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          nameThai: products.nameThai,
          imageUrl: products.imageUrl,
          categoryName: categories.name,
          price: products.price,
          stock: stockQuantity,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(productStocks, eq(productStocks.productId, products.id))
        .where(searched(q))
        .orderBy(asc(products.name), asc(products.id))
        .limit(limit)
        .offset(offset),
  });
}

/** The categories the dialog offers, by name. */
export function categoryChoices(db: DatabaseOrTransaction): Promise<{ id: string; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}

export async function loadProduct(db: DatabaseOrTransaction, id: string): Promise<ProductForEdit | null> {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      nameThai: products.nameThai,
      description: products.description,
      descriptionThai: products.descriptionThai,
      price: products.price,
      categoryId: products.categoryId,
      line: products.line,
      imageUrl: products.imageUrl,
      stock: stockQuantity,
      orderLines: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(productStocks, eq(productStocks.productId, products.id))
    .where(eq(products.id, id));
  if (!row) return null;
  return { ...row, line: row.line as ProductLine, shades: await shadesOf(db, id) };
}

/** The image a product shows now (an edit that keeps it is not asked to prove it again). */
export async function currentImageUrl(db: DatabaseOrTransaction, id: string): Promise<string | null> {
  const [row] = await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, id));
  return row?.imageUrl ?? null;
}

function shadesOf(db: DatabaseOrTransaction, productId: string): Promise<(ShadeInput & { stock: number })[]> {
  return shadesWithStock(db, { name: productColors.name, nameThai: productColors.nameThai, hex: productColors.hex, sku: productColors.sku })
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.sortOrder), asc(productColors.name));
}

/** What the audit log keeps of a product: money, stock and what a shopper sees it by. */
function audited(input: Omit<ProductInput, "initialStock">): AuditedValues {
  return { ...productValues(input), shades: input.shades.map((shade) => [shade.name, shade.hex, shade.sku].filter(Boolean).join(" ")).join(", ") };
}

function productValues(input: Omit<ProductInput, "initialStock">) {
  return {
    name: input.name,
    nameThai: input.nameThai || input.name,
    description: input.description,
    descriptionThai: input.descriptionThai,
    price: input.price,
    categoryId: input.categoryId,
    line: input.line,
    imageUrl: input.imageUrl,
  };
}

/** The category must still exist (another admin may have deleted it meanwhile); locked until commit. */
async function categoryStillThere(tx: ShopTransaction, categoryId: string): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for("share");
  return Boolean(row);
}

async function freeSlug(tx: ShopTransaction, name: string): Promise<string> {
  const base = productSlugBase(name);
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
}

/**
 * The shades as given, matched to the stored ones by name: a kept name keeps its row (and
 * id, so carts holding that shade still find it), new names are added, missing ones removed.
 * Order lines keep their own copy of the shade's name, so removing one changes no order.
 */
async function saveShades(tx: ShopTransaction, productId: string, shades: readonly ShadeInput[]) {
  const names = shades.map((shade) => shade.name);
  // SKUs move between this product's shades freely: cleared first, then each shade takes its own.
  await tx.update(productColors).set({ sku: null }).where(eq(productColors.productId, productId));
  await tx
    .delete(productColors)
    .where(names.length ? and(eq(productColors.productId, productId), notInArray(productColors.name, names)) : eq(productColors.productId, productId));
  for (const [sortOrder, shade] of shades.entries()) {
    await tx
      .insert(productColors)
      .values({ productId, ...shade, sortOrder })
      .onConflictDoUpdate({
        target: [productColors.productId, productColors.name],
        set: { nameThai: shade.nameThai, hex: shade.hex, sku: shade.sku, sortOrder },
      });
  }
}

/**
 * The opening stock, and its first lines in the stock history (decision 032): over the shades as
 * evenly as whole units allow (decision 114; each shade's figure is then set on /admin-stocks), or
 * on the product's own row when it has no shades.
 */
async function recordInitialStock(tx: ShopTransaction, actor: AuditActor, productId: string, quantity: number) {
  const shades = await tx
    .select({ id: productColors.id })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.sortOrder), asc(productColors.name));
  const split = splitOverShades(quantity, shades.length);
  const rows = shades.length === 0 ? [{ colorId: null, quantity }] : shades.map((shade, index) => ({ colorId: shade.id, quantity: split[index]! }));
  await tx.insert(stocks).values(rows.map((row) => ({ productId, ...row })));
  await recordStockMovements(
    tx,
    rows.map((row) => ({ kind: "initial", productId, colorId: row.colorId, change: row.quantity, quantityAfter: row.quantity, actor })),
  );
}

/**
 * After the shades were saved: every shade has its stock row (a new one starts at 0), and the
 * product's own row, kept while it had no shades, passes its units to its first shade; a product
 * left without shades gets its own row back, at 0 (a shade with stock cannot be removed).
 */
async function settleShadeStock(tx: ShopTransaction, actor: AuditActor, productId: string) {
  const shades = await tx
    .select({ id: productColors.id, stockId: stocks.id })
    .from(productColors)
    .leftJoin(stocks, eq(stocks.colorId, productColors.id))
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.sortOrder), asc(productColors.name));
  const [own] = await tx
    .select({ id: stocks.id, quantity: stocks.quantity })
    .from(stocks)
    .where(and(eq(stocks.productId, productId), isNull(stocks.colorId)));
  if (shades.length === 0) {
    if (!own) await recordInitialStock(tx, actor, productId, 0);
    return;
  }
  const added = shades.filter((shade) => !shade.stockId);
  if (own) {
    const first = shades[0]!;
    if (first.stockId) {
      const [after] = await tx
        .update(stocks)
        .set({ quantity: sql`${stocks.quantity} + ${own.quantity}`, updatedAt: new Date() })
        .where(eq(stocks.id, first.stockId))
        .returning({ quantity: stocks.quantity });
      await tx.delete(stocks).where(eq(stocks.id, own.id));
      if (own.quantity > 0)
        await recordStockMovements(tx, [
          { kind: "manual", productId, colorId: first.id, change: own.quantity, quantityAfter: after!.quantity, actor, reason: m.stockToFirstShade },
        ]);
    } else {
      // The product's units become its first shade's.
      await tx.update(stocks).set({ colorId: first.id, updatedAt: new Date() }).where(eq(stocks.id, own.id));
      added.splice(added.indexOf(first), 1);
    }
  }
  if (added.length === 0) return;
  await tx.insert(stocks).values(added.map((shade) => ({ productId, colorId: shade.id, quantity: 0 })));
  await recordStockMovements(
    tx,
    added.map((shade) => ({ kind: "initial", productId, colorId: shade.id, change: 0, quantityAfter: 0, actor })),
  );
}

/** A SKU another product's shade already has (one shade each, decision 114): its refusal. */
async function skuTakenElsewhere(tx: ShopTransaction, productId: string | null, shades: readonly ShadeInput[]): Promise<string | undefined> {
  const skus = shades.flatMap((shade) => (shade.sku ? [shade.sku] : []));
  if (skus.length === 0) return undefined;
  const [row] = await tx
    .select({ sku: productColors.sku })
    .from(productColors)
    .where(and(inArray(productColors.sku, skus), productId ? ne(productColors.productId, productId) : undefined))
    .limit(1);
  return row?.sku ? m.shadeSkuTaken(row.sku) : undefined;
}

/** A shade the edit would remove while it still has stock: staff count it out first (its units would vanish). */
async function removedShadeWithStock(tx: ShopTransaction, productId: string, shades: readonly ShadeInput[]): Promise<string | undefined> {
  const kept = new Set(shades.map((shade) => shade.name));
  const [row] = await tx
    .select({ nameThai: productColors.nameThai, name: productColors.name, quantity: stocks.quantity })
    .from(productColors)
    .innerJoin(stocks, eq(stocks.colorId, productColors.id))
    .where(and(eq(productColors.productId, productId), gt(stocks.quantity, 0), kept.size ? notInArray(productColors.name, [...kept]) : undefined))
    .limit(1);
  return row ? m.shadeHasStock(row.nameThai || row.name, row.quantity) : undefined;
}

export async function createProduct(db: ShopDatabase, actor: AuditActor, input: ProductInput): Promise<Outcome<{ id: string; slug: string }>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (!(await categoryStillThere(tx, input.categoryId))) return refused(409, m.categoryMissing, "categoryId");
        const skuTaken = await skuTakenElsewhere(tx, null, input.shades);
        if (skuTaken) return refused(409, skuTaken, "shades");
        const slug = await freeSlug(tx, input.name);
        const [row] = await tx
          .insert(products)
          .values({ ...productValues(input), slug })
          .returning({ id: products.id });
        const id = row!.id;
        await saveShades(tx, id, input.shades);
        await recordInitialStock(tx, actor, id, input.initialStock);
        await recordAdminAction(tx, actor, {
          action: "product.create",
          entityId: id,
          after: { ...audited(input), slug, stock: input.initialStock },
        });
        return { ok: true, value: { id, slug } } as const;
      });
    } catch (error) {
      // Two products of the same name created at the same moment: the loser picks again.
      if (attempt < 2 && isUniqueViolation(error, "products_slug_unique")) continue;
      throw error;
    }
  }
}

/**
 * Edits a product (not its stock: that is /admin-stocks' work, and not its slug, so shared
 * links keep working). Order lines are untouched: they hold the name, shade, price and image
 * as bought.
 */
export async function updateProduct(db: ShopDatabase, actor: AuditActor, id: string, input: ProductInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const stored = await lockedRow(tx.select().from(products).where(eq(products.id, id)));
    if (!stored) return refused(404, m.notFound);
    if (!(await categoryStillThere(tx, input.categoryId))) return refused(409, m.categoryMissing, "categoryId");
    const before = audited({ ...stored, line: stored.line as ProductLine, shades: await shadesOf(tx, id) });
    const shadeWithStock = await removedShadeWithStock(tx, id, input.shades);
    if (shadeWithStock) return refused(409, shadeWithStock, "shades");
    const skuTaken = await skuTakenElsewhere(tx, id, input.shades);
    if (skuTaken) return refused(409, skuTaken, "shades");
    await tx
      .update(products)
      .set({ ...productValues(input), updatedAt: new Date() })
      .where(eq(products.id, id));
    await saveShades(tx, id, input.shades);
    await settleShadeStock(tx, actor, id);
    await recordAdminEdit(tx, actor, { action: "product.update", entityId: id }, before, audited(input));
    return { ok: true } as const;
  });
}

/**
 * Deletes a product with its stock, shades and flash sales (ON DELETE CASCADE). Order lines
 * that bought it stay, with their snapshot and the product link set to null; its image files
 * stay too, since those order lines may still show them.
 */
export async function deleteProduct(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ name: products.name, price: products.price, stock: stockQuantity })
      .from(products)
      .leftJoin(productStocks, eq(productStocks.productId, products.id))
      .where(eq(products.id, id))
      .for("update", { of: products });
    if (!stored) return refused(404, m.notFound);
    const [bought] = await tx.select({ lines: count() }).from(orderItems).where(eq(orderItems.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordAdminDelete(tx, actor, {
      action: "product.delete",
      entityId: id,
      before: { name: stored.name, price: stored.price, stock: stored.stock, orderLines: bought?.lines ?? 0 },
    });
    return { ok: true } as const;
  });
}
