import type { FeatureEntries } from "../http/feature-entries";

/** The catalogue's entries in the platform's lists (decision 060). */
export const catalogEntries: FeatureEntries = {
  // The cart page shows the browser's own cart: the page itself is the same for everyone.
  cacheablePages: ["", "products", "products/:idOrSlug", "product/:idOrSlug", "cart"],
};
