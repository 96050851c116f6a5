import { TitledSection } from "../../ui/titled-section";
import { Link } from "react-router";
import { formatThaiDate } from "../../../domain/shared/dates";
import { productReviewTexts as m } from "../../../domain/product-reviews/product-review-texts";
import { ResponsiveImage } from "../../ui/responsive-image";
import { StarRow } from "./product-standing";

export type ProductReviewItem = {
  id: string;
  rating: number;
  text: string;
  photoUrl: string | null;
  reviewerName: string;
  createdAt: string | Date;
};

/**
 * The product page's reviews from buyers (decision 072): newest first, the reviewer by a
 * masked name, the stars also as words for screen readers; "ดูเพิ่มเติม" is a plain link
 * that asks for more (no script).
 */
export function ProductReviewsSection({ reviews, moreHref }: { reviews: readonly ProductReviewItem[]; moreHref: string | null }) {
  return (
    <TitledSection
      id="buyer-reviews-title"
      title={m.sectionTitle}
      className="mt-10 border-t border-brand-100 pt-6"
      headingClassName="text-lg font-bold text-ink"
    >
      {reviews.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{m.noReviews}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-brand-100 bg-white p-4" data-testid="buyer-review">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <StarRow rating={review.rating} />
                <span className="sr-only">{m.stars(review.rating)}</span>
                <span className="font-semibold text-ink">{review.reviewerName}</span>
                <span className="text-xs text-emerald-800">{m.verifiedBuyer}</span>
                <span className="text-xs text-gray-600">{formatThaiDate(review.createdAt)}</span>
              </p>
              {review.text ? <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{review.text}</p> : null}
              {review.photoUrl ? (
                <ResponsiveImage
                  src={review.photoUrl}
                  alt={m.reviewPhotoAlt(review.reviewerName)}
                  width={240}
                  height={240}
                  sizes="240px"
                  className="mt-3 size-40 rounded-xl object-cover"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {moreHref ? (
        <Link to={moreHref} preventScrollReset className="mt-4 inline-block rounded-full border border-brand-300 px-4 py-2 text-sm font-medium text-brand-700">
          {m.showMore}
        </Link>
      ) : null}
    </TitledSection>
  );
}
