import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { diskStorage, type FileStorage } from "../media/file-storage";

// Hidden names are work in flight (uploads being received, atomic writes not yet renamed).
const isFinished = (relative: string) => !relative.split(/[/\\]/).some((segment) => segment.startsWith("."));

/** Every finished file the storage holds below `directory`, copied into the local folder `target`. */
export async function copyStoredFilesOut(storage: FileStorage, directory: string, target: string): Promise<number> {
  const files = (await storage.listAll(directory)).filter(isFinished);
  for (const relative of files) {
    const bytes = await storage.read(path.join(directory, relative));
    // Removed since it was listed: replaced uploads are removed only after their rows moved on.
    if (!bytes) continue;
    await mkdir(path.dirname(path.join(target, relative)), { recursive: true });
    await writeFile(path.join(target, relative), bytes);
  }
  return files.length;
}

/** Every file of the local folder `source`, stored below `directory`. */
export async function copyStoredFilesIn(storage: FileStorage, source: string, directory: string): Promise<number> {
  const files = (await diskStorage.listAll(source)).filter(isFinished);
  for (const relative of files) await storage.write(path.join(directory, relative), await readFile(path.join(source, relative)));
  return files.length;
}

export async function holdsStoredFiles(storage: FileStorage, directory: string): Promise<boolean> {
  return (await storage.listAll(directory)).some(isFinished);
}
