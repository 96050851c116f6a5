import type { ProfileFormResult } from "./form-result";
import { fieldHintId, LabeledField, SubmitButton as SharedSubmitButton, TEXT_INPUT_CLASS } from "../../ui/form-controls";



export function TextField(props: {
  name: string;
  label: string;
  defaultValue?: string;
  type?: string;
  inputMode?: "tel" | "numeric";
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  invalid?: boolean;
  multiline?: boolean;
  hint?: string;
  className?: string;
}) {
  const id = `profile-${props.name}`;
  const common = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    "aria-invalid": props.invalid || undefined,
    "aria-describedby": props.hint ? fieldHintId(id) : undefined,
    className: TEXT_INPUT_CLASS,
  };
  return (
    <LabeledField id={id} label={props.label} hint={props.hint} className={props.className}>
      {props.multiline ? (
        <textarea {...common} rows={2} />
      ) : (
        <input {...common} type={props.type ?? "text"} inputMode={props.inputMode} />
      )}
    </LabeledField>
  );
}

/** The form's last answer, also readable without the toast (and by screen readers). */
export function FormMessage({ result }: { result: ProfileFormResult | null }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      {result.message}
    </p>
  );
}

/** The member forms' button: full width on phones, sized to its text from the small breakpoint. */
export function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <SharedSubmitButton busy={busy} className="w-full px-8 sm:w-auto">
      {children}
    </SharedSubmitButton>
  );
}
