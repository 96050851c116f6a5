import { ShoppingBag, Trash2, Truck } from "lucide-react";
import { Link } from "react-router";
import { MAX_LINE_QUANTITY, type CartBasketPrice, type CartLine, type CartTotals } from "../../../domain/orders/cart";
import { formatBaht } from "../../../domain/shared/money";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { commonTexts } from "../../../domain/shared/common-texts";
import { productTexts } from "../../../domain/catalog/product-texts";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import { useBasketPrice } from "./use-basket-price";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { ColourFill } from "../../ui/colour-fill";
import { ResponsiveImage } from "../../ui/responsive-image";
import { useHydrated } from "../../ui/use-hydrated";
import { useCart } from "./cart-context";
import { PointsEarned } from "./points-earned";
import { useCartRefresh } from "./use-cart-refresh";
import { WordGroups } from "../../ui/word-groups";
import { PromotionHints } from "../../ui/promotion-hints";
import { EmptyState } from "../../ui/empty-state";

const m = cartTexts;

export function CartPage() {
  const { lines, totals, updateQuantity, remove } = useCart();
  // The cart lives in this browser only: the server renders a neutral placeholder rather
  // than an "empty cart" that would flash before the stored lines appear.
  const hydrated = useHydrated();
  useCartRefresh(hydrated);
  const basket = useBasketPrice(lines, hydrated);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-ink">{m.title}</h1>
      {!hydrated ? (
        <p role="status" className="mt-8 text-gray-600">
          {commonTexts.loading}
        </p>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <ul className="flex flex-col gap-3" aria-label={m.title}>
            {lines.map((line) => (
              <CartLineItem
                key={`${line.productId}:${line.colorId ?? ""}`}
                line={line}
                onQuantity={(quantity) => updateQuantity(line.productId, line.colorId, quantity)}
                onRemove={() => remove(line.productId, line.colorId)}
              />
            ))}
          </ul>
          <OrderSummary totals={totals} basket={basket} />
        </div>
      )}
    </section>
  );
}

function EmptyCart() {
  return (
    <div className="mt-8">
      <EmptyState icon={ShoppingBag} message={m.empty} action={{ to: "/products", label: m.startShopping }} />
    </div>
  );
}

function CartLineItem({ line, onQuantity, onRemove }: { line: CartLine; onQuantity: (quantity: number) => void; onRemove: () => void }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-brand-100 bg-white p-3 shadow-sm sm:gap-4 sm:p-4" data-testid="cart-line">
      <Link to={`/product/${line.productId}`} className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:size-24">
        <ResponsiveImage src={line.image} alt={`${line.nameThai} ${line.colorName}`} width={96} height={96} sizes="96px" className="size-full object-cover" />
        {/* The product's photo shows its first shade: the picked one is drawn over it (issue 24). */}
        {line.colorHex ? (
          <span className="absolute bottom-1 right-1 size-7 overflow-hidden rounded-full shadow ring-2 ring-white" data-testid="cart-line-shade">
            <ColourFill colour={line.colorHex} />
          </span>
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={`/product/${line.productId}`} className="font-semibold leading-snug text-ink hover:text-brand-700">
              <WordGroups text={line.nameThai} />
            </Link>
            <p className="text-sm text-gray-600">
              {productTexts.colour}: <WordGroups text={line.colorName} />
            </p>
            <p className="text-sm text-gray-600">
              {m.unitPrice} {formatBaht(line.unitPrice)}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`${m.remove}: ${line.nameThai} (${line.colorName})`}
            className="-mr-1 -mt-1 rounded-full p-2 text-gray-600 transition hover:bg-brand-50 hover:text-brand-700"
          >
            <Trash2 className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          {/* Down to 0 removes the line, as the spec's cart rule says. */}
          <QuantityStepper
            value={line.quantity}
            onChange={onQuantity}
            min={0}
            max={Math.min(line.maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)}
            label={`${productTexts.quantity}: ${line.nameThai} (${line.colorName})`}
            decreaseLabel={productTexts.decrease}
            increaseLabel={productTexts.increase}
            size="sm"
          />
          <span className="font-bold text-ink" data-testid="line-total">
            <span className="sr-only">{m.lineTotal} </span>
            {formatBaht(line.unitPrice * line.quantity)}
          </span>
        </div>
      </div>
    </li>
  );
}

function OrderSummary({ totals, basket }: { totals: CartTotals; basket: CartBasketPrice | null }) {
  // Until the server's answer for these lines arrives, the lines' own sum; shipping and discounts are the server's to say.
  const amounts = basket?.amounts ?? null;
  const promotions = basket?.promotions ?? null;
  const freeShipping = promotions?.freeShipping ?? null;
  const progress = freeShipping
    ? freeShipping.reached
      ? 100
      : Math.min(100, Math.round(((freeShipping.threshold - freeShipping.missing) / freeShipping.threshold) * 100))
    : 0;
  return (
    <aside aria-labelledby="order-summary-title" className="rounded-3xl border border-brand-100 bg-white p-5 shadow-sm lg:sticky lg:top-24">
      <h2 id="order-summary-title" className="text-lg font-bold">
        {m.summary}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm" aria-busy={amounts ? undefined : true}>
        <div className="flex justify-between">
          <dt className="text-gray-700">
            {m.subtotal} ({m.itemCount(totals.itemCount)})
          </dt>
          <dd className="font-semibold" data-testid="subtotal">
            {formatBaht(totals.subtotal)}
          </dd>
        </div>
        {promotions?.applied
          .filter((applied) => applied.discount > 0)
          .map((applied) => (
            <div key={applied.title} className="flex justify-between gap-3 text-emerald-700" data-testid="cart-promotion">
              <dt className="min-w-0">
                <WordGroups text={applied.title} />
              </dt>
              <dd className="shrink-0 font-semibold">-{formatBaht(applied.discount)}</dd>
            </div>
          ))}
        {promotions?.gifts.map((gift) => (
          <div key={gift.productId} className="flex justify-between gap-3 text-emerald-700" data-testid="cart-gift">
            <dt className="min-w-0">
              🎁 <WordGroups text={promotionTexts.gift(gift.name, gift.quantity)} />
            </dt>
            <dd className="shrink-0 font-semibold">{promotionTexts.giftLinePrice}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt className="text-gray-700">{m.shipping}</dt>
          <dd className="font-semibold" data-testid="shipping">
            {amounts ? (amounts.shippingFee === 0 ? m.freeShipping : formatBaht(amounts.shippingFee)) : "…"}
          </dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between border-t border-brand-100 pt-3 text-base">
          <dt className="font-bold">{m.total}</dt>
          <dd className="text-xl font-bold text-brand-700" data-testid="total">
            {amounts ? formatBaht(amounts.total) : "…"}
          </dd>
        </div>
      </dl>

      {freeShipping ? (
        <div className="mt-4 rounded-2xl bg-brand-50 p-3 text-sm" data-testid="free-shipping-hint">
          <p className="flex items-center gap-2 font-medium text-ink">
            <Truck className="size-4 shrink-0 text-brand-600" aria-hidden />
            {freeShipping.reached ? m.freeShippingReached : m.freeShippingHint(formatBaht(freeShipping.missing))}
          </p>
          {/* A native bar rather than a width in a style attribute, which the policy refuses (decision 055). */}
          <progress
            value={progress}
            max={100}
            aria-hidden
            className="mt-2 block h-1.5 w-full appearance-none overflow-hidden rounded-full border-0 bg-white [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-500 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-500 [&::-webkit-progress-value]:transition-all"
          />
        </div>
      ) : null}
      {promotions && (promotions.nextTier || promotions.missed.length > 0) ? (
        <PromotionHints promotions={promotions} className="mt-3 space-y-1 text-sm" testId="cart-promotion-hints" />
      ) : null}

      <div className="mt-3">
        <PointsEarned total={amounts?.total ?? totals.subtotal} />
      </div>

      <div className="mt-5 flex flex-col gap-2">
        <Link to="/checkout" className="flex h-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white shadow-md hover:bg-brand-700">
          {m.checkout}
        </Link>
        <Link
          to="/products"
          className="flex h-12 items-center justify-center rounded-full border border-brand-200 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {m.continueShopping}
        </Link>
      </div>
    </aside>
  );
}
