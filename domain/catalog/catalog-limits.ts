import { MEGABYTE } from "../shared/limits";

// The catalog feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

// Business limits from spec §9 that no other domain module owns. Kept together so a
// product decision ("show 6 featured products") is a one-line change.

export const FEATURED_PRODUCTS_COUNT = 4;
/** Product photos uploaded in /admin-products: re-encoded, so a phone photo of a few MB is fine. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const PRODUCT_IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** Shade rows per product: the seed's products have 4; room to grow, not a spreadsheet. */
export const PRODUCT_SHADES_MAX = 24;
/** Defaults from site_config pricing, in satang. */
export const DEFAULT_REGULAR_PRICE = 249_00;
export const DEFAULT_SALE_PRICE = 199_00;
/** A product page shows how many are left only when this many or fewer are; the assistant says what the page says. */
export const LOW_STOCK_SHOWN_AT = 5;
