import type { ReactNode } from "react";
import type { PagedList } from "../../../../domain/admin/admin-list";
import { FLASH_SALE_LIST_SHOWS, type FlashSaleListShow } from "../../../../domain/admin/admin-promotions";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { formatThaiDateTime } from "../../../../domain/shared/dates";
import { ChoiceOptions, TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { ConfirmDialog, FormDialog } from "../kit/admin-dialog";
import { ScreenAlert } from "../kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../kit/data-table";
import { useListLinks } from "../kit/list-screen";
import { AddLink } from "../kit/row-links";

const s = adminScreenTexts;

/**
 * The list parameters a panel's search form does not set itself but must keep (`tab` on the
 * promotions manager), so a search stays on its tab.
 */
export function KeptFilters({ filters, except }: { filters: Readonly<Record<string, string>> | undefined; except: readonly string[] }) {
  return (
    <>
      {Object.entries(filters ?? {})
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/** The words every promotions-manager tab has for its list and its dialogs. */
type PanelTexts = { title: string; add: string; notFound: string; noneFound: string };

/**
 * A tab's search box with its which-ones choice (`show`), and the add button beside it: the
 * flash sales and promotions tabs both list current, ended or all.
 */
export function ShowSearch({
  id,
  list,
  show,
  texts,
}: {
  id: string;
  list: PagedList<unknown>;
  show: FlashSaleListShow;
  texts: PanelTexts & { searchPlaceholder: string; showLabel: string; show: Record<FlashSaleListShow, string> };
}) {
  const links = useListLinks(list);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <ListSearch q={list.q} label={texts.searchPlaceholder} placeholder={texts.searchPlaceholder}>
        <KeptFilters filters={list.filters} except={["show"]} />
        <label htmlFor={id} className="sr-only">
          {texts.showLabel}
        </label>
        <select id={id} name="show" defaultValue={show} className={`${TEXT_INPUT_CLASS} sm:max-w-56`}>
          <ChoiceOptions values={FLASH_SALE_LIST_SHOWS} label={(value) => texts.show[value]} />
        </select>
      </ListSearch>
      <AddLink to={links.to({ new: "1" })} label={texts.add} />
    </div>
  );
}

/** A tab's table, headed by a refusal with no dialog to sit in (a row's switch, a row gone meanwhile). */
export function PanelTable<Row extends { id: string }>({
  texts,
  columns,
  list,
  rowRefusal,
  dialogMissing,
}: {
  texts: PanelTexts;
  columns: Column<Row>[];
  list: PagedList<Row>;
  rowRefusal: string | null | undefined;
  dialogMissing: boolean;
}) {
  return (
    <>
      <ScreenAlert message={rowRefusal ?? (dialogMissing ? texts.notFound : null)} />
      <DataTable caption={texts.title} columns={columns} list={list} rowKey={(row) => row.id} empty={texts.noneFound} />
    </>
  );
}

/** The add and edit dialogs of a tab: one set of fields, empty for a new row or filled from the stored one. */
export function AddEditDialogs<Row extends { id: string }>({
  tab,
  texts,
  intents,
  name,
  reply,
  fields,
}: {
  tab: { list: PagedList<Row>; creating: boolean; editing: Row | null };
  texts: { add: string };
  intents: { create: string; update: string };
  /** The row's own name, in the edit dialog's title. */
  name: (row: Row) => string;
  reply: FormReply | undefined;
  fields: (stored: Row | null) => ReactNode;
}) {
  const { closeHref } = useListLinks(tab.list);
  const { creating, editing } = tab;
  return (
    <>
      {creating ? (
        <FormDialog title={texts.add} closeHref={closeHref} intent={intents.create} reply={reply}>
          {fields(null)}
        </FormDialog>
      ) : null}
      {editing ? (
        <FormDialog title={`${s.edit}: ${name(editing)}`} closeHref={closeHref} intent={intents.update} id={editing.id} reply={reply}>
          {fields(editing)}
        </FormDialog>
      ) : null}
    </>
  );
}

/** The confirmation before a row is deleted (or ended, given that verb): "<verb>: <name>", the row's own question, the verb on its button. */
export function RowConfirmDialog<Row extends { id: string }>({
  list,
  row,
  name,
  verb = s.delete,
  message,
  intent,
  reply,
}: {
  list: PagedList<Row>;
  /** Nothing to confirm: no dialog. */
  row: Row | null;
  name: (row: Row) => string;
  verb?: string;
  message: (name: string) => string;
  intent: string;
  reply: FormReply | undefined;
}) {
  const { closeHref } = useListLinks(list);
  if (!row) return null;
  return (
    <ConfirmDialog
      title={`${verb}: ${name(row)}`}
      message={message(name(row))}
      closeHref={closeHref}
      intent={intent}
      id={row.id}
      confirmLabel={verb}
      reply={reply}
    />
  );
}

/** When a row runs, in Thai time: its start, and its end or the words for none. */
export function PeriodCell({ start, end, noEnd = "" }: { start: Date | string; end: Date | string | null; noEnd?: string }) {
  return (
    <>
      <time className="block" dateTime={new Date(start).toISOString()}>
        {formatThaiDateTime(start)}
      </time>
      {end ? (
        <time className="block text-gray-600" dateTime={new Date(end).toISOString()}>
          – {formatThaiDateTime(end)}
        </time>
      ) : (
        <span className="block text-gray-600">– {noEnd}</span>
      )}
    </>
  );
}
