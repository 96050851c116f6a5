import { redirect } from "react-router";
import { PRODUCT_LINE_LABELS } from "../../domain/catalog/product-line";
import { parseProductListQuery, productListHref, type ProductListQuery } from "../../domain/catalog/product-search";
import { productTexts } from "../../domain/catalog/product-texts";
import { listProducts } from "../../server/shop/catalog/product-queries";
import { database } from "../../server/platform/db/database";
import { absoluteUrl } from "../../server/platform/http/public-url";
import { ProductListPage } from "../features/catalog/product-list-page";
import { pageMeta, shopOf } from "../features/seo/page-meta";
import type { Route } from "./+types/products";

/** The query parameters /products reads; any others (a campaign's) are left alone. */
const VIEW_PARAMETERS = ["line", "colour", "stock", "sort"];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Unknown values are ignored rather than refused; what the form sends (an empty colour, the
  // default sort) goes to the one URL of that view, so each view is one page-cache entry.
  const view = parseProductListQuery(url.searchParams);
  const canonical = productListHref(view);
  if (viewParametersOf(url.searchParams) !== viewParametersOf(new URL(canonical, url).searchParams)) throw redirect(canonical);
  const products = await listProducts(database(), view);
  return { view, products, canonicalUrl: absoluteUrl(productListHref({ line: view.line })) };
}

/** The view's parameters in a fixed order, for comparing two URLs. */
function viewParametersOf(params: URLSearchParams): string {
  return [...params]
    .filter(([name]) => VIEW_PARAMETERS.includes(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

function titleOf(view: ProductListQuery | undefined) {
  return view?.line ? `${productTexts.listTitle} ${PRODUCT_LINE_LABELS[view.line]}` : productTexts.listTitle;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta({
    title: titleOf(data?.view),
    brandName: shopOf(matches).brandName,
    description: productTexts.listDescription,
    url: data?.canonicalUrl,
  });
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductListPage view={loaderData.view} products={loaderData.products} />;
}
