import { and, desc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { runningSalePrice, type FlashSaleWindow } from "../../domain/flash-sale";
import type { Satang } from "../../domain/money";
import type { ProductLine } from "../../domain/product-line";
import type { DatabaseOrTransaction } from "../db/database";
import { preparedQuery } from "../db/prepared-query";
import { categories, flashSales, orderItems, orders, productReviews, products, stocks } from "../db/schema";

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

/** What buyers made of a product (decision 072): shown reviews' average and count, and units sold. */
export type ProductStanding = {
  /** Null while no shown review exists. */
  ratingAverage: number | null;
  ratingCount: number;
  unitsSold: number;
};

/**
 * The standing as columns of the card query itself (decision 072): correlated aggregates
 * answered from product_reviews_shown_idx and order_items_product_id_idx, one query for the
 * whole list, never one per product. Sold: lines of orders that count as sold
 * (domain countsAsSold: paid, shipped or delivered; never cancelled, expired or refunded).
 */
export function productStandingColumns() {
  return {
    ratingAverage: sql<
      number | null
    >`(select avg(${productReviews.rating})::float8 from ${productReviews} where ${productReviews.productId} = ${products.id} and ${productReviews.hiddenAt} is null)`,
    ratingCount:
      sql<number>`(select count(*)::int from ${productReviews} where ${productReviews.productId} = ${products.id} and ${productReviews.hiddenAt} is null)`.mapWith(
        Number,
      ),
    unitsSold:
      sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.productId} = ${products.id} and ${orders.status} <> 'cancelled' and ${orders.paymentStatus} <> 'refunded' and (${orders.paymentStatus} = 'paid' or ${orders.status} in ('shipped', 'delivered')))`.mapWith(
        Number,
      ),
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
  db
    .select({ ...productCardColumns(sql.placeholder("now")), ...productStandingColumns() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stocks, eq(stocks.productId, products.id))
    .where(and(eq(products.isActive, true), where))
    .orderBy(desc(products.createdAt), desc(products.id));

const featuredProducts = preparedQuery((db) => activeProductRows(db).limit(sql.placeholder("count")).prepare("featured_products"));
const activeProducts = preparedQuery((db) => activeProductRows(db).prepare("active_products"));
const activeProductsOfLine = preparedQuery((db) =>
  activeProductRows(db, eq(products.line, sql.placeholder("line"))).prepare("active_products_of_line"),
);

/** The newest active products, for the home page's featured row. */
export async function listFeaturedProducts(
  db: DatabaseOrTransaction,
  count: number,
  now = new Date(),
): Promise<(ProductCardView & ProductStanding)[]> {
  return withSalePrices(await featuredProducts(db).execute({ count, now }), now);
}

/** Every active product for /products, newest first, optionally of one line only. */
export async function listProducts(
  db: DatabaseOrTransaction,
  filter: { line?: ProductLine | null } = {},
  now = new Date(),
): Promise<(ProductCardView & ProductStanding)[]> {
  const rows = filter.line ? await activeProductsOfLine(db).execute({ line: filter.line, now }) : await activeProducts(db).execute({ now });
  return withSalePrices(rows, now);
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
