import { registerBodyAllowances } from "./http/body-limit";
import { registerPrivateFirstSegments } from "./http/cacheable-pages";
import type { FeatureEntries } from "./http/feature-entries";
import { adminEntries } from "./admin/platform-entries";
import { catalogEntries } from "./catalog/platform-entries";
import { contactEntries } from "./contact/platform-entries";
import { contentEntries } from "./content/platform-entries";
import { memberEntries } from "./members/platform-entries";
import { orderEntries } from "./orders/platform-entries";
import { paymentEntries } from "./payments/platform-entries";
import { productReviewEntries } from "./product-reviews/platform-entries";
import { promotionEntries } from "./promotions/platform-entries";

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
  productReviewEntries,
  adminEntries,
];

/** Registers every feature's entries with the platform; called first by startShop() (calling it again changes nothing). */
export function installShopRegistry() {
  registerPrivateFirstSegments(SHOP_FEATURES.flatMap((feature) => feature.privateFirstSegments ?? []));
  registerBodyAllowances(SHOP_FEATURES.flatMap((feature) => feature.bodyAllowances ?? []));
}
