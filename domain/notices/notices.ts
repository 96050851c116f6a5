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
import { adminOfferNotices } from "../admin/admin-offer-texts";
import { adminSocialLinkNotices } from "../admin/admin-social-link-texts";
import { adminContactNotices } from "../admin/admin-contact-texts";
import { adminFaqNotices } from "../admin/admin-faq-texts";
import { adminContentNotices } from "../admin/admin-content-texts";
import { myDataNotices } from "../members/my-data-texts";
import { productReviewNotices } from "../product-reviews/product-review-texts";
import { savedAddressNotices } from "../addresses/saved-address-texts";
import { taxInvoiceNotices } from "../orders/tax-invoice-texts";
import { adminTaxInvoiceNotices } from "../admin/admin-tax-invoice-texts";
import { afterSaleNotices } from "../after-sale/after-sale-texts";
import { adminAfterSaleNotices } from "../admin/admin-after-sale-texts";
import { adminChatInboxNotices } from "../admin/admin-chat-inbox-texts";

/**
 * One-shot notices (toasts) carried across a redirect: each feature declares its own beside its
 * texts (`…Notices` in its texts module); this one list collects the modules, and
 * `notices.test.ts` checks that none is forgotten and no key is declared twice.
 */
export const NOTICE_DECLARATIONS = {
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
  adminOfferNotices,
  adminSocialLinkNotices,
  adminContactNotices,
  adminFaqNotices,
  adminContentNotices,
  myDataNotices,
  productReviewNotices,
  savedAddressNotices,
  taxInvoiceNotices,
  adminTaxInvoiceNotices,
  afterSaleNotices,
  adminAfterSaleNotices,
  adminChatInboxNotices,
} as const satisfies Record<string, Readonly<Record<string, NoticeDeclaration>>>;

/** Each list's own keys, of every list (distributed over the union of lists). */
type KeysOfEach<List> = List extends unknown ? keyof List : never;
export type NoticeKey = KeysOfEach<(typeof NOTICE_DECLARATIONS)[keyof typeof NOTICE_DECLARATIONS]>;
/** Every list's keys in one table (a key declared twice is refused by the test). */
type AllNotices = Readonly<Record<NoticeKey, NoticeDeclaration>>;

export const NOTICES: AllNotices = Object.assign({}, ...Object.values(NOTICE_DECLARATIONS));

export type { NoticeDeclaration, NoticeTone } from "../shared/notice-declaration";
