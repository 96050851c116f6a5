import { and, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { products } from "../../platform/db/schema";
import { readSearchTerm, relevance, termCondition } from "./catalogue-matching";
import { selectProductCardRows, withSalePrices, type ProductCardView } from "./product-queries";

/** At most this many cards on a results page; a shopper refines rather than scrolls past it. */
export const SEARCH_RESULTS_MAX = 48;

/**
 * The active products matching every word of a (parsed, lower-case) query, best match first,
 * then newest (decision 068; how words match: catalogue-matching.ts). The matches are ranked on
 * their ids alone and only the shown ones are read as cards (category, stock, sales), so a word
 * every product has costs a ranking, not thousands of cards.
 */
export async function searchProducts(db: DatabaseOrTransaction, words: readonly string[], now = new Date()): Promise<ProductCardView[]> {
  const terms = words.map(readSearchTerm);
  if (terms.length === 0) return [];
  const ranked = db
    .select({ id: products.id, score: relevance(terms).as("score"), createdAt: products.createdAt })
    .from(products)
    .where(and(eq(products.isActive, true), ...terms.map(termCondition)))
    // By the output column, so each match's relevance is computed once.
    .orderBy(sql`score desc`, desc(products.createdAt), desc(products.id))
    .limit(SEARCH_RESULTS_MAX)
    .as("ranked");
  const rows = await selectProductCardRows(db, now)
    .innerJoin(ranked, eq(ranked.id, products.id))
    .orderBy(desc(ranked.score), desc(ranked.createdAt), desc(products.id));
  return withSalePrices(rows, now);
}
