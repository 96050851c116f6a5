import { PRODUCT_REVIEW_REQUEST_MAX_BYTES } from "../../../domain/product-reviews/product-review-limits";
import { PRODUCT_REVIEW_PATH } from "../../../domain/product-reviews/product-review";
import { fileTexts } from "../../../domain/shared/file-texts";
import type { FeatureEntries } from "../../platform/http/feature-entries";

/** Buyers' reviews in the platform's lists (decision 072): the form lives under the private /member, and carries a photo. */
export const productReviewEntries: FeatureEntries = {
  bodyAllowances: [{ path: PRODUCT_REVIEW_PATH, maxBytes: PRODUCT_REVIEW_REQUEST_MAX_BYTES, tooLargeMessage: fileTexts.tooLarge }],
};
