import type { ReviewView } from "../../../domain/content/content";
import { homeTexts } from "./texts";
import { reviewTexts } from "../../../domain/content/review-texts";
import { Carousel } from "../../ui/carousel";
import { ReviewCard } from "../reviews/review-card";
import { SectionHeading } from "../../ui/section-heading";

/** The home page's reviews carousel: 1 card per view on phones, 2 at md, 3 at lg widths. */
export function ReviewsSection({ reviews }: { reviews: readonly ReviewView[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="bg-brand-50/60 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="reviews-title" title={homeTexts.reviewsTitle} link={{ to: "/reviews", label: reviewTexts.allReviews }} />
        {/* Staff enter and pick these (/admin/reviews); saying so keeps them from passing as buyers' reviews (issue 40). */}
        <p className="-mt-4 mb-6 text-sm text-gray-600">{reviewTexts.staffChosen}</p>
        <Carousel label={homeTexts.reviewsLabel} slideClassName="basis-full md:basis-1/2 lg:basis-1/3" spaced>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
