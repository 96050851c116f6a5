import { productTexts } from "../../domain/product-texts";
import { isProductLine, PRODUCT_LINE_LABELS } from "../../domain/product-line";
import { listProducts } from "../../server/catalog/product-queries";
import { database } from "../../server/db/database";
import { absoluteUrl } from "../../server/http/public-url";
import { filterHref, ProductListPage } from "../features/catalog/product-list-page";
import { pageMeta, shopOf } from "../features/seo/page-meta";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("line");
  // An unknown filter value shows everything rather than an error page.
  const line = isProductLine(requested) ? requested : null;
  const products = await listProducts(database(), { line });
  return { line, products, canonicalUrl: absoluteUrl(filterHref(line)) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data?.line ? `${productTexts.listTitle} ${PRODUCT_LINE_LABELS[data.line]}` : productTexts.listTitle;
  return pageMeta({
    title: page,
    brandName: shopOf(matches).brandName,
    description: productTexts.listDescription,
    url: data?.canonicalUrl,
  });
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductListPage line={loaderData.line} products={loaderData.products} />;
}
