import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ReceivedFile } from "../action-form";

/** A fresh DATA_DIR/uploads for one test. */
export function anUploadsDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "shop-uploads-"));
}

/** A file as `readUploadForm` leaves it: written under the uploads dir's `.incoming`, counted. */
export async function aReceivedFile(uploadsDir: string, bytes: Uint8Array, fileName = "upload.bin"): Promise<ReceivedFile> {
  const incoming = path.join(uploadsDir, ".incoming");
  await mkdir(incoming, { recursive: true });
  const file = path.join(incoming, `${randomUUID()}.upload`);
  await writeFile(file, bytes);
  return { path: file, size: bytes.byteLength, fileName, overCap: false };
}

/** Every file under the uploads dir (relative paths), temporary ones included. */
export async function filesUnder(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
