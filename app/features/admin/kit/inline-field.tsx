import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { fieldErrorOf, type FormReply } from "../../../../domain/shared/form-contract";
import { TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { sentValueOf } from "../../../ui/form-reply";

/** The intent an inline field posts: the row's `id`, the field's `field` name and its `value`. */
export const INLINE_FIELD_INTENT = "update-field";

/**
 * One cell of a table edited in place (spec: the reviews editor's inline edit, saved on blur).
 * With scripts, leaving the field after a change posts just that field through a fetcher of
 * its own to the screen's action, which checks it with the field's schema: a refusal shows
 * under this field, a success comes back with the one-shot notice (the toast) and the list
 * revalidates. Without scripts the field belongs to the row's form (`formId`) and the row's
 * save button posts the whole row; `reply` is that form's refusal, shown here when it names
 * this row and field.
 */
export function InlineField({
  formId,
  rowId,
  name,
  label,
  defaultValue,
  type = "text",
  reply,
  min,
  max,
}: {
  formId: string;
  rowId: string;
  name: string;
  /** The accessible name: which field of which row. */
  label: string;
  defaultValue: string;
  type?: "text" | "textarea" | "number";
  /** The row form's refusal (no scripts); it carries the row it was about in `values.rowId`. */
  reply?: FormReply;
  min?: number;
  max?: number;
}) {
  const fetcher = useFetcher<FormReply>();
  const location = useLocation();
  const errorId = useId();
  // What the server holds now: a blur without a change posts nothing.
  const saved = useRef(defaultValue);
  useEffect(() => {
    saved.current = defaultValue;
  }, [defaultValue]);
  const fetched = fetcher.state === "idle" ? fetcher.data : undefined;
  // The row form's refusal: what was sent in this row is shown again, the message under its field.
  const rowReply = reply && !reply.ok && reply.values?.rowId === rowId ? reply : undefined;
  // The field's own answer (a fetcher of its own), else the row form's: its error for this field.
  const error = fieldErrorOf(fetched, name) ?? fieldErrorOf(rowReply, name);
  const save = (value: string) => {
    if (value === saved.current && !error) return;
    void fetcher.submit(
      { intent: INLINE_FIELD_INTENT, id: rowId, field: name, value },
      { method: "post", action: location.pathname + location.search, preventScrollReset: true },
    );
  };
  const common = {
    name,
    form: formId,
    defaultValue: sentValueOf(rowReply, name, defaultValue),
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-busy": fetcher.state !== "idle" ? true : undefined,
    onBlur: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => save(event.currentTarget.value),
    className: `${TEXT_INPUT_CLASS} px-3 py-1.5 text-sm ${type === "number" ? "w-20" : type === "textarea" ? "min-w-64" : "min-w-36"}`,
  };
  return (
    <div>
      {type === "textarea" ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={type} autoComplete="off" {...(type === "number" ? { inputMode: "numeric" as const, min, max, step: 1 } : {})} />
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
