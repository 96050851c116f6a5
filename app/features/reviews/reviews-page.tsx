import type { ReviewView } from "../../../domain/content/content";
import { reviewTexts } from "../../../domain/content/review-texts";
import { ReviewCard } from "./review-card";

const m = reviewTexts;

/** /reviews: every active review in a grid. */
export function ReviewsPage({ reviews }: { reviews: readonly ReviewView[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{m.pageTitle}</h1>
      <p className="mt-2 text-gray-600">{m.pageIntro}</p>
      <p className="mt-1 text-sm text-gray-600">{m.staffChosen}</p>
      {reviews.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-brand-50 p-8 text-center text-gray-700">{m.none}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
