import { parseForm } from "../../domain/shared/form-contract";
import { defaultAltText, imageAltSchema, imageUploadSchema } from "../../domain/admin/control-panel";
import { controlPanelTexts } from "../../domain/admin/control-panel-texts";
import { refused } from "../../domain/shared/refusal";
import { adminAction } from "../../server/shop/admin/admin-route";
import { deleteLibraryImage, listLibraryImages, updateLibraryImageAlt, uploadLibraryImage } from "../../server/shop/admin/control-panel/image-library";
import { panelAnswer } from "../../server/shop/admin/control-panel/panel-reply";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import type { Route } from "./+types/admin.control-panel.images";

/** The Control Panel's Images Library: newest first (spec §7). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ images: await listLibraryImages(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Upload (multipart, a BODY_ALLOWANCES line), alt text, delete (the stored files go too). */
export const action = adminAction({
  upload: async (context) => {
    const { form, db, admin } = context;
    const file = form.get("file");
    form.delete("file");
    const parsed = parseForm(imageUploadSchema, form);
    if (!parsed.ok) return panelAnswer(context, parsed);
    if (!(file instanceof File) || file.size === 0) return panelAnswer(context, refused(400, controlPanelTexts.selectImageFile, "file"));
    const fileName = defaultAltText(file.name);
    return panelAnswer(
      context,
      await uploadLibraryImage(db, settings().uploadsDir, admin, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName,
        category: parsed.value.category,
        altText: parsed.value.altText || fileName,
      }),
    );
  },
  update: async (context) => {
    const id = context.rowId();
    const parsed = parseForm(imageAltSchema, context.form);
    if (!parsed.ok) return panelAnswer(context, parsed);
    return panelAnswer(context, await updateLibraryImageAlt(context.db, context.admin, id, parsed.value.altText));
  },
  delete: async (context) => panelAnswer(context, await deleteLibraryImage(context.db, settings().uploadsDir, context.admin, context.rowId())),
});
