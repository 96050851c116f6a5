import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, or, sql } from "drizzle-orm";
import { adminContentTexts } from "../../../domain/admin/admin-content-texts";
import { adminSlideTexts } from "../../../domain/admin/admin-slide-texts";
import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { SLIDE_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../domain/content/content-limits";
import type { ReceivedFile } from "../../platform/http/action-form";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { contentBlocks, heroSlides, promotionSlides, videos } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { fileStorage } from "../../platform/media/file-storage";
import { storeImage } from "../../platform/media/image-store";
import { removeStoredUpload } from "../../platform/media/stored-upload-removal";
import { checkUpload, UploadRejectedError, type UploadRejection, type UploadRules } from "../../platform/media/upload-check";
import { refused, type Refusal } from "../../../domain/shared/refusal";

const c = adminContentTexts;
const MEGABYTE = 1024 * 1024;

/** Slide and video media as the checker takes them: image or video, each with its own cap and types. */
export type MediaKind = "image" | "video";

/** Slide images show full-bleed: 1920 px covers a wide desktop; the ladder serves phones smaller ones. */
const SLIDE_IMAGE_MAX_WIDTH = 1920;

/** A refusal of an uploaded media file, next to the file field (spec §5's messages). */
function rejection(reason: UploadRejection, kind: MediaKind, field: string): Refusal {
  const message: Record<UploadRejection, string> = {
    size: kind === "image" ? adminSlideTexts.imageTooLarge(SLIDE_IMAGE_MAX_BYTES / MEGABYTE) : adminSlideTexts.videoTooLarge(VIDEO_MAX_BYTES / MEGABYTE),
    dimensions: adminSlideTexts.imageDimensions(IMAGE_MAX_SIDE_PX),
    // Not the type the slide or list takes, or not a file of that type at all.
    type: kind === "image" ? c.selectImageFile : c.selectVideoFile,
    unreadable: c.invalidFile,
  };
  return refused(400, message[reason], field);
}

/**
 * Stores one uploaded slide or video file, already on disk (`readUploadForm`), under
 * `/media/<folder>/`: checked by content first (`checkUpload`); an image is then re-encoded
 * into the WebP/AVIF ladder like every image, a video moved into place in one rename under a
 * random name. Refused files are left for the form reader to remove.
 */
export async function storeUploadedMedia(
  file: ReceivedFile,
  options: { uploadsDir: string; folder: string; kind: MediaKind; allowedMimeTypes: readonly string[]; field: string },
): Promise<{ ok: true; url: string } | Refusal> {
  const { kind, field } = options;
  const rules: UploadRules = {
    maxBytes: kind === "image" ? SLIDE_IMAGE_MAX_BYTES : VIDEO_MAX_BYTES,
    allowedMimeTypes: options.allowedMimeTypes,
  };
  if (file.overCap) return rejection("size", kind, field);
  try {
    const checked = await checkUpload({ path: file.path, size: file.size }, rules);
    if (checked.kind === "video") {
      const name = `${randomUUID()}.${checked.extension}`;
      await fileStorage().moveIn(file.path, path.join(options.uploadsDir, options.folder, name));
      return { ok: true, url: `/media/${options.folder}/${name}` };
    }
    if (checked.kind !== "image") return rejection("type", kind, field);
    // Images are capped at a few MB (checked above), so reading one whole is fine.
    const stored = await storeImage(await readFile(file.path), {
      ...rules,
      uploadsDir: options.uploadsDir,
      folder: options.folder,
      maxWidth: SLIDE_IMAGE_MAX_WIDTH,
    });
    return { ok: true, url: stored.url };
  } catch (error) {
    if (error instanceof UploadRejectedError) return rejection(error.reason, kind, field);
    throw error;
  }
}

/** Our own uploads: a random-named video, or an image ladder's stem, in one of the content folders. */
const OWN_MEDIA = /^\/media\/(hero|promotions|videos)\/([0-9a-f-]{36})(?:\.(?:mp4|webm|ogv)|-[0-9]{2,4}\.webp)$/;

/**
 * Removes uploaded slide and video files no row uses any more (after the write's commit: a
 * rolled-back delete keeps its file). Only the content folders' own random-named uploads are
 * touched — a product photo or a demo image chosen by address is never removed — and only when
 * no slide (either table), video or content block still names them.
 */
export async function removeUnusedMedia(db: DatabaseOrTransaction, uploadsDir: string, urls: readonly (string | null | undefined)[]): Promise<void> {
  for (const url of new Set(urls)) {
    const own = url ? OWN_MEDIA.exec(url) : null;
    if (!url || !own) continue;
    try {
      if (await mediaInUse(db, url)) continue;
      await removeStoredUpload(uploadsDir, own[1]!, url);
    } catch (error) {
      // The write is done; a file left behind costs disk, not correctness.
      logger.warn("Unused slide or video file could not be removed", { url, ...errorFields(error) });
    }
  }
}

async function mediaInUse(db: DatabaseOrTransaction, url: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`select (
      exists (select 1 from ${heroSlides} where ${heroSlides.backgroundMediaUrl} = ${url})
      or exists (select 1 from ${promotionSlides} where ${promotionSlides.backgroundMediaUrl} = ${url})
      or exists (select 1 from ${videos} where ${or(eq(videos.mediaUrl, url), eq(videos.posterUrl, url))})
      or exists (select 1 from ${contentBlocks} where ${contentBlocks.mediaUrl} = ${url})
    ) as used`);
  return Boolean(result.rows[0]?.used);
}

/** Whether an address given for a slide's media is one of the shop's stored files, present on disk. */
export async function storedMediaExists(uploadsDir: string, url: string): Promise<boolean> {
  return fileStorage()
    .exists(path.join(uploadsDir, url.slice("/media/".length)))
    .catch(() => false);
}
