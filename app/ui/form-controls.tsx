import { LoaderCircle, type LucideIcon } from "lucide-react";
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

const SUBMIT_LOOK = {
  primary: "bg-brand-500 hover:bg-brand-600",
  strong: "bg-brand-600 shadow hover:bg-brand-700",
  danger: "bg-red-700 hover:bg-red-800",
} as const;

/**
 * A form's main button; disabled, with a turning wheel, while the form is being sent. Full width
 * unless `className` says otherwise; `icon` drawn before the label while idle.
 */
export function SubmitButton({
  busy,
  children,
  icon: Icon,
  tone = "primary",
  className = "w-full",
}: {
  busy: boolean;
  children: ReactNode;
  icon?: LucideIcon;
  tone?: keyof typeof SUBMIT_LOOK;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${className} inline-flex items-center justify-center gap-2 rounded-full px-8 py-3 font-semibold text-white transition disabled:opacity-60 ${SUBMIT_LOOK[tone]}`}
    >
      {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : Icon ? <Icon className="size-4" aria-hidden /> : null}
      {children}
    </button>
  );
}

/** A small form's one button, its glyph before its words, in the look the caller gives (nothing to wait on: the answer is a new page). */
export function IconSubmitButton({ icon: Icon, label, className }: { icon: LucideIcon; label: string; className: string }) {
  return (
    <button type="submit" className={className}>
      <Icon className="size-4" aria-hidden />
      {label}
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
