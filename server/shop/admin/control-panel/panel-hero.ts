import type { SlideInput } from "../../../../domain/admin/slide-forms";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import type { ShopDatabase } from "../../../platform/db/database";
import { refused, type Refusal } from "../../../../domain/shared/refusal";
import { createSlide, deleteSlide, updateSlide } from "../slides";
import type { AuditActor } from "../../../platform/db/audit-trail";

type Done = { ok: true; message: string };

/**
 * The Control Panel's Hero Section writes, on the hero editor's own server functions
 * (server/shop/admin/slides.ts): the same checks, audit rows and media clean-up as /admin/hero.
 * The panel picks media by address (an image from the library, or a stored video); uploads
 * go through the Images Library or the hero editor. Spec §5 adds for the panel: title required.
 */
export async function savePanelHeroSlide(
  db: ShopDatabase,
  uploadsDir: string,
  actor: AuditActor,
  id: string | null,
  input: SlideInput,
): Promise<Done | Refusal> {
  if (!input.title) return refused(400, m.required(m.hero.title), "title");
  const media = { uploadsDir, file: undefined, field: "mediaUrl" };
  const result = id ? await updateSlide(db, actor, "hero", id, input, media) : await createSlide(db, actor, "hero", input, media);
  return result.ok ? { ok: true, message: m.heroSlideSaved } : result;
}

export async function deletePanelHeroSlide(db: ShopDatabase, uploadsDir: string, actor: AuditActor, id: string): Promise<Done | Refusal> {
  const result = await deleteSlide(db, actor, "hero", id, uploadsDir);
  return result.ok ? { ok: true, message: m.heroSlideDeleted } : result;
}
