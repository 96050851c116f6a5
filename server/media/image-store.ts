import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from "../../domain/limits";
import { ladderWidthsUpTo } from "../../domain/responsive-image";
import { writeImageLadder, type LadderRendition } from "./image-ladder";

/** `dimensions`: wider or taller than IMAGE_MAX_SIDE_PX, or more than IMAGE_MAX_PIXELS in all. */
export type ImageRejection = "type" | "size" | "dimensions" | "unreadable";

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

/**
 * Reads only the header and refuses shapes too big to decode safely ("unreadable" when it
 * is no image sharp can read). Every pixel decode of an uploaded image comes after this.
 */
export async function checkImageShape(bytes: Uint8Array): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // metadata() reads only the header: no pixel is decoded before the shape is checked.
    metadata = await sharp(bytes, { animated: false }).metadata();
  } catch {
    throw new ImageRejectedError("unreadable");
  }
  // A tiny file can declare an enormous canvas (30,000,000 × 1 deflates to 4 KB), and the
  // resize and encode steps allocate per row and per column, not only per pixel.
  const { width = 0, height = 0 } = metadata;
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS) {
    throw new ImageRejectedError("dimensions");
  }
  return metadata;
}

/** A sharp pipeline for bytes that passed checkImageShape: upright (EXIF), first frame only. */
export function decodableImage(bytes: Uint8Array): Sharp {
  // The decoder's own pixel limit stays on as a second guard.
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false }).rotate();
}

/**
 * The one checker for every uploaded image (avatars, payment slips, product and content
 * images): checks it by its content, then re-encodes it (dropping metadata such as
 * GPS positions) into WebP and AVIF renditions on the width ladder. Only the re-encoded
 * files are kept; the original bytes never reach the public folder.
 */
export async function storeImage(bytes: Uint8Array, options: StoreImageOptions): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError("unreadable");
  if (bytes.byteLength > options.maxBytes) throw new ImageRejectedError("size");
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !options.allowedMimeTypes.includes(detected.mime)) throw new ImageRejectedError("type");

  const metadata = await checkImageShape(bytes);
  const source = decodableImage(bytes);
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
