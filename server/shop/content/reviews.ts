import { asc, eq, sql } from "drizzle-orm";
import { starRating, type ReviewView } from "../../../domain/content/content";
import { reviewTexts } from "../../../domain/content/review-texts";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { preparedQuery } from "../../platform/db/prepared-query";
import { reviews } from "../../platform/db/schema";

const activeReviews = preparedQuery((db) =>
  db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      avatarUrl: reviews.avatarUrl,
      text: reviews.text,
      rating: reviews.rating,
      productName: reviews.productName,
      productImage: reviews.productImage,
    })
    .from(reviews)
    .where(eq(reviews.isActive, true))
    .orderBy(asc(reviews.sortOrder), asc(reviews.createdAt), asc(reviews.id))
    // LIMIT NULL is no limit at all.
    .limit(sql.placeholder("limit"))
    .prepare("active_reviews"),
);

/** Active customer reviews in sort order; `limit` for the home carousel (at most 8 there). */
export async function listActiveReviews(db: DatabaseOrTransaction, limit?: number): Promise<ReviewView[]> {
  const rows = await activeReviews(db).execute({ limit: limit ?? null });
  return rows.map((row) => ({
    ...row,
    rating: starRating(row.rating),
    productName: row.productName.trim() || reviewTexts.defaultProductName,
    avatarUrl: row.avatarUrl?.trim() || null,
    productImage: row.productImage?.trim() || null,
  }));
}
