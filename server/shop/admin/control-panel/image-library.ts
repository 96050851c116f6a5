import { randomBytes } from "node:crypto";
import { desc, eq, inArray } from "drizzle-orm";
import { IMAGE_CONFIG_KEYS, IMAGE_LIBRARY_MAX_BYTES, type ImageLibraryCategory } from "../../../../domain/admin/control-panel";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { IMAGE_MAX_SIDE_PX } from "../../../../domain/shared/limits";
import { PRODUCT_IMAGE_MIME_TYPES } from "../../../../domain/catalog/catalog-limits";
import type { DatabaseOrTransaction, ShopDatabase } from "../../../platform/db/database";
import { contentBlocks, imageLibrary, siteConfig } from "../../../platform/db/schema";
import { imageRejections, storeImageForForm } from "../../../platform/media/image-store";
import { removeStoredUpload } from "../../../platform/media/stored-upload-removal";
import { refused, type Refusal } from "../../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor, recordAdminDelete } from "../../../platform/db/audit-trail";
import { lockedRow } from "../../../platform/db/locked-row";

type Done = { ok: true; message: string };

export type LibraryImage = {
  id: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  mimeType: string;
  altText: string;
  category: string;
  createdAt: Date;
};

/** Library pictures are shown at most at banner width. */
const LIBRARY_IMAGE_MAX_WIDTH = 1600;

const rejections = imageRejections(m.imageTooLarge(IMAGE_LIBRARY_MAX_BYTES / (1024 * 1024)), m.imageDimensions(IMAGE_MAX_SIDE_PX), m.imageTypeInvalid);

/** Spec §7: the library newest first. */
export function listLibraryImages(db: DatabaseOrTransaction): Promise<LibraryImage[]> {
  return db
    .select({
      id: imageLibrary.id,
      fileName: imageLibrary.fileName,
      fileUrl: imageLibrary.fileUrl,
      fileSize: imageLibrary.fileSize,
      mimeType: imageLibrary.mimeType,
      altText: imageLibrary.altText,
      category: imageLibrary.category,
      createdAt: imageLibrary.createdAt,
    })
    .from(imageLibrary)
    .orderBy(desc(imageLibrary.createdAt), desc(imageLibrary.id));
}

export type LibraryUpload = { bytes: Uint8Array; fileName: string; category: ImageLibraryCategory; altText: string };

/**
 * An upload to the library (spec §7: under its category's folder, with a timestamp name):
 * through the one upload checker and re-encoder (`storeImage`: type by content, shape before
 * decoding, WebP/AVIF ladder), then its row and audit record in one transaction. A refused
 * file stores nothing; a failed insert removes the files it just wrote.
 */
export async function uploadLibraryImage(db: ShopDatabase, uploadsDir: string, actor: AuditActor, upload: LibraryUpload): Promise<Done | Refusal> {
  const storing = await storeImageForForm(
    upload.bytes,
    {
      uploadsDir,
      folder: `library/${upload.category}`,
      name: `${Date.now()}-${randomBytes(4).toString("hex")}`,
      maxBytes: IMAGE_LIBRARY_MAX_BYTES,
      allowedMimeTypes: PRODUCT_IMAGE_MIME_TYPES,
      maxWidth: LIBRARY_IMAGE_MAX_WIDTH,
    },
    rejections,
    "file",
  );
  if (!storing.ok) return storing;
  const stored = storing.value;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(imageLibrary)
        .values({
          fileName: upload.fileName,
          fileUrl: stored.url,
          fileSize: upload.bytes.byteLength,
          // What the library serves: every upload is re-encoded to WebP (and AVIF beside it).
          mimeType: "image/webp",
          altText: upload.altText,
          category: upload.category,
          uploadedBy: actor.id,
        })
        .returning({ id: imageLibrary.id });
      await recordAdminAction(tx, actor, {
        action: "image-library.upload",
        entityId: row!.id,
        after: { fileName: upload.fileName, fileUrl: stored.url, category: upload.category },
      });
      return { ok: true, message: m.imageUploaded } as const;
    });
  } catch (error) {
    await removeStoredUpload(uploadsDir, `library/${upload.category}`, stored.url);
    throw error;
  }
}

export async function updateLibraryImageAlt(db: ShopDatabase, actor: AuditActor, id: string, altText: string): Promise<Done | Refusal> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx.select({ altText: imageLibrary.altText }).from(imageLibrary).where(eq(imageLibrary.id, id)));
    if (!before) return refused(404, m.imageNotFound);
    if (before.altText === altText) return { ok: true, message: m.notChanged } as const;
    await tx.update(imageLibrary).set({ altText }).where(eq(imageLibrary.id, id));
    await recordAdminAction(tx, actor, { action: "image-library.update", entityId: id, before, after: { altText } });
    return { ok: true, message: m.imageSaved } as const;
  });
}

/**
 * Deletes a library image: its row and audit record in one transaction, then (after the
 * commit, so a rolled-back delete keeps its files) every stored rendition. An image the
 * landing page or a content block still shows is refused, naming where it is used.
 */
export async function deleteLibraryImage(db: ShopDatabase, uploadsDir: string, actor: AuditActor, id: string): Promise<Done | Refusal> {
  const result = await db.transaction(async (tx) => {
    const image = await lockedRow(
      tx
        .select({ fileUrl: imageLibrary.fileUrl, fileName: imageLibrary.fileName, category: imageLibrary.category })
        .from(imageLibrary)
        .where(eq(imageLibrary.id, id)),
    );
    if (!image) return refused(404, m.imageNotFound);
    const usedBy = await whereUsed(tx, image.fileUrl);
    if (usedBy) return refused(409, m.imageInUse(usedBy));
    await tx.delete(imageLibrary).where(eq(imageLibrary.id, id));
    await recordAdminDelete(tx, actor, { action: "image-library.delete", entityId: id, before: { fileName: image.fileName, fileUrl: image.fileUrl } });
    return { ok: true, url: image.fileUrl, folder: `library/${image.category}` } as const;
  });
  if (!result.ok) return result;
  // Another library row may point at the same files only if the library itself was edited by hand.
  const [other] = await db.select({ id: imageLibrary.id }).from(imageLibrary).where(eq(imageLibrary.fileUrl, result.url)).limit(1);
  if (!other) {
    await removeStoredUpload(uploadsDir, result.folder, result.url);
  }
  return { ok: true, message: m.imageDeleted };
}

/** The site_config image key or content block that shows `url`, if any. */
async function whereUsed(tx: DatabaseOrTransaction, url: string): Promise<string | null> {
  const settings = await tx
    .select({ key: siteConfig.configKey, value: siteConfig.configValue })
    .from(siteConfig)
    .where(inArray(siteConfig.configKey, [...IMAGE_CONFIG_KEYS]));
  const setting = settings.find((row) => (row.value as { url?: unknown } | null)?.url === url);
  if (setting) return setting.key;
  const [block] = await tx.select({ title: contentBlocks.title }).from(contentBlocks).where(eq(contentBlocks.mediaUrl, url)).limit(1);
  return block ? `Content Block "${block.title}"` : null;
}
