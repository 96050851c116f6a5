import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Satang } from "../../domain/money";
import type { ProductLine } from "../../domain/product-line";
import type { DatabaseOrTransaction } from "../db/database";
import { categories, products, stocks } from "../db/schema";
import { runningSalePrices } from "./flash-sale-prices";

export type ProductCardView = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  line: ProductLine;
  /** Regular price. */
  price: Satang;
  /** Price of a flash sale running now, when one is; what the shopper pays instead of `price`. */
  salePrice: Satang | null;
  imageUrl: string | null;
  categoryName: string;
  stockQuantity: number;
  inStock: boolean;
};

export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  nameThai: products.nameThai,
  line: products.line,
  price: products.price,
  imageUrl: products.imageUrl,
  categoryName: categories.name,
  stockQuantity: sql<number>`coalesce(${stocks.quantity}, 0)`.mapWith(Number),
};

/** Products with their category's name and stock, as every product list reads them; callers add the filter. */
export function selectProductCardRows(db: DatabaseOrTransaction) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stocks, eq(stocks.productId, products.id));
}

type ProductCardRow = Omit<ProductCardView, "inStock" | "line" | "salePrice"> & { line: string };

async function selectProductCards(
  db: DatabaseOrTransaction,
  where: SQL | undefined,
  now: Date,
  limit?: number,
): Promise<ProductCardView[]> {
  const query = selectProductCardRows(db)
    .where(and(eq(products.isActive, true), where))
    .orderBy(desc(products.createdAt), desc(products.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return withSalePrices(db, rows, now);
}

/** The newest active products, for the home page's featured row. */
export async function listFeaturedProducts(
  db: DatabaseOrTransaction,
  count: number,
  now = new Date(),
): Promise<ProductCardView[]> {
  return selectProductCards(db, undefined, now, count);
}

/** Every active product for /products, newest first, optionally of one line only. */
export async function listProducts(
  db: DatabaseOrTransaction,
  filter: { line?: ProductLine | null } = {},
  now = new Date(),
): Promise<ProductCardView[]> {
  return selectProductCards(db, filter.line ? eq(products.line, filter.line) : undefined, now);
}

/** Adds the running flash-sale price (read from the database now, never cached in the row). */
export async function withSalePrices<Row extends ProductCardRow>(
  db: DatabaseOrTransaction,
  rows: readonly Row[],
  now: Date,
): Promise<(Omit<Row, "line"> & Pick<ProductCardView, "line" | "salePrice" | "inStock">)[]> {
  const salePrices = await runningSalePrices(
    db,
    rows.map((row) => ({ id: row.id, price: row.price })),
    now,
  );
  return rows.map((row) => ({
    ...row,
    line: row.line as ProductLine,
    salePrice: salePrices.get(row.id) ?? null,
    inStock: row.stockQuantity > 0,
  }));
}
