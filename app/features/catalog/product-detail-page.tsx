import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { discountPercent } from "../../../domain/promotions/flash-sale";
import { formatBaht } from "../../../domain/shared/money";
import { productTexts } from "../../../domain/catalog/product-texts";
import { promotionTexts } from "../promotions/texts";
import type { PromotionCardView } from "../../../domain/promotions/promotion-card";
import type { CollectReply } from "../promotions/collect-code-form";
import { ProductCodes } from "../promotions/product-codes";
import { type ProductLine } from "../../../domain/catalog/product-line";
import { ResponsiveImage } from "../../ui/responsive-image";
import { LineBadge } from "./line-badge";
import { RegularPrice } from "./regular-price";
import { ProductReviewsSection, type ProductReviewItem } from "./product-reviews-section";
import { ProductStandingLine } from "./product-standing";
import { PurchasePanel } from "./purchase-panel";
import { WordGroups } from "../../ui/word-groups";
import { MessagePage } from "../../ui/message-page";

const m = productTexts;

export type ProductDetail = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  line: ProductLine;
  price: number;
  salePrice: number | null;
  imageUrl: string | null;
  description: string;
  descriptionThai: string;
  categoryName: string;
  stockQuantity: number;
  inStock: boolean;
  /** Each shade with its own stock (decision 114). */
  colors: { id: string; name: string; nameThai: string; hex: string; stock: number }[];
  ratingAverage: number | null;
  ratingCount: number;
  unitsSold: number;
};

/** The buyers' reviews the page shows, and where "ดูเพิ่มเติม" leads (null: all are shown). */
export type ProductReviewsShown = { reviews: readonly ProductReviewItem[]; moreHref: string | null };

/** The product photo fills the left half from tablet width up, the full width on a phone. */
export const PRODUCT_IMAGE_SIZES = "(min-width: 1152px) 544px, (min-width: 768px) 46vw, calc(100vw - 2rem)";

export function ProductDetailPage({
  product,
  buyerReviews,
  codes = [],
  collectReply,
}: {
  product: ProductDetail;
  buyerReviews: ProductReviewsShown;
  /** The running codes this product counts for, to collect here. */
  codes?: readonly PromotionCardView[];
  /** The page answered to a collect form posted without JavaScript. */
  collectReply?: CollectReply | null;
}) {
  const onSale = product.salePrice !== null && product.salePrice < product.price;
  const unitPrice = onSale ? product.salePrice! : product.price;
  const description = product.descriptionThai || product.description;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <BackToProducts />
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="relative aspect-square overflow-hidden rounded-3xl bg-brand-50">
          <ResponsiveImage
            src={product.imageUrl}
            alt={product.nameThai}
            width={960}
            height={960}
            sizes={PRODUCT_IMAGE_SIZES}
            priority
            className="size-full object-cover"
          />
        </div>

        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2">
            <LineBadge line={product.line} />
            {product.inStock ? (
              <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">{m.inStock}</span>
            ) : (
              <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-700">{m.soldOut}</span>
            )}
            {onSale ? (
              <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                {m.flashSale} {promotionTexts.discountBadge(discountPercent(product.price, unitPrice))}
              </span>
            ) : null}
          </div>

          <div>
            <h1 className="text-2xl font-bold leading-tight text-ink md:text-3xl">
              <WordGroups text={product.nameThai} />
            </h1>
            <p className="mt-1 text-sm text-gray-600">{product.name}</p>
            <div className="mt-2">
              <ProductStandingLine ratingAverage={product.ratingAverage} ratingCount={product.ratingCount} unitsSold={product.unitsSold} />
            </div>
          </div>

          <p className="flex items-baseline gap-3">
            <span className="sr-only">{m.price}</span>
            <span className="text-3xl font-bold text-brand-700" data-testid="unit-price">
              {formatBaht(unitPrice)}
            </span>
            {onSale ? <RegularPrice price={product.price} className="text-lg text-gray-600" /> : null}
          </p>

          {description ? <p className="whitespace-pre-line leading-relaxed text-gray-700">{description}</p> : null}

          {/* Keyed so another product starts with its own first shade and quantity 1. */}
          <PurchasePanel key={product.id} product={product} unitPrice={unitPrice} />
          <ProductCodes codes={codes} collectReply={collectReply} />
        </div>
      </div>
      <ProductReviewsSection reviews={buyerReviews.reviews} moreHref={buyerReviews.moreHref} />
    </section>
  );
}

function BackToProducts() {
  return (
    <Link to="/products" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {m.backToProducts}
    </Link>
  );
}

/** 'ไม่พบสินค้า' for an unknown or removed product; the route answers 404 with it. */
export function ProductNotFound() {
  return <MessagePage title={m.notFound} hint={m.notFoundHint} link={{ to: "/products", label: m.backToProducts }} />;
}
