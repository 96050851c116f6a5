import path from "node:path";
import { removeStoredUpload } from "../../platform/media/stored-upload-removal";
import { eq } from "drizzle-orm";
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from "../../../domain/members/member-limits";
import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { fileTexts } from "../../../domain/shared/file-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { ShopDatabase } from "../../platform/db/database";
import { profiles, users } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { storeMemberImage } from "../../platform/media/image-store";
import { fileStorage } from "../../platform/media/file-storage";
import { lockedRow } from "../../platform/db/locked-row";

/** Avatars show at most a few hundred pixels wide; 480 is a ladder width (responsive-image). */
const AVATAR_MAX_WIDTH = 480;

/** The new avatar's URL, or refused (413/415/422 for the file, 409/500/503 for the shop). */
export type AvatarChange = Outcome<{ url: string }>;

export const avatarFolder = (userId: string) => `avatars/${userId}`;

/** Message and status for an avatar that was refused before it was looked at. */
export const avatarTooLarge = refused(413, fileTexts.avatarTooLarge);
export const avatarInvalid = refused(415, fileTexts.invalidType);
const avatarOversizedShape = refused(422, fileTexts.imageDimensionsTooLarge(IMAGE_MAX_SIDE_PX));
const avatarRejections = { size: avatarTooLarge, dimensions: avatarOversizedShape, type: avatarInvalid, unreadable: avatarInvalid };

/**
 * Replaces the member's avatar: the file is judged by its content and re-encoded
 * (storeImage), the profile then points at the new image, and only after that commit are
 * the previous image's files removed. Each replacement removes exactly the files of the
 * image it replaced, so two uploads racing each other never delete the winner's files.
 */
export async function replaceAvatar(db: ShopDatabase, userId: string, bytes: Uint8Array, uploadsDir: string): Promise<AvatarChange> {
  const folder = avatarFolder(userId);
  const stored = await storeMemberImage(
    bytes,
    { uploadsDir, folder, maxBytes: AVATAR_MAX_BYTES, allowedMimeTypes: AVATAR_MIME_TYPES, maxWidth: AVATAR_MAX_WIDTH },
    avatarRejections,
    { log: "Avatar could not be stored", userId },
  );
  if (!stored.ok) return stored;
  const { url } = stored.value;

  let previous: string | null = null;
  let memberGone = false;
  try {
    previous = await db.transaction(async (tx) => {
      // A member an admin is deleting right now gets no new avatar: the deletion removes the
      // folder after its commit, and no profile may point at a file that is gone (decision 038).
      const [member] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for("share");
      if (!member || member.deletedAt) {
        memberGone = true;
        return null;
      }
      const current = await lockedRow(tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId)));
      await tx
        .insert(profiles)
        .values({ userId, avatarUrl: url })
        .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: url, updatedAt: new Date() } });
      return current?.avatarUrl ?? null;
    });
  } catch (error) {
    logger.error("Avatar could not be saved", { userId, ...errorFields(error) });
    await removeStoredUpload(uploadsDir, folder, url);
    return refused(500, fileTexts.uploadFailed);
  }
  if (memberGone) {
    await removeStoredUpload(uploadsDir, folder, url);
    return refused(409, fileTexts.uploadFailed);
  }
  if (previous && previous !== url) await removeStoredUpload(uploadsDir, folder, previous);
  return { ok: true, value: { url } };
}

/**
 * Removes a deleted member's avatar folder — every rendition of every avatar they stored
 * (decision 038). Called after the deletion committed, when no row points at these files any
 * more; a file that cannot be removed is logged, never the admin's problem.
 */
export async function removeMemberAvatarFiles(uploadsDir: string, userId: string): Promise<void> {
  // Only ever a member's own folder: the id is a UUID, never a path of someone's choosing.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return;
  try {
    await fileStorage().removeDirectory(path.join(uploadsDir, avatarFolder(userId)));
  } catch (error) {
    logger.warn("A deleted member's avatar files could not be removed", { folder: avatarFolder(userId), ...errorFields(error) });
  }
}
