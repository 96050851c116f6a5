import { parseForm } from "../../domain/form-contract";
import { defaultAltText, imageAltSchema, imageUploadSchema } from "../../domain/control-panel";
import { controlPanelMessages } from "../../domain/control-panel-messages";
import { refused } from "../../domain/refusal";
import { adminAction } from "../../server/admin/admin-route";
import { deleteLibraryImage, listLibraryImages, updateLibraryImageAlt, uploadLibraryImage } from "../../server/admin/control-panel/image-library";
import { panelAnswer } from "../../server/admin/control-panel/panel-reply";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { settings } from "../../server/env";
import type { Route } from "./+types/admin.control-panel.images";

/** The Control Panel's Images Library: newest first (spec §7). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ images: await listLibraryImages(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Upload (multipart, a BODY_ALLOWANCES line), alt text, delete (the stored files go too). */
export const action = adminAction({
  upload: async ({ form, db, admin }) => {
    const file = form.get("file");
    form.delete("file");
    const parsed = parseForm(imageUploadSchema, form);
    if (!parsed.ok) return panelAnswer(refused(400, parsed.message, parsed.field));
    if (!(file instanceof File) || file.size === 0) return panelAnswer(refused(400, controlPanelMessages.selectImageFile, "file"));
    const fileName = defaultAltText(file.name);
    return panelAnswer(
      await uploadLibraryImage(db, settings().uploadsDir, admin, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName,
        category: parsed.value.category,
        altText: parsed.value.altText || fileName,
      }),
    );
  },
  update: async ({ form, db, admin, rowId }) => {
    const id = rowId();
    const parsed = parseForm(imageAltSchema, form);
    if (!parsed.ok) return panelAnswer(refused(400, parsed.message, parsed.field));
    return panelAnswer(await updateLibraryImageAlt(db, admin, id, parsed.value.altText));
  },
  delete: async ({ db, admin, rowId }) => panelAnswer(await deleteLibraryImage(db, settings().uploadsDir, admin, rowId())),
});
