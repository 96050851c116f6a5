import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { NO_SOCIAL_ADDRESS } from "../../../domain/admin/content-forms";
import { database, type DatabaseOrTransaction } from "../../platform/db/database";
import { siteConfig, socialLinks } from "../../platform/db/schema";
import { memoUntilStorefrontChanges } from "./storefront-memo";

export type SocialLinkView = { platform: string; url: string; logoUrl: string | null };
export type SiteChrome = { brandName: string; tagline: string; socialLinks: SocialLinkView[] };

export const DEFAULT_BRAND_NAME = "Glossy & Velvet";
export const DEFAULT_TAGLINE = "ลิปสติกพรีเมียมสไตล์เกาหลี";

/**
 * What every page's header and footer need, read on every request: kept in memory until
 * site_config or social_links change (decision 051).
 */
const shopSiteChrome = memoUntilStorefrontChanges(() => loadSiteChrome(database()), [siteConfig, socialLinks]);

export function siteChromeForPage(): Promise<SiteChrome> {
  return shopSiteChrome();
}

/** What every page's header and footer need: brand name, tagline and active social links. */
export async function loadSiteChrome(db: DatabaseOrTransaction): Promise<SiteChrome> {
  const [config, links] = await Promise.all([
    db
      .select({ key: siteConfig.configKey, value: siteConfig.configValue })
      .from(siteConfig)
      .where(inArray(siteConfig.configKey, ["brand_name", "tagline"])),
    db
      .select({ platform: socialLinks.platform, url: socialLinks.url, logoUrl: socialLinks.logoUrl })
      .from(socialLinks)
      // '#' is the back-office's "no address yet": such a platform is not shown at all (issue 40).
      .where(and(eq(socialLinks.isActive, true), ne(socialLinks.url, NO_SOCIAL_ADDRESS)))
      .orderBy(asc(socialLinks.sortOrder)),
  ]);
  const text = (key: string) => {
    const value = config.find((row) => row.key === key)?.value;
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  return {
    brandName: text("brand_name") ?? DEFAULT_BRAND_NAME,
    tagline: text("tagline") ?? DEFAULT_TAGLINE,
    socialLinks: links,
  };
}
