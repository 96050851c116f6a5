import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { listHref, type PagedList } from "../../../../domain/admin/admin-list";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { DeleteDialog, FormDialog } from "./admin-dialog";
import { AdminScreen, ScreenAlert } from "./admin-screen";
import { DataTable, ListSearch, type Column } from "./data-table";
import { AddLink, EditDeleteLinks } from "./row-links";

const s = adminScreenTexts;

/** Links that keep the list's search, page and filters: the dialogs' own (`?edit=<id>`) and back to the list. */
export function useListLinks(list: PagedList<unknown>) {
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page, ...(list.filters ? { filters: list.filters } : {}) };
  return {
    closeHref: listHref(pathname, here),
    to: (change: Record<string, string | number | undefined>) => listHref(pathname, here, change),
  };
}

export type ListScreenTexts = {
  /** The add button's and the create dialog's title; no button when absent. */
  add?: string;
  /** The search box's placeholder and label; no search box when absent. */
  searchPlaceholder?: string;
  /** Shown when a dialog's link names a row that is gone. */
  notFound: string;
  noneFound: string;
  showing?: (from: number, to: number, total: number) => string;
};

/**
 * The one back-office list screen: title and add button, the search (with the screen's filters),
 * a refusal or "row is gone" line, the table with its pager, and the create / edit / delete
 * dialogs the URL opens. A screen gives its columns, its dialog fields and its texts.
 */
export function ListScreen<Row extends { id: string }, Item extends { id: string }>({
  title,
  texts,
  screen,
  columns,
  rowName,
  reply,
  alert,
  intro,
  filters,
  form,
  deleteMessage,
  children,
}: {
  title: string;
  texts: ListScreenTexts;
  screen: { list: PagedList<Row>; creating?: boolean; editing?: Item | null; deleting?: Item | null; dialogMissing: boolean };
  columns: readonly Column<Row>[];
  /** With it, each row ends with Edit and Delete named after the row. */
  rowName?: (row: Row) => string;
  reply: FormReply | undefined;
  /** A refusal the screen shows above the table (a row action's), besides "row is gone". */
  alert?: string | null;
  intro?: ReactNode;
  /** The screen's own filters, sent with the search. */
  filters?: ReactNode;
  form?: { fields: (stored: Item | null) => ReactNode; name: (item: Item) => string; encType?: "multipart/form-data" };
  deleteMessage?: (item: Item) => string;
  /** The screen's own dialogs besides create, edit and delete (a row's step in a queue), opened by the URL like them. */
  children?: ReactNode;
}) {
  const { list, creating, editing, deleting, dialogMissing } = screen;
  const links = useListLinks(list);
  const shown: Column<Row>[] = rowName
    ? [
        ...columns,
        {
          header: s.actions,
          actions: true,
          className: "text-right whitespace-nowrap",
          cell: (row) => <EditDeleteLinks editTo={links.to({ edit: row.id })} deleteTo={links.to({ delete: row.id })} name={rowName(row)} />,
        },
      ]
    : [...columns];
  const message = dialogMissing ? texts.notFound : alert;
  return (
    <AdminScreen title={title} actions={texts.add && form ? <AddLink to={links.to({ new: "1" })} label={texts.add} /> : undefined}>
      {intro}
      {texts.searchPlaceholder ? (
        <ListSearch q={list.q} label={texts.searchPlaceholder} placeholder={texts.searchPlaceholder}>
          {filters}
        </ListSearch>
      ) : null}
      <ScreenAlert message={message} />
      <DataTable caption={title} columns={shown} list={list} rowKey={(row) => row.id} empty={texts.noneFound} showing={texts.showing} />
      {form && creating && texts.add ? (
        <FormDialog title={texts.add} closeHref={links.closeHref} intent="create" reply={reply} encType={form.encType}>
          {form.fields(null)}
        </FormDialog>
      ) : null}
      {form && editing ? (
        <FormDialog title={`${s.edit}: ${form.name(editing)}`} closeHref={links.closeHref} intent="update" id={editing.id} reply={reply} encType={form.encType}>
          {form.fields(editing)}
        </FormDialog>
      ) : null}
      {deleting && deleteMessage && form ? (
        <DeleteDialog name={form.name(deleting)} message={deleteMessage(deleting)} closeHref={links.closeHref} id={deleting.id} reply={reply} />
      ) : null}
      {children}
    </AdminScreen>
  );
}
