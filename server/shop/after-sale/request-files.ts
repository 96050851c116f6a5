// A request's photos and a refund's slip (decision 104): checked by the one upload checker, re-encoded
// and kept privately under DATA_DIR/private/after-sale by the payment proofs' writer, served only to
// the order's member and staff.
import { REQUEST_PHOTO_MAX_BYTES, REQUEST_PHOTO_MIME_TYPES } from "../../../domain/after-sale/after-sale-policy";
import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { fileTexts } from "../../../domain/shared/file-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { errorFields, logger } from "../../platform/logger";
import { checkUpload, UploadRejectedError } from "../../platform/media/image-store";
import { StorageUnavailableError } from "../../platform/media/storage-errors";
import { readProofFile, removeProofFile, writeProofFile } from "../payments/proof-files";

export { afterSaleFilesDir } from "../../platform/media/private-files";

const REJECTIONS: Record<UploadRejectedError["reason"], { status: 413 | 415 | 422; message: string }> = {
  size: { status: 413, message: fileTexts.tooLarge },
  type: { status: 415, message: fileTexts.invalidType },
  unreadable: { status: 415, message: fileTexts.invalidType },
  dimensions: { status: 422, message: fileTexts.imageDimensionsTooLarge(IMAGE_MAX_SIDE_PX) },
};

/** Non-empty files of a form field (a file input sends an empty part when nothing was chosen). */
export function chosenFiles(values: readonly FormDataEntryValue[]): File[] {
  return values.filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** Checks and stores every photo, or none: a refused one removes those already written. */
export async function storeRequestPhotos(directory: string, files: readonly File[], field: string): Promise<Outcome<string[]>> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = await checkUpload(bytes, { maxBytes: REQUEST_PHOTO_MAX_BYTES, allowedMimeTypes: [...REQUEST_PHOTO_MIME_TYPES] });
      if (checked.kind !== "image") throw new UploadRejectedError("type");
      stored.push(await writeProofFile(directory, bytes, checked));
    }
    return { ok: true, value: stored };
  } catch (error) {
    await removeRequestFiles(directory, stored);
    if (error instanceof UploadRejectedError) {
      const rejection = REJECTIONS[error.reason];
      return refused(rejection.status, rejection.message, field);
    }
    if (error instanceof StorageUnavailableError) return refused(503, fileTexts.storageUnavailable, field);
    logger.error("After-sale photo could not be stored", errorFields(error));
    // The header passed but the pixels did not decode (a truncated image).
    return refused(415, fileTexts.invalidType, field);
  }
}

export async function removeRequestFiles(directory: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => removeProofFile(directory, name)));
}

export const readRequestFile = readProofFile;
