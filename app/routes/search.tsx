import { data, redirect } from "react-router";
import { parseSearchQuery, searchHref } from "../../domain/catalog/product-search";
import { indexableSearchPath } from "../../domain/catalog/search-indexing";
import { searchTexts } from "../../domain/catalog/search-texts";
import { searchProducts } from "../../server/shop/catalog/product-search";
import { database } from "../../server/platform/db/database";
import { SearchResultsPage, type SearchPageView } from "../features/catalog/search-results-page";
import { pageMeta, shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.getAll("q");
  const query = parseSearchQuery(typed[0]);
  if (query.kind === "none") return { kind: "none" } satisfies SearchPageView;
  // A refusal is a page of its own (400, never kept by the page cache), the field cleared.
  if (query.kind === "refused") return data({ kind: "refused", message: query.message } satisfies SearchPageView, { status: 400 });
  // One URL per canonical query ("  แดง " and "แดง" are one page-cache entry, decision 068).
  if (typed.length > 1 || typed[0] !== query.text) throw redirect(searchHref(query.text));
  const products = await searchProducts(database(), query.terms);
  return { kind: "results", query: query.text, products } satisfies SearchPageView;
}

export function meta({ data: view, matches, location }: Route.MetaArgs) {
  const shop = shopOf(matches);
  if (view?.kind === "results") {
    // Results for a plain query are a page a shopper may look for (decision 090); the rest stays out of indexes.
    const path = indexableSearchPath(view.query, view.products.length, location.search);
    const title = searchTexts.resultsFor(view.query);
    if (path) return storefrontPageMeta({ title, description: searchTexts.resultsDescription(view.query, view.products.length), path, shop });
    return pageMeta({ title, brandName: shop.brandName, description: searchTexts.prompt, noIndex: true });
  }
  return pageMeta({ title: searchTexts.pageTitle, brandName: shop.brandName, description: searchTexts.prompt, noIndex: true });
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage view={loaderData} />;
}
