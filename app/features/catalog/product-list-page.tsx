import { Link, useNavigation } from "react-router";
import { productTexts } from "../../../domain/product-texts";
import { PRODUCT_LINE_LABELS, PRODUCT_LINES, type ProductLine } from "../../../domain/product-line";
import { ProductCard, type ProductCardProduct } from "./product-card";

const m = productTexts;

const FILTERS: readonly { line: ProductLine | null; label: string }[] = [
  { line: null, label: m.filterAll },
  ...PRODUCT_LINES.map((line) => ({ line, label: PRODUCT_LINE_LABELS[line] })),
];

/** Cards in the first row on a phone (2 columns): the images worth loading first. */
const PRIORITY_CARDS = 2;

export function filterHref(line: ProductLine | null): string {
  return line ? `/products?line=${line}` : "/products";
}

export function ProductListPage({ line, products }: { line: ProductLine | null; products: ProductCardProduct[] }) {
  const navigation = useNavigation();
  // Only a navigation to this page (a filter click) dims the grid; leaving it does not.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-ink">{m.listTitle}</h1>

      <nav aria-label={m.filterLabel} className="mt-5 flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const active = filter.line === line;
          return (
            <Link
              key={filter.label}
              to={filterHref(filter.line)}
              preventScrollReset
              aria-current={active ? "true" : undefined}
              className={`rounded-full border px-5 py-2 text-sm font-semibold transition ${
                active ? "border-brand-600 bg-brand-600 text-white" : "border-brand-200 bg-white text-gray-800 hover:border-brand-400 hover:text-brand-700"
              }`}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>

      <p role="status" className="mt-2 min-h-6 text-sm text-gray-600">
        {loading ? m.loading : null}
      </p>

      {/* Names the grid for screen readers and keeps headings in order (the cards use h3). */}
      <h2 className="sr-only">{m.resultCount(products.length)}</h2>
      {products.length === 0 ? (
        <div className="mt-2 flex flex-col items-center gap-4 rounded-2xl bg-brand-50 px-4 py-16 text-center">
          <p className="text-lg font-semibold">{m.noneFound}</p>
          {line ? (
            <Link to="/products" className="font-semibold text-brand-700 hover:underline">
              {m.filterAll}
            </Link>
          ) : null}
        </div>
      ) : (
        <div
          // A new filter replays the cards' staggered entrance.
          key={line ?? "all"}
          aria-busy={loading}
          className={`mt-2 grid grid-cols-2 gap-4 transition-opacity md:grid-cols-4 ${loading ? "opacity-50" : ""}`}
        >
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} index={index} priority={index < PRIORITY_CARDS} />
          ))}
        </div>
      )}
    </section>
  );
}
