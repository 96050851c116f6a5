import { and, desc, eq, isNull, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { runningSalePrice, type FlashSaleWindow } from "../../../domain/promotions/flash-sale";
import type { Satang } from "../../../domain/shared/money";
import type { ProductLine } from "../../../domain/catalog/product-line";
import type { ProductListQuery } from "../../../domain/catalog/product-search";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { limitInText, preparedQuery } from "../../platform/db/prepared-query";
import { categories, flashSales, orderItems, orders, productReviews, products, productStocks } from "../../platform/db/schema";
import { idsOfColourFamily, idsOfColourFamilyInStock } from "./catalogue-matching";

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
    stockQuantity: sql<number>`coalesce(${productStocks.quantity}, 0)`.mapWith(Number),
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

/** Order lines that count as sold: the SQL twin of domain countsAsSold (a test holds them together). */
const countsAsSold = sql`${orders.status} <> 'cancelled' and ${orders.paymentStatus} <> 'refunded' and (${orders.paymentStatus} = 'paid' or ${orders.status} in ('shipped', 'delivered'))`;

/**
 * The standing of a few products (the home page's featured row, a product page) as correlated
 * subqueries, answered per row from product_reviews_shown_idx and order_items_product_id_idx:
 * for a handful of rows far cheaper than aggregating every product (decision 072's figures).
 */
export function fewProductsStanding() {
  return {
    ratingAverage: sql<
      number | null
    >`(select avg(${productReviews.rating})::float8 from ${productReviews} where ${productReviews.productId} = ${products.id} and ${productReviews.hiddenAt} is null)`,
    ratingCount:
      sql<number>`(select count(*)::int from ${productReviews} where ${productReviews.productId} = ${products.id} and ${productReviews.hiddenAt} is null)`.mapWith(
        Number,
      ),
    unitsSold:
      sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.productId} = ${products.id} and ${countsAsSold})`.mapWith(
        Number,
      ),
  };
}

/**
 * The standing of a whole list (/products) beside the card query: two grouped aggregates
 * left-joined to the products, one query, never one per product; for a whole list faster than
 * per-row subqueries (decision 072's figures). Sold: paid, shipped or delivered; never
 * cancelled, expired or refunded.
 */
export function productStanding(db: DatabaseOrTransaction) {
  const reviewTotals = db
    .select({
      productId: productReviews.productId,
      average: sql<number>`avg(${productReviews.rating})::float8`.as("rating_average"),
      count: sql<number>`count(*)::int`.as("rating_count"),
    })
    .from(productReviews)
    .where(isNull(productReviews.hiddenAt))
    .groupBy(productReviews.productId)
    .as("review_totals");
  const soldTotals = db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int`.as("units_sold") })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(countsAsSold)
    .groupBy(orderItems.productId)
    .as("sold_totals");
  return {
    /** Left-joined on `products.id` by the caller (`reviewTotals.productId`, `soldTotals.productId`). */
    reviewTotals,
    soldTotals,
    columns: {
      ratingAverage: sql<number | null>`${reviewTotals.average}`,
      ratingCount: sql<number>`coalesce(${reviewTotals.count}, 0)`.mapWith(Number),
      unitsSold: sql<number>`coalesce(${soldTotals.units}, 0)`.mapWith(Number),
    },
  };
}

/** Products with their category's name, stock and sales, as every product list reads them; callers add the filter. */
export function selectProductCardRows(db: DatabaseOrTransaction, now: Date | Placeholder) {
  return db
    .select(productCardColumns(now))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productStocks, eq(productStocks.productId, products.id));
}

type ProductCardRow = Omit<ProductCardView, "inStock" | "line" | "salePrice"> & { line: string; saleWindows: SaleWindowRow[] };

/** Active products (and of them those `where` keeps), newest first, as the storefront lists them; `now` judges their sales. */
/**
 * Card rows with their standing (reviews, units sold) for a whole list: the two grouped totals
 * left-joined once (decision 072); callers add the filter and the order.
 */
export function selectCardRowsWithStanding(db: DatabaseOrTransaction, now: Date | Placeholder) {
  const standing = productStanding(db);
  return db
    .select({ ...productCardColumns(now), ...standing.columns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productStocks, eq(productStocks.productId, products.id))
    .leftJoin(standing.reviewTotals, eq(standing.reviewTotals.productId, products.id))
    .leftJoin(standing.soldTotals, eq(standing.soldTotals.productId, products.id));
}

const activeProductRows = (db: DatabaseOrTransaction, where?: SQL) =>
  selectCardRowsWithStanding(db, sql.placeholder("now"))
    .where(and(eq(products.isActive, true), where))
    .orderBy(desc(products.createdAt), desc(products.id));

const featuredProductsByCount = new Map<number, ReturnType<typeof featuredProductsStatement>>();
const featuredProductsStatement = (count: number) =>
  preparedQuery((db) =>
    db
      .select({ ...productCardColumns(sql.placeholder("now")), ...fewProductsStanding() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(productStocks, eq(productStocks.productId, products.id))
      .where(eq(products.isActive, true))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limitInText(count))
      .prepare(`featured_products_${count}`),
  );
function featuredProducts(count: number) {
  let statement = featuredProductsByCount.get(count);
  if (!statement) featuredProductsByCount.set(count, (statement = featuredProductsStatement(count)));
  return statement;
}
const activeProducts = preparedQuery((db) => activeProductRows(db).prepare("active_products"));
const activeProductsOfLine = preparedQuery((db) => activeProductRows(db, eq(products.line, sql.placeholder("line"))).prepare("active_products_of_line"));

/** The newest active products, for the home page's featured row. */
export async function listFeaturedProducts(db: DatabaseOrTransaction, count: number, now = new Date()): Promise<(ProductCardView & ProductStanding)[]> {
  return withSalePrices(await featuredProducts(count)(db).execute({ now }), now);
}

/**
 * Every active product for /products, with the shopper's filters and order (decision 068) and
 * each one's standing (decision 072). The default view, alone or of one line, runs the prepared
 * statements every visit reads.
 */
export async function listProducts(
  db: DatabaseOrTransaction,
  view: Partial<ProductListQuery> = {},
  now = new Date(),
): Promise<(ProductCardView & ProductStanding)[]> {
  const { sort = "newest", line = null, colour = null, inStockOnly = false } = view;
  if (sort === "newest" && !colour && !inStockOnly) {
    const rows = line ? await activeProductsOfLine(db).execute({ line, now }) : await activeProducts(db).execute({ now });
    return withSalePrices(rows, now);
  }
  const shown = and(
    eq(products.isActive, true),
    line ? eq(products.line, line) : undefined,
    colour && inStockOnly ? sql`${products.id} in (${idsOfColourFamilyInStock(colour)})` : undefined,
    colour && !inStockOnly ? sql`${products.id} in (${idsOfColourFamily(colour)})` : undefined,
    !colour && inStockOnly ? sql`coalesce(${productStocks.quantity}, 0) > 0` : undefined,
  );
  const newest = [desc(products.createdAt), desc(products.id)];
  // Best-selling: by the units sold the cards show (the standing's own total), newest first among equals.
  const order = sort === "best-selling" ? [desc(sql`coalesce("sold_totals"."units_sold", 0)`), ...newest] : newest;
  const rows = await selectCardRowsWithStanding(db, now)
    .where(shown)
    .orderBy(...order);
  const cards = withSalePrices(rows, now);
  if (sort === "price-asc" || sort === "price-desc") {
    // By what the shopper pays now (a running flash sale's price), which only the sale rule knows;
    // a stable sort keeps newest first among equal prices.
    const direction = sort === "price-asc" ? 1 : -1;
    return cards.sort((a, b) => direction * ((a.salePrice ?? a.price) - (b.salePrice ?? b.price)));
  }
  return cards;
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
