// Which search pages search engines may keep (decision 090); only the search page's meta reads
// it, so it is a module of its own and stays out of /products' scripts.
import { searchHref } from "./product-search";

/**
 * The URL search engines may keep for a search page, or null when it should stay out of their
 * indexes (decision 090): only a page of results for a query with nothing else in its URL
 * (a made-up sort, page or tracking parameter is another URL for the same list). The canonical
 * names the query in one form: the loader's redirect already trimmed it and made its spacing
 * one, and the case is folded as the matching folds it, so "Velvet" and "velvet" are one page.
 * A search that finds nothing is a thin page, and the kind a stranger's link could make up.
 */
export function indexableSearchPath(query: string, resultCount: number, urlSearch: string): string | null {
  if (resultCount === 0) return null;
  const params = new URLSearchParams(urlSearch);
  if ([...params.keys()].some((name) => name !== "q") || params.getAll("q").length !== 1) return null;
  return searchHref(query.toLocaleLowerCase("th"));
}
