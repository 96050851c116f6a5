import { LANDING_CONFIG_KEYS, matchLandingKey, parseLandingConfig, type LandingConfig } from "../../../domain/catalog/landing";
import type { ProductLine } from "../../../domain/catalog/product-line";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { DEFAULT_BRAND_NAME, DEFAULT_TAGLINE } from "./site-chrome";
import { readSiteConfig } from "./site-config";

export type LandingPage = { config: LandingConfig; featuredLine: ProductLine | null };

/**
 * The /{product} landing page for `key`, or null when `key` is not a landing address
 * (the route then answers 404). See docs/decisions/011-landing-page-route.md.
 */
export async function loadLandingPage(db: DatabaseOrTransaction, key: string): Promise<LandingPage | null> {
  const config = await readSiteConfig(db, LANDING_CONFIG_KEYS);
  const match = matchLandingKey(key, config.products);
  if (!match) return null;
  return {
    config: parseLandingConfig(config, { brandName: DEFAULT_BRAND_NAME, tagline: DEFAULT_TAGLINE }),
    featuredLine: match.line,
  };
}
