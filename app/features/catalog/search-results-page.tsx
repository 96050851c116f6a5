import { Link } from "react-router";
import { searchHref } from "../../../domain/catalog/product-search";
import { searchTexts } from "../../../domain/catalog/search-texts";
import type { ProductCardProduct } from "./product-card";
import { ProductGrid } from "./product-list-page";

const m = searchTexts;

/** What /search shows: a prompt for a query, a refusal of what was typed, or the results. */
export type SearchPageView = { kind: "none" } | { kind: "refused"; message: string } | { kind: "results"; query: string; products: ProductCardProduct[] };

/** Colours most asked for, offered when a search finds nothing. */
const SUGGESTED_COLOURS = ["แดง", "ชมพู", "นู้ด", "ส้ม"];

export function SearchResultsPage({ view }: { view: SearchPageView }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      {view.kind === "results" ? (
        <>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.resultsFor(view.query)}</h1>
          {/* A heading, so the headings run in order above the cards' h3 names (Lighthouse's heading-order). */}
          <h2 className="mt-2 text-sm font-normal text-gray-700">
            <span role="status">{m.resultCount(view.products.length)}</span>
          </h2>
          {view.products.length > 0 ? (
            <ProductGrid products={view.products} gridKey={view.query} />
          ) : (
            <NothingFound title={m.noneFound(view.query)} hint={m.noneFoundHint} />
          )}
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.pageTitle}</h1>
          {view.kind === "refused" ? (
            <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
              {view.message}
            </p>
          ) : null}
          <NothingFound title={m.prompt} hint={m.suggestions} />
        </>
      )}
    </section>
  );
}

/** An empty result or an empty field: what to try instead, and the way to every product. */
function NothingFound({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-4 rounded-2xl bg-brand-50 px-4 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-gray-700">{hint}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {SUGGESTED_COLOURS.map((colour) => (
          <li key={colour}>
            <Link
              to={searchHref(colour)}
              aria-label={m.tryColour(colour)}
              className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:border-brand-400"
            >
              {colour}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/products" className="font-semibold text-brand-700 hover:underline">
        {m.allProducts}
      </Link>
    </div>
  );
}
