import type { FormEvent } from "react";
import { IMAGE_LIBRARY_CATEGORIES } from "../../../../domain/control-panel-fields";
import { controlPanelMessages as m } from "../../../../domain/control-panel-messages";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { FIELD_INPUT, FIELD_LABEL, FormRefusal, PanelDialog, PanelLoading, usePanelData, usePanelSubmit } from "./panel-kit";

const URL = "/admin/control-panel/images";
const im = m.images;

type LibraryImage = { id: string; fileName: string; fileUrl: string; fileSize: number; altText: string; category: string; createdAt: string };

/** The image library: upload to a category, newest first with alt text, delete (the stored files go too). */
export function ImagesDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<{ images: LibraryImage[] }>(URL);
  const uploader = usePanelSubmit(URL, m.uploadImageFailed, reload);
  const saver = usePanelSubmit(URL, m.saveImageFailed, reload);
  const remover = usePanelSubmit(URL, m.deleteImageFailed, reload);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    form.set("intent", "upload");
    if (await uploader.submit(form, "upload")) element.reset();
  };
  const saveAlt = (image: LibraryImage) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("intent", "update");
    form.set("id", image.id);
    void saver.submit(form, image.id);
  };
  const remove = (image: LibraryImage) => {
    if (!window.confirm(m.confirmDelete(image.altText || image.fileName))) return;
    const form = new FormData();
    form.set("intent", "delete");
    form.set("id", image.id);
    void remover.submit(form, image.id);
  };

  return (
    <PanelDialog title={m.sections.images} onClose={onClose}>
      <form onSubmit={(event) => void upload(event)} noValidate aria-label={im.upload} className="mb-4 grid items-end gap-3 rounded-2xl border border-brand-100 p-4 sm:grid-cols-[2fr_1fr_2fr_auto]">
        <label className={FIELD_LABEL}>
          {im.file}
          {/* Spec §5: image files only; the server judges the type by the file's content. */}
          <input type="file" name="file" accept="image/jpeg,image/png,image/webp,image/gif" className="mt-1 block w-full text-sm" />
        </label>
        <label className={FIELD_LABEL}>
          {im.category}
          <select name="category" defaultValue="general" className={FIELD_INPUT}>
            {IMAGE_LIBRARY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {im.categories[category]}
              </option>
            ))}
          </select>
        </label>
        <label className={FIELD_LABEL}>
          {im.altText}
          <input name="altText" className={FIELD_INPUT} />
        </label>
        <button type="submit" disabled={uploader.busy} className={ADMIN_BUTTON.primary}>
          {im.upload}
        </button>
        <div className="sm:col-span-4">
          <FormRefusal refusal={uploader.refusal} form="upload" />
        </div>
      </form>
      {!data ? (
        <PanelLoading failed={failed} />
      ) : data.images.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{im.empty}</p>
      ) : (
        <ul key={JSON.stringify(data.images.map((image) => [image.id, image.altText]))} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.images.map((image) => (
            <li key={image.id} className="rounded-xl border border-gray-100 p-3">
              <img src={image.fileUrl} alt={image.altText} width={320} height={180} loading="lazy" className="h-32 w-full rounded-lg bg-gray-50 object-contain" />
              <p className="mt-2 truncate text-xs text-gray-500" title={image.fileName}>
                [{image.category}] {image.fileName} · {Math.ceil(image.fileSize / 1024).toLocaleString("en-US")} KB
              </p>
              <form onSubmit={saveAlt(image)} noValidate aria-label={`${im.altText}: ${image.fileName}`} className="mt-2 flex items-end gap-2">
                <label className="min-w-0 flex-1 text-xs font-medium text-gray-600">
                  {im.altText}
                  <input name="altText" defaultValue={image.altText} className={FIELD_INPUT} />
                </label>
                <button type="submit" disabled={saver.busy} className={ADMIN_BUTTON.row}>
                  {m.save}
                </button>
              </form>
              <FormRefusal refusal={saver.refusal} form={image.id} />
              <FormRefusal refusal={remover.refusal} form={image.id} />
              <button type="button" disabled={remover.busy} onClick={() => remove(image)} className={`${ADMIN_BUTTON.rowDanger} mt-1`} aria-label={`${m.delete} ${image.altText || image.fileName}`}>
                {m.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PanelDialog>
  );
}
