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
import { TitledSection } from "../../ui/titled-section";

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
        {summary.soldOutLines.map((line) => (
          <li key={`sold-out:${line.productId}:${line.colorId ?? ""}`} className="flex justify-between gap-3 py-2 text-sm text-gray-500">
            <p className="min-w-0 line-through">
              <WordGroups text={line.nameThai} />
            </p>
            <p className="shrink-0 font-medium text-amber-800">{productTexts.soldOut}</p>
          </li>
        ))}
      </ul>

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
 * A small WebP from the image's width ladder. Not the shared ResponsiveImage: importing it here
 * regroups the storefront's shared chunks and costs product pages ~2 KB on a first visit.
 */
function Thumbnail({ url }: { url: string | null }) {
  const source = responsiveImage(url);
  if (!source) return null;
  return <img src={source.src} srcSet={source.webpSrcSet} sizes="48px" width={48} height={48} alt="" loading="lazy" className="size-full object-cover" />;
}
