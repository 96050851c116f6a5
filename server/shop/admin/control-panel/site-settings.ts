import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { parseForm } from "../../../../domain/shared/form-contract";
import { isImageConfigKey, SITE_CONFIG_KEY_NAMES, SITE_CONFIG_KEYS, siteSettingSchemas, type SiteConfigKey } from "../../../../domain/admin/control-panel";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import type { DatabaseOrTransaction, ShopDatabase } from "../../../platform/db/database";
import { imageLibrary, siteConfig } from "../../../platform/db/schema";
import { refused, type Refusal } from "../../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../../platform/db/audit-trail";
import { lockedRow } from "../../../platform/db/locked-row";

export type SiteSettingRow = { key: SiteConfigKey; category: string; value: unknown; updatedAt: Date };

/** The Profile dialog's data: every site_config key of spec §3 that is stored, ordered by category (spec §7). */
export async function loadSiteSettings(db: DatabaseOrTransaction): Promise<SiteSettingRow[]> {
  const rows = await db
    .select({ key: siteConfig.configKey, category: siteConfig.category, value: siteConfig.configValue, updatedAt: siteConfig.updatedAt })
    .from(siteConfig)
    .where(inArray(siteConfig.configKey, SITE_CONFIG_KEY_NAMES))
    .orderBy(asc(siteConfig.category), asc(siteConfig.configKey));
  return rows as SiteSettingRow[];
}

type SettingValue = z.output<(typeof siteSettingSchemas)[SiteConfigKey]>;

/**
 * Saves one site_config key from its form (spec §5 rules, decision 044): parsed with the key's
 * schema, merged where the spec says a missing part keeps its value (social links), written
 * only when it differs from what is stored, in one transaction with its audit row. What the
 * storefront header and the /{product} landing page read is exactly this row.
 */
export async function saveSiteSetting(
  db: ShopDatabase,
  actor: AuditActor,
  key: SiteConfigKey,
  form: FormData | Record<string, unknown>,
): Promise<{ ok: true; message: string } | Refusal> {
  const parsed = parseForm(siteSettingSchemas[key] as z.ZodType<SettingValue>, form);
  if (!parsed.ok) return refused(400, parsed.message, parsed.field);
  return db.transaction(async (tx) => {
    const stored = await lockedRow(tx.select({ value: siteConfig.configValue }).from(siteConfig).where(eq(siteConfig.configKey, key)));
    let value: unknown = parsed.value;
    if (key === "social_links") value = mergeSocialLinks(stored?.value, parsed.value as Record<string, string>);
    if (isImageConfigKey(key)) {
      const url = (parsed.value as { url: string }).url;
      const kept = (stored?.value as { url?: unknown } | undefined)?.url === url;
      if (!kept && !(await inImageLibrary(tx, url))) return refused(400, m.imageNotInLibrary, "url");
    }
    if (stored && JSON.stringify(stored.value) === JSON.stringify(value)) return { ok: true, message: m.notChanged } as const;
    await tx
      .insert(siteConfig)
      .values({ configKey: key, configValue: value, category: SITE_CONFIG_KEYS[key] })
      .onConflictDoUpdate({ target: siteConfig.configKey, set: { configValue: value, updatedAt: new Date() } });
    await recordAdminAction(tx, actor, {
      action: "site-config.update",
      entityId: key,
      before: stored ? { value: JSON.stringify(stored.value) } : null,
      after: { value: JSON.stringify(value) },
    });
    return { ok: true, message: m.settingsSaved(key) } as const;
  });
}

/** Spec §5: a link left empty keeps the stored one (or stays empty). */
function mergeSocialLinks(stored: unknown, given: Record<string, string>): Record<string, string> {
  const before = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const kept = (platform: string) => (typeof before[platform] === "string" ? (before[platform] as string) : "");
  return Object.fromEntries((["facebook", "instagram", "line"] as const).map((platform) => [platform, given[platform] || kept(platform)]));
}

async function inImageLibrary(tx: DatabaseOrTransaction, url: string): Promise<boolean> {
  const [row] = await tx.select({ id: imageLibrary.id }).from(imageLibrary).where(eq(imageLibrary.fileUrl, url)).limit(1);
  return Boolean(row);
}
