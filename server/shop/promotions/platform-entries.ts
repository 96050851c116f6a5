import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The promotions page's entries in the platform's lists (decision 060). */
export const promotionEntries: FeatureEntries = {
  cacheablePages: ["promotions"],
};
