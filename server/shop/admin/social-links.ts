import { eq, sql } from "drizzle-orm";
import type { SocialLinkUrl } from "../../../domain/admin/content-forms";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { SOCIAL_PLATFORMS, socialLinks } from "../../platform/db/schema";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { lockedRow } from "../../platform/db/locked-row";

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** `id` null: the platform has no row yet (a shop started without the demo data); its first save makes it. */
export type SocialLinkCard = { id: string | null; platform: SocialPlatform; url: string; logoUrl: string | null; isActive: boolean };

export function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === "string" && (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

/**
 * /admin/social-links: one card per platform the shop has icons for (spec §9), in the
 * storefront's order (sort order) and then the spec's. A platform without its row yet shows
 * as the row would be created: '#', no logo, active; its first save creates the row.
 */
export async function listSocialLinkCards(db: DatabaseOrTransaction): Promise<SocialLinkCard[]> {
  const rows = await db
    .select({
      id: socialLinks.id,
      platform: socialLinks.platform,
      url: socialLinks.url,
      logoUrl: socialLinks.logoUrl,
      isActive: socialLinks.isActive,
      sortOrder: socialLinks.sortOrder,
    })
    .from(socialLinks);
  const rank = (platform: SocialPlatform) => {
    const row = rows.find((candidate) => candidate.platform === platform);
    return [row ? row.sortOrder : Number.MAX_SAFE_INTEGER, SOCIAL_PLATFORMS.indexOf(platform)] as const;
  };
  return [...SOCIAL_PLATFORMS]
    .sort((a, b) => {
      const [sortA, specA] = rank(a);
      const [sortB, specB] = rank(b);
      return sortA - sortB || specA - specB;
    })
    .map((platform) => {
      const row = rows.find((candidate) => candidate.platform === platform);
      return { id: row?.id ?? null, platform, url: row?.url ?? "#", logoUrl: row?.logoUrl ?? null, isActive: row?.isActive ?? true };
    });
}

type SocialLinkChange = { url?: string; logoUrl?: string | null };

/**
 * One write to a platform's row (created on its first save, at the spec's position), with its
 * audit row, in one transaction (the active switch is the kit's `switchActive`). Answers what the row held
 * before, so a replaced logo's files can be removed once this has committed.
 */
async function changeSocialLink(db: ShopDatabase, actor: AuditActor, platform: SocialPlatform, change: SocialLinkChange) {
  return db.transaction(async (tx) => {
    const before = await lockedRow(
      tx
        .select({ id: socialLinks.id, url: socialLinks.url, logoUrl: socialLinks.logoUrl, isActive: socialLinks.isActive })
        .from(socialLinks)
        .where(eq(socialLinks.platform, platform)),
    );
    const current = before ?? { url: "#", logoUrl: null, isActive: true };
    const after = {
      isActive: current.isActive,
      url: change.url ?? current.url,
      logoUrl: change.logoUrl !== undefined ? change.logoUrl : current.logoUrl,
    };
    let id: string;
    if (before) {
      await tx.update(socialLinks).set(after).where(eq(socialLinks.id, before.id));
      id = before.id;
    } else {
      // Two first saves at once: the second waits on the unique platform and updates instead.
      const [row] = await tx
        .insert(socialLinks)
        .values({ platform, ...after, sortOrder: SOCIAL_PLATFORMS.indexOf(platform) })
        .onConflictDoUpdate({ target: socialLinks.platform, set: { ...after, updatedAt: sql`now()` } })
        .returning({ id: socialLinks.id });
      id = row!.id;
    }
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== current[key]);
    await recordAdminAction(tx, actor, {
      action: "social-link.update",
      entityId: id,
      before: { platform, ...Object.fromEntries(changed.map((key) => [key, current[key]])) },
      after: { platform, ...Object.fromEntries(changed.map((key) => [key, after[key]])) },
    });
    return { previousLogoUrl: current.logoUrl, logoUrl: after.logoUrl };
  });
}

export async function updateSocialLinkUrl(db: ShopDatabase, actor: AuditActor, platform: SocialPlatform, input: SocialLinkUrl): Promise<void> {
  await changeSocialLink(db, actor, platform, { url: input.url });
}

/** Points the platform at a newly stored logo; answers the logo it replaced (to remove its files). */
export async function setSocialLinkLogo(
  db: ShopDatabase,
  actor: AuditActor,
  platform: SocialPlatform,
  logoUrl: string,
): Promise<{ previousLogoUrl: string | null }> {
  const { previousLogoUrl } = await changeSocialLink(db, actor, platform, { logoUrl });
  return { previousLogoUrl: previousLogoUrl === logoUrl ? null : previousLogoUrl };
}
