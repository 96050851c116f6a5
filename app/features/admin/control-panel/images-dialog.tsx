import { IMAGE_LIBRARY_CATEGORIES, IMAGE_LIBRARY_MAX_BYTES } from "../../../../domain/admin/control-panel-fields";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import {
  FIELD_INPUT,
  FIELD_LABEL,
  FormRefusal,
  PanelDeleteForm,
  PanelDialog,
  PanelField,
  PanelSelect,
  PanelIntent,
  usePanelData,
  usePanelSubmit,
  PanelList,
} from "./panel-kit";

const URL = "/admin/control-panel/images";
const im = m.images;

/** A picture over the route's body allowance is refused here: the server's 413 is no form answer. */
function tooLarge(form: HTMLFormElement): string | null {
  const file = new FormData(form).get("file");
  return file instanceof File && file.size > IMAGE_LIBRARY_MAX_BYTES ? m.imageTooLarge(IMAGE_LIBRARY_MAX_BYTES / (1024 * 1024)) : null;
}

type LibraryImage = {
  id: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  altText: string;
  category: string;
  createdAt: string;
};

/** The image library: upload to a category, newest first with alt text, delete (the stored files go too). */
export function ImagesDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<{ images: LibraryImage[] }>(URL);
  const uploader = usePanelSubmit(URL, m.uploadImageFailed, reload);
  const saver = usePanelSubmit(URL, m.saveImageFailed, reload);
  const remover = usePanelSubmit(URL, m.deleteImageFailed, reload);

  return (
    <PanelDialog title={m.sections.images} onClose={onClose}>
      <uploader.Form
        {...uploader.formProps("upload", { check: tooLarge, saved: (form) => form.reset() })}
        encType="multipart/form-data"
        aria-label={im.upload}
        className="mb-4 grid items-end gap-3 rounded-2xl border border-brand-100 p-4 sm:grid-cols-[2fr_1fr_2fr_auto]"
      >
        <PanelIntent intent="upload" />
        <label className={FIELD_LABEL}>
          {im.file}
          {/* Spec §5: image files only; the server judges the type by the file's content. */}
          <input type="file" name="file" accept="image/jpeg,image/png,image/webp,image/gif" className="mt-1 block w-full text-sm" />
        </label>
        <PanelSelect label={im.category} name="category" defaultValue="general" values={IMAGE_LIBRARY_CATEGORIES} labels={im.categories} />
        <PanelField label={im.altText} name="altText" />
        <button type="submit" disabled={uploader.busy} className={ADMIN_BUTTON.primary}>
          {im.upload}
        </button>
        <div className="sm:col-span-4">
          <FormRefusal refusal={uploader.refusal} form="upload" />
        </div>
      </uploader.Form>
      <PanelList
        rows={data?.images}
        failed={failed}
        empty={im.empty}
        listKey={JSON.stringify(data?.images.map((image) => [image.id, image.altText]))}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(image) => (
          <li key={image.id} className="rounded-xl border border-gray-100 p-3">
            <img src={image.fileUrl} alt={image.altText} width={320} height={180} loading="lazy" className="h-32 w-full rounded-lg bg-gray-50 object-contain" />
            <p className="mt-2 truncate text-xs text-gray-500" title={image.fileName}>
              [{image.category}] {image.fileName} · {Math.ceil(image.fileSize / 1024).toLocaleString("en-US")} KB
            </p>
            <saver.Form {...saver.formProps(image.id)} aria-label={`${im.altText}: ${image.fileName}`} className="mt-2 flex items-end gap-2">
              <PanelIntent intent="update" id={image.id} />
              <label className="min-w-0 flex-1 text-xs font-medium text-gray-600">
                {im.altText}
                <input name="altText" defaultValue={image.altText} className={FIELD_INPUT} />
              </label>
              <button type="submit" disabled={saver.busy} className={ADMIN_BUTTON.row}>
                {m.save}
              </button>
            </saver.Form>
            <FormRefusal refusal={saver.refusal} form={image.id} />
            <FormRefusal refusal={remover.refusal} form={image.id} />
            <PanelDeleteForm
              remover={remover}
              id={image.id}
              label={`${m.delete} ${image.altText || image.fileName}`}
              confirm={m.confirmDelete(image.altText || image.fileName)}
              className={`${ADMIN_BUTTON.rowDanger} mt-1`}
            />
          </li>
        )}
      </PanelList>
    </PanelDialog>
  );
}
