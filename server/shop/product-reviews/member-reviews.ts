// A member's own reviews as PDPA asks (decisions 074, 105): in their data export, and at their
// leaving, when each keeps its stars, which stay in the product's average (decision 072), and
// loses its words and its photo.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders, productReviews, products } from "../../platform/db/schema";
import { removeStoredUpload } from "../../platform/media/stored-upload-removal";
import { REVIEW_PHOTO_FOLDER } from "./product-reviews";

/**
 * Empties the text and drops the photo of every review of the member, in the caller's
 * transaction. Answers the photos' links, whose files go once the transaction has committed
 * (`removeErasedReviewPhotos`).
 */
export async function eraseMemberReviews(tx: DatabaseOrTransaction, userId: string, now: Date): Promise<string[]> {
  const photos = await tx
    .select({ photoUrl: productReviews.photoUrl })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), isNotNull(productReviews.photoUrl)));
  await tx.update(productReviews).set({ text: "", photoUrl: null, updatedAt: now }).where(eq(productReviews.userId, userId));
  return photos.map((row) => row.photoUrl!);
}

/** Removes every rendition of the erased photos (after the commit; a failure is logged, never thrown). */
export async function removeErasedReviewPhotos(uploadsDir: string, photoUrls: readonly string[]): Promise<void> {
  for (const url of photoUrls) await removeStoredUpload(uploadsDir, REVIEW_PHOTO_FOLDER, url);
}

/** The member's reviews for their data export: the product, the stars, the words, the photo's link, and whether staff hid it. */
export async function memberReviewsForExport(db: DatabaseOrTransaction, userId: string, publicUrl: string) {
  const rows = await db
    .select({
      product: products.nameThai,
      orderNumber: orders.orderNumber,
      rating: productReviews.rating,
      text: productReviews.text,
      photoUrl: productReviews.photoUrl,
      hiddenByShop: productReviews.hiddenAt,
      writtenAt: productReviews.createdAt,
      editedAt: productReviews.updatedAt,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(orders, eq(orders.id, productReviews.orderId))
    .where(eq(productReviews.userId, userId))
    .orderBy(asc(productReviews.createdAt));
  return rows.map(({ photoUrl, hiddenByShop, ...review }) => ({
    ...review,
    photoUrl: photoUrl ? `${publicUrl}${photoUrl}` : null,
    hiddenByShop: hiddenByShop !== null,
  }));
}
