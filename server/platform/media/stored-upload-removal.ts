import path from "node:path";
import { errorFields, logger } from "../logger";
import { fileStorage } from "./file-storage";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Removes an upload the shop stored in `folder` (below the uploads dir): every rendition of an
 * image (`<stem>-<width>.webp`, its AVIF twin and the JPEG share copy) or a stored video
 * (`<stem>.mp4|webm|ogv`). Only files of that one folder named after that one upload are
 * touched: a demo image, another folder's file or a hand-typed path is left alone. Called
 * after the write that dropped the upload has committed, so a failure is logged, never thrown.
 */
export async function removeStoredUpload(uploadsDir: string, folder: string, url: string): Promise<void> {
  const stem = new RegExp(`^/media/${escapeRegExp(folder)}/([A-Za-z0-9_-]+?)(?:-[0-9]{2,4}\\.webp|\\.(?:mp4|webm|ogv))$`).exec(url)?.[1];
  if (!stem) return;
  const own = new RegExp(`^${escapeRegExp(stem)}(?:-[0-9]{2,4}\\.(?:webp|avif|jpg)|\\.(?:mp4|webm|ogv))$`);
  const directory = path.join(uploadsDir, folder);
  try {
    const storage = fileStorage();
    const files = await storage.list(directory);
    await storage.remove(files.filter((file) => own.test(file)).map((file) => path.join(directory, file)));
  } catch (error) {
    logger.warn("A stored upload could not be removed", { url, ...errorFields(error) });
  }
}
