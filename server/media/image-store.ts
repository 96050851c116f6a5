import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from "../../domain/limits";
import { ladderWidthsUpTo } from "../../domain/responsive-image";
import { writeImageLadder, type LadderRendition } from "./image-ladder";
import { checkPdfStructure } from "./pdf-structure";

/**
 * `dimensions`: wider or taller than IMAGE_MAX_SIDE_PX, or more than IMAGE_MAX_PIXELS in all.
 * `unreadable`: the type's signature is there but the file is not (a truncated image, a PDF
 * whose structure does not hold together, a PDF carrying scripts).
 */
export type UploadRejection = "type" | "size" | "dimensions" | "unreadable";

export class UploadRejectedError extends Error {
  override name = "UploadRejectedError";
  constructor(readonly reason: UploadRejection) {
    super(`Upload rejected: ${reason}`);
  }
}

export type UploadRules = {
  maxBytes: number;
  /** Accepted types, judged from the file's bytes, never its name or the browser's claim. */
  allowedMimeTypes: readonly string[];
};

/** What an accepted upload is: an image (with its header already read) or a PDF. */
export type CheckedUpload =
  | { kind: "image"; mimeType: string; metadata: Metadata }
  | { kind: "pdf"; mimeType: "application/pdf" };

/**
 * The one checker for every uploaded file (avatars, payment proofs, product and content
 * images): size, type by content, then the type's own checks — an image's shape from its
 * header before any pixel is decoded, a PDF's structure. Throws UploadRejectedError.
 */
export async function checkUpload(bytes: Uint8Array, rules: UploadRules): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw new UploadRejectedError("unreadable");
  if (bytes.byteLength > rules.maxBytes) throw new UploadRejectedError("size");
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rules.allowedMimeTypes.includes(detected.mime)) throw new UploadRejectedError("type");
  if (detected.mime === "application/pdf") {
    if (checkPdfStructure(bytes) !== "ok") throw new UploadRejectedError("unreadable");
    return { kind: "pdf", mimeType: "application/pdf" };
  }
  return { kind: "image", mimeType: detected.mime, metadata: await checkImageShape(bytes) };
}

export type StoredImage = { url: string; width: number; height: number };

export type StoreImageOptions = UploadRules & {
  uploadsDir: string;
  /** Folder below the uploads dir (and below /media), e.g. "products" or "avatars/<userId>". */
  folder: string;
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
    throw new UploadRejectedError("unreadable");
  }
  // A tiny file can declare an enormous canvas (30,000,000 × 1 deflates to 4 KB), and the
  // resize and encode steps allocate per row and per column, not only per pixel.
  const { width = 0, height = 0 } = metadata;
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS) {
    throw new UploadRejectedError("dimensions");
  }
  return metadata;
}

/** A sharp pipeline for bytes that passed checkImageShape: upright (EXIF), first frame only. */
export function decodableImage(bytes: Uint8Array): Sharp {
  // The decoder's own pixel limit stays on as a second guard.
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false }).rotate();
}

/**
 * Stores an uploaded image: checks it (checkUpload, images only), then re-encodes it (dropping metadata such as
 * GPS positions) into WebP and AVIF renditions on the width ladder. Only the re-encoded
 * files are kept; the original bytes never reach the public folder.
 */
export async function storeImage(bytes: Uint8Array, options: StoreImageOptions): Promise<StoredImage> {
  const images = options.allowedMimeTypes.filter((type) => type.startsWith("image/"));
  const checked = await checkUpload(bytes, { maxBytes: options.maxBytes, allowedMimeTypes: images });
  if (checked.kind !== "image") throw new UploadRejectedError("type");
  const { metadata } = checked;
  const source = decodableImage(bytes);
  const orientedWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  if (!orientedWidth) throw new UploadRejectedError("unreadable");
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
    throw new UploadRejectedError("unreadable");
  }
  const largestHeight = renditions.at(-1)!.height;
  return { url: `/media/${options.folder}/${stem}-${largest}.webp`, width: largest, height: largestHeight };
}
