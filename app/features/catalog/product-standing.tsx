import { formatRatingAverage } from "../../../domain/product-reviews/product-review";
import { productReviewTexts as m } from "../../../domain/product-reviews/product-review-texts";

/** Five stars drawn as text, filled up to `rating` (rounded); hidden from screen readers, which read the words beside them. */
export function StarRow({ rating, className = "" }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className={`tracking-tight ${className}`}>
      <span className="text-amber-700">{"★".repeat(filled)}</span>
      <span className="text-gray-500">{"★".repeat(5 - filled)}</span>
    </span>
  );
}

/**
 * A card's or product page's standing: average stars (one decimal) and count, and the units
 * sold (decision 072). Plain markup, no script.
 */
export function ProductStandingLine({ ratingAverage, ratingCount, unitsSold }: { ratingAverage: number | null; ratingCount: number; unitsSold: number }) {
  if (ratingCount === 0 && unitsSold === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-gray-600" data-testid="product-standing">
      {ratingAverage !== null && ratingCount > 0 ? (
        <span className="flex items-center gap-1">
          <StarRow rating={ratingAverage} />
          <span className="sr-only">{m.averageStars(formatRatingAverage(ratingAverage))}</span>
          <span aria-hidden="true" className="font-medium text-ink">
            {formatRatingAverage(ratingAverage)}
          </span>
          <span>({m.reviewCount(ratingCount)})</span>
        </span>
      ) : null}
      {unitsSold > 0 ? <span>{m.unitsSold(unitsSold)}</span> : null}
    </p>
  );
}
