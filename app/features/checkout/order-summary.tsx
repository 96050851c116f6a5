import { ChoiceOptions, FieldAlert } from "../../ui/form-controls";
import { useId } from "react";
import type { CheckoutSummaryView } from "../../../domain/orders/checkout-form";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { productTexts } from "../../../domain/catalog/product-texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { redemptionValue } from "../../../domain/loyalty/loyalty";
import { loyaltyTexts } from "../../../domain/loyalty/loyalty-texts";
import { PointsEarned } from "../cart/points-earned";
import { responsiveImage } from "../../../domain/shared/responsive-image";
import { WordGroups } from "../../ui/word-groups";
import { PromotionHints } from "../../ui/promotion-hints";
import { TitledSection } from "../../ui/titled-section";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import type { BasketPromotionsView } from "../../../domain/promotions/promotion-view";

const m = checkoutTexts;

/**
 * Lines and amounts as the server priced them, with the points choice (when the member has
 * points to use). The hidden line fields are what the order is placed from — which product,
 * which shade, how many; never a price.
 */
export function OrderSummary(props: {
  summary: CheckoutSummaryView;
  loyaltyPoints: number;
  redeemablePoints: number[];
  redeemPoints: number;
  onRedeemPoints: (points: number) => void;
  total: Satang;
  pointsError?: string;
  /** Without JavaScript the total cannot follow the points choice: a button asks the server. */
  showRecalculate: boolean;
  /** The typed code's problem, beside its field. */
  codeError?: string;
  /** The code as the shopper last sent it (kept in the field after a refusal). */
  sentCode?: string;
}) {
  const { summary, redeemPoints } = props;
  const discount = redemptionValue(redeemPoints);
  const pointsId = useId();
  return (
    <TitledSection
      id="checkout-summary-heading"
      title={m.summarySection}
      className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5"
      headingClassName="text-lg font-semibold"
    >
      {summary.lines.length === 0 ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800">{m.nothingToOrder}</p>
      ) : summary.removedLines > 0 ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800">{m.linesRemoved}</p>
      ) : null}
      <ul className="divide-y divide-brand-50">
        {summary.lines.map((line) => (
          <li key={`${line.productId}:${line.colorId ?? ""}`} className="flex justify-between gap-3 py-2 text-sm">
            <input type="hidden" name="productId" value={line.productId} />
            <input type="hidden" name="colorId" value={line.colorId ?? ""} />
            <input type="hidden" name="quantity" value={line.quantity} />
            <div className="flex min-w-0 gap-3">
              <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-brand-50">
                <Thumbnail url={line.image} />
              </div>
              <div className="min-w-0">
                <p className="font-medium">
                  <WordGroups text={line.nameThai} />
                </p>
                <p className="text-gray-600">
                  {productTexts.colour}: <WordGroups text={line.colorName} /> · {m.quantity(line.quantity)}
                </p>
              </div>
            </div>
            <p className="shrink-0 font-medium">{formatBaht(line.unitPrice * line.quantity)}</p>
          </li>
        ))}
        {summary.promotions.gifts.map((gift) => (
          <li key={`gift:${gift.productId}`} className="flex justify-between gap-3 py-2 text-sm" data-testid="checkout-gift">
            <p className="min-w-0 font-medium text-emerald-800">
              🎁 <WordGroups text={promotionTexts.gift(gift.name, gift.quantity)} />
            </p>
            <p className="shrink-0 font-medium text-emerald-800">{promotionTexts.giftLinePrice}</p>
          </li>
        ))}
        {summary.soldOutLines.map((line) => (
          <li key={`sold-out:${line.productId}:${line.colorId ?? ""}`} className="flex justify-between gap-3 py-2 text-sm text-gray-500">
            <p className="min-w-0 line-through">
              <WordGroups text={line.nameThai} />
            </p>
            <p className="shrink-0 font-medium text-amber-800">{productTexts.soldOut}</p>
          </li>
        ))}
      </ul>

      {summary.lines.length > 0 ? <PromotionCode promotions={summary.promotions} error={props.codeError} sentCode={props.sentCode} /> : null}

      {props.redeemablePoints.length > 0 && summary.lines.length > 0 ? (
        <div className="rounded-xl bg-brand-50 p-3">
          <label htmlFor={pointsId} className="block text-sm font-medium">
            {m.pointsSection}
          </label>
          <p className="text-sm text-gray-700" data-testid="checkout-points-balance">
            {m.pointsBalance(props.loyaltyPoints)} · {m.pointsMax(formatBaht(redemptionValue(props.redeemablePoints.at(-1) ?? 0)))}
          </p>
          <div className="mt-2 flex gap-2">
            <select
              id={pointsId}
              name="redeemPoints"
              value={redeemPoints}
              onChange={(event) => props.onRedeemPoints(Number(event.target.value))}
              aria-invalid={props.pointsError ? true : undefined}
              className="min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm"
            >
              <option value={0}>{m.pointsNone}</option>
              <ChoiceOptions values={props.redeemablePoints} label={(points) => m.pointsOption(points, formatBaht(redemptionValue(points)))} />
            </select>
            {props.showRecalculate ? (
              <button type="submit" name="intent" value="review" className="rounded-xl border border-brand-300 px-3 text-sm font-medium text-brand-700">
                {m.pointsApply}
              </button>
            ) : null}
          </div>
          <FieldAlert error={props.pointsError} />
        </div>
      ) : (
        <>
          <input type="hidden" name="redeemPoints" value={0} />
          {props.loyaltyPoints > 0 ? (
            <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-700" data-testid="checkout-points-balance">
              {loyaltyTexts.notYetRedeemable(props.loyaltyPoints)}
            </p>
          ) : null}
        </>
      )}

      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>{m.subtotal}</dt>
          <dd>{formatBaht(summary.amounts.subtotal)}</dd>
        </div>
        {summary.promotions.applied
          .filter((applied) => applied.discount > 0)
          .map((applied) => (
            <div key={applied.title} className="flex justify-between gap-3 text-emerald-700" data-testid="checkout-promotion">
              <dt className="min-w-0">
                <WordGroups text={applied.code ? `${applied.title} (${applied.code})` : applied.title} />
              </dt>
              <dd className="shrink-0">-{formatBaht(applied.discount)}</dd>
            </div>
          ))}
        <div className="flex justify-between">
          <dt>{m.shipping}</dt>
          <dd>{summary.amounts.shippingFee === 0 ? m.freeShipping : formatBaht(summary.amounts.shippingFee)}</dd>
        </div>
        {discount > 0 ? (
          <div className="flex justify-between text-emerald-700">
            <dt>{m.discount}</dt>
            <dd>-{formatBaht(discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-brand-100 pt-2 text-base font-bold">
          <dt>{m.total}</dt>
          <dd data-testid="checkout-total">{formatBaht(props.total)}</dd>
        </div>
      </dl>
      {summary.lines.length > 0 ? <PointsEarned total={props.total} /> : null}
    </TitledSection>
  );
}

/**
 * The code field and what the promotions did: applied ones are in the amounts below; here, why
 * the others did not apply and how close a spend tier is. "ใช้โค้ด" asks the server (with or
 * without JavaScript): the browser prices nothing.
 */
function PromotionCode({ promotions, error, sentCode }: { promotions: BasketPromotionsView; error?: string; sentCode?: string }) {
  const codeId = useId();
  const hintId = useId();
  return (
    <div className="space-y-2 rounded-xl border border-brand-100 p-3" data-testid="checkout-promotions">
      <label htmlFor={codeId} className="block text-sm font-medium">
        {promotionTexts.codeLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={codeId}
          name="promoCode"
          defaultValue={sentCode ?? promotions.code}
          placeholder={promotionTexts.codePlaceholder}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={promotions.missed.length > 0 || promotions.nextTier ? hintId : undefined}
          className="min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm uppercase"
        />
        <button type="submit" name="intent" value="review" className="rounded-xl border border-brand-300 px-3 text-sm font-medium text-brand-700">
          {promotionTexts.applyCode}
        </button>
      </div>
      <FieldAlert error={error} />
      <PromotionHints promotions={promotions} id={hintId} className="space-y-1 text-sm" />
    </div>
  );
}

/**
 * A small WebP from the image's width ladder. Not the shared ResponsiveImage: importing it here
 * regroups the storefront's shared chunks and costs product pages ~2 KB on a first visit.
 */
function Thumbnail({ url }: { url: string | null }) {
  const source = responsiveImage(url);
  if (!source) return null;
  return <img src={source.src} srcSet={source.webpSrcSet} sizes="48px" width={48} height={48} alt="" loading="lazy" className="size-full object-cover" />;
}
