import { inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { siteConfig } from "../../platform/db/schema";

/** Raw site_config values for `keys`, by key; missing keys are simply absent. */
export async function readSiteConfig(db: DatabaseOrTransaction, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: siteConfig.configKey, value: siteConfig.configValue })
    .from(siteConfig)
    .where(inArray(siteConfig.configKey, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
