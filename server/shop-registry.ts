import { registerBodyAllowances } from "./platform/http/body-limit";
import { registerPrivateFirstSegments } from "./platform/http/cacheable-pages";
import type { FeatureEntries } from "./platform/http/feature-entries";
import { registerMailHtmlTemplates } from "./platform/mail/mail-html-later";
import { adminEntries } from "./shop/admin/platform-entries";
import { afterSaleEntries } from "./shop/after-sale/platform-entries";
import { catalogEntries } from "./shop/catalog/platform-entries";
import { contactEntries } from "./shop/contact/platform-entries";
import { contentEntries } from "./shop/content/platform-entries";
import { memberEntries } from "./shop/members/platform-entries";
import { memberMessageEntries } from "./shop/member-messages/platform-entries";
import { orderEntries } from "./shop/orders/platform-entries";
import { paymentEntries } from "./shop/payments/platform-entries";
import { productReviewEntries } from "./shop/product-reviews/platform-entries";
import { promotionEntries } from "./shop/promotions/platform-entries";

/**
 * The one place the shop's features hand their entries to the platform (decision 060): each
 * feature declares its pages and body allowances beside its code; a new feature adds one line
 * here. `app/routes.test.ts` fails when a route is in none of the lists.
 */
export const SHOP_FEATURES: readonly FeatureEntries[] = [
  catalogEntries,
  contentEntries,
  contactEntries,
  promotionEntries,
  orderEntries,
  paymentEntries,
  memberEntries,
  memberMessageEntries,
  productReviewEntries,
  afterSaleEntries,
  adminEntries,
];

/** Registers every feature's entries with the platform; called first by startShop() (calling it again changes nothing). */
export function installShopRegistry() {
  registerPrivateFirstSegments(SHOP_FEATURES.flatMap((feature) => feature.privateFirstSegments ?? []));
  registerBodyAllowances(SHOP_FEATURES.flatMap((feature) => feature.bodyAllowances ?? []));
  registerMailHtmlTemplates(SHOP_FEATURES.flatMap((feature) => feature.mailHtmlTemplates ?? []));
}
