import { useEffect, useState } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../domain/messages";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../domain/password";

export type AuthTab = "sign-in" | "sign-up";
export type AuthFailure = { intent: AuthTab; title: string | null; message: string };

const m = messages.auth;

export function AuthPage({ initialTab, failure }: { initialTab: AuthTab; failure: AuthFailure | null }) {
  const [tab, setTab] = useState<AuthTab>(failure?.intent ?? initialTab);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const redirectTo = searchParams.get("redirectTo");
  const action = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined;

  useEffect(() => {
    if (failure) toast.error(failure.title ?? messages.common.error, { description: failure.message });
  }, [failure]);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <div role="tablist" aria-label={m.signInTab} className="grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1">
          {(["sign-in", "sign-up"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              onClick={() => setTab(name)}
              className={`rounded-full py-2 text-sm font-semibold transition ${
                tab === name ? "bg-white text-brand-700 shadow" : "text-gray-600"
              }`}
            >
              {name === "sign-in" ? m.signInTab : m.signUpTab}
            </button>
          ))}
        </div>

        {failure && failure.intent === tab ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {failure.title ? <strong className="block">{failure.title}</strong> : null}
            {failure.message}
          </p>
        ) : null}

        {tab === "sign-in" ? (
          <Form method="post" action={action} id="panel-sign-in" role="tabpanel" aria-labelledby="tab-sign-in" className="mt-6 space-y-4" noValidate>
            <input type="hidden" name="intent" value="sign-in" />
            <Field label={m.email} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
            <Field label={m.password} name="password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
            <SubmitButton busy={busy}>{m.signIn}</SubmitButton>
          </Form>
        ) : (
          <Form method="post" action={action} id="panel-sign-up" role="tabpanel" aria-labelledby="tab-sign-up" className="mt-6 space-y-4" noValidate>
            <input type="hidden" name="intent" value="sign-up" />
            <Field label={m.name} name="name" autoComplete="name" maxLength={100} />
            <Field label={m.email} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
            <Field label={m.password} name="password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} hint={m.passwordHint} />
            <Field label={m.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            <SubmitButton busy={busy}>{m.signUp}</SubmitButton>
          </Form>
        )}
      </div>
    </div>
  );
}

function Field(props: {
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
        className="w-full rounded-xl border border-gray-300 px-4 py-2.5 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-full bg-brand-500 py-3 font-semibold text-white transition hover:bg-brand-600 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
