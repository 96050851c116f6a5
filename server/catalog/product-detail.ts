import { and, asc, eq, or, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";
import { categories, productColors, products, stocks } from "../db/schema";
import { productCardColumns, withSalePrices, type ProductCardView } from "./product-queries";

export type ProductColorView = { id: string; name: string; nameThai: string; hex: string };

export type ProductDetailView = ProductCardView & {
  description: string;
  descriptionThai: string;
  categoryId: string;
  /** The product's shades in the admin's order. */
  colors: ProductColorView[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KEY_LENGTH = 200;
/** Slugs (lowercase words joined by hyphens, as the products table checks) and UUIDs. */
const PRODUCT_KEY = /^[a-z0-9-]+$/;

/**
 * One active product for its page, looked up by id (`/product/{id}`) or slug
 * (`/products/{id-or-slug}`), with colours, stock, category and any running flash-sale
 * price. Null when there is no such product, or it is switched off.
 */
export async function findStorefrontProduct(
  db: DatabaseOrTransaction,
  idOrSlug: string,
  now = new Date(),
): Promise<ProductDetailView | null> {
  const key = idOrSlug.trim().toLowerCase();
  // Only what a slug or an id can look like reaches the database (a NUL byte would make
  // PostgreSQL refuse the query).
  if (key.length > MAX_KEY_LENGTH || !PRODUCT_KEY.test(key)) return null;
  // Only a UUID-shaped key is compared with the uuid column; anything else would make
  // PostgreSQL reject the cast. Slugs are lowercase by constraint.
  const match: SQL = UUID.test(key) ? or(eq(products.id, key), eq(products.slug, key))! : eq(products.slug, key);
  const rows = await db
    .select({
      ...productCardColumns,
      description: products.description,
      descriptionThai: products.descriptionThai,
      categoryId: products.categoryId,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stocks, eq(stocks.productId, products.id))
    .where(and(eq(products.isActive, true), match))
    .limit(2);
  // A slug that happens to look like another product's id: the id wins.
  const row = rows.find((candidate) => candidate.id === key) ?? rows[0];
  if (!row) return null;

  const [colors, [priced]] = await Promise.all([
    db
      .select({ id: productColors.id, name: productColors.name, nameThai: productColors.nameThai, hex: productColors.hex })
      .from(productColors)
      .where(eq(productColors.productId, row.id))
      .orderBy(asc(productColors.sortOrder), asc(productColors.name)),
    withSalePrices(db, [row], now),
  ]);
  return { ...priced!, colors };
}
