import { useCallback, useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { Link, useFetcher } from "react-router";
import { ChoiceOptions } from "../../../ui/form-controls";
import { toast } from "../../../ui/toasts";
import type { FormRefusalReply, FormReply } from "../../../../domain/shared/form-contract";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { Dialog, DialogClose, DialogTitle } from "../../../ui/dialog";
import { getJson } from "../../../ui/json-client";
import { usePanelLiveReload } from "./panel-live-reload";

/**
 * A Control Panel dialog: the shop's one dialog (`app/ui/dialog.tsx`: modal, the page behind
 * inert, focus kept inside, Esc closes), about 4xl wide as the spec says.
 */
export function PanelDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog
      onClose={onClose}
      className="fixed inset-0 z-50 m-auto max-h-[90dvh] w-[min(56rem,calc(100%-1.5rem))] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-0 text-left text-ink shadow-xl backdrop:bg-black/40"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-gray-100 bg-white px-5 py-4">
        <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
        <DialogClose label={m.close} className="rounded-full p-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-400" />
      </div>
      <div className="px-5 py-4">{children}</div>
    </Dialog>
  );
}

/**
 * A dialog's data from its route (`/admin/control-panel/<section>`), loaded when the dialog
 * opens and again whenever a watched table changes (spec: "Its data reloads on any live
 * change to the watched tables") or the dialog itself saved something.
 */
export function usePanelData<T>(url: string): { data: T | null; failed: boolean; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    getJson<T>(url, { signal: controller.signal, cache: "no-store" })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setFailed(!answer.ok);
        if (answer.ok) setData(answer.value);
        else toast.error(m.errorTitle, { description: m.loadFailed });
      })
      .catch(() => {
        // Aborted: the dialog closed, or a newer load replaced this one.
      });
    return () => controller.abort();
  }, [url, generation]);
  usePanelLiveReload(reload);
  return { data, failed, reload };
}

/**
 * One section's forms on the one form contract (decision 064): each is a plain form posting its
 * intent (and row id) to the section's route, so it is a form without scripts too; once scripts
 * run it goes through this fetcher, whose answer is a `FormReply` — the spec's toast for a save
 * ('เกิดข้อผิดพลาด' with what failed and why for a refusal, which also stays under the form it
 * was about). The page behind the panel is revalidated by React Router after a save, so the
 * header (brand name) follows at once; `onDone` reloads the dialog's own data.
 */
export function usePanelSubmit(url: string, failure: string, onDone: () => void) {
  const fetcher = useFetcher<FormReply>();
  // Which of the section's forms was sent last (a row's id, or the form's own key), and what it does once saved.
  const [sentBy, setSentBy] = useState<string | null>(null);
  // A problem found before sending (a file over the route's body allowance, which would not get a form answer).
  const [ownRefusal, setOwnRefusal] = useState<FormRefusalReply | null>(null);
  const onSaved = useRef<(() => void) | undefined>(undefined);
  const answered = useRef<FormReply | undefined>(undefined);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!reply || answered.current === reply) return;
    answered.current = reply;
    if (reply.ok) {
      toast.success(reply.message ?? "");
      onSaved.current?.();
      onDone();
    } else toast.error(m.errorTitle, { description: m.failure(failure, reply.message) });
  }, [reply, failure, onDone]);
  /**
   * A form's props: posted to the section's route; `confirm` asks first (a delete), `check` may
   * refuse it before it is sent, `saved` runs with the form after a save (to empty it).
   */
  const formProps = (
    formKey: string,
    options: { confirm?: string; check?: (form: HTMLFormElement) => string | null; saved?: (form: HTMLFormElement) => void } = {},
  ) => ({
    method: "post" as const,
    action: url,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (options.confirm !== undefined && !window.confirm(options.confirm)) return event.preventDefault();
      const problem = options.check?.(event.currentTarget) ?? null;
      const element = event.currentTarget;
      setSentBy(formKey);
      setOwnRefusal(problem === null ? null : { ok: false, intent: "", message: problem });
      if (problem !== null) {
        event.preventDefault();
        toast.error(m.errorTitle, { description: m.failure(failure, problem) });
        return;
      }
      const saved = options.saved;
      onSaved.current = saved ? () => saved(element) : undefined;
    },
  });
  const shown = ownRefusal ?? (reply && !reply.ok ? reply : null);
  const refusal = shown && sentBy !== null ? { reply: shown, form: sentBy } : null;
  return { Form: fetcher.Form, formProps, busy: fetcher.state !== "idle", refusal };
}

export type PanelSubmitter = ReturnType<typeof usePanelSubmit>;
export type PanelRefusal = PanelSubmitter["refusal"];

/**
 * A dialog's list of rows with add, edit and delete (content blocks, hero slides, flash sales):
 * which row the form edits ("new" for an added one), its form posting `create` or `update`
 * (closed once saved), and the rows' delete forms (`PanelDeleteForm`).
 */
export function usePanelRows<Row extends { id: string }>(
  url: string,
  texts: { saveFailed: string; deleteFailed: string; formKey: string },
  reload: () => void,
) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const saver = usePanelSubmit(url, texts.saveFailed, reload);
  const remover = usePanelSubmit(url, texts.deleteFailed, reload);
  const row = editing && editing !== "new" ? editing : null;
  const editForm = saver.formProps(texts.formKey, { saved: () => setEditing(null) });
  return {
    editing,
    setEditing,
    saver,
    editForm,
    editIntent: row ? { intent: "update", id: row.id } : { intent: "create" },
    busy: saver.busy,
    refusal: saver.refusal,
    remover,
    formKey: texts.formKey,
  };
}

export type PanelRows<Row extends { id: string }> = ReturnType<typeof usePanelRows<Row>>;

/**
 * The add or edit form of a `usePanelRows` dialog: posted as `create` or `update` (with the
 * row's id), its refusal across the top, the row's fields (`children`), then Cancel and Save.
 * Keyed by the row, so switching rows starts the fields afresh.
 */
export function PanelEditForm<Row extends { id: string }>({
  rows,
  rowName,
  addLabel,
  children,
}: {
  rows: PanelRows<Row>;
  /** The edited row's name (for the form's name), or null while adding. */
  rowName: string | null;
  addLabel: string;
  children: ReactNode;
}) {
  const { saver, editing } = rows;
  return (
    <saver.Form
      key={editing === "new" || !editing ? "new" : editing.id}
      {...rows.editForm}
      aria-label={rowName === null ? addLabel : `${m.edit}: ${rowName}`}
      className="mb-4 grid gap-3 rounded-2xl border border-brand-100 p-4 sm:grid-cols-2"
    >
      <PanelIntent {...rows.editIntent} />
      <div className="sm:col-span-2">
        <FormRefusal refusal={rows.refusal} form={rows.formKey} />
      </div>
      {children}
      <PanelFormButtons onCancel={() => rows.setEditing(null)} busy={rows.busy} />
    </saver.Form>
  );
}

/** The hidden fields a panel form posts: its intent and, for a row, the row's id. */
export function PanelIntent({ intent, id }: { intent: string; id?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
    </>
  );
}

/** A row's delete button: a form posting `delete` for the row, after the browser's confirm (spec §5). */
export function PanelDeleteForm({
  remover,
  id,
  label,
  confirm,
  className,
}: {
  remover: PanelSubmitter;
  id: string;
  label: string;
  confirm: string;
  className: string;
}) {
  return (
    <remover.Form {...remover.formProps(id, { confirm })} className="contents">
      <PanelIntent intent="delete" id={id} />
      <button type="submit" disabled={remover.busy} className={className} aria-label={label}>
        {m.delete}
      </button>
    </remover.Form>
  );
}

/**
 * The refusal's reason under the form it belongs to (announced; never only a toast): its
 * message and every other field's own problem.
 */
export function FormRefusal({ refusal, form }: { refusal: PanelRefusal; form: string }) {
  if (!refusal || refusal.form !== form) return null;
  const problems = [...new Set([refusal.reply.message, ...Object.values(refusal.reply.fieldErrors ?? {})])];
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {problems.map((problem, index) => (
        <span key={problem} className="block">
          {index > 0 ? " " : null}
          {problem}
        </span>
      ))}
    </p>
  );
}

export function PanelLoading({ failed }: { failed: boolean }) {
  return <p className="py-6 text-center text-sm text-gray-600">{failed ? m.loadFailed : m.loading}</p>;
}

export const FIELD_LABEL = "block text-sm font-medium text-gray-700";
export const FIELD_INPUT =
  "mt-1 block w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** A labelled input of a panel form (the label wraps it, so no ids are needed). */
export function PanelField({
  label,
  labelClassName = FIELD_LABEL,
  ...input
}: { label: ReactNode; labelClassName?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={labelClassName}>
      {label}
      <input {...input} className={FIELD_INPUT} />
    </label>
  );
}

/** A labelled choice among `values` (in their order), each shown by its word in `labels`. */
export function PanelSelect<Value extends string>({
  label,
  values,
  labels,
  ...select
}: { label: ReactNode; values: readonly Value[]; labels: Readonly<Record<Value, ReactNode>> } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={FIELD_LABEL}>
      {label}
      <select {...select} className={FIELD_INPUT}>
        <ChoiceOptions values={values} label={(value) => labels[value]} />
      </select>
    </label>
  );
}

/** An edit form's Cancel and Save, at its end. */
export function PanelFormButtons({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  return (
    <div className="flex justify-end gap-2 sm:col-span-2">
      <button type="button" onClick={onCancel} className={ADMIN_BUTTON.secondary}>
        {m.cancel}
      </button>
      <button type="submit" disabled={busy} className={ADMIN_BUTTON.primary}>
        {m.save}
      </button>
    </div>
  );
}

/** A dialog's rows once loaded: loading or failed, the empty line, else one list item per row. */
export function PanelList<Row extends { id: string }>({
  rows,
  failed,
  empty = m.empty,
  className = "divide-y divide-gray-100",
  listKey,
  children,
}: {
  rows: readonly Row[] | undefined;
  failed: boolean;
  empty?: string;
  className?: string;
  /** A key that changes with the rows' stored values, so uncontrolled fields show a reload's values. */
  listKey?: string;
  children: (row: Row) => ReactNode;
}) {
  if (!rows) return <PanelLoading failed={failed} />;
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-gray-600">{empty}</p>;
  return (
    <ul key={listKey} className={className}>
      {rows.map(children)}
    </ul>
  );
}

/** A row's Edit (opens the dialog's form on it) and Delete (after the browser's confirm), named after the row. */
export function PanelRowActions({
  name,
  confirmName = name,
  id,
  onEdit,
  remover,
}: {
  name: string;
  confirmName?: string;
  id: string;
  onEdit: () => void;
  remover: PanelSubmitter;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <button type="button" onClick={onEdit} className={ADMIN_BUTTON.row} aria-label={`${m.edit} ${name}`}>
        {m.edit}
      </button>
      <PanelDeleteForm remover={remover} id={id} label={`${m.delete} ${name}`} confirm={m.confirmDelete(confirmName)} className={ADMIN_BUTTON.rowDanger} />
    </div>
  );
}

/**
 * A dialog's way to the full back-office screen, and its add button while no row is being
 * edited: the hero and promotions dialogs offer both.
 */
export function OpenScreenAndAdd({
  to,
  openLabel,
  addLabel,
  editing,
  onAdd,
}: {
  to: string;
  openLabel: string;
  addLabel: string;
  editing: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      <Link to={to} className={ADMIN_BUTTON.secondary}>
        {openLabel}
      </Link>
      {editing ? null : (
        <button type="button" onClick={onAdd} className={ADMIN_BUTTON.primary}>
          {addLabel}
        </button>
      )}
    </>
  );
}
