import { asc, count, eq, sql } from "drizzle-orm";
import { adminContentTexts } from "../../../domain/admin/admin-content-texts";
import { adminVideoTexts } from "../../../domain/admin/admin-video-texts";
import { HOME_VIDEO_MIME_TYPES, MAX_HOME_VIDEOS } from "../../../domain/content/content-limits";
import { HOME_VIDEO_FOLDER, type VideoInput } from "../../../domain/admin/slide-forms";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { videos } from "../../platform/db/schema";
import type { ReceivedFile } from "../../platform/http/action-form";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor, recordAdminDelete } from "../../platform/db/audit-trail";
import { removeUnusedMedia, storeUploadedMedia } from "./slide-media";

export type VideoRow = { id: string; title: string; description: string; mediaUrl: string; sortOrder: number; isActive: boolean };

const videoColumns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  mediaUrl: videos.mediaUrl,
  sortOrder: videos.sortOrder,
  isActive: videos.isActive,
};

/** /admin/videos: every home video, active or not, in the home page's order. */
export function listVideos(db: DatabaseOrTransaction): Promise<VideoRow[]> {
  return db.select(videoColumns).from(videos).orderBy(asc(videos.sortOrder), asc(videos.createdAt), asc(videos.id));
}

export async function loadVideo(db: DatabaseOrTransaction, id: string): Promise<VideoRow | null> {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, id));
  return row ?? null;
}

/**
 * Uploads a home video (spec §5 home video: a file required, mp4 or webm, at most 5). The file,
 * already streamed to disk, is checked by content, then the count is taken under a table
 * lock in the insert's transaction, so two uploads at once cannot make six. The file is moved
 * into place before the insert and removed again when the write is refused or fails.
 */
export async function createVideo(
  db: ShopDatabase,
  actor: AuditActor,
  input: VideoInput,
  upload: { file: ReceivedFile | undefined; uploadsDir: string; field: string },
): Promise<Outcome<{ id: string }>> {
  if (!upload.file) return refused(400, adminContentTexts.selectVideoFile, upload.field);
  // Cheap early answer for the common case; the count that decides is the locked one below.
  if ((await countVideos(db)) >= MAX_HOME_VIDEOS) return refused(409, adminContentTexts.videoLimit);
  const stored = await storeUploadedMedia(upload.file, {
    uploadsDir: upload.uploadsDir,
    folder: HOME_VIDEO_FOLDER,
    kind: "video",
    allowedMimeTypes: HOME_VIDEO_MIME_TYPES,
    field: upload.field,
  });
  if (!stored.ok) return stored;
  let result: Outcome<{ id: string }>;
  try {
    result = await db.transaction(async (tx) => {
      // SHARE ROW EXCLUSIVE conflicts with itself: concurrent uploads count one after another.
      await tx.execute(sql`lock table ${videos} in share row exclusive mode`);
      if ((await countVideos(tx)) >= MAX_HOME_VIDEOS) return refused(409, adminContentTexts.videoLimit);
      const values = {
        title: input.title,
        description: input.description,
        mediaUrl: stored.url,
        sortOrder: input.sortOrder,
        isActive: input.isActive,
      };
      const [row] = await tx.insert(videos).values(values).returning({ id: videos.id });
      await recordAdminAction(tx, actor, {
        action: "video.create",
        entityId: row!.id,
        after: { title: values.title, mediaUrl: values.mediaUrl, sortOrder: values.sortOrder, isActive: values.isActive },
      });
      return { ok: true, value: { id: row!.id } } as const;
    });
  } catch (error) {
    await removeUnusedMedia(db, upload.uploadsDir, [stored.url]);
    throw error;
  }
  if (!result.ok) await removeUnusedMedia(db, upload.uploadsDir, [stored.url]);
  return result;
}

async function countVideos(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db.select({ total: count() }).from(videos);
  return row?.total ?? 0;
}

/** Deletes a home video and, after the commit, its file (unless another row uses it). */
export async function deleteVideo(db: ShopDatabase, actor: AuditActor, id: string, uploadsDir: string): Promise<Outcome> {
  const result = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!removed) return refused(404, adminVideoTexts.notFound);
    await recordAdminDelete(tx, actor, {
      action: "video.delete",
      entityId: id,
      before: { title: removed.title, mediaUrl: removed.mediaUrl, isActive: removed.isActive },
    });
    return { ok: true, urls: [removed.mediaUrl, removed.posterUrl] } as const;
  });
  if (!result.ok) return result;
  await removeUnusedMedia(db, uploadsDir, result.urls);
  return { ok: true };
}
