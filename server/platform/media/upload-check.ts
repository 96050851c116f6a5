import { readFile } from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { checkPdfStructure } from "./pdf-structure";
import { checkVideoStructure, VIDEO_EXTENSIONS, type VideoMimeType } from "./video-structure";

/**
 * `dimensions`: wider or taller than IMAGE_MAX_SIDE_PX, or more than IMAGE_MAX_PIXELS in all.
 * `unreadable`: the type's signature is there but the file is not (a truncated image, a PDF
 * whose structure does not hold together, a PDF carrying scripts, a video whose boxes or
 * pages do not add up).
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

/** What an accepted upload is: an image (with its header already read), a PDF or a video. */
export type CheckedUpload =
  | { kind: "image"; mimeType: string; metadata: Metadata }
  | { kind: "pdf"; mimeType: "application/pdf" }
  | { kind: "video"; mimeType: VideoMimeType; extension: string };

/**
 * An upload already on disk (streamed there by `readUploadForm`, never held in memory):
 * its temporary path and the bytes counted on the way in.
 */
export type UploadOnDisk = { path: string; size: number };

/**
 * The one checker for every uploaded file (avatars, payment proofs, product and content
 * images, slide and home videos): size, type by content, then the type's own checks — an
 * image's shape from its header before any pixel is decoded, a PDF's structure, a video's
 * container structure. Bytes in memory or a file on disk (large videos): a file's type is
 * read from its first bytes, and only images (capped far below videos) are read whole.
 * Throws UploadRejectedError.
 */
export async function checkUpload(source: Uint8Array | UploadOnDisk, rules: UploadRules): Promise<CheckedUpload> {
  const size = source instanceof Uint8Array ? source.byteLength : source.size;
  if (size === 0) throw new UploadRejectedError("unreadable");
  if (size > rules.maxBytes) throw new UploadRejectedError("size");
  const detected = source instanceof Uint8Array ? await fileTypeFromBuffer(source) : await fileTypeFromFile(source.path);
  if (!detected || !rules.allowedMimeTypes.includes(detected.mime)) throw new UploadRejectedError("type");
  if (detected.mime in VIDEO_EXTENSIONS) {
    const mimeType = detected.mime as VideoMimeType;
    if (source instanceof Uint8Array || !(await checkVideoStructure(source.path, source.size, mimeType))) throw new UploadRejectedError("unreadable");
    return { kind: "video", mimeType, extension: VIDEO_EXTENSIONS[mimeType] };
  }
  const bytes = source instanceof Uint8Array ? source : await readFile(source.path);
  if (detected.mime === "application/pdf") {
    if (checkPdfStructure(bytes) !== "ok") throw new UploadRejectedError("unreadable");
    return { kind: "pdf", mimeType: "application/pdf" };
  }
  return { kind: "image", mimeType: detected.mime, metadata: await checkImageShape(bytes) };
}

/**
 * The checker's rule for a text upload (a CSV sheet): a text file has no signature to judge its type
 * by, so it is text when it is valid UTF-8 (a byte-order mark is dropped) without control characters other
 * than tab and line ends, and at most `maxBytes`. Returns the text; throws UploadRejectedError.
 */
export function checkTextUpload(bytes: Uint8Array, maxBytes: number): string {
  if (bytes.byteLength === 0) throw new UploadRejectedError("unreadable");
  if (bytes.byteLength > maxBytes) throw new UploadRejectedError("size");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new UploadRejectedError("type");
  }
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) throw new UploadRejectedError("type");
  return text;
}

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
