// A collection only: each back-office feature's texts live in their own module (decision 065); this file
// re-assembles them so code written against these names keeps working while importers move to the
// feature's own texts. New code imports the feature's texts module. It goes when nothing imports it.
import { adminDashboardTexts } from "./admin-dashboard-texts";
import { adminOrderTexts, adminOrderSpecTexts } from "./admin-order-texts";
import { adminPaymentTexts } from "./admin-payment-texts";
import { adminContentTexts } from "./admin-content-texts";
import { adminPromotionTexts } from "./admin-promotion-texts";
import { adminReviewTexts } from "./admin-review-texts";
import { adminContactTexts } from "./admin-contact-texts";
import { adminFaqTexts } from "./admin-faq-texts";
import { adminSlideTexts } from "./admin-slide-texts";
import { adminVideoTexts } from "./admin-video-texts";
import { adminAccessTexts, adminScreenTexts, adminPagerTexts } from "./admin-screen-texts";
import { adminMemberTexts } from "./admin-member-texts";
import { adminProductTexts } from "./admin-product-texts";
import { adminCategoryTexts } from "./admin-category-texts";
import { adminAuditTexts } from "./admin-audit-texts";
import { adminStockTexts } from "./admin-stock-texts";
import { adminSocialLinkTexts } from "./admin-social-link-texts";

export const adminDashboardMessages = adminDashboardTexts;
export const adminOrderMessages = adminOrderTexts;
export const adminPaymentMessages = adminPaymentTexts;
export const adminContentMessages = adminContentTexts;
export const adminPromotionMessages = adminPromotionTexts;
export const adminReviewMessages = adminReviewTexts;
export const adminContactMessages = adminContactTexts;
export const adminFaqMessages = adminFaqTexts;
export const adminSlideMessages = adminSlideTexts;
export const adminVideoMessages = adminVideoTexts;

// Quoted in English by the spec (section 8 and the admin screens), kept as written.
export const adminMessages = {
  access: adminAccessTexts,
  members: adminMemberTexts,
  products: adminProductTexts,
  categories: adminCategoryTexts,
  audit: adminAuditTexts,
  screens: adminScreenTexts,
  stock: adminStockTexts,
  socialLinks: adminSocialLinkTexts,
  orders: adminOrderSpecTexts,
  pager: adminPagerTexts,
} as const;
