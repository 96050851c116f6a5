import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Satang } from "../../../domain/money";
import type { ProductLine } from "../../../domain/product-line";
import type { DatabaseOrTransaction } from "../../db/database";
import { categories, productColors, products } from "../../db/schema";
import { selectProductCardRows, withSalePrices } from "../../catalog/product-queries";

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
  stockQuantity: number;
  inStock: boolean;
  shades: { id: string; name: string; nameThai: string; hex: string }[];
};

export type ProductSearch = {
  /** Each group is one wish ("red", "velvet"); a product matches a group when any of its terms is in its names or shades. */
  termGroups: readonly (readonly string[])[];
  line?: ProductLine | null;
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

function ownNameMatches(terms: readonly string[]): SQL {
  if (terms.length === 0) return sql`false`;
  return sql`(${or(...terms.flatMap((term) => [ilike(products.name, `%${escapeLike(term)}%`), ilike(products.nameThai, `%${escapeLike(term)}%`)]))})`;
}

/**
 * Active products matching every term group, best first (most groups matched in the product's
 * own name), with the price a shopper pays now, stock and shades. Reads at most `limit` products,
 * so a catalogue of 10,000 costs one indexed query, not a scan in memory.
 */
export async function searchProducts(db: DatabaseOrTransaction, search: ProductSearch, now: Date): Promise<ProductFact[]> {
  const groups = search.termGroups
    .map((group) => group.map((term) => term.trim()).filter((term) => term.length >= MIN_TERM_LENGTH))
    .filter((group) => group.length > 0);
  const conditions: SQL[] = groups.map((group) => or(...group.map((term) => termCondition(db, term)))!);
  if (search.line) conditions.push(eq(products.line, search.line));
  if (conditions.length === 0) return [];
  const rows = await selectProductCardRows(db, now)
    .where(and(eq(products.isActive, true), ...conditions))
    // Products whose own name carries the first wish ("red") before those with only a red shade.
    .orderBy(desc(ownNameMatches(groups[0] ?? [])), asc(products.nameThai), asc(products.id))
    .limit(search.limit ?? SEARCH_LIMIT);
  return withShades(db, withSalePrices(rows, now));
}

/** Active products by id, in the order given, with prices now, stock and shades. */
export async function productsByIds(db: DatabaseOrTransaction, ids: readonly string[], now: Date): Promise<ProductFact[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductCardRows(db, now).where(and(eq(products.isActive, true), inArray(products.id, [...ids])));
  const found = await withShades(db, withSalePrices(rows, now));
  return ids.flatMap((id) => found.filter((product) => product.id === id));
}

async function withShades<Row extends Omit<ProductFact, "shades" | "imageUrl"> & { imageUrl?: string | null }>(
  db: DatabaseOrTransaction,
  rows: readonly Row[],
): Promise<ProductFact[]> {
  if (rows.length === 0) return [];
  const shades = await db
    .select({ id: productColors.id, productId: productColors.productId, name: productColors.name, nameThai: productColors.nameThai, hex: productColors.hex })
    .from(productColors)
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
    stockQuantity: row.stockQuantity,
    inStock: row.inStock,
    shades: shades.filter((shade) => shade.productId === row.id).map(({ id, name, nameThai, hex }) => ({ id, name, nameThai, hex })),
  }));
}
