import { randomUUID } from "node:crypto";
import { copyFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

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
