import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { fileTexts } from "../../../domain/shared/file-texts";
import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import {
  PRODUCT_REVIEW_PHOTO_MAX_BYTES,
  PRODUCT_REVIEW_PHOTO_MIME_TYPES,
  PRODUCT_REVIEW_WRITES_PER_HOUR,
} from "../../../domain/product-reviews/product-review-limits";
import { isOrderNumber } from "../../../domain/orders/order-number";
import { maskedReviewerName } from "../../../domain/product-reviews/product-review";
import type { ProductReviewInput } from "../../../domain/product-reviews/product-review-form";
import { productReviewTexts as m } from "../../../domain/product-reviews/product-review-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orderItems, orders, productReviews, products, profiles, users } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { storeMemberImage } from "../../platform/media/image-store";
import { removeStoredUpload } from "../../platform/media/stored-upload-removal";
import { consumeRateLimit } from "../../platform/security/rate-limit";
import { lockedRow } from "../../platform/db/locked-row";

/** Review photos show at most a phone's width on the product page; 960 is a ladder width. */
const PHOTO_MAX_WIDTH = 960;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One folder for every buyer's photos, each file named by a random key (decision 113): a public
 * link says nothing of who wrote the review, nor ties two of their reviews together.
 */
export const REVIEW_PHOTO_FOLDER = "product-reviews";

const notReviewable = refused(404, m.notReviewable);
const photoRejections = {
  size: refused(413, fileTexts.tooLarge, "photo"),
  dimensions: refused(422, fileTexts.imageDimensionsTooLarge(IMAGE_MAX_SIDE_PX), "photo"),
  type: refused(415, fileTexts.invalidType, "photo"),
  unreadable: refused(415, fileTexts.invalidType, "photo"),
};

/** The member's own order with this number, delivered and kept: not refunded in full (decision 104), as a rating speaks for a lipstick the member has. */
function reviewableOrder(userId: string, orderNumber: string) {
  return and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId), eq(orders.status, "delivered"), sql`${orders.paymentStatus} <> 'refunded'`);
}

/**
 * The member's delivered order with this number that holds this product, or none: the one
 * rule of who may review what (decision 072). Read with a share lock inside the write's
 * transaction, so the order cannot be cancelled or moved under the review.
 */
function deliveredPurchase(db: DatabaseOrTransaction, userId: string, orderNumber: string, productId: string) {
  return db
    .select({ orderId: orders.id })
    .from(orders)
    .where(
      and(
        reviewableOrder(userId, orderNumber),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = ${productId} and ${orderItems.returnedQuantity} < ${orderItems.quantity})`,
      ),
    );
}

export type ReviewFormPage = {
  orderNumber: string;
  product: { id: string; nameThai: string; name: string; imageUrl: string | null; slug: string };
  review: { rating: number; text: string; photoUrl: string | null } | null;
};

/** `/member/review`: the product to review from the member's delivered order, and their review of it so far. */
export async function loadReviewForm(db: DatabaseOrTransaction, userId: string, orderNumber: string, productId: string): Promise<Outcome<ReviewFormPage>> {
  if (!isOrderNumber(orderNumber) || !UUID.test(productId)) return notReviewable;
  const [purchase] = await deliveredPurchase(db, userId, orderNumber, productId);
  if (!purchase) return notReviewable;
  const [product] = await db
    .select({ id: products.id, nameThai: products.nameThai, name: products.name, imageUrl: products.imageUrl, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return notReviewable;
  const [review] = await db
    .select({ rating: productReviews.rating, text: productReviews.text, photoUrl: productReviews.photoUrl })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
  return { ok: true, value: { orderNumber, product, review: review ?? null } };
}

/**
 * Writes the member's review of a product from a delivered order of theirs: a first review,
 * or an edit of the one they wrote before (one per member and product). A photo is checked
 * and re-encoded by the one image checker before the transaction; the purchase is checked
 * and the row written in one transaction; a replaced photo's files are removed after it.
 * A review staff hid stays hidden when edited.
 */
export async function saveProductReview(
  db: ShopDatabase,
  userId: string,
  input: ProductReviewInput,
  photo: Uint8Array | null,
  uploadsDir: string,
): Promise<Outcome> {
  if (!isOrderNumber(input.order)) return notReviewable;
  const verdict = await consumeRateLimit(db, `product-review:${userId}`, {
    maxAttempts: PRODUCT_REVIEW_WRITES_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  if (!verdict.allowed) return refused(429, m.tooManyReviews, undefined, { retryAfterSeconds: verdict.retryAfterSeconds });

  let photoUrl: string | null = null;
  if (photo) {
    const stored = await storeMemberImage(
      photo,
      {
        uploadsDir,
        folder: REVIEW_PHOTO_FOLDER,
        maxBytes: PRODUCT_REVIEW_PHOTO_MAX_BYTES,
        allowedMimeTypes: PRODUCT_REVIEW_PHOTO_MIME_TYPES,
        maxWidth: PHOTO_MAX_WIDTH,
      },
      photoRejections,
      { log: "A review photo could not be stored", userId, field: "photo" },
    );
    if (!stored.ok) return stored;
    photoUrl = stored.value.url;
  }

  let outcome: { saved: false } | { saved: true; previousPhoto: string | null };
  try {
    outcome = await db.transaction(async (tx) => {
      const [purchase] = await deliveredPurchase(tx, userId, input.order, input.product).for("share", { of: orders });
      if (!purchase) return { saved: false as const };
      const before = await lockedRow(
        tx
          .select({ photoUrl: productReviews.photoUrl })
          .from(productReviews)
          .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, input.product))),
      );
      const keptPhoto = photoUrl ?? (input.removePhoto ? null : (before?.photoUrl ?? null));
      const fields = { rating: input.rating, text: input.text, photoUrl: keptPhoto, orderId: purchase.orderId };
      await tx
        .insert(productReviews)
        .values({ userId, productId: input.product, ...fields })
        .onConflictDoUpdate({ target: [productReviews.userId, productReviews.productId], set: { ...fields, updatedAt: new Date() } });
      const previousPhoto = before?.photoUrl && before.photoUrl !== keptPhoto ? before.photoUrl : null;
      return { saved: true as const, previousPhoto };
    });
  } catch (error) {
    logger.error("A product review could not be saved", { userId, ...errorFields(error) });
    if (photoUrl) await removeStoredUpload(uploadsDir, REVIEW_PHOTO_FOLDER, photoUrl);
    throw error;
  }
  if (!outcome.saved) {
    if (photoUrl) await removeStoredUpload(uploadsDir, REVIEW_PHOTO_FOLDER, photoUrl);
    return notReviewable;
  }
  if (outcome.previousPhoto) await removeStoredUpload(uploadsDir, REVIEW_PHOTO_FOLDER, outcome.previousPhoto);
  return { ok: true };
}

export type ShownProductReview = {
  id: string;
  rating: number;
  text: string;
  photoUrl: string | null;
  reviewerName: string;
  createdAt: Date;
};

/** The product page's reviews: shown ones only, newest first, `limit` of them and whether there are more. */
export async function listProductReviews(
  db: DatabaseOrTransaction,
  productId: string,
  limit: number,
): Promise<{ reviews: ShownProductReview[]; hasMore: boolean }> {
  const rows = await db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      text: productReviews.text,
      photoUrl: productReviews.photoUrl,
      createdAt: productReviews.createdAt,
      name: users.name,
      deletedAt: users.deletedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .leftJoin(profiles, eq(profiles.userId, productReviews.userId))
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit + 1);
  return {
    hasMore: rows.length > limit,
    reviews: rows.slice(0, limit).map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      photoUrl: row.photoUrl,
      createdAt: row.createdAt,
      // A deleted member's review keeps its stars, never a name.
      reviewerName: row.deletedAt ? m.anonymousReviewer : maskedReviewerName(row.firstName, row.lastName, row.displayName ?? row.name),
    })),
  };
}

export type ReviewableProduct = { productId: string; productName: string; reviewed: boolean };

/** The order page's "รีวิวสินค้า" actions: each product of the member's own delivered order, and whether they reviewed it. */
export async function reviewableProducts(db: DatabaseOrTransaction, userId: string, orderNumber: string): Promise<ReviewableProduct[]> {
  const rows = await db
    .selectDistinctOn([orderItems.productId], {
      productId: orderItems.productId,
      productName: orderItems.productName,
      reviewed: sql<boolean>`exists (select 1 from ${productReviews} where ${productReviews.userId} = ${userId} and ${productReviews.productId} = ${orderItems.productId})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(reviewableOrder(userId, orderNumber), sql`${orderItems.productId} is not null and ${orderItems.returnedQuantity} < ${orderItems.quantity}`))
    .orderBy(orderItems.productId, orderItems.productName);
  return rows.map((row) => ({ productId: row.productId!, productName: row.productName, reviewed: Boolean(row.reviewed) }));
}
