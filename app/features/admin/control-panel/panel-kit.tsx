import { X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { PanelReply } from "../../../../domain/control-panel";
import { controlPanelMessages as m } from "../../../../domain/control-panel-messages";
import { usePanelLiveReload } from "./panel-live-reload";

/**
 * A Control Panel dialog: a native modal <dialog> (the page behind is inert, focus moves in,
 * Esc closes), about 4xl wide as the spec says.
 */
export function PanelDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 z-50 m-auto max-h-[90dvh] w-[min(56rem,calc(100%-1.5rem))] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-0 text-left text-ink shadow-xl backdrop:bg-black/40"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-gray-100 bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label={m.close} className="rounded-full p-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-400">
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
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
    let current = true;
    fetch(url, { headers: { accept: "application/json" }, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) throw new Error(`${response.status}`);
        const body = (await response.json()) as T;
        if (current) {
          setData(body);
          setFailed(false);
        }
      })
      .catch(() => {
        if (!current) return;
        setFailed(true);
        toast.error(m.errorTitle, { description: m.loadFailed });
      });
    return () => {
      current = false;
    };
  }, [url, generation]);
  usePanelLiveReload(reload);
  return { data, failed, reload };
}

/**
 * Posts one of the panel's forms and shows the spec's toast: its success, or 'เกิดข้อผิดพลาด'
 * with what failed and why. The page's own data is revalidated after a write, so the header
 * (brand name) and the page behind the panel follow at once.
 */
export function usePanelSubmit(url: string, failure: string, onDone: () => void) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; field?: string; form: string } | null>(null);
  const submit = useCallback(
    async (form: FormData, formKey: string): Promise<boolean> => {
      setBusy(true);
      try {
        const response = await fetch(url, { method: "POST", body: form, headers: { accept: "application/json" } });
        const reply = response.headers.get("content-type")?.includes("application/json") ? ((await response.json()) as PanelReply) : null;
        if (reply?.ok) {
          setRefusal(null);
          toast.success(reply.message);
          onDone();
          void revalidator.revalidate();
          return true;
        }
        const message = reply?.message ?? ((await response.text().catch(() => "")).slice(0, 200) || String(response.status));
        setRefusal({ message, ...(reply && !reply.ok && reply.field ? { field: reply.field } : {}), form: formKey });
        toast.error(m.errorTitle, { description: m.failure(failure, message) });
        return false;
      } catch {
        toast.error(m.errorTitle, { description: failure });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [url, failure, onDone, revalidator],
  );
  return { submit, busy, refusal };
}

/**
 * A dialog's list of rows with add, edit and delete (content blocks, hero slides): which row
 * the form edits ("new" for an added one), the form's submit as `create`/`update`, and delete
 * after the browser's confirm (spec §5), each answered by `usePanelSubmit`.
 */
export function usePanelRows<Row extends { id: string }>(
  url: string,
  texts: { saveFailed: string; deleteFailed: string; confirmDelete: (row: Row) => string; formKey: string },
  reload: () => void,
) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const saver = usePanelSubmit(url, texts.saveFailed, reload);
  const remover = usePanelSubmit(url, texts.deleteFailed, reload);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (editing && editing !== "new") {
      form.set("intent", "update");
      form.set("id", editing.id);
    } else form.set("intent", "create");
    if (await saver.submit(form, texts.formKey)) setEditing(null);
  };
  const remove = (row: Row) => {
    if (!window.confirm(texts.confirmDelete(row))) return;
    const form = new FormData();
    form.set("intent", "delete");
    form.set("id", row.id);
    void remover.submit(form, row.id);
  };
  return { editing, setEditing, onSubmit, busy: saver.busy, refusal: saver.refusal, remove, remover };
}

/** The refusal's reason under the form it belongs to (announced; never only a toast). */
export function FormRefusal({ refusal, form }: { refusal: { message: string; form: string } | null; form: string }) {
  if (!refusal || refusal.form !== form) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {refusal.message}
    </p>
  );
}

export function PanelLoading({ failed }: { failed: boolean }) {
  return <p className="py-6 text-center text-sm text-gray-600">{failed ? m.loadFailed : m.loading}</p>;
}

export const FIELD_LABEL = "block text-sm font-medium text-gray-700";
export const FIELD_INPUT =
  "mt-1 block w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200";
