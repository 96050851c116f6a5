import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { STORED_IMAGE_PATH } from "../../domain/admin-forms";

/**
 * Where the renditions of a stored image live: `/media/<folder>/<stem>-<width>.webp` names the
 * folder and the stem every WebP/AVIF rendition of that upload shares (image-ladder.ts).
 */
export function renditionsOf(url: string): { folder: string; stem: string } | null {
  if (!STORED_IMAGE_PATH.test(url)) return null;
  const relative = url.slice("/media/".length);
  const folder = path.posix.dirname(relative);
  const stem = path.posix.basename(relative).replace(/-[0-9]{2,4}\.webp$/, "");
  return { folder, stem };
}

/**
 * Removes every rendition of a stored image (all widths, WebP and AVIF). Only files named
 * `<stem>-<width>.webp|avif` in that one folder are touched. Returns how many were removed.
 */
export async function removeImageRenditions(uploadsDir: string, url: string): Promise<number> {
  const where = renditionsOf(url);
  if (!where) return 0;
  const directory = path.join(uploadsDir, where.folder);
  const own = new RegExp(`^${where.stem.replace(/[-]/g, "\\-")}-[0-9]{2,4}\\.(?:webp|avif)$`);
  let files: string[];
  try {
    files = await readdir(directory);
  } catch {
    return 0;
  }
  const mine = files.filter((file) => own.test(file));
  await Promise.all(mine.map((file) => rm(path.join(directory, file), { force: true })));
  return mine.length;
}
