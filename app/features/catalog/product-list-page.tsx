import { Form, Link, useNavigation } from "react-router";
import { COLOUR_FAMILIES, COLOUR_FAMILY_LABELS } from "../../../domain/catalog/catalogue-words";
import { productTexts } from "../../../domain/catalog/product-texts";
import { PRODUCT_LINE_LABELS, PRODUCT_LINES, type ProductLine } from "../../../domain/catalog/product-line";
import { isDefaultProductList, productListHref, type ProductListQuery, type ProductSort } from "../../../domain/catalog/product-search";
import { ProductCard, type ProductCardProduct } from "./product-card";
import { productViewTexts as v } from "./texts";

const m = productTexts;

const LINE_FILTERS: readonly { line: ProductLine | null; label: string }[] = [
  { line: null, label: m.filterAll },
  ...PRODUCT_LINES.map((line) => ({ line, label: PRODUCT_LINE_LABELS[line] })),
];

const SORT_LABELS: Record<ProductSort, string> = {
  newest: v.sortNewest,
  "price-asc": v.sortPriceAsc,
  "price-desc": v.sortPriceDesc,
  "best-selling": v.sortBestSelling,
};

/** Cards in the first row on a phone (2 columns): the images worth loading first. */
const PRIORITY_CARDS = 2;

const FIELD = "h-11 rounded-xl border border-brand-200 bg-white px-3 text-sm text-gray-800 focus:border-brand-500 focus:outline-none";

export function ProductListPage({ view, products }: { view: ProductListQuery; products: ProductCardProduct[] }) {
  const navigation = useNavigation();
  // Only a navigation to this page (a filter or sort) dims the grid; leaving it does not.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-ink">{m.listTitle}</h1>

      <nav aria-label={m.filterLabel} className="mt-5 flex flex-wrap gap-2">
        {LINE_FILTERS.map((filter) => {
          const active = filter.line === view.line;
          return (
            <Link
              key={filter.label}
              to={productListHref({ ...view, line: filter.line })}
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

      <ProductViewForm view={view} />

      <p role="status" className="mt-2 min-h-6 text-sm text-gray-600">
        {loading ? m.loading : null}
      </p>

      {/* Names the grid for screen readers and keeps headings in order (the cards use h3). */}
      <h2 className="sr-only">{m.resultCount(products.length)}</h2>
      {products.length === 0 ? (
        <div className="mt-2 flex flex-col items-center gap-4 rounded-2xl bg-brand-50 px-4 py-16 text-center">
          <p className="text-lg font-semibold">{m.noneFound}</p>
          {!isDefaultProductList(view) ? (
            <Link to="/products" className="font-semibold text-brand-700 hover:underline">
              {m.filterAll}
            </Link>
          ) : null}
        </div>
      ) : (
        // A new view replays the cards' staggered entrance.
        <ProductGrid products={products} gridKey={productListHref(view)} loading={loading} />
      )}
    </section>
  );
}

/** The product cards in 2 columns on a phone, 4 on a wide screen: /products and the search results. */
export function ProductGrid({ products, gridKey, loading = false }: { products: ProductCardProduct[]; gridKey: string; loading?: boolean }) {
  return (
    <div key={gridKey} aria-busy={loading} className={`mt-2 grid grid-cols-2 gap-4 transition-opacity md:grid-cols-4 ${loading ? "opacity-50" : ""}`}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} index={index} priority={index < PRIORITY_CARDS} />
      ))}
    </div>
  );
}

/**
 * Sort, colour family and in-stock-only as a GET form: without JavaScript its button sends them
 * in the URL; with it, a change sends the form at once (decision 068). The line comes along.
 */
function ProductViewForm({ view }: { view: ProductListQuery }) {
  return (
    <Form
      method="get"
      action="/products"
      noValidate
      preventScrollReset
      // The form is a new one per view, so its fields show the view the URL names after a back/forward.
      key={productListHref(view)}
      aria-label={v.viewOptions}
      className="mt-4 flex flex-wrap items-end gap-3"
      onChange={(event) => event.currentTarget.requestSubmit()}
    >
      {view.line ? <input type="hidden" name="line" value={view.line} /> : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
        {v.sortLabel}
        <select name="sort" defaultValue={view.sort} className={FIELD}>
          {Object.entries(SORT_LABELS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
        {v.colourLabel}
        <select name="colour" defaultValue={view.colour ?? ""} className={FIELD}>
          <option value="">{v.anyColour}</option>
          {COLOUR_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {COLOUR_FAMILY_LABELS[family]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex h-11 items-center gap-2 text-sm font-medium text-gray-700">
        <input type="checkbox" name="stock" value="in" defaultChecked={view.inStockOnly} className="size-5 accent-brand-600" />
        {v.inStockOnly}
      </label>
      <button type="submit" className="h-11 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
        {v.applyView}
      </button>
    </Form>
  );
}
