import { and, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { COLOURS, COLOUR_FAMILIES, LINES, type ColourFamily } from "../../../domain/catalog/catalogue-words";
import { PRODUCT_LINES, type ProductLine } from "../../../domain/catalog/product-line";
import { productColors, products, productStocks, stocks } from "../../platform/db/schema";

/**
 * The storefront search (decision 068), done by PostgreSQL with pg_trgm: every word of the query
 * must match the product, by
 * - a substring of its English or Thai name or of a shade's name (ILIKE, the trigram index), which
 *   is what Thai needs: its words are not separated, so "แดง" sits inside "สีแดงอิฐ";
 * - a near spelling of a word of those names (`<%`, word similarity ≥ pg_trgm's default 0.6:
 *   "glosy" → Gloss, "เวลเวต" → เวลเวท, "cheri" → Cherry);
 * - a colour word ("แดง", "pink", "นู้ด") read as its family's catalogue terms (the assistant's
 *   list, domain/catalog/catalogue-words.ts), or a line word ("แมตต์", "glossy") as that line.
 * Ranked by how closely the words match the product's own name (`relevance`).
 */

/**
 * Words that name what every product is, dropped from what is left once a colour word is taken
 * out ("ลิปสีแดง" is just red); in Thai they are taken out of the word (no spaces), longest first.
 */
const FILLER_WORDS = ["ลิปสติก", "เฉดสี", "ลิป", "เฉด", "สี", "ๆ", "lipstick", "lip", "colour", "color", "shade"];

/** Thai left-overs this short are a piece of another word ("มะม่วง" is a mango, not purple): the word is read as a name. */
const FRAGMENT_MAX_CHARACTERS = 2;

/** What one word of a query asks for. */
export type SearchTerm = {
  /** The word as typed, matched against the names. */
  text: string;
  /** Colour families the word names ("ลิปแดง" → red). */
  colours: ColourFamily[];
  /** Lines the word names ("เวลเวท" → velvet). */
  lines: ProductLine[];
  /** What else the word says once its colour, line and filler words are taken out ("แดงชานม" → ชานม). */
  rest: string | null;
};

const isThai = (word: string) => /[\u0E00-\u0E7F]/.test(word);
const lower = (word: string) => word.toLocaleLowerCase("th");

/** Whether `spelling` occurs in `word`: inside it for Thai (no spaces between words), as the whole word otherwise. */
function names(word: string, spelling: string): boolean {
  return isThai(spelling) ? word.includes(lower(spelling)) : word === lower(spelling);
}

/** `word` with each of `parts` taken out, longest first (so "แดงก่ำ" goes before "แดง"). */
function without(word: string, parts: readonly string[]): string {
  let left = word;
  for (const part of [...parts].sort((a, b) => b.length - a.length)) left = left.split(lower(part)).join("");
  return left;
}

/** Reads one (lower-case) word of a query: the colour and line words in it, and what is left. */
export function readSearchTerm(word: string): SearchTerm {
  const asName: SearchTerm = { text: word, colours: [], lines: [], rest: null };
  const colours = COLOUR_FAMILIES.filter((family) => COLOURS[family]!.spellings.some((spelling) => names(word, spelling)));
  const lines = PRODUCT_LINES.filter((line) => LINES[line].some((spelling) => names(word, spelling)));
  if (colours.length + lines.length === 0) return asName;
  const left = without(word, [...colours.flatMap((family) => COLOURS[family]!.spellings), ...lines.flatMap((line) => LINES[line])]);
  if (left === "") return { ...asName, colours, lines };
  const rest = FILLER_WORDS.includes(left) ? "" : isThai(left) ? without(left, FILLER_WORDS) : left;
  if (rest !== "" && [...rest].length <= FRAGMENT_MAX_CHARACTERS) return asName;
  return { ...asName, colours, lines, rest: rest === "" ? null : rest };
}

/** `%word%` for ILIKE, the word's own % _ \ taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A case-insensitive regular expression matching any of the terms, each taken literally. */
function anyOfPattern(terms: readonly string[]): string {
  return terms.map((term) => term.replace(/[\\^$.*+?()[\]{}|]/g, (character) => `\\${character}`)).join("|");
}

/** Ids of products whose name, Thai name or a shade's name contains `word` or nearly spells a word of it. */
function idsMatchingText(word: string): SQL {
  const pattern = containsPattern(word);
  const matches = (column: AnyColumn) => sql`(${column} ilike ${pattern} or ${word} <% ${column})`;
  return sql`select ${products.id} from ${products} where ${matches(products.name)} or ${matches(products.nameThai)}
    union select ${productColors.productId} from ${productColors} where ${matches(productColors.name)} or ${matches(productColors.nameThai)}`;
}

/** Ids of products that have the colour of `family` in their name or a shade's name (the /products filter too). */
export function idsOfColourFamily(family: ColourFamily): SQL {
  const pattern = anyOfPattern(COLOURS[family]!.catalogueTerms);
  return sql`select ${products.id} from ${products} where ${products.name} ~* ${pattern} or ${products.nameThai} ~* ${pattern}
    union select ${productColors.productId} from ${productColors} where ${productColors.name} ~* ${pattern} or ${productColors.nameThai} ~* ${pattern}`;
}

/**
 * Ids of products that have stock in the colour of `family` (decision 114): a shade of that colour with
 * stock of its own, or a product named with the colour that has stock at all. A lipstick whose red shade
 * is sold out does not pass "red, in stock" because its pink shade has some.
 */
export function idsOfColourFamilyInStock(family: ColourFamily): SQL {
  const pattern = anyOfPattern(COLOURS[family]!.catalogueTerms);
  return sql`select ${products.id} from ${products} join ${productStocks} on ${productStocks.productId} = ${products.id}
      where (${products.name} ~* ${pattern} or ${products.nameThai} ~* ${pattern}) and ${productStocks.quantity} > 0
    union select ${productColors.productId} from ${productColors} join ${stocks} on ${stocks.colorId} = ${productColors.id}
      where (${productColors.name} ~* ${pattern} or ${productColors.nameThai} ~* ${pattern}) and ${stocks.quantity} > 0`;
}

/** Whether the word is a colour or line word and nothing more ("แดง", "ลิปสีชมพู", "matte"). */
const isOnlyNamed = (term: SearchTerm) => term.colours.length + term.lines.length > 0 && term.rest === null;

/** Products matching one word of a query, as a condition on `products`. */
export function termCondition(term: SearchTerm): SQL {
  const named = and(
    ...term.colours.map((family) => sql`${products.id} in (${idsOfColourFamily(family)})`),
    term.lines.length > 0 ? inArray(products.line, term.lines) : undefined,
    term.rest ? sql`${products.id} in (${idsMatchingText(term.rest)})` : undefined,
  );
  // A colour word's family terms include the word itself ("แดง", "pink"), so matching its text
  // as well would only repeat the scan.
  if (named && isOnlyNamed(term)) return named;
  const byText = sql`${products.id} in (${idsMatchingText(term.text)})`;
  return named ? sql`(${byText} or ${named})` : byText;
}

/**
 * How well the words match the product's own name: 1 for each word inside it, else its word
 * similarity — for words of names only; a colour or line word scores by being in the name, as
 * its shades carry the colour (thousands of matches need no similarity each).
 */
export function relevance(terms: readonly SearchTerm[]): SQL<number> {
  const scores = terms.map((term) => {
    const pattern = containsPattern(term.text);
    const inName = sql`${products.name} ilike ${pattern} or ${products.nameThai} ilike ${pattern}`;
    if (isOnlyNamed(term)) return sql`case when ${inName} then 1 else 0 end`;
    return sql`case when ${inName} then 1
      else greatest(word_similarity(${term.text}, ${products.name}), word_similarity(${term.text}, ${products.nameThai})) end`;
  });
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}
