import { z } from "zod";
import { PRODUCT_REVIEW_TEXT_MAX_LENGTH } from "./product-review-limits";
import { productReviewTexts as m } from "./product-review-texts";

/** The review form (decision 072): stars required, text optional and length-limited, the photo read apart. */
export const productReviewSchema = z.object({
  order: z.string({ error: m.notReviewable }).trim().min(1, m.notReviewable),
  product: z.string({ error: m.notReviewable }).uuid(m.notReviewable),
  rating: z.coerce.number({ error: m.ratingRequired }).int(m.ratingRequired).min(1, m.ratingRequired).max(5, m.ratingRequired),
  text: z.string().trim().max(PRODUCT_REVIEW_TEXT_MAX_LENGTH, m.textTooLong(PRODUCT_REVIEW_TEXT_MAX_LENGTH)).optional().default(""),
  removePhoto: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

export type ProductReviewInput = z.output<typeof productReviewSchema>;
