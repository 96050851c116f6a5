import type { RefObject } from "react";
import type { FormReply } from "../../../domain/shared/form-contract";
import { fieldHintId, LabeledField, SubmitButton as SharedSubmitButton, TEXT_INPUT_CLASS } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, sentValueOf } from "../../ui/form-reply";

/** A member-area text field: its own error beside it, and what was sent shown again after a refusal. */
export function TextField(props: {
  name: string;
  label: string;
  /** The form's id (`intent`) and its last answer. */
  formId: string;
  reply: FormReply | undefined;
  /** The stored value. */
  defaultValue?: string;
  type?: string;
  inputMode?: "tel" | "numeric";
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
  className?: string;
}) {
  const id = `profile-${props.name}`;
  const common = {
    id,
    name: props.name,
    defaultValue: sentValueOf(props.reply, props.name, props.defaultValue ?? ""),
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    ...fieldErrorProps(props.reply, props.formId, props.name, props.hint ? fieldHintId(id) : undefined),
    className: TEXT_INPUT_CLASS,
  };
  return (
    <LabeledField id={id} label={props.label} hint={props.hint} className={props.className}>
      {props.multiline ? <textarea {...common} rows={2} /> : <input {...common} type={props.type ?? "text"} inputMode={props.inputMode} />}
      <FieldError reply={props.reply} formId={props.formId} name={props.name} />
    </LabeledField>
  );
}

/** The form's last answer, also readable without the toast (and by screen readers). */
export function FormMessage({ reply, formId, formRef }: { reply: FormReply | undefined; formId: string; formRef: RefObject<HTMLFormElement | null> }) {
  if (reply?.ok) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
        {reply.message}
      </p>
    );
  }
  return <FormAlert reply={reply} formRef={formRef} id={formAlertId(formId)} />;
}

/** The member forms' button: full width on phones, sized to its text from the small breakpoint. */
export function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <SharedSubmitButton busy={busy} className="w-full px-8 sm:w-auto">
      {children}
    </SharedSubmitButton>
  );
}
