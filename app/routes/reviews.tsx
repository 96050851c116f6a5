import { listActiveReviews } from "../../server/shop/content/reviews";
import { database } from "../../server/platform/db/database";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { ReviewsPage } from "../features/reviews/reviews-page";
import { reviewTexts } from "../../domain/content/review-texts";
import type { Route } from "./+types/reviews";

export async function loader() {
  return { reviews: await listActiveReviews(database()) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = shopOf(matches);
  return storefrontPageMeta({
    title: reviewTexts.pageTitle,
    description: reviewTexts.pageIntro,
    path: "/reviews",
    shop,
    image: loaderData?.reviews.find((review) => review.productImage)?.productImage,
  });
}

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage reviews={loaderData.reviews} />;
}
