import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { ladderWidthsUpTo } from "../../domain/responsive-image";

export type ImageRejection = "type" | "size" | "unreadable";

export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
  constructor(readonly reason: ImageRejection) {
    super(`Image rejected: ${reason}`);
  }
}

export type StoredImage = { url: string; width: number; height: number };

export type StoreImageOptions = {
  uploadsDir: string;
  /** Folder below the uploads dir (and below /media), e.g. "products" or "avatars/<userId>". */
  folder: string;
  maxBytes: number;
  /** Accepted types, judged from the file's bytes, never its name or the browser's claim. */
  allowedMimeTypes: readonly string[];
  /** The largest width kept; bigger images are scaled down. */
  maxWidth?: number;
  /** File name stem; a random one by default, so a replaced image never reuses a URL. */
  name?: string;
};

const MAX_PIXELS = 40_000_000;

/**
 * Checks an uploaded image by its content, then re-encodes it (dropping metadata such as
 * GPS positions) into WebP and AVIF renditions on the width ladder. Only the re-encoded
 * files are kept; the original bytes never reach the public folder.
 */
export async function storeImage(bytes: Uint8Array, options: StoreImageOptions): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError("unreadable");
  if (bytes.byteLength > options.maxBytes) throw new ImageRejectedError("size");
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !options.allowedMimeTypes.includes(detected.mime)) throw new ImageRejectedError("type");

  let source: Sharp;
  let metadata: Metadata;
  try {
    source = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    metadata = await source.metadata();
  } catch {
    throw new ImageRejectedError("unreadable");
  }
  const orientedWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  if (!orientedWidth) throw new ImageRejectedError("unreadable");
  const largest = Math.min(orientedWidth, options.maxWidth ?? 1600);

  const directory = path.join(options.uploadsDir, options.folder);
  await mkdir(directory, { recursive: true });
  const stem = options.name ?? randomUUID();
  let largestHeight = 0;
  try {
    for (const width of ladderWidthsUpTo(largest)) {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
      await writeAtomically(path.join(directory, `${stem}-${width}.webp`), webp.data);
      await writeAtomically(path.join(directory, `${stem}-${width}.avif`), avif);
      if (width === largest) largestHeight = webp.info.height;
    }
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError("unreadable");
  }
  return { url: `/media/${options.folder}/${stem}-${largest}.webp`, width: largest, height: largestHeight };
}

/** Readers never see a half-written file: write beside it, then rename over. */
async function writeAtomically(file: string, data: Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
