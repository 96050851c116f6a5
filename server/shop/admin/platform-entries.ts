import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { adminStockTexts } from "../../../domain/admin/admin-stock-texts";
import { STOCK_SHEET_MAX_BYTES } from "../../../domain/stock/stock-sheet";
import { adminSlideTexts } from "../../../domain/admin/admin-slide-texts";
import { adminSocialLinkTexts } from "../../../domain/admin/admin-social-link-texts";
import { IMAGE_LIBRARY_MAX_BYTES } from "../../../domain/admin/control-panel";
import { controlPanelTexts } from "../../../domain/admin/control-panel-texts";
import { PRODUCT_IMAGE_MAX_BYTES } from "../../../domain/catalog/catalog-limits";
import { SOCIAL_LOGO_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../domain/content/content-limits";
import type { FeatureEntries } from "../../platform/http/feature-entries";

const MB = 1024 * 1024;

/** The back-office's entries in the platform's lists (decision 060). */
export const adminEntries: FeatureEntries = {
  privateFirstSegments: ["admin", "admin-*"],
  bodyAllowances: [
    // The product photo plus the dialog's text fields (descriptions up to 5,000 characters each, in Thai).
    {
      path: "/admin-products",
      maxBytes: PRODUCT_IMAGE_MAX_BYTES + 128 * 1024,
      tooLargeMessage: adminProductTexts.imageTooLarge(PRODUCT_IMAGE_MAX_BYTES / MB),
    },
    // A platform's logo plus the card form's few small fields.
    {
      path: "/admin/social-links",
      maxBytes: SOCIAL_LOGO_MAX_BYTES + 16 * 1024,
      tooLargeMessage: adminSocialLinkTexts.logoTooLarge(SOCIAL_LOGO_MAX_BYTES / MB),
    },
    // Slide media and home videos stream to disk (decision 041): the video plus the form's text fields.
    { path: "/admin/hero", maxBytes: VIDEO_MAX_BYTES + 128 * 1024, tooLargeMessage: adminSlideTexts.fileTooLarge, streamed: true },
    { path: "/admin/promotions", maxBytes: VIDEO_MAX_BYTES + 128 * 1024, tooLargeMessage: adminSlideTexts.fileTooLarge, streamed: true },
    { path: "/admin/videos", maxBytes: VIDEO_MAX_BYTES + 128 * 1024, tooLargeMessage: adminSlideTexts.fileTooLarge, streamed: true },
    // A stock sheet (decision 114) streams to disk: the CSV plus the reason.
    { path: "/admin-stocks", maxBytes: STOCK_SHEET_MAX_BYTES + 16 * 1024, tooLargeMessage: adminStockTexts.sheet.tooLarge, streamed: true },
    // A Control Panel library upload: the picture plus its category and alt text.
    {
      path: "/admin/control-panel/images",
      maxBytes: IMAGE_LIBRARY_MAX_BYTES + 64 * 1024,
      tooLargeMessage: controlPanelTexts.imageTooLarge(IMAGE_LIBRARY_MAX_BYTES / MB),
    },
  ],
};
