// Pieces shared by the sign-in, sign-up, forgot-password and reset-password forms.
import { TEXT_INPUT_CLASS } from "../../ui/form-controls";

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
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        className={TEXT_INPUT_CLASS}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {props.hint}
        </p>
      ) : null}
    </div>
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
