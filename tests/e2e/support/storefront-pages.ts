import { LANDING_KEY } from "../../../domain/catalog/landing";

/**
 * The storefront pages a guest can open, in one list for every walk over them (axe-core, the
 * content security policy, sideways scrolling); a walk adds a product page and its own extras.
 */
export const GUEST_STOREFRONT_PATHS = [
  "/",
  "/products",
  `/search?q=${encodeURIComponent("แดง")}`,
  "/cart",
  "/reviews",
  "/promotions",
  "/contact",
  "/faq",
  "/lipstick-info",
  "/privacy",
  "/terms",
  "/auth",
  `/${LANDING_KEY}`,
] as const;
