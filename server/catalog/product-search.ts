import { and, desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";
import { products } from "../db/schema";
import { readSearchTerm, relevance, termCondition } from "./catalogue-matching";
import { selectProductCardRows, withSalePrices, type ProductCardView } from "./product-queries";

/** At most this many cards on a results page; a shopper refines rather than scrolls past it. */
export const SEARCH_RESULTS_MAX = 48;

/** The active products matching every word of a (parsed, lower-case) query, best match first, then newest (decision 068;
 * how words match: catalogue-matching.ts). */
export async function searchProducts(db: DatabaseOrTransaction, words: readonly string[], now = new Date()): Promise<ProductCardView[]> {
  const terms = words.map(readSearchTerm);
  if (terms.length === 0) return [];
  const rows = await selectProductCardRows(db, now)
    .where(and(eq(products.isActive, true), ...terms.map(termCondition)))
    .orderBy(desc(relevance(terms)), desc(products.createdAt), desc(products.id))
    .limit(SEARCH_RESULTS_MAX);
  return withSalePrices(rows, now);
}
