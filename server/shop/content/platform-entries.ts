import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The storefront content pages' entries in the platform's lists (decision 060). */
export const contentEntries: FeatureEntries = {
  // ":product" is the /{product} landing page (`landing-page.ts`).
  cacheablePages: ["reviews", "faq", "lipstick-info", "privacy", "terms", ":product"],
};
