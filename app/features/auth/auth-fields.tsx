// Pieces shared by the sign-in, sign-up, forgot-password and reset-password forms.
import type { FormReply } from "../../../domain/shared/form-contract";
import { PASSWORD_MAX_LENGTH } from "../../../domain/auth/password";
import { fieldHintId, LabeledField, TEXT_INPUT_CLASS } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, sentValueOf } from "../../ui/form-reply";

/** The auth screens show one form at a time, so their fields share one form id. */
export const AUTH_FORM_ID = "auth";

export function Field(props: {
  label: string;
  name: string;
  /** The answer to this form (a refusal marks the field and shows its error, and what was sent). */
  reply: FormReply | undefined;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
}) {
  const id = `${AUTH_FORM_ID}-${props.name}`;
  return (
    <LabeledField id={id} label={props.label} hint={props.hint}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        // Passwords are never sent back (sentValues), so these stay empty after a refusal.
        defaultValue={sentValueOf(props.reply, props.name)}
        {...fieldErrorProps(props.reply, AUTH_FORM_ID, props.name, props.hint ? fieldHintId(id) : undefined)}
        className={TEXT_INPUT_CLASS}
      />
      <FieldError reply={props.reply} formId={AUTH_FORM_ID} name={props.name} />
    </LabeledField>
  );
}

/** A new password, asked twice (signing up, setting a new one after a reset link): the hint under the first. */
export function NewPasswordFields({ reply, label, confirmLabel, hint }: { reply: FormReply | undefined; label: string; confirmLabel: string; hint: string }) {
  return (
    <>
      <Field reply={reply} label={label} name="password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} hint={hint} />
      <Field reply={reply} label={confirmLabel} name="confirmPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
    </>
  );
}

export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
