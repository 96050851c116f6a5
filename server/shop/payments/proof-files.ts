// Payment proofs are private: they live under DATA_DIR/private/payment-proofs, outside the
// public /media folder, under random names, and are served only by /payment-proofs/<paymentId>
// to the payment's owner and admins (decision 026).
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileStorage } from "../../platform/media/file-storage";
import { decodableImage, type CheckedUpload } from "../../platform/media/image-store";
import { asStorageFailure } from "../../platform/media/storage-errors";

export { paymentProofsDir } from "../../platform/media/private-files";

/** Every stored proof is one of these; the name's extension says which. */
const CONTENT_TYPES = { webp: "image/webp", pdf: "application/pdf" } as const;
const PROOF_FILE_NAME = /^[0-9a-f-]{36}\.(webp|pdf)$/;

// Slips are read by people zooming into small print: large and sharp, not ladder-sized.
const PROOF_IMAGE_MAX_SIDE_PX = 2600;

/**
 * Writes a checked proof under a random name and returns the name. Images are re-encoded
 * (WebP, metadata such as a phone's GPS position dropped, anything hidden after the pixels
 * gone); PDFs are kept as checked (decision 025).
 */
export async function writeProofFile(directory: string, bytes: Uint8Array, checked: CheckedUpload): Promise<string> {
  const content =
    checked.kind === "pdf"
      ? { name: `${randomUUID()}.pdf`, bytes: Buffer.from(bytes) }
      : {
          name: `${randomUUID()}.webp`,
          bytes: await decodableImage(bytes)
            .resize({ width: PROOF_IMAGE_MAX_SIDE_PX, height: PROOF_IMAGE_MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
            .webp({ quality: 88 })
            .toBuffer(),
        };
  const storage = fileStorage();
  try {
    // On disk, a folder only the shop's user may read; in a bucket, the bucket is private.
    if (storage.kind === "disk") await mkdir(directory, { recursive: true, mode: 0o700 });
    await storage.write(path.join(directory, content.name), content.bytes);
  } catch (error) {
    throw asStorageFailure(error, "private/payment-proofs");
  }
  return content.name;
}

export async function removeProofFile(directory: string, name: string): Promise<void> {
  if (PROOF_FILE_NAME.test(name)) await fileStorage().remove([path.join(directory, name)]);
}

/** The stored proof and its content type; null for a name this module never wrote or a missing file. */
export async function readProofFile(
  directory: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES] } | null> {
  const match = PROOF_FILE_NAME.exec(name);
  if (!match) return null;
  const bytes = await fileStorage().read(path.join(directory, name));
  return bytes ? { bytes, contentType: CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES] } : null;
}
