import { useLocation } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { adminSlideTexts } from "../../../../domain/admin/admin-slide-texts";
import { wholeList } from "../../../../domain/admin/admin-list";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { HERO_IMAGE_MIME_TYPES, HERO_VIDEO_MIME_TYPES, SLIDE_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../../domain/content/content-limits";
import { SLIDE_DIALOG_PARAMS, SLIDE_TYPES, type SlideRow, type SlidesEditorData } from "../../../../domain/content/slides";
import { DialogCheckbox } from "../kit/dialog-checkbox";
import { ActiveSwitch } from "../kit/active-switch";
import { ConfirmDialog, DialogField, dialogFields, FormDialog, MediaThumbnail } from "../kit/admin-dialog";
import { ScreenAlert } from "../kit/admin-screen";
import { DataTable, type Column } from "../kit/data-table";
import { EditDeleteLinks } from "../kit/row-links";
import { AddLink } from "../kit/row-links";

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
      header: m.media,
      cell: (slide) =>
        slide.mediaUrl ? (
          <MediaThumbnail url={slide.mediaUrl} label={slideName(slide)} />
        ) : (
          <span role="img" aria-label={m.typeLabels.text} className="block h-16 w-28 rounded-lg bg-gradient-to-br from-brand-400 to-brand-700" />
        ),
    },
    {
      header: m.slide,
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
    { header: m.sortOrder, className: "text-right", cell: (slide) => slide.sortOrder },
    { header: m.interval, className: "text-right whitespace-nowrap", cell: (slide) => m.seconds(slide.autoplayInterval / 1000) },
    {
      header: m.active,
      cell: (slide) => <ActiveSwitch id={slide.id} active={slide.isActive} name={slideName(slide)} intent="slide-switch" />,
    },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (slide) => <EditDeleteLinks editTo={href({ edit: slide.id })} deleteTo={href({ delete: slide.id })} name={slideName(slide)} />,
    },
  ];
  const { creating, editing, deleting } = data;
  // Adding and editing a slide are one form: a stored slide is updated, none is created.
  const slideDialog = (stored: SlideRow | null) => (
    <FormDialog
      title={stored ? `${s.edit}: ${slideName(stored)}` : m.add}
      closeHref={closeHref}
      intent={stored ? "slide-update" : "slide-create"}
      id={stored?.id}
      reply={reply}
      encType="multipart/form-data"
    >
      <SlideFields stored={stored} reply={reply} />
    </FormDialog>
  );
  return (
    // No landmark of its own: the table is the region named by `heading` (two of one name are one too many, issue 25).
    <div>
      <div className="flex justify-end">
        <AddLink to={href({ create: "1" })} label={m.add} />
      </div>
      <ScreenAlert message={data.dialogMissing && m.notFound} />
      <DataTable caption={heading} columns={columns} list={wholeList(data.slides)} rowKey={(slide) => slide.id} empty={m.noneYet} />
      {creating ? slideDialog(null) : null}
      {editing ? slideDialog(editing) : null}
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
    </div>
  );
}

function SlideFields({ stored, reply }: { stored: SlideRow | null; reply: FormReply | undefined }) {
  // Staff set the time per slide in seconds (issue 40); it is kept in milliseconds.
  const field = dialogFields(reply, stored && { ...stored, autoplaySeconds: stored.autoplayInterval / 1000 });
  // New slides start active (spec §4).
  const active = stored?.isActive ?? true;
  return (
    <>
      {field("slideType", m.slideType, { options: SLIDE_TYPES.map((type) => [type, m.typeLabels[type]] as const), empty: "image" })}
      <DialogField
        name="mediaFile"
        type="file"
        label={m.mediaFile}
        accept={[...HERO_IMAGE_MIME_TYPES, ...HERO_VIDEO_MIME_TYPES].join(",")}
        hint={m.mediaFileHint(SLIDE_IMAGE_MAX_BYTES / MEGABYTE, VIDEO_MAX_BYTES / MEGABYTE)}
        preview={{ current: stored?.mediaUrl ?? null }}
        reply={reply}
      />
      {field("mediaUrl", m.mediaUrl, { hint: m.mediaUrlHint })}
      {field("title", m.slideTitle)}
      {field("subtitle", m.subtitle, { type: "textarea" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("buttonText", m.buttonText)}
        {field("buttonLink", m.buttonLink, { placeholder: "/products", hint: m.buttonLinkHint })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("sortOrder", m.sortOrder, { inputMode: "numeric", empty: "0" })}
        {field("autoplaySeconds", m.intervalField, { inputMode: "decimal", hint: m.intervalHint, empty: "5" })}
      </div>
      <DialogCheckbox name="isActive" label={m.showOnSite} reply={reply} defaultChecked={active} />
    </>
  );
}
