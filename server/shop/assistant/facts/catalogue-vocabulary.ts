import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { productColors, products } from "../../../platform/db/schema";

/**
 * The words of the catalogue's own names — products' English and Thai names and their shades' —
 * that a typo is corrected towards (decision 066, round 2: "velvat cheri", "ลิปทิ้นสตอเบอรี่มิ้ล").
 * Two small queries per `CATALOGUE_WORDS_TTL_MS`, never per message or word.
 */
export async function loadCatalogueWords(db: DatabaseOrTransaction): Promise<string[]> {
  const [productNames, shadeNames] = await Promise.all([
    db.select({ name: products.name, nameThai: products.nameThai }).from(products).where(eq(products.isActive, true)),
    db.select({ name: productColors.name, nameThai: productColors.nameThai }).from(productColors),
  ]);
  return catalogueWordsOf([...productNames, ...shadeNames].flatMap((row) => [row.name, row.nameThai]));
}

/** Latin words of 4+ letters and Thai words of 5+ (the lengths `correctTypos` corrects), lower case, once each. */
export function catalogueWordsOf(names: readonly string[]): string[] {
  const words = names.flatMap((name) =>
    name
      .normalize("NFC")
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u),
  );
  return [...new Set(words.filter((word) => /^[a-z]{4,}$/.test(word) || /^[\u0E00-\u0E7F]{5,}$/.test(word)))];
}

/** How long one read of the names serves: a renamed product's typos are read right within this. */
export const CATALOGUE_WORDS_TTL_MS = 30_000;
const kept = new WeakMap<DatabaseOrTransaction, { words: Promise<string[]>; until: number }>();

/**
 * The catalogue's words for this database, read at most once per `CATALOGUE_WORDS_TTL_MS`. A
 * short TTL rather than the storefront LISTEN: only typo correction reads them (every fact in a
 * reply is queried afresh), so a name some seconds old costs nothing, and it holds on an instance
 * that is not listening (a test, a lost connection) as well.
 */
export function catalogueWords(db: DatabaseOrTransaction, nowMs = Date.now()): Promise<string[]> {
  const entry = kept.get(db);
  if (entry && entry.until > nowMs) return entry.words;
  const fresh = { words: loadCatalogueWords(db), until: nowMs + CATALOGUE_WORDS_TTL_MS };
  kept.set(db, fresh);
  fresh.words.catch(() => {
    if (kept.get(db) === fresh) kept.delete(db);
  });
  return fresh.words;
}
