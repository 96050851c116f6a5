import { parseForm } from "../../domain/shared/form-contract";
import { slideSchema } from "../../domain/admin/slide-forms";
import { adminAction } from "../../server/shop/admin/admin-route";
import { listLibraryImages } from "../../server/shop/admin/control-panel/image-library";
import { deletePanelHeroSlide, savePanelHeroSlide } from "../../server/shop/admin/control-panel/panel-hero";
import { panelAnswer } from "../../server/shop/admin/control-panel/panel-reply";
import { listSlides } from "../../server/shop/admin/slides";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import type { Route } from "./+types/admin.control-panel.hero";

/** The Control Panel's Hero Section: every hero slide (spec §7) and the library's pictures to pick from. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const [slides, images] = await Promise.all([listSlides(db, "hero"), listLibraryImages(db)]);
  return Response.json({ slides, images }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Add, edit, delete, on the hero editor's server functions (server/shop/admin/slides.ts). */
export const action = adminAction({
  create: async (context) => {
    const parsed = parseForm(slideSchema, context.form);
    if (!parsed.ok) return panelAnswer(context, parsed);
    return panelAnswer(context, await savePanelHeroSlide(context.db, settings().uploadsDir, context.admin, null, parsed.value));
  },
  update: async (context) => {
    const id = context.rowId();
    const parsed = parseForm(slideSchema, context.form);
    if (!parsed.ok) return panelAnswer(context, parsed);
    return panelAnswer(context, await savePanelHeroSlide(context.db, settings().uploadsDir, context.admin, id, parsed.value));
  },
  delete: async (context) => panelAnswer(context, await deletePanelHeroSlide(context.db, settings().uploadsDir, context.admin, context.rowId())),
});
