import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { ladderWidthsUpTo } from "../../domain/responsive-image";
import { writeImageLadder, type LadderRendition } from "./image-ladder";

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

  const stem = options.name ?? randomUUID();
  let renditions: LadderRendition[];
  try {
    renditions = await writeImageLadder(source, {
      directory: path.join(options.uploadsDir, options.folder),
      stem,
      widths: ladderWidthsUpTo(largest),
    });
  } catch (error) {
    // A full disk or a permissions problem is the shop's fault, not the file's.
    if (typeof (error as NodeJS.ErrnoException).code === "string") throw error;
    // The header looked fine but the pixels could not be decoded (a truncated file, say).
    throw new ImageRejectedError("unreadable");
  }
  const largestHeight = renditions.at(-1)!.height;
  return { url: `/media/${options.folder}/${stem}-${largest}.webp`, width: largest, height: largestHeight };
}
