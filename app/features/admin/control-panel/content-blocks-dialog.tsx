import { CONTENT_BLOCK_TYPES, CONTENT_PAGE_LOCATIONS } from "../../../../domain/admin/control-panel-fields";
import { controlPanelTexts as m, labelOf } from "../../../../domain/admin/control-panel-texts";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import {
  FIELD_INPUT,
  FIELD_LABEL,
  FormRefusal,
  PanelDialog,
  PanelEditForm,
  PanelField,
  usePanelData,
  usePanelRows,
  PanelList,
  PanelRowActions,
  PanelSelect,
} from "./panel-kit";

const URL = "/admin/control-panel/content-blocks";
const cb = m.contentBlocks;

type Block = {
  id: string;
  title: string;
  content: string;
  blockType: string;
  pageLocation: string;
  mediaUrl: string | null;
  sortOrder: number;
  isActive: boolean;
};

/** Content blocks (spec §3, §5): list, add, edit, delete. */
export function ContentBlocksDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<{ blocks: Block[] }>(URL);
  const rows = usePanelRows<Block>(URL, { saveFailed: m.saveContentBlockFailed, deleteFailed: m.deleteContentBlockFailed, formKey: "block" }, reload);

  const { editing, setEditing, remover } = rows;
  const shown = editing === "new" ? null : editing;
  return (
    <PanelDialog title={m.sections.contentBlocks} onClose={onClose}>
      {editing ? (
        <PanelEditForm rows={rows} rowName={shown?.title ?? null} addLabel={cb.add}>
          <PanelField label={cb.title} labelClassName={`${FIELD_LABEL} sm:col-span-2`} name="title" defaultValue={shown?.title ?? ""} />
          <label className={`${FIELD_LABEL} sm:col-span-2`}>
            {cb.content}
            <textarea name="content" rows={4} defaultValue={shown?.content ?? ""} className={FIELD_INPUT} />
          </label>
          <PanelSelect label={cb.type} name="blockType" defaultValue={shown?.blockType ?? "text"} values={CONTENT_BLOCK_TYPES} labels={cb.types} />
          <PanelSelect
            label={cb.location}
            name="pageLocation"
            defaultValue={shown?.pageLocation ?? "home"}
            values={CONTENT_PAGE_LOCATIONS}
            labels={cb.locations}
          />
          <PanelField label={cb.mediaUrl} name="mediaUrl" defaultValue={shown?.mediaUrl ?? ""} />
          <PanelField label={cb.sortOrder} name="sortOrder" inputMode="numeric" defaultValue={String(shown?.sortOrder ?? 0)} />
          <input type="hidden" name="activeShown" value="1" />
          <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <input type="checkbox" name="isActive" defaultChecked={shown?.isActive ?? true} className="size-4 accent-brand-600" />
            {cb.active}
          </label>
        </PanelEditForm>
      ) : (
        <div className="mb-4 flex justify-end">
          <button type="button" onClick={() => setEditing("new")} className={ADMIN_BUTTON.primary}>
            {cb.add}
          </button>
        </div>
      )}
      <PanelList rows={data?.blocks} failed={failed}>
        {(block) => (
          <li key={block.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium">{block.title}</p>
              <p className="line-clamp-2 text-sm text-gray-600">{block.content}</p>
              <p className="mt-1 text-xs text-gray-500">
                {labelOf(cb.types, block.blockType)} · {labelOf(cb.locations, block.pageLocation)} · #{block.sortOrder} ·{" "}
                {block.isActive ? cb.active : cb.inactive}
              </p>
              <FormRefusal refusal={remover.refusal} form={block.id} />
            </div>
            <PanelRowActions name={block.title} id={block.id} onEdit={() => setEditing(block)} remover={remover} />
          </li>
        )}
      </PanelList>
    </PanelDialog>
  );
}
