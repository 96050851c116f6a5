import { and, asc, count, eq, ilike, like, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { ProductInput, ShadeInput } from "../../../domain/admin/admin-forms";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { firstFreeSlug, productSlugBase } from "../../../domain/catalog/product-slug";
import type { ProductLine } from "../../../domain/catalog/product-line";
import type { DatabaseOrTransaction, ShopDatabase, ShopTransaction } from "../../platform/db/database";
import { categories, orderItems, productColors, products, stocks } from "../../platform/db/schema";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { recordAdminAction, type AuditedValues, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { recordStockMovements } from "../stock/stock-movements";
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
  stock: number;
  shades: ShadeInput[];
  /** Order lines that bought it: they keep their snapshot whatever happens to the product. */
  orderLines: number;
};

/** Spec §2: searched by the product's name (either language) or its category's name. */
function searched(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(products.name, pattern), ilike(products.nameThai, pattern), ilike(categories.name, pattern));
}

const stockQuantity = sql<number>`coalesce(${stocks.quantity}, 0)`.mapWith(Number);

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
        .leftJoin(stocks, eq(stocks.productId, products.id))
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
    .leftJoin(stocks, eq(stocks.productId, products.id))
    .where(eq(products.id, id));
  if (!row) return null;
  return { ...row, line: row.line as ProductLine, shades: await shadesOf(db, id) };
}

/** The image a product shows now (an edit that keeps it is not asked to prove it again). */
export async function currentImageUrl(db: DatabaseOrTransaction, id: string): Promise<string | null> {
  const [row] = await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, id));
  return row?.imageUrl ?? null;
}

function shadesOf(db: DatabaseOrTransaction, productId: string): Promise<ShadeInput[]> {
  return db
    .select({ name: productColors.name, nameThai: productColors.nameThai, hex: productColors.hex })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.sortOrder), asc(productColors.name));
}

/** What the audit log keeps of a product: money, stock and what a shopper sees it by. */
function audited(input: Omit<ProductInput, "initialStock">): AuditedValues {
  return { ...productValues(input), shades: input.shades.map((shade) => `${shade.name} ${shade.hex}`).join(", ") };
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
  await tx
    .delete(productColors)
    .where(names.length ? and(eq(productColors.productId, productId), notInArray(productColors.name, names)) : eq(productColors.productId, productId));
  for (const [sortOrder, shade] of shades.entries()) {
    await tx
      .insert(productColors)
      .values({ productId, ...shade, sortOrder })
      .onConflictDoUpdate({
        target: [productColors.productId, productColors.name],
        set: { nameThai: shade.nameThai, hex: shade.hex, sortOrder },
      });
  }
}

/**
 * The place where a new product's first stock is written. The stock movement history
 * (`/admin-stocks`, another branch) should record this as the product's first movement here,
 * inside the same transaction; until it lands, the quantity goes to `stocks` only.
 */
/** The opening stock, and its first line in the product's stock history (decision 032). */
async function recordInitialStock(tx: ShopTransaction, actor: AuditActor, productId: string, quantity: number) {
  await tx.insert(stocks).values({ productId, quantity });
  await recordStockMovements(tx, [{ kind: "initial", productId, change: quantity, quantityAfter: quantity, actor }]);
}

export async function createProduct(db: ShopDatabase, actor: AuditActor, input: ProductInput): Promise<Outcome<{ id: string; slug: string }>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (!(await categoryStillThere(tx, input.categoryId))) return refused(409, m.categoryMissing, "categoryId");
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
    await tx
      .update(products)
      .set({ ...productValues(input), updatedAt: new Date() })
      .where(eq(products.id, id));
    await saveShades(tx, id, input.shades);
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
      .leftJoin(stocks, eq(stocks.productId, products.id))
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
