import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The contact page's entries in the platform's lists (decision 060). */
export const contactEntries: FeatureEntries = {
  cacheablePages: ["contact"],
};
