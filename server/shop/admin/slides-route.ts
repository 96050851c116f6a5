import { VIDEO_MAX_BYTES } from "../../../domain/content/content-limits";
import { slideSchema } from "../../../domain/admin/slide-forms";
import { SLIDE_DIALOG_PARAMS, type SlideKind, type SlidesEditorData } from "../../../domain/content/slides";
import { database } from "../../platform/db/database";
import { settings } from "../../platform/env";
import type { ReceivedFile } from "../../platform/http/action-form";
import { activeSwitchIntent, dialogRow, type AdminIntent } from "./admin-route";
import { createSlide, deleteSlide, listSlides, loadSlide, SLIDE_ENTITIES, SLIDE_TABLES, updateSlide } from "./slides";

/**
 * The slides editor as a route uses it, for either slide table: `/admin/hero` (kind "hero")
 * and the promotions page's slides tab (kind "promotion"). Its dialogs have their own URL
 * parameters and its intents their own names, so it can share a page and an action with
 * other tabs: `adminAction({ ...slideIntents("promotion"), …the page's own }, { uploads: SLIDE_UPLOADS })`.
 */

/** The slide dialog's file field and its cap (a video; images are held to their own cap when checked). */
export const SLIDE_UPLOADS = { mediaFile: VIDEO_MAX_BYTES } as const;

/** What the editor shows: every slide of the list, and the row its open dialog names. */
export async function loadSlidesEditor(request: Request, kind: SlideKind): Promise<SlidesEditorData> {
  const db = database();
  const editId = dialogRow(request, SLIDE_DIALOG_PARAMS.edit);
  const deleteId = dialogRow(request, SLIDE_DIALOG_PARAMS.delete);
  const [slides, editing, deleting] = await Promise.all([
    listSlides(db, kind),
    editId ? loadSlide(db, kind, editId) : null,
    deleteId ? loadSlide(db, kind, deleteId) : null,
  ]);
  return {
    kind,
    slides,
    creating: new URL(request.url).searchParams.get(SLIDE_DIALOG_PARAMS.create) === "1",
    editing,
    deleting,
    dialogMissing: Boolean((editId && !editing) || (deleteId && !deleting)),
  };
}

/** The editor's intents: `slide-create`, `slide-update`, `slide-delete`, `slide-switch` (the rows' ActiveSwitch). */
export function slideIntents(kind: SlideKind): Record<"slide-create" | "slide-update" | "slide-delete" | "slide-switch", AdminIntent> {
  const media = (files: ReadonlyMap<string, ReceivedFile>) => ({
    uploadsDir: settings().uploadsDir,
    file: files.get("mediaFile"),
    field: "mediaFile",
  });
  return {
    "slide-create": async ({ db, admin, parse, answer, files }) => {
      const parsed = parse(slideSchema);
      if (!parsed.ok) return parsed.reply;
      return answer(await createSlide(db, admin, kind, parsed.value, media(files)), "content-added");
    },
    "slide-update": async ({ db, admin, parse, answer, files, rowId }) => {
      const id = rowId();
      const parsed = parse(slideSchema);
      if (!parsed.ok) return parsed.reply;
      return answer(await updateSlide(db, admin, kind, id, parsed.value, media(files)), "content-saved");
    },
    "slide-delete": async ({ db, admin, answer, rowId }) => answer(await deleteSlide(db, admin, kind, rowId(), settings().uploadsDir), "content-deleted"),
    "slide-switch": activeSwitchIntent({ entity: SLIDE_ENTITIES[kind], table: SLIDE_TABLES[kind] }, "content-saved"),
  };
}
