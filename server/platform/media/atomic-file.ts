import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { asStorageFailure } from "./storage-errors";

/**
 * Readers never see a half-written file: the new content is made beside the target, then
 * renamed over it. A crash (or a second process writing the same file) never leaves a partial
 * image that a later "skip what exists" pass would keep.
 */
async function replaceAtomically(target: string, produce: (temporary: string) => Promise<void>) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    await produce(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  return replaceAtomically(file, (temporary) => writeFile(temporary, data));
}

export function copyFileAtomically(from: string, to: string): Promise<void> {
  return replaceAtomically(to, (temporary) => copyFile(from, temporary));
}

/**
 * Puts a finished temporary file (an upload streamed to DATA_DIR/uploads/.incoming) at
 * `target` in one rename, so /media never serves a partial file; across file systems it is
 * copied beside the target first. The temporary file is gone afterwards either way.
 */
export async function moveIntoPlace(temporary: string, target: string): Promise<void> {
  try {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await copyFileAtomically(temporary, target);
      await rm(temporary, { force: true });
    }
  } catch (error) {
    throw asStorageFailure(error, path.basename(path.dirname(target)));
  }
}
