import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { errorFields, logger } from "../logger";

/**
 * Removes every rendition (WebP and AVIF on the width ladder, the JPEG share copy) of an image
 * `storeImage` wrote with its random name into `folder`. Only such random-named uploads of
 * that folder are touched: the demo images, another folder's files or a hand-typed path are
 * left alone. A failure is logged, never thrown: the write it follows has already committed.
 */
export async function removeStoredImage(uploadsDir: string, folder: string, url: string): Promise<void> {
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const stem = new RegExp(`^/media/${escaped}/([0-9a-f-]{36})-[0-9]+\\.webp$`).exec(url)?.[1];
  if (!stem) return;
  const directory = path.join(uploadsDir, folder);
  try {
    const files = await readdir(directory);
    await Promise.all(files.filter((file) => file.startsWith(`${stem}-`)).map((file) => rm(path.join(directory, file), { force: true })));
  } catch (error) {
    logger.warn("Stored image could not be removed", { url, ...errorFields(error) });
  }
}
