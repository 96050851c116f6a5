import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileTexts } from "../../../domain/shared/file-texts";
import { refused, type Outcome, type Refusal } from "../../../domain/shared/refusal";
import { errorFields, logger } from "../logger";
import { ladderWidthsUpTo } from "../../../domain/shared/responsive-image";
import { writeImageLadder, type LadderRendition } from "./image-ladder";
import { asStorageFailure, StorageUnavailableError } from "./storage-errors";
import { checkUpload, decodableImage, UploadRejectedError, type UploadRejection, type UploadRules } from "./upload-check";

// The checker moved to upload-check.ts when it learnt videos (decision 041); its names stay
// importable from here for the modules that store images.
export { checkImageShape, checkUpload, decodableImage, UploadRejectedError, type CheckedUpload, type UploadRejection, type UploadRules } from "./upload-check";

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
    if (typeof (error as NodeJS.ErrnoException).code === "string") throw asStorageFailure(error, options.folder);
    // The header looked fine but the pixels could not be decoded (a truncated file, say).
    throw new UploadRejectedError("unreadable");
  }
  const largestHeight = renditions.at(-1)!.height;
  return { url: `/media/${options.folder}/${stem}-${largest}.webp`, width: largest, height: largestHeight };
}

/**
 * `storeImage` for a form: a file the checker turns away is the form's refusal on `field`, in the
 * caller's words for each reason (`rejections`); anything else still throws.
 */
export async function storeImageForForm(
  bytes: Uint8Array,
  options: StoreImageOptions,
  rejections: Record<UploadRejection, string>,
  field: string,
): Promise<Outcome<StoredImage>> {
  try {
    return { ok: true, value: await storeImage(bytes, options) };
  } catch (error) {
    if (error instanceof UploadRejectedError) return refused(400, rejections[error.reason], field);
    throw error;
  }
}

/**
 * `storeImage` for a member's own upload, where every failure is an answer: a file the checker
 * turns away is its refusal in `rejections`, storage that is down a 503, anything else a 500,
 * logged as `failure.log` (all on `failure.field` when the form has one).
 */
export async function storeMemberImage(
  bytes: Uint8Array,
  options: StoreImageOptions,
  rejections: Record<UploadRejection, Refusal>,
  failure: { log: string; userId: string; field?: string },
): Promise<Outcome<StoredImage>> {
  try {
    return { ok: true, value: await storeImage(bytes, options) };
  } catch (error) {
    if (error instanceof UploadRejectedError) return rejections[error.reason];
    if (error instanceof StorageUnavailableError) return refused(503, fileTexts.storageUnavailable, failure.field);
    logger.error(failure.log, { userId: failure.userId, ...errorFields(error) });
    return refused(500, fileTexts.uploadFailed, failure.field);
  }
}

/** The words for each reason an image is turned away: too large, too many pixels, or not an image we take. */
export function imageRejections(tooLarge: string, tooManyPixels: string, notAnImage: string): Record<UploadRejection, string> {
  return { size: tooLarge, dimensions: tooManyPixels, type: notAnImage, unreadable: notAnImage };
}
