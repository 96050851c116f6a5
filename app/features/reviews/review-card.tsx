import { useEffect, useRef, useState } from "react";
import { reviewerInitial, type ReviewView } from "../../../domain/content/content";
import { reviewTexts } from "../../../domain/content/review-texts";
import { thumbnailUrl } from "../../../domain/shared/responsive-image";
import { ResponsiveImage } from "../../ui/responsive-image";
import { WordGroups } from "../../ui/word-groups";

const m = reviewTexts;

/** One customer review: avatar (or initial), stars, text, reviewer, reviewed product. */
export function ReviewCard({ review }: { review: ReviewView }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <ReviewerAvatar name={review.reviewerName} url={review.avatarUrl} />
        <div>
          <figcaption className="font-semibold text-ink">{review.reviewerName}</figcaption>
          <Stars rating={review.rating} />
        </div>
      </div>
      <blockquote className="flex-1 text-gray-700">
        <p>{`“${review.text}”`}</p>
      </blockquote>
      <div className="flex items-center gap-3 border-t border-brand-100 pt-4">
        {review.productImage ? (
          // 48 px wide: the smallest rendition is sharp even on a 3× screen.
          <ResponsiveImage
            src={thumbnailUrl(review.productImage)!}
            alt=""
            width={48}
            height={48}
            sizes="48px"
            className="size-12 shrink-0 rounded-lg bg-brand-50 object-cover"
          />
        ) : (
          <span className="size-12 shrink-0 rounded-lg bg-brand-50" aria-hidden />
        )}
        <p className="text-sm text-gray-600">
          <span className="sr-only">{m.product}: </span>
          <WordGroups text={review.productName} />
        </p>
      </div>
    </figure>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={m.stars(rating)}
      // Whole stars 0–5 (reviews are rated 1–5); app.css sets --rating per value, as the policy allows no style attribute (decision 055).
      data-rating={Math.min(5, Math.max(0, Math.round(rating)))}
    />
  );
}

/**
 * The reviewer's photo, or their initial when there is none or it fails to load (spec §8:
 * a broken avatar shows a placeholder). A load failure before hydration fires no React
 * event, so the image is checked once after mounting too.
 */
function ReviewerAvatar({ name, url }: { name: string; url: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const image = holder.current?.querySelector("img");
    if (image?.complete && image.naturalWidth === 0 && url) setFailedUrl(url);
  }, [url]);
  if (!url || failedUrl === url) {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700" aria-hidden>
        {reviewerInitial(name)}
      </span>
    );
  }
  return (
    <span ref={holder} className="size-12 shrink-0">
      <ResponsiveImage
        src={url}
        alt=""
        width={48}
        height={48}
        sizes="48px"
        className="size-12 rounded-full bg-brand-100 object-cover"
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}
