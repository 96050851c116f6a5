import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The catalogue's entries in the platform's lists (decision 060). */
export const catalogEntries: FeatureEntries = {
  // The cart page shows the browser's own cart: the page itself is the same for everyone.
  // Search results are kept per canonical query (the route redirects to it), within the page
  // cache's share for pages with a query string (decision 068).
  cacheablePages: ["", "products", "products/:idOrSlug", "product/:idOrSlug", "search", "cart"],
};
