// Review photos stored before decision 113 sit in a folder named by their author's id
// (`product-reviews/<userId>/…`). Once, at start-up, they move into the one shared folder under
// the random key they already had, and the reviews point at the new link; the old links stop
// answering, since keeping them would keep the member's id public.
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { productReviews } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { fileStorage } from "../../platform/media/file-storage";
import { REVIEW_PHOTO_FOLDER } from "./product-reviews";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const MEMBER_FOLDER_LINK = new RegExp(`^/media/${REVIEW_PHOTO_FOLDER}/(${UUID})/([A-Za-z0-9_-]+?)(-[0-9]{2,4}\\.webp)$`, "i");

/**
 * Moves every review photo still in a member's folder into the shared one (each rendition: WebP,
 * AVIF and the JPEG share copy), rewrites the review's link, then removes the old files. Safe to
 * run again after a crash half-way: a row still on an old link is moved again, and once no row
 * is, whatever is left in member folders (files of a move that stopped after its row) goes.
 * Runs under the start-up lock, so one instance does it.
 */
export async function moveReviewPhotosOutOfMemberFolders(db: DatabaseOrTransaction, uploadsDir: string): Promise<number> {
  const storage = fileStorage();
  const shared = path.join(uploadsDir, REVIEW_PHOTO_FOLDER);
  const rows = await db
    .select({ id: productReviews.id, photoUrl: productReviews.photoUrl })
    .from(productReviews)
    .where(like(productReviews.photoUrl, `/media/${REVIEW_PHOTO_FOLDER}/%/%`));
  let moved = 0;
  for (const row of rows) {
    const link = MEMBER_FOLDER_LINK.exec(row.photoUrl!);
    if (!link) continue;
    const [, memberFolder, stem, largest] = link as unknown as [string, string, string, string];
    const oldFolder = path.join(shared, memberFolder);
    const renditions = (await storage.list(oldFolder)).filter((file) => file.startsWith(`${stem}-`) || file.startsWith(`${stem}.`));
    for (const file of renditions) {
      const bytes = await storage.read(path.join(oldFolder, file));
      if (bytes) await storage.write(path.join(shared, file), bytes);
    }
    // A photo whose files are already gone shows no photo rather than a broken one.
    const newUrl = renditions.length > 0 ? `/media/${REVIEW_PHOTO_FOLDER}/${stem}${largest}` : null;
    await db
      .update(productReviews)
      .set({ photoUrl: newUrl })
      .where(and(eq(productReviews.id, row.id), eq(productReviews.photoUrl, row.photoUrl!)));
    await storage.remove(renditions.map((file) => path.join(oldFolder, file)));
    moved += 1;
  }
  await removeLeftInMemberFolders(db, shared);
  if (moved > 0) logger.info("Review photos moved out of members' folders", { moved });
  return moved;
}

async function removeLeftInMemberFolders(db: DatabaseOrTransaction, shared: string) {
  const [stillThere] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(like(productReviews.photoUrl, `/media/${REVIEW_PHOTO_FOLDER}/%/%`))
    .limit(1);
  if (stillThere) return;
  const storage = fileStorage();
  const folders = new Set((await storage.listAll(shared)).filter((file) => file.includes(path.sep)).map((file) => file.split(path.sep)[0]!));
  for (const folder of folders) {
    try {
      await storage.removeDirectory(path.join(shared, folder));
    } catch (error) {
      logger.warn("An emptied review-photo folder could not be removed", { folder, ...errorFields(error) });
    }
  }
}
