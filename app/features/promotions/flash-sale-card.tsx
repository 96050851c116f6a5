import { Palette, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { toast } from "../../ui/toasts";
import { discountPercent, flashSaleCartItem, type FlashSaleView } from "../../../domain/promotions/flash-sale";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { productTexts } from "../../../domain/catalog/product-texts";
import { promotionTexts } from "./texts";
import { formatBaht } from "../../../domain/shared/money";
import { ProductPicture } from "../../ui/product-picture";
import { useCart } from "../cart/cart-context";
import { Countdown } from "./countdown";
import { WordGroups } from "../../ui/word-groups";

const m = promotionTexts;

/** How wide a sale's picture is drawn: four cards a row on a wide screen, two on a tablet, one on a phone. */
const SALE_IMAGE_SIZES = "(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw";

/** A running flash sale: discount badge, picture, prices, live countdown and add to cart at the sale price. */
export function FlashSaleCard({ sale, now, priority }: { sale: FlashSaleView; now: number; priority: boolean }) {
  const { add } = useCart();
  const expired = now >= Date.parse(sale.endTime);
  const soldOut = sale.stockQuantity <= 0;
  const addToCart = () => {
    add(flashSaleCartItem(sale), 1);
    toast.success(cartTexts.added, {
      description: `${sale.productNameThai} · ${formatBaht(sale.salePrice)}`,
    });
  };
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm" data-flash-sale>
      <ProductPicture src={sale.image} alt={sale.productNameThai} width={400} sizes={SALE_IMAGE_SIZES} priority={priority}>
        <span className="absolute left-3 top-3 rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white shadow" data-discount-badge>
          {m.discountBadge(discountPercent(sale.originalPrice, sale.salePrice))}
        </span>
      </ProductPicture>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="font-semibold leading-snug text-ink">
          <WordGroups text={sale.productNameThai} />
        </h3>
        <p className="flex items-baseline gap-2">
          <span className="sr-only">{m.salePrice}</span>
          <span className="text-2xl font-bold text-brand-700">{formatBaht(sale.salePrice)}</span>
          <span className="sr-only">{m.originalPrice}</span>
          <s className="text-sm text-gray-500">{formatBaht(sale.originalPrice)}</s>
        </p>
        <Countdown endTime={sale.endTime} now={now} />
        {sale.hasShades && !expired && !soldOut ? (
          <Link
            to={`/products/${sale.productSlug}`}
            aria-label={m.chooseShadeOf(sale.productNameThai)}
            className="mt-auto flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-700"
          >
            <Palette className="size-5" aria-hidden />
            {m.chooseShade}
          </Link>
        ) : (
          <button
            type="button"
            onClick={addToCart}
            disabled={expired || soldOut}
            className="mt-auto flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600"
          >
            <ShoppingBag className="size-5" aria-hidden />
            {soldOut ? productTexts.soldOut : productTexts.addToCart}
          </button>
        )}
      </div>
    </article>
  );
}
