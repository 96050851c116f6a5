import { useState } from "react";
import { HERO_AUTOPLAY_DEFAULT_MS } from "../../../../domain/content/content-limits";
import { LibraryImageSelect, type LibraryImage } from "./library-image-select";
import { controlPanelTexts as m, labelOf } from "../../../../domain/admin/control-panel-texts";
import { adminSlideTexts } from "../../../../domain/admin/admin-slide-texts";
import type { SlideRow as Slide } from "../../../../domain/content/slides";
import {
  FormRefusal,
  PanelDialog,
  PanelEditForm,
  PanelField,
  OpenScreenAndAdd,
  PanelSelect,
  usePanelData,
  usePanelRows,
  PanelList,
  PanelRowActions,
} from "./panel-kit";

const URL = "/admin/control-panel/hero";
const h = m.hero;
const SLIDE_TYPES = ["image", "video", "text"] as const;

/** Hero slides (spec §2, §5): list, add, edit, delete, on the hero editor's server functions. */
export function HeroDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<{ slides: Slide[]; images: LibraryImage[] }>(URL);
  const rows = usePanelRows<Slide>(URL, { saveFailed: m.saveHeroSlideFailed, deleteFailed: m.deleteHeroSlideFailed, formKey: "slide" }, reload);
  const { editing, setEditing, remover } = rows;
  const shown = editing === "new" ? null : editing;
  return (
    <PanelDialog title={m.sections.hero} onClose={onClose}>
      <div className="mb-4 flex flex-wrap justify-end gap-2">
        <OpenScreenAndAdd to="/admin/hero" openLabel={m.readOnly.openHero} addLabel={h.add} editing={Boolean(editing)} onAdd={() => setEditing("new")} />
      </div>
      {editing ? (
        <PanelEditForm rows={rows} rowName={shown?.title ?? null} addLabel={h.add}>
          <SlideFields slide={shown} images={data?.images ?? []} />
        </PanelEditForm>
      ) : null}
      <PanelList rows={data?.slides} failed={failed}>
        {(slide) => (
          <li key={slide.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="flex min-w-0 items-center gap-3">
              {slide.slideType === "image" && slide.mediaUrl ? (
                <img src={slide.mediaUrl} alt="" width={96} height={54} className="h-12 w-20 rounded-md object-cover" />
              ) : null}
              <div className="min-w-0">
                <p className="font-medium">{slide.title || "—"}</p>
                <p className="text-xs text-gray-500">
                  {labelOf(adminSlideTexts.typeLabels, slide.slideType)} · #{slide.sortOrder} · {adminSlideTexts.seconds(slide.autoplayInterval / 1000)} ·{" "}
                  {slide.isActive ? h.active : m.contentBlocks.inactive}
                </p>
                <FormRefusal refusal={remover.refusal} form={slide.id} />
              </div>
            </div>
            <PanelRowActions
              name={slide.title}
              confirmName={slide.title || labelOf(adminSlideTexts.typeLabels, slide.slideType)}
              id={slide.id}
              onEdit={() => setEditing(slide)}
              remover={remover}
            />
          </li>
        )}
      </PanelList>
    </PanelDialog>
  );
}

/** A slide's fields; the media URL only for an image or video slide, so the type is followed as it is picked. */
function SlideFields({ slide, images }: { slide: Slide | null; images: LibraryImage[] }) {
  const [type, setType] = useState<string>(slide?.slideType ?? "image");
  const field = (name: keyof Slide | "autoplaySeconds", label: string, value: string, inputMode?: "numeric" | "decimal") => (
    <PanelField label={label} name={name} defaultValue={value} inputMode={inputMode} />
  );
  return (
    <>
      <PanelSelect
        label={h.type}
        name="slideType"
        value={type}
        onChange={(event) => setType(event.target.value)}
        values={SLIDE_TYPES}
        labels={adminSlideTexts.typeLabels}
      />
      {field("title", h.title, slide?.title ?? "")}
      {field("subtitle", h.subtitle, slide?.subtitle ?? "")}
      {/* Spec §5: the media URL field only for image or video slides. */}
      {/* Spec §5: media only for image or video slides; a picture comes from the image library (issue 40). */}
      {type === "image" ? <LibraryImageSelect name="mediaUrl" label={h.image} images={images} stored={slide?.mediaUrl ?? ""} /> : null}
      {type === "video" ? field("mediaUrl", h.video, slide?.mediaUrl ?? "") : null}
      {field("buttonText", h.buttonText, slide?.buttonText ?? "")}
      {field("buttonLink", h.buttonLink, slide?.buttonLink ?? "")}
      {field("sortOrder", h.sortOrder, String(slide?.sortOrder ?? 0), "numeric")}
      {field("autoplaySeconds", h.interval, String((slide?.autoplayInterval ?? HERO_AUTOPLAY_DEFAULT_MS) / 1000), "decimal")}
      <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
        {/* New slides are created active (spec §4). */}
        <input type="checkbox" name="isActive" defaultChecked={slide?.isActive ?? true} className="size-4 accent-brand-600" />
        {h.active}
      </label>
    </>
  );
}
