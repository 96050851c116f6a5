import { Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin-screen-texts";
import { adminSlideTexts } from "../../../../domain/admin-slide-texts";
import { wholeList } from "../../../../domain/admin-list";
import type { FormReply } from "../../../../domain/form-contract";
import { HERO_IMAGE_MIME_TYPES, HERO_VIDEO_MIME_TYPES, SLIDE_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../../domain/limits";
import { SLIDE_DIALOG_PARAMS, SLIDE_TYPES, type SlideRow, type SlidesEditorData } from "../../../../domain/slides";
import { DialogCheckbox } from "../kit/dialog-checkbox";
import { ActiveSwitch } from "../kit/active-switch";
import { ConfirmDialog, DialogField, fieldValue, FormDialog, MediaThumbnail } from "../kit/admin-dialog";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { DataTable, type Column } from "../kit/data-table";
import { EditDeleteLinks } from "../kit/row-links";

const m = adminSlideTexts;
const s = adminScreenTexts;
const MEGABYTE = 1024 * 1024;

const DIALOG = SLIDE_DIALOG_PARAMS;

/** The current URL with the slide dialogs' parameters replaced (other parameters, such as a tab, kept). */
function useSlideHref() {
  const location = useLocation();
  return (change: Partial<Record<keyof typeof DIALOG, string>> = {}) => {
    const search = new URLSearchParams(location.search);
    for (const name of Object.values(DIALOG)) search.delete(name);
    for (const [key, value] of Object.entries(change)) search.set(DIALOG[key as keyof typeof DIALOG], value);
    const query = search.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
}

const slideName = (slide: SlideRow) => slide.title || m.typeLabels[slide.slideType];

/**
 * The slides editor for either slide list (spec §2 hero editor, promotion slides manager):
 * the list with each slide's media, its active switch, edit and delete (after confirmation),
 * and the add/edit dialog — slide type, media by upload (previewed) or by a stored address,
 * title, subtitle, button text and link, sort order, autoplay interval, active. Its forms post
 * the `slide-*` intents to the page's action (`slideIntents`, with `SLIDE_UPLOADS`).
 */
export function SlidesEditor({ data, reply, heading }: { data: SlidesEditorData; reply: FormReply | undefined; heading: string }) {
  const href = useSlideHref();
  const closeHref = href();
  const columns: Column<SlideRow>[] = [
    {
      header: "Media",
      cell: (slide) =>
        slide.mediaUrl ? (
          <MediaThumbnail url={slide.mediaUrl} label={slideName(slide)} />
        ) : (
          <span aria-label={m.typeLabels.text} className="block h-16 w-28 rounded-lg bg-gradient-to-br from-brand-400 to-brand-700" />
        ),
    },
    {
      header: "Slide",
      cell: (slide) => (
        <>
          <span className="font-medium">{slide.title || "—"}</span>
          <span className="block text-xs text-gray-500">
            {m.typeLabels[slide.slideType]}
            {slide.buttonText ? ` · ${slide.buttonText} → ${slide.buttonLink}` : ""}
          </span>
        </>
      ),
    },
    { header: "Order", className: "text-right", cell: (slide) => slide.sortOrder },
    { header: "Interval", className: "text-right whitespace-nowrap", cell: (slide) => `${slide.autoplayInterval / 1000} s` },
    {
      header: "Active",
      cell: (slide) => <ActiveSwitch id={slide.id} active={slide.isActive} name={slideName(slide)} intent="slide-switch" />,
    },
    {
      header: s.actions,
      className: "text-right whitespace-nowrap",
      cell: (slide) => <EditDeleteLinks editTo={href({ edit: slide.id })} deleteTo={href({ delete: slide.id })} name={slideName(slide)} />,
    },
  ];
  const { creating, editing, deleting } = data;
  return (
    <section aria-label={heading}>
      <div className="flex justify-end">
        <Link to={href({ create: "1" })} preventScrollReset className={ADMIN_BUTTON.primary}>
          <Plus className="size-4" aria-hidden />
          {m.add}
        </Link>
      </div>
      {data.dialogMissing ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {m.notFound}
        </p>
      ) : null}
      <DataTable caption={heading} columns={columns} list={wholeList(data.slides)} rowKey={(slide) => slide.id} empty={m.noneYet} />
      {creating ? (
        <FormDialog title={m.add} closeHref={closeHref} intent="slide-create" reply={reply} encType="multipart/form-data">
          <SlideFields stored={null} reply={reply} />
        </FormDialog>
      ) : null}
      {editing ? (
        <FormDialog
          title={`${s.edit}: ${slideName(editing)}`}
          closeHref={closeHref}
          intent="slide-update"
          id={editing.id}
          reply={reply}
          encType="multipart/form-data"
        >
          <SlideFields stored={editing} reply={reply} />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`${s.delete}: ${slideName(deleting)}`}
          message={m.confirmDelete(slideName(deleting))}
          closeHref={closeHref}
          intent="slide-delete"
          id={deleting.id}
          confirmLabel={s.delete}
          reply={reply}
        />
      ) : null}
    </section>
  );
}

function SlideFields({ stored, reply }: { stored: SlideRow | null; reply: FormReply | undefined }) {
  const value = (name: string, current: string | number | null | undefined) =>
    fieldValue(reply, name, current === null || current === undefined ? current : String(current));
  // New slides start active (spec §4).
  const active = stored?.isActive ?? true;
  return (
    <>
      <DialogField
        name="slideType"
        label="Slide type"
        options={SLIDE_TYPES.map((type) => [type, m.typeLabels[type]] as const)}
        reply={reply}
        defaultValue={value("slideType", stored?.slideType ?? "image")}
      />
      <DialogField
        name="mediaFile"
        type="file"
        label="Media file"
        accept={[...HERO_IMAGE_MIME_TYPES, ...HERO_VIDEO_MIME_TYPES].join(",")}
        hint={`Image: JPEG, PNG, WebP or GIF up to ${SLIDE_IMAGE_MAX_BYTES / MEGABYTE} MB. Video: MP4, WebM or Ogg up to ${VIDEO_MAX_BYTES / MEGABYTE} MB. Not needed for a text gradient slide.`}
        preview={{ current: stored?.mediaUrl ?? null }}
        reply={reply}
        defaultValue=""
      />
      <DialogField
        name="mediaUrl"
        label="Or an existing media URL"
        hint="The /media/… address of an image or video the shop already holds; an uploaded file replaces it."
        reply={reply}
        defaultValue={value("mediaUrl", stored?.mediaUrl)}
      />
      <DialogField name="title" label="Title" reply={reply} defaultValue={value("title", stored?.title)} />
      <DialogField name="subtitle" type="textarea" label="Subtitle" reply={reply} defaultValue={value("subtitle", stored?.subtitle)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField name="buttonText" label="Button text" reply={reply} defaultValue={value("buttonText", stored?.buttonText)} />
        <DialogField
          name="buttonLink"
          label="Button link"
          placeholder="/products"
          hint="A page of this shop"
          reply={reply}
          defaultValue={value("buttonLink", stored?.buttonLink)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField name="sortOrder" label="Sort order" inputMode="numeric" reply={reply} defaultValue={value("sortOrder", stored?.sortOrder ?? 0)} />
        <DialogField
          name="autoplayInterval"
          label="Autoplay interval (ms)"
          inputMode="numeric"
          hint="1000 to 60000; 5000 is 5 seconds"
          reply={reply}
          defaultValue={value("autoplayInterval", stored?.autoplayInterval ?? 5000)}
        />
      </div>
      <DialogCheckbox name="isActive" label="Active" reply={reply} defaultChecked={active} />
    </>
  );
}
