import { data } from "react-router";
import { productTexts } from "../../domain/catalog/product-texts";
import { findStorefrontProduct } from "../../server/shop/catalog/product-detail";
import { database } from "../../server/platform/db/database";
import { listProductReviews } from "../../server/shop/product-reviews/product-reviews";
import { answerCollectCode } from "../../server/shop/promotions/collect-code";
import { listProductCodes } from "../../server/shop/promotions/promotion-cards";
import { PRODUCT_REVIEWS_PAGE_SIZE } from "../../domain/product-reviews/product-review-limits";
import { absoluteUrl } from "../../server/platform/http/public-url";
import { ProductDetailPage, ProductNotFound } from "../features/catalog/product-detail-page";
import { pageMeta, privatePageMeta, shopOf } from "../features/seo/page-meta";
import type { Route } from "./+types/product";

// Serves both /product/{id} and /products/{id-or-slug}; the slug URL is canonical.
/** "ดูเพิ่มเติม" asks for this many reviews in all (`?reviews=`), a page more each time, up to a cap. */
const MAX_REVIEWS_SHOWN = 100;

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await findStorefrontProduct(database(), params.idOrSlug);
  if (!product) return data({ product: null, canonicalUrl: null, imageUrl: null, buyerReviews: null, codes: [] }, { status: 404 });
  const asked = Number(new URL(request.url).searchParams.get("reviews"));
  const shown = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_REVIEWS_SHOWN) : PRODUCT_REVIEWS_PAGE_SIZE;
  const [{ reviews, hasMore }, codes] = await Promise.all([
    listProductReviews(database(), product.id, shown),
    listProductCodes(database(), product, new Date()),
  ]);
  const more = hasMore && shown < MAX_REVIEWS_SHOWN ? `?reviews=${shown + PRODUCT_REVIEWS_PAGE_SIZE}#buyer-reviews-title` : null;
  return {
    product,
    buyerReviews: { reviews, moreHref: more },
    codes,
    canonicalUrl: absoluteUrl(`/products/${product.slug}`),
    imageUrl: product.imageUrl ? absoluteUrl(product.imageUrl) : null,
  };
}

/** "เก็บโค้ด" for a code this product counts for posts here (without JavaScript, the page answers with the outcome). */
export async function action({ request }: Route.ActionArgs) {
  return answerCollectCode(database(), request);
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const brandName = shopOf(matches).brandName;
  const product = loaded?.product;
  if (!product) return privatePageMeta(productTexts.notFound, matches);
  const price = product.salePrice ?? product.price;
  const tags = pageMeta({
    title: product.nameThai,
    brandName,
    description: product.descriptionThai || product.description || product.nameThai,
    url: loaded.canonicalUrl,
    type: "product",
    image: loaded.imageUrl ? { url: loaded.imageUrl, width: 960, height: 960, alt: product.nameThai } : undefined,
  });
  tags.push(
    { property: "product:price:amount", content: (price / 100).toFixed(2) },
    { property: "product:price:currency", content: "THB" },
    { property: "product:availability", content: product.inStock ? "in stock" : "out of stock" },
  );
  return tags;
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.product && loaderData.buyerReviews ? (
    <ProductDetailPage product={loaderData.product} buyerReviews={loaderData.buyerReviews} codes={loaderData.codes} collectReply={actionData} />
  ) : (
    <ProductNotFound />
  );
}
