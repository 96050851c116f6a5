import { isColourFamily, type ColourFamily } from "./catalogue-words";
import { isProductLine, type ProductLine } from "./product-line";
import { searchTexts } from "./search-texts";

/** Longer queries are refused: nobody types a product name this long, and each term costs a scan. */
export const SEARCH_QUERY_MAX_CHARACTERS = 100;
/** Words of a query that are matched; the rest are dropped (a pasted sentence is not a search). */
export const SEARCH_TERMS_MAX = 6;

/**
 * What the shopper typed in the search field, read once (decision 068):
 * - `none`: no query at all (the search page asks for one);
 * - `refused`: only spaces, too long or with control characters, with the Thai reason;
 * - `query`: the canonical text (NFC, single spaces, trimmed) — the one URL a search is cached
 *   under — and its words.
 */
export type SearchQuery = { kind: "none" } | { kind: "refused"; message: string } | { kind: "query"; text: string; terms: readonly string[] };

// C0/C1 controls, and the invisible format characters that are not part of Thai writing.
const CONTROL_CHARACTER = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
// Zero-width spaces do turn up in Thai text copied from the web; they mean nothing in a search.
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060/gu;

export function parseSearchQuery(raw: string | null | undefined): SearchQuery {
  if (raw === null || raw === undefined || raw === "") return { kind: "none" };
  if (raw.length > SEARCH_QUERY_MAX_CHARACTERS * 4) return refused(searchTexts.tooLong(SEARCH_QUERY_MAX_CHARACTERS));
  // Tabs and line breaks are spaces to a shopper; every other control character is refused.
  const spaced = raw.replace(/[\t\n\r]/g, " ");
  if (CONTROL_CHARACTER.test(spaced)) return refused(searchTexts.controlCharacters);
  const text = spaced.normalize("NFC").replace(ZERO_WIDTH, "").replace(/\s+/gu, " ").trim();
  if (text === "") return refused(searchTexts.onlySpaces);
  if ([...text].length > SEARCH_QUERY_MAX_CHARACTERS) return refused(searchTexts.tooLong(SEARCH_QUERY_MAX_CHARACTERS));
  const terms = [...new Set(text.toLocaleLowerCase("th").split(" "))].slice(0, SEARCH_TERMS_MAX);
  return { kind: "query", text, terms };
}

function refused(message: string): SearchQuery {
  return { kind: "refused", message };
}

/** The results page of a query: the one URL (and page-cache entry) each canonical query has. */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text }).toString()}`;
}

/** How /products can be ordered; `newest` is the default and never appears in a URL. */
export const PRODUCT_SORTS = ["newest", "price-asc", "price-desc", "best-selling"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === "string" && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** /products' sort and filters, as its URL carries them. */
export type ProductListQuery = {
  sort: ProductSort;
  line: ProductLine | null;
  colour: ColourFamily | null;
  inStockOnly: boolean;
};

export const DEFAULT_PRODUCT_LIST_QUERY: ProductListQuery = { sort: "newest", line: null, colour: null, inStockOnly: false };

/**
 * Reads /products' query string. An unknown or repeated-and-conflicting value is ignored (the
 * first known one wins), never an error page: links are shared, typed and cut short.
 */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  const first = <T>(name: string, is: (value: unknown) => value is T): T | null => {
    for (const value of params.getAll(name)) if (is(value)) return value;
    return null;
  };
  return {
    sort: first("sort", isProductSort) ?? "newest",
    line: first("line", isProductLine),
    colour: first("colour", isColourFamily),
    inStockOnly: params.getAll("stock").includes("in"),
  };
}

/** The canonical URL of a /products view: only what differs from the default, by name. */
export function productListHref(query: Partial<ProductListQuery>): string {
  // By name, the order the page cache keys pages by (cacheable-pages.ts `normaliseQuery`).
  const params = new URLSearchParams();
  if (query.colour) params.set("colour", query.colour);
  if (query.line) params.set("line", query.line);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.inStockOnly) params.set("stock", "in");
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}

/** Whether the view shows every product in the default order. */
export function isDefaultProductList(query: ProductListQuery): boolean {
  return query.sort === "newest" && !query.line && !query.colour && !query.inStockOnly;
}
