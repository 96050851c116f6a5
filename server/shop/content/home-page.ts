import { FEATURED_PRODUCTS_COUNT } from "../../../domain/catalog/catalog-limits";
import { MAX_REVIEWS_SHOWN } from "../../../domain/content/content-limits";
import { listFeaturedProducts } from "../catalog/product-queries";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { heroSlides as heroSlideRows, reviews as reviewRows, videos as videoRows } from "../../platform/db/schema";
import { listActiveReviews } from "./reviews";
import { listActiveSlides } from "./slides";
import { memoUntilStorefrontChanges } from "./storefront-memo";
import { listActiveVideos } from "./videos";

// Staff's content, changed from the back-office and never by an order: kept until its own table
// changes (decision 093). The featured products (stock, sale prices, sold counts) are read afresh.
const keptHeroSlides = memoUntilStorefrontChanges((db: DatabaseOrTransaction) => listActiveSlides(db, "hero"), [heroSlideRows]);
const keptReviews = memoUntilStorefrontChanges((db: DatabaseOrTransaction) => listActiveReviews(db, MAX_REVIEWS_SHOWN), [reviewRows]);
const keptVideos = memoUntilStorefrontChanges((db: DatabaseOrTransaction) => listActiveVideos(db), [videoRows]);

/** Everything the home page shows, read in parallel. */
export async function loadHomePage(db: DatabaseOrTransaction) {
  const [heroSlides, featured, reviews, videos] = await Promise.all([
    keptHeroSlides(db),
    listFeaturedProducts(db, FEATURED_PRODUCTS_COUNT),
    keptReviews(db),
    keptVideos(db),
  ]);
  return { heroSlides, featured, reviews, videos };
}
