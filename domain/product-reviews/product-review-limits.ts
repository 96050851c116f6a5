import { MEGABYTE } from "../shared/limits";

// The product-reviews feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

// Ratings from real buyers (decision 072).
export const PRODUCT_REVIEW_TEXT_MAX_LENGTH = 1000;
/** A phone photo, re-encoded on the way in (the one image checker and encoder). */
export const PRODUCT_REVIEW_PHOTO_MAX_BYTES = 5 * MEGABYTE;
/** The review form's body: room for the multipart boundaries and the text around a photo of the maximum size. */
export const PRODUCT_REVIEW_REQUEST_MAX_BYTES = PRODUCT_REVIEW_PHOTO_MAX_BYTES + 64 * 1024;
export const PRODUCT_REVIEW_PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** How many reviews the product page shows at first; "ดูเพิ่มเติม" shows this many more each time. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
/** Reviews written or edited by one member in an hour (server/platform/security/rate-limit.ts). */
export const PRODUCT_REVIEW_WRITES_PER_HOUR = 20;
