import { accessNotices } from "../auth/access-texts";
import type { NoticeDeclaration } from "../shared/notice-declaration";
import { checkoutNotices } from "../orders/checkout-texts";
import { orderNotices } from "../orders/order-texts";
import { orderTrackingNotices } from "../orders/order-tracking-texts";
import { adminMemberNotices } from "../admin/admin-member-texts";
import { adminCategoryNotices } from "../admin/admin-category-texts";
import { adminStockNotices } from "../admin/admin-stock-texts";
import { adminPaymentNotices } from "../admin/admin-payment-texts";
import { adminOrderNotices } from "../admin/admin-order-texts";
import { adminProductNotices } from "../admin/admin-product-texts";
import { adminPromotionNotices } from "../admin/admin-promotion-texts";
import { adminSocialLinkNotices } from "../admin/admin-social-link-texts";
import { adminContactNotices } from "../admin/admin-contact-texts";
import { adminFaqNotices } from "../admin/admin-faq-texts";
import { adminContentNotices } from "../admin/admin-content-texts";
import { myDataNotices } from "../members/my-data-texts";
import { productReviewNotices } from "../product-reviews/product-review-texts";
import { savedAddressNotices } from "../addresses/saved-address-texts";
import { taxInvoiceNotices } from "../orders/tax-invoice-texts";
import { adminTaxInvoiceNotices } from "../admin/admin-tax-invoice-texts";

/**
 * One-shot notices (toasts) carried across a redirect: each feature declares its own beside its
 * texts (`…Notices` in its texts module); this is where they are collected, and
 * `notices.test.ts` checks that none is forgotten and no key is declared twice.
 */

export const NOTICES = {
  ...accessNotices,
  ...checkoutNotices,
  ...orderNotices,
  ...orderTrackingNotices,
  ...adminMemberNotices,
  ...adminCategoryNotices,
  ...adminStockNotices,
  ...adminPaymentNotices,
  ...adminOrderNotices,
  ...adminProductNotices,
  ...adminPromotionNotices,
  ...adminSocialLinkNotices,
  ...adminContactNotices,
  ...adminFaqNotices,
  ...adminContentNotices,
  ...myDataNotices,
  ...productReviewNotices,
  ...savedAddressNotices,
  ...taxInvoiceNotices,
  ...adminTaxInvoiceNotices,
} as const satisfies Record<string, NoticeDeclaration>;

export type NoticeKey = keyof typeof NOTICES;

/** The modules that declare notices, for the test that nothing is forgotten. */
export const NOTICE_DECLARATIONS: Readonly<Record<string, Readonly<Record<string, NoticeDeclaration>>>> = {
  accessNotices,
  checkoutNotices,
  orderNotices,
  orderTrackingNotices,
  adminMemberNotices,
  adminCategoryNotices,
  adminStockNotices,
  adminPaymentNotices,
  adminOrderNotices,
  adminProductNotices,
  adminPromotionNotices,
  adminSocialLinkNotices,
  adminContactNotices,
  adminFaqNotices,
  adminContentNotices,
  myDataNotices,
  productReviewNotices,
  savedAddressNotices,
  taxInvoiceNotices,
  adminTaxInvoiceNotices,
};

export type { NoticeDeclaration, NoticeTone } from "../shared/notice-declaration";
