/**
 * The tables whose changes reach every open page (decision 040): each has the statement-level
 * trigger that notifies `shop_content_changed` with its name (migrations 0001, 0011, 0015 and 0026). The
 * storefront tables among them also empty the page cache (decision 013).
 */
export const LIVE_TABLES = [
  "products",
  "product_colors",
  "stocks",
  "categories",
  "flash_sales",
  "hero_slides",
  "promotion_slides",
  "reviews",
  "videos",
  "special_offers",
  "contact_info",
  "faqs",
  "site_config",
  "social_links",
  "content_blocks",
  "image_library",
  // Ratings from real buyers and the units sold on the cards (decision 072, migration 0015).
  "product_reviews",
  "orders",
  // The running promotions on /promotions and the product pages (decision 101, migration 0026).
  "promotions",
] as const;

export type LiveTable = (typeof LIVE_TABLES)[number];

/** The server-sent event stream of those changes (`server/platform/live/live-events.ts`). */
export const LIVE_EVENTS_PATH = "/api/live";
