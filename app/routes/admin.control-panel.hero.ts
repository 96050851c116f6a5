import { parseForm } from "../../domain/form-contract";
import { slideSchema } from "../../domain/slide-forms";
import { refused } from "../../domain/refusal";
import { adminAction } from "../../server/admin/admin-route";
import { listLibraryImages } from "../../server/admin/control-panel/image-library";
import { deletePanelHeroSlide, savePanelHeroSlide } from "../../server/admin/control-panel/panel-hero";
import { panelAnswer } from "../../server/admin/control-panel/panel-reply";
import { listSlides } from "../../server/admin/slides";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { settings } from "../../server/env";
import type { Route } from "./+types/admin.control-panel.hero";

/** The Control Panel's Hero Section: every hero slide (spec §7) and the library's pictures to pick from. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const [slides, images] = await Promise.all([listSlides(db, "hero"), listLibraryImages(db)]);
  return Response.json({ slides, images }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Add, edit, delete, on the hero editor's server functions (server/admin/slides.ts). */
export const action = adminAction({
  create: async ({ form, db, admin }) => {
    const parsed = parseForm(slideSchema, form);
    if (!parsed.ok) return panelAnswer(refused(400, parsed.message, parsed.field));
    return panelAnswer(await savePanelHeroSlide(db, settings().uploadsDir, admin, null, parsed.value));
  },
  update: async ({ form, db, admin, rowId }) => {
    const id = rowId();
    const parsed = parseForm(slideSchema, form);
    if (!parsed.ok) return panelAnswer(refused(400, parsed.message, parsed.field));
    return panelAnswer(await savePanelHeroSlide(db, settings().uploadsDir, admin, id, parsed.value));
  },
  delete: async ({ db, admin, rowId }) => panelAnswer(await deletePanelHeroSlide(db, settings().uploadsDir, admin, rowId())),
});
