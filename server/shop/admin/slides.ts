import { asc, eq } from "drizzle-orm";
import { adminContentTexts } from "../../../domain/admin/admin-content-texts";
import { adminSlideTexts } from "../../../domain/admin/admin-slide-texts";
import { HERO_IMAGE_MIME_TYPES, HERO_VIDEO_MIME_TYPES } from "../../../domain/content/content-limits";
import { SLIDE_MEDIA_FOLDERS, type SlideInput } from "../../../domain/admin/slide-forms";
import type { SlideKind, SlideRow } from "../../../domain/content/slides";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { heroSlides, promotionSlides } from "../../platform/db/schema";
import type { ReceivedFile } from "../../platform/http/action-form";
import { refused, type Outcome, type Refusal } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../platform/db/audit-trail";
import { removeUnusedMedia, storedMediaExists, storeUploadedMedia } from "./slide-media";
import { lockedRow } from "../../platform/db/locked-row";

/**
 * The slides editor's reads and writes, one for both slide tables (spec §2 hero editor and
 * promotion slides manager, §3 hero_slides/promotion_slides share one shape): `kind` names the
 * table. The storefront reads the same rows (server/shop/content/slides.ts).
 */
export const SLIDE_TABLES = { hero: heroSlides, promotion: promotionSlides } as const satisfies Record<SlideKind, unknown>;

/** The audit log's entity names: `hero-slide.create`, `promotion-slide.switch`, … */
export const SLIDE_ENTITIES = { hero: "hero-slide", promotion: "promotion-slide" } as const satisfies Record<SlideKind, string>;

function columns(kind: SlideKind) {
  const table = SLIDE_TABLES[kind];
  return {
    id: table.id,
    slideType: table.slideType,
    title: table.title,
    subtitle: table.subtitle,
    mediaUrl: table.backgroundMediaUrl,
    buttonText: table.buttonText,
    buttonLink: table.buttonLink,
    sortOrder: table.sortOrder,
    autoplayInterval: table.autoplayInterval,
    isActive: table.isActive,
  };
}

/** Every slide of the list, active or not, in the order the storefront shows them (spec §7: all, ascending). */
export async function listSlides(db: DatabaseOrTransaction, kind: SlideKind): Promise<SlideRow[]> {
  const table = SLIDE_TABLES[kind];
  const rows = await db.select(columns(kind)).from(table).orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id));
  return rows as SlideRow[];
}

export async function loadSlide(db: DatabaseOrTransaction, kind: SlideKind, id: string): Promise<SlideRow | null> {
  const table = SLIDE_TABLES[kind];
  const [row] = await db.select(columns(kind)).from(table).where(eq(table.id, id));
  return (row as SlideRow | undefined) ?? null;
}

/** What a slide's form becomes in the table: a text slide keeps no media. */
function slideValues(input: SlideInput, mediaUrl: string | null) {
  return {
    slideType: input.slideType,
    title: input.title,
    subtitle: input.subtitle,
    backgroundMediaUrl: input.slideType === "text" ? null : mediaUrl,
    buttonText: input.buttonText,
    buttonLink: input.buttonLink,
    sortOrder: input.sortOrder,
    autoplayInterval: input.autoplayInterval,
  };
}

/** The audited values of a slide: what the storefront shows and when. */
function audited(values: ReturnType<typeof slideValues>) {
  return {
    slideType: values.slideType,
    title: values.title,
    mediaUrl: values.backgroundMediaUrl,
    buttonLink: values.buttonLink,
    sortOrder: values.sortOrder,
    autoplayInterval: values.autoplayInterval,
  };
}

export type SlideMedia = { uploadsDir: string; file: ReceivedFile | undefined; field: string };

/**
 * The media a slide ends up with (spec §5 hero slide): an uploaded file (checked by content
 * against the slide's type, then stored) wins over the address field; an address must be a
 * file the shop stores, or the one the slide already has. Image and video slides need one
 * ('please select a file'); text slides none. `stored`: this call stored a new file.
 */
export async function chooseSlideMedia(
  kind: SlideKind,
  input: SlideInput,
  media: SlideMedia,
  kept: string | null,
): Promise<{ ok: true; url: string | null; stored: boolean } | Refusal> {
  if (input.slideType === "text") return { ok: true, url: null, stored: false };
  if (media.file) {
    const stored = await storeUploadedMedia(media.file, {
      uploadsDir: media.uploadsDir,
      folder: SLIDE_MEDIA_FOLDERS[kind],
      kind: input.slideType,
      allowedMimeTypes: input.slideType === "image" ? HERO_IMAGE_MIME_TYPES : HERO_VIDEO_MIME_TYPES,
      field: media.field,
    });
    return stored.ok ? { ok: true, url: stored.url, stored: true } : stored;
  }
  if (!input.mediaUrl) return refused(400, adminContentTexts.selectFile, media.field);
  if (input.mediaUrl !== kept && !(await storedMediaExists(media.uploadsDir, input.mediaUrl))) {
    return refused(400, adminSlideTexts.mediaUrlInvalid, "mediaUrl");
  }
  return { ok: true, url: input.mediaUrl, stored: false };
}

/** Adds a slide, active unless the form's switch was off (spec §4: new hero slides are created active). */
export async function createSlide(
  db: ShopDatabase,
  actor: AuditActor,
  kind: SlideKind,
  input: SlideInput,
  media: SlideMedia,
): Promise<Outcome<{ id: string }>> {
  const chosen = await chooseSlideMedia(kind, input, media, null);
  if (!chosen.ok) return chosen;
  const table = SLIDE_TABLES[kind];
  const values = slideValues(input, chosen.url);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({ ...values, isActive: input.isActive })
        .returning({ id: table.id });
      await recordAdminAction(tx, actor, {
        action: `${SLIDE_ENTITIES[kind]}.create`,
        entityId: row!.id,
        after: { ...audited(values), isActive: input.isActive },
      });
      return { ok: true, value: { id: row!.id } } as const;
    });
  } catch (error) {
    if (chosen.stored) await removeUnusedMedia(db, media.uploadsDir, [chosen.url]);
    throw error;
  }
}

/** Changes a slide; a media file it no longer uses (and nothing else does) is removed after the commit. */
export async function updateSlide(db: ShopDatabase, actor: AuditActor, kind: SlideKind, id: string, input: SlideInput, media: SlideMedia): Promise<Outcome> {
  const current = await loadSlide(db, kind, id);
  if (!current) return refused(404, adminSlideTexts.notFound);
  const chosen = await chooseSlideMedia(kind, input, media, current.mediaUrl);
  if (!chosen.ok) return chosen;
  const table = SLIDE_TABLES[kind];
  const values = slideValues(input, chosen.url);
  const replaced: { url: string | null } = { url: null };
  try {
    const result = await db.transaction(async (tx) => {
      const before = await lockedRow(tx.select().from(table).where(eq(table.id, id)));
      if (!before) return refused(404, adminSlideTexts.notFound);
      await tx
        .update(table)
        .set({ ...values, isActive: input.isActive })
        .where(eq(table.id, id));
      await recordAdminEdit(
        tx,
        actor,
        { action: `${SLIDE_ENTITIES[kind]}.update`, entityId: id },
        {
          slideType: before.slideType,
          title: before.title,
          mediaUrl: before.backgroundMediaUrl,
          buttonLink: before.buttonLink,
          sortOrder: before.sortOrder,
          autoplayInterval: before.autoplayInterval,
          isActive: before.isActive,
        },
        { ...audited(values), isActive: input.isActive },
      );
      if (before.backgroundMediaUrl !== values.backgroundMediaUrl) replaced.url = before.backgroundMediaUrl;
      return { ok: true } as const;
    });
    if (!result.ok && chosen.stored) await removeUnusedMedia(db, media.uploadsDir, [chosen.url]);
    if (result.ok) await removeUnusedMedia(db, media.uploadsDir, [replaced.url]);
    return result;
  } catch (error) {
    if (chosen.stored) await removeUnusedMedia(db, media.uploadsDir, [chosen.url]);
    throw error;
  }
}

/** Deletes a slide; after the commit, removes its uploaded file unless another row uses it. */
export async function deleteSlide(db: ShopDatabase, actor: AuditActor, kind: SlideKind, id: string, uploadsDir: string): Promise<Outcome> {
  const table = SLIDE_TABLES[kind];
  const result = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!removed) return refused(404, adminSlideTexts.notFound);
    await recordAdminDelete(tx, actor, {
      action: `${SLIDE_ENTITIES[kind]}.delete`,
      entityId: id,
      before: { slideType: removed.slideType, title: removed.title, mediaUrl: removed.backgroundMediaUrl, isActive: removed.isActive },
    });
    return { ok: true, mediaUrl: removed.backgroundMediaUrl } as const;
  });
  if (!result.ok) return result;
  await removeUnusedMedia(db, uploadsDir, [result.mediaUrl]);
  return { ok: true };
}
