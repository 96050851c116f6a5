import { FEATURED_PRODUCTS_COUNT, MAX_REVIEWS_SHOWN } from "../../domain/limits";
import { listFeaturedProducts } from "../catalog/product-queries";
import type { DatabaseOrTransaction } from "../db/database";
import { listActiveReviews } from "./reviews";
import { listActiveSlides } from "./slides";
import { listActiveVideos } from "./videos";

/** Everything the home page shows, read in parallel. */
export async function loadHomePage(db: DatabaseOrTransaction) {
  const [heroSlides, featured, reviews, videos] = await Promise.all([
    listActiveSlides(db, "hero"),
    listFeaturedProducts(db, FEATURED_PRODUCTS_COUNT),
    listActiveReviews(db, MAX_REVIEWS_SHOWN),
    listActiveVideos(db),
  ]);
  return { heroSlides, featured, reviews, videos };
}
