import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { SOCIAL_LOGO_MAX_BYTES, SOCIAL_LOGO_MIME_TYPES } from "../../../domain/content/content-limits";
import { adminSocialLinkTexts } from "../../../domain/admin/admin-social-link-texts";
import { imageRejections, storeImageForForm } from "../../platform/media/image-store";
import { removeStoredUpload } from "../../platform/media/stored-upload-removal";
import { refused, type Outcome } from "../../../domain/shared/refusal";

const m = adminSocialLinkTexts;
/** The spec's bucket (§7 social-logos); each upload gets a new random name, so no cache shows an old logo. */
export const SOCIAL_LOGO_FOLDER = "social-logos";
/** Footer logos show at 24 px; 256 covers every screen density with room to spare. */
const SOCIAL_LOGO_MAX_WIDTH = 256;

const rejections = imageRejections(m.logoTooLarge(SOCIAL_LOGO_MAX_BYTES / (1024 * 1024)), m.logoDimensions(IMAGE_MAX_SIDE_PX), m.logoInvalid);

/**
 * A logo uploaded on a platform's card: through the one upload checker (type by content,
 * shape before decoding) and re-encoded like every image, so the uploaded bytes themselves
 * (an SVG with a script, an HTML file named .png, a photo's EXIF) never reach /media.
 */
export async function storeSocialLogo(bytes: Uint8Array, uploadsDir: string): Promise<Outcome<{ url: string }>> {
  if (bytes.byteLength === 0) return refused(400, m.selectImage, "logo");
  const stored = await storeImageForForm(
    bytes,
    {
      uploadsDir,
      folder: SOCIAL_LOGO_FOLDER,
      maxBytes: SOCIAL_LOGO_MAX_BYTES,
      allowedMimeTypes: SOCIAL_LOGO_MIME_TYPES,
      maxWidth: SOCIAL_LOGO_MAX_WIDTH,
    },
    rejections,
    "logo",
  );
  return stored.ok ? { ok: true, value: { url: stored.value.url } } : stored;
}

/** The files of a logo no row points at any more (replaced, or stored for a write that failed). */
export function discardSocialLogo(uploadsDir: string, url: string): Promise<void> {
  return removeStoredUpload(uploadsDir, SOCIAL_LOGO_FOLDER, url);
}
