import { Link } from "react-router";
import { formatBaht } from "../../../domain/shared/money";
import { productTexts } from "../../../domain/catalog/product-texts";
import { type ProductLine } from "../../../domain/catalog/product-line";
import { ProductPicture } from "../../ui/product-picture";
import { LineBadge } from "./line-badge";
import { RegularPrice } from "./regular-price";
import { ProductStandingLine } from "./product-standing";
import { WordGroups } from "../../ui/word-groups";

export type ProductCardProduct = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  line: ProductLine;
  price: number;
  /** A running flash sale's price, shown instead of `price`. */
  salePrice?: number | null;
  imageUrl: string | null;
  inStock: boolean;
  /** Buyers' shown reviews and the units sold (decision 072); lists that do not read them leave them out. */
  ratingAverage?: number | null;
  ratingCount?: number;
  unitsSold?: number;
};

/**
 * The cards fade in one after another, 0.1 s apart, as classes (the policy allows no style
 * attribute: decision 055); from the eighth on they come together, 0.7 s after the first.
 */
const FADE_UP_DELAYS = [
  "[animation-delay:0s]",
  "[animation-delay:0.1s]",
  "[animation-delay:0.2s]",
  "[animation-delay:0.3s]",
  "[animation-delay:0.4s]",
  "[animation-delay:0.5s]",
  "[animation-delay:0.6s]",
  "[animation-delay:0.7s]",
] as const;

/** Grids of 2 columns on phones, up to 4 in the 72rem-wide container: what the image is drawn at. */
export const PRODUCT_GRID_IMAGE_SIZES = "(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw";

export function ProductCard({
  product,
  index = 0,
  priority = false,
  imageSizes = PRODUCT_GRID_IMAGE_SIZES,
}: {
  product: ProductCardProduct;
  index?: number;
  /** For the cards in the first row, which are the page's largest images above the fold. */
  priority?: boolean;
  imageSizes?: string;
}) {
  const onSale = product.salePrice != null && product.salePrice < product.price;
  return (
    <article
      className={`group flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md motion-safe:animate-[fade-up_0.5s_ease-out_both] ${FADE_UP_DELAYS[Math.min(index, FADE_UP_DELAYS.length - 1)]}`}
    >
      <Link to={`/products/${product.slug}`} className="flex flex-1 flex-col">
        <ProductPicture src={product.imageUrl} alt={product.nameThai} width={480} sizes={imageSizes} priority={priority} zoomOnHover>
          <LineBadge line={product.line} className="absolute left-3 top-3" />
        </ProductPicture>
        {/* Two cards side by side on a phone: a smaller name keeps its word groups whole. */}
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <h3 className="text-sm font-semibold leading-snug text-ink sm:text-base">
            <WordGroups text={product.nameThai} />
          </h3>
          <p className="text-xs text-gray-600">{product.name}</p>
          <ProductStandingLine ratingAverage={product.ratingAverage ?? null} ratingCount={product.ratingCount ?? 0} unitsSold={product.unitsSold ?? 0} />
          <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-2">
            <span className="flex items-baseline gap-2">
              <span className="text-lg font-bold text-brand-700" data-testid="card-price">
                {formatBaht(onSale ? product.salePrice! : product.price)}
              </span>
              {onSale ? <RegularPrice price={product.price} className="text-xs text-gray-600" /> : null}
            </span>
            {product.inStock ? (
              <span className="text-xs font-medium text-emerald-700">{productTexts.inStock}</span>
            ) : (
              <span className="text-xs font-medium text-gray-600">{productTexts.soldOut}</span>
            )}
          </div>
        </div>
      </Link>
    </article>
  );
}
