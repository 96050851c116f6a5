import { fileStorage } from "../../platform/media/file-storage";
import path from "node:path";
import { STORED_IMAGE_PATH } from "../../../domain/admin/admin-forms";
import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIME_TYPES } from "../../../domain/catalog/catalog-limits";
import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { imageRejections, storeImageForForm } from "../../platform/media/image-store";
import { removeStoredUpload } from "../../platform/media/stored-upload-removal";
import type { Outcome } from "../../../domain/shared/refusal";

const m = adminProductTexts;
const FOLDER = "products";
/** Product photos show at most about 640 px wide (the detail page, 2× on a phone); 1280 covers both. */
const PRODUCT_IMAGE_MAX_WIDTH = 1280;

const rejections = imageRejections(m.imageTooLarge(PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)), m.imageDimensions(IMAGE_MAX_SIDE_PX), m.imageInvalid);

/**
 * A product photo uploaded in the dialog: through the one upload checker (type by content,
 * shape before decoding) and re-encoded into the WebP/AVIF ladder like every image, so the
 * original bytes (and their EXIF) never reach /media. A refusal is the dialog's message next
 * to the file field.
 */
export async function storeProductImage(bytes: Uint8Array, uploadsDir: string): Promise<Outcome<{ url: string }>> {
  const stored = await storeImageForForm(
    bytes,
    {
      uploadsDir,
      folder: FOLDER,
      maxBytes: PRODUCT_IMAGE_MAX_BYTES,
      allowedMimeTypes: PRODUCT_IMAGE_MIME_TYPES,
      maxWidth: PRODUCT_IMAGE_MAX_WIDTH,
    },
    rejections,
    "imageFile",
  );
  return stored.ok ? { ok: true, value: { url: stored.value.url } } : stored;
}

/**
 * An image given by address must be one the shop stored (decision 031): the shape is checked
 * by the form's schema, its largest rendition must be on disk. Nothing is fetched from
 * elsewhere, so the field cannot make the server call into its own network.
 */
export async function storedImageExists(uploadsDir: string, url: string): Promise<boolean> {
  if (!STORED_IMAGE_PATH.test(url)) return false;
  return fileStorage()
    .exists(path.join(uploadsDir, url.slice("/media/".length)))
    .catch(() => false);
}

/**
 * Removes the renditions of an upload the dialog stored before its write was refused (a name
 * taken, a category gone), so refusals leave no files behind. Only this folder's own
 * random-named uploads are touched; an image a product or an order line already points at
 * is never removed here.
 */
export async function discardUnusedProductImage(uploadsDir: string, url: string): Promise<void> {
  await removeStoredUpload(uploadsDir, FOLDER, url);
}
