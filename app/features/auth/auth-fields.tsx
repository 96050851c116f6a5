// Pieces shared by the sign-in, sign-up, forgot-password and reset-password forms.
import { fieldHintId, LabeledField, TEXT_INPUT_CLASS } from "../../ui/form-controls";

export function Field(props: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
}) {
  const id = `auth-${props.name}`;
  return (
    <LabeledField id={id} label={props.label} hint={props.hint}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        aria-describedby={props.hint ? fieldHintId(id) : undefined}
        className={TEXT_INPUT_CLASS}
      />
    </LabeledField>
  );
}


export function FailureAlert({ title, message }: { title: string | null; message: string }) {
  return (
    <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      {title ? <strong className="block">{title}</strong> : null}
      {message}
    </p>
  );
}

export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
