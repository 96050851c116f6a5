import { and, desc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { runningSalePrice, type FlashSaleWindow } from "../../domain/flash-sale";
import type { Satang } from "../../domain/money";
import type { ProductLine } from "../../domain/product-line";
import type { ProductListQuery } from "../../domain/product-search";
import type { DatabaseOrTransaction } from "../db/database";
import { preparedQuery } from "../db/prepared-query";
import { categories, flashSales, orderItems, orders, products, stocks } from "../db/schema";
import { idsOfColourFamily } from "./catalogue-matching";

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

/** A switched-on sale as the card query reads it: [sale price, start, end] (epoch milliseconds). */
type SaleWindowRow = [salePrice: Satang, startMs: number, endMs: number];

/**
 * The product's switched-on sales that have not ended by `now`, read with the product itself
 * (no second round trip per list); which one runs, if any, is the domain rule's call
 * (`withSalePrices`), the same rule checkout applies.
 */
function saleWindowsOf(now: Date | Placeholder) {
  const epochMs = (column: SQLWrapper) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
  return sql<
    SaleWindowRow[]
  >`coalesce((select json_agg(json_build_array(${flashSales.salePrice}, ${epochMs(flashSales.startTime)}, ${epochMs(flashSales.endTime)})) from ${flashSales} where ${flashSales.productId} = ${products.id} and ${flashSales.isActive} and ${flashSales.endTime} > ${now}), '[]'::json)`;
}

/** The columns of a product card, its upcoming and running sales included. */
export function productCardColumns(now: Date | Placeholder) {
  return {
    id: products.id,
    slug: products.slug,
    name: products.name,
    nameThai: products.nameThai,
    line: products.line,
    price: products.price,
    imageUrl: products.imageUrl,
    categoryName: categories.name,
    stockQuantity: sql<number>`coalesce(${stocks.quantity}, 0)`.mapWith(Number),
    saleWindows: saleWindowsOf(now),
  };
}

/** Products with their category's name, stock and sales, as every product list reads them; callers add the filter. */
export function selectProductCardRows(db: DatabaseOrTransaction, now: Date | Placeholder) {
  return db
    .select(productCardColumns(now))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stocks, eq(stocks.productId, products.id));
}

type ProductCardRow = Omit<ProductCardView, "inStock" | "line" | "salePrice"> & { line: string; saleWindows: SaleWindowRow[] };

/** Active products (and of them those `where` keeps), newest first, as the storefront lists them; `now` judges their sales. */
const activeProductRows = (db: DatabaseOrTransaction, where?: SQL) =>
  selectProductCardRows(db, sql.placeholder("now"))
    .where(and(eq(products.isActive, true), where))
    .orderBy(desc(products.createdAt), desc(products.id));

const featuredProducts = preparedQuery((db) => activeProductRows(db).limit(sql.placeholder("count")).prepare("featured_products"));
const activeProducts = preparedQuery((db) => activeProductRows(db).prepare("active_products"));
const activeProductsOfLine = preparedQuery((db) => activeProductRows(db, eq(products.line, sql.placeholder("line"))).prepare("active_products_of_line"));

/** The newest active products, for the home page's featured row. */
export async function listFeaturedProducts(db: DatabaseOrTransaction, count: number, now = new Date()): Promise<ProductCardView[]> {
  return withSalePrices(await featuredProducts(db).execute({ count, now }), now);
}

/**
 * Every active product for /products, with the shopper's filters and order (decision 068).
 * The default view, alone or of one line, runs the prepared statements every visit reads.
 */
export async function listProducts(db: DatabaseOrTransaction, view: Partial<ProductListQuery> = {}, now = new Date()): Promise<ProductCardView[]> {
  const { sort = "newest", line = null, colour = null, inStockOnly = false } = view;
  if (sort === "newest" && !colour && !inStockOnly) {
    const rows = line ? await activeProductsOfLine(db).execute({ line, now }) : await activeProducts(db).execute({ now });
    return withSalePrices(rows, now);
  }
  const shown = and(
    eq(products.isActive, true),
    line ? eq(products.line, line) : undefined,
    colour ? sql`${products.id} in (${idsOfColourFamily(colour)})` : undefined,
    inStockOnly ? sql`coalesce(${stocks.quantity}, 0) > 0` : undefined,
  );
  const newest = [desc(products.createdAt), desc(products.id)];
  let rows;
  if (sort === "best-selling") {
    const sold = unitsSold(db);
    rows = await selectProductCardRows(db, now)
      .leftJoin(sold, eq(sold.productId, products.id))
      .where(shown)
      .orderBy(desc(sql`coalesce(${sold.units}, 0)`), ...newest);
  } else {
    rows = await selectProductCardRows(db, now)
      .where(shown)
      .orderBy(...newest);
  }
  const cards = withSalePrices(rows, now);
  if (sort === "price-asc" || sort === "price-desc") {
    // By what the shopper pays now (a running flash sale's price), which only the sale rule knows;
    // a stable sort keeps newest first among equal prices.
    const direction = sort === "price-asc" ? 1 : -1;
    return cards.sort((a, b) => direction * ((a.salePrice ?? a.price) - (b.salePrice ?? b.price)));
  }
  return cards;
}

/**
 * Units of each product in orders that were paid, shipped or delivered (cancelled or refunded
 * ones never count), summed once over all orders rather than once per product.
 */
function unitsSold(db: DatabaseOrTransaction) {
  return db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})`.as("units") })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      sql`${orders.status} <> 'cancelled' and ${orders.paymentStatus} <> 'refunded'
        and (${orders.paymentStatus} = 'paid' or ${orders.status} in ('shipped', 'delivered'))`,
    )
    .groupBy(orderItems.productId)
    .as("sold");
}

/** Adds the flash-sale price running at `now` (read with the row, never stored in it). */
export function withSalePrices<Row extends ProductCardRow>(rows: readonly Row[], now: Date) {
  return rows.map(({ saleWindows, ...row }) => ({
    ...(row as Omit<Row, "line" | "saleWindows">),
    line: row.line as ProductLine,
    salePrice: runningSalePrice(row.price, saleWindows.map(saleWindowOf), now),
    inStock: row.stockQuantity > 0,
  }));
}

function saleWindowOf([salePrice, startMs, endMs]: SaleWindowRow): FlashSaleWindow {
  return { salePrice, startTime: new Date(startMs), endTime: new Date(endMs), isActive: true };
}
