import { useState, type ReactNode } from "react";

/** The shop's text input look, shared by every form (an aria-invalid field turns red). */
export const TEXT_INPUT_CLASS =
  "w-full rounded-xl border border-gray-300 px-4 py-2.5 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-400";

/**
 * A number that changes with every answer a form gets (each action answer is a new object).
 * Used as the key of the form's alert, so the same error twice is a new alert and is read
 * out again, not an unchanged element a screen reader stays silent about.
 */
export function useAnswerKey(answer: unknown): number {
  const [seen, setSeen] = useState({ answer, key: 0 });
  if (seen.answer === answer) return seen.key;
  setSeen({ answer, key: seen.key + 1 });
  return seen.key + 1;
}

/** A form's main button; disabled while the form is being sent. Full width unless `className` says otherwise. */
export function SubmitButton({ busy, children, className = "w-full" }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${className} rounded-full bg-brand-500 py-3 font-semibold text-white transition hover:bg-brand-600 disabled:opacity-60`}
    >
      {children}
    </button>
  );
}

/** The id of a field's hint, for the input's `aria-describedby`. */
export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** A form field's frame: its label above the control (`children`, with id `id`) and an optional hint below. */
export function LabeledField({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A field's server-given error, read out as it appears and named by the field's `aria-describedby` (`id`). */
export function FieldAlert({ id, error }: { id?: string; error: string | undefined | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** A select's choices: one `<option>` a value, shown as `label(value)`, in the list's order. */
export function ChoiceOptions<Value extends string | number>({ values, label }: { values: readonly Value[]; label: (value: Value) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
