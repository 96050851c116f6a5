import { ORDER_REQUEST_PATH, REQUEST_BODY_MAX_BYTES, REQUEST_PHOTO_MAX_BYTES, STAFF_AFTER_SALE_PATH } from "../../../domain/after-sale/after-sale-policy";
import { fileTexts } from "../../../domain/shared/file-texts";
import type { FeatureEntries } from "../../platform/http/feature-entries";

/** After the sale's entries in the platform's lists (decision 060, 102). */
export const afterSaleEntries: FeatureEntries = {
  // /order-request (the member's request page) and its private files below it.
  privateFirstSegments: ["order-request"],
  bodyAllowances: [
    // Up to five photos with the form's fields.
    { path: ORDER_REQUEST_PATH, maxBytes: REQUEST_BODY_MAX_BYTES, tooLargeMessage: fileTexts.tooLarge },
    // A refund's transfer slip with the dialog's fields.
    { path: STAFF_AFTER_SALE_PATH, maxBytes: REQUEST_PHOTO_MAX_BYTES + 64 * 1024, tooLargeMessage: fileTexts.tooLarge },
  ],
};
