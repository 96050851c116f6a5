import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Satang } from "../../../../domain/shared/money";
import type { ProductLine } from "../../../../domain/catalog/product-line";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { categories, flashSales, orderItems, productColors, products, productStocks } from "../../../platform/db/schema";
import { selectProductCardRows, withSalePrices } from "../../catalog/product-queries";
import { shadesWithStock } from "../../stock/shade-stock";

/** One product as both assistants state it: nothing here is phrased, only read. */
export type ProductFact = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  line: ProductLine;
  categoryName: string;
  price: Satang;
  /** The running flash sale's price, when one runs now. */
  salePrice: Satang | null;
  /** When the running sale of `salePrice` ends. */
  saleEndsAt: Date | null;
  stockQuantity: number;
  inStock: boolean;
  /** Each shade with its own stock (decision 114). */
  shades: { id: string; name: string; nameThai: string; hex: string; stock: number }[];
};

/** How a superlative ranks: "cheapest", "most expensive", "newest", "best-selling". */
export type ProductRanking = "cheapest" | "priciest" | "newest" | "best-selling" | "most-shades";

export type ProductSearch = {
  /** Each group is one wish ("red", "velvet"); a product matches a group when any of its terms is in its names or shades. */
  termGroups: readonly (readonly string[])[];
  /** Kinds of product ("ทินท์"): matched in the product's own names only, as a shade called "Cherry Tint" does not make a lip oil a tint. */
  kindGroups?: readonly (readonly string[])[];
  line?: ProductLine | null;
  /** What the shopper pays now (a running flash sale's price when one runs), in satang, both ends included. */
  minPrice?: Satang | null;
  maxPrice?: Satang | null;
  rank?: ProductRanking | null;
  /** Only the products out of stock now ("ตัวไหนหมดบ้าง"). */
  soldOutOnly?: boolean;
  limit?: number;
};

const SEARCH_LIMIT = 6;
/** Terms shorter than this match too much ("ส" in every Thai name). */
const MIN_TERM_LENGTH = 2;

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The term in the product's names, its category's name or one of its shades' names (a shade counts as the product's). */
function termCondition(db: DatabaseOrTransaction, term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  const shadeProducts = db
    .select({ productId: productColors.productId })
    .from(productColors)
    .where(or(ilike(productColors.name, pattern), ilike(productColors.nameThai, pattern)));
  return or(ilike(products.name, pattern), ilike(products.nameThai, pattern), ilike(categories.name, pattern), inArray(products.id, shadeProducts))!;
}

/** 1 when the product's own name carries one of the terms, else 0; never a bare constant to sort by (SQLSTATE 42601). */
function ownNameMatches(terms: readonly string[]): SQL | null {
  if (terms.length === 0) return null;
  return sql`(case when ${or(...terms.flatMap((term) => [ilike(products.name, `%${escapeLike(term)}%`), ilike(products.nameThai, `%${escapeLike(term)}%`)]))} then 1 else 0 end)`;
}

/**
 * The price a shopper pays now, in SQL, for budgets and rankings: the lowest switched-on sale
 * running at `now`, else the regular price. The exact price shown still comes from the domain
 * rule (`withSalePrices`), and the budget is checked again against it.
 */
function pricePaidNow(now: Date): SQL<number> {
  return sql<number>`coalesce((select min(${flashSales.salePrice}) from ${flashSales} where ${flashSales.productId} = ${products.id} and ${flashSales.isActive} and ${flashSales.startTime} <= ${now} and ${flashSales.endTime} > ${now}), ${products.price})`;
}

function unitsSold(): SQL<number> {
  return sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.productId} = ${products.id}), 0)`;
}

function shadeCount(): SQL<number> {
  return sql<number>`(select count(*) from ${productColors} where ${productColors.productId} = ${products.id})`;
}

function rankingOrder(rank: ProductRanking, now: Date): SQL[] {
  switch (rank) {
    case "cheapest":
      return [asc(pricePaidNow(now))];
    case "priciest":
      return [desc(pricePaidNow(now))];
    case "newest":
      return [desc(products.createdAt)];
    case "best-selling":
      return [desc(unitsSold())];
    case "most-shades":
      return [desc(shadeCount())];
  }
}

/**
 * Active products matching every term group and the price range, best first (the ranking asked
 * for, else most groups matched in the product's own name), with the price a shopper pays now,
 * stock and shades. Reads at most `limit` products, so a catalogue of 10,000 costs one indexed
 * query, not a scan in memory. Every combination of wishes builds a valid query (decision 066):
 * empty groups, terms too short to search and an empty range are simply left out.
 */
export async function searchProducts(db: DatabaseOrTransaction, search: ProductSearch, now: Date): Promise<ProductFact[]> {
  const { conditions, groups, minPrice, maxPrice } = searchConditions(db, search, now);
  // A ranking alone ("the cheapest one") reads the whole catalogue; nothing at all asks for nothing.
  if (conditions.length === 0 && !search.rank) return [];
  const ownName = ownNameMatches(groups[0] ?? []);
  const order: SQL[] = [...(search.rank ? rankingOrder(search.rank, now) : []), ...(ownName ? [desc(ownName)] : []), asc(products.nameThai), asc(products.id)];
  const rows = await selectProductCardRows(db, now)
    .where(and(eq(products.isActive, true), ...conditions))
    .orderBy(...order)
    .limit(Math.max(1, Math.min(search.limit ?? SEARCH_LIMIT, 50)));
  const found = await withShades(db, withSaleEnds(rows, now));
  // The budget again by the domain's own sale rule: never a product above the ceiling.
  return found.filter((product) => {
    const paid = product.salePrice ?? product.price;
    return (minPrice === null || paid >= minPrice) && (maxPrice === null || paid <= maxPrice);
  });
}

/**
 * How many active products match, over the whole catalogue (no limit, nothing read but the
 * count): "มีกี่รุ่น" is answered from this, not from the length of a shortened list. No wish
 * at all counts every active product.
 */
export async function countProducts(db: DatabaseOrTransaction, search: ProductSearch, now: Date): Promise<number> {
  const { conditions } = searchConditions(db, search, now);
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productStocks, eq(productStocks.productId, products.id))
    .where(and(eq(products.isActive, true), ...conditions));
  return row?.count ?? 0;
}

function searchConditions(db: DatabaseOrTransaction, search: ProductSearch, now: Date) {
  const groups = search.termGroups
    .map((group) => group.map((term) => term.trim()).filter((term) => term.length >= MIN_TERM_LENGTH))
    .filter((group) => group.length > 0);
  const conditions: SQL[] = groups.map((group) => or(...group.map((term) => termCondition(db, term)))!);
  for (const kind of search.kindGroups ?? []) {
    const own = ownNameMatches(kind.map((term) => term.trim()).filter((term) => term.length >= MIN_TERM_LENGTH));
    if (own) conditions.push(sql`${own} = 1`);
  }
  if (search.line) conditions.push(eq(products.line, search.line));
  const minPrice = validPrice(search.minPrice);
  const maxPrice = validPrice(search.maxPrice);
  if (minPrice !== null) conditions.push(gte(pricePaidNow(now), minPrice));
  if (maxPrice !== null) conditions.push(lte(pricePaidNow(now), maxPrice));
  if (search.soldOutOnly) conditions.push(sql`coalesce(${productStocks.quantity}, 0) <= 0`);
  return { conditions, groups, minPrice, maxPrice };
}

/** Prices now, and when the running sale whose price is shown ends (the sale's own line says until when). */
function withSaleEnds<Row extends Parameters<typeof withSalePrices>[0][number]>(rows: readonly Row[], now: Date) {
  const priced = withSalePrices(rows, now);
  return priced.map((product, index) => {
    const windows = rows[index]!.saleWindows as unknown as [number, number, number][];
    const running = windows.filter(([price, start, end]) => price === product.salePrice && start <= now.getTime() && end > now.getTime());
    const ends = running.length > 0 ? Math.max(...running.map(([, , end]) => end)) : null;
    return { ...product, saleEndsAt: product.salePrice !== null && ends !== null ? new Date(ends) : null };
  });
}

function validPrice(price: Satang | null | undefined): Satang | null {
  return typeof price === "number" && Number.isFinite(price) && price >= 0 ? Math.min(Math.round(price), 2_000_000_000) : null;
}

/** Active products by id, in the order given, with prices now, stock and shades. */
export async function productsByIds(db: DatabaseOrTransaction, ids: readonly string[], now: Date): Promise<ProductFact[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductCardRows(db, now).where(and(eq(products.isActive, true), inArray(products.id, [...ids])));
  const found = await withShades(db, withSaleEnds(rows, now));
  return ids.flatMap((id) => found.filter((product) => product.id === id));
}

async function withShades<Row extends Omit<ProductFact, "shades" | "imageUrl"> & { imageUrl?: string | null }>(
  db: DatabaseOrTransaction,
  rows: readonly Row[],
): Promise<ProductFact[]> {
  if (rows.length === 0) return [];
  const shades = await shadesWithStock(db, {
    id: productColors.id,
    productId: productColors.productId,
    name: productColors.name,
    nameThai: productColors.nameThai,
    hex: productColors.hex,
  })
    .where(
      inArray(
        productColors.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productColors.sortOrder), asc(productColors.name));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameThai: row.nameThai,
    line: row.line,
    categoryName: row.categoryName,
    price: row.price,
    salePrice: row.salePrice,
    saleEndsAt: row.saleEndsAt,
    stockQuantity: row.stockQuantity,
    inStock: row.inStock,
    shades: shades.filter((shade) => shade.productId === row.id).map(({ id, name, nameThai, hex, stock }) => ({ id, name, nameThai, hex, stock })),
  }));
}

/**
 * The active products whose Thai or English name appears in a text (an earlier answer), in the
 * order they appear: what "this one" in a follow-up points back to.
 */
export async function productsNamedIn(db: DatabaseOrTransaction, text: string, now: Date, limit = 6): Promise<ProductFact[]> {
  if (text.trim() === "") return [];
  const lowered = text.toLowerCase();
  const named = await db
    .select({ id: products.id, name: products.name, nameThai: products.nameThai })
    .from(products)
    .where(and(eq(products.isActive, true), or(sql`strpos(${lowered}, lower(${products.nameThai})) > 0`, sql`strpos(${lowered}, lower(${products.name})) > 0`)))
    .limit(limit * 2);
  const position = (product: { name: string; nameThai: string }) =>
    Math.min(...[lowered.indexOf(product.nameThai.toLowerCase()), lowered.indexOf(product.name.toLowerCase())].filter((place) => place >= 0));
  const ordered = named.sort((a, b) => position(a) - position(b)).slice(0, limit);
  return productsByIds(
    db,
    ordered.map((product) => product.id),
    now,
  );
}
