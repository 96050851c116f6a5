import { useState } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { messages } from "../../../domain/messages";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../domain/password";
import type { SignInFailure, SocialProviderId } from "../../../domain/social-sign-in";
import { SubmitButton, useAnswerKey } from "../../ui/form-controls";
import { AuthCard, FailureAlert, Field } from "./auth-fields";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SocialSignInButtons } from "./social-sign-in-buttons";

export type AuthView = "sign-in" | "sign-up" | "forgot";
export type AuthActionResult = { intent: AuthView; title: string | null; message: string; sent?: boolean };

const m = messages.auth;

export function AuthPage(props: {
  initialView: AuthView;
  providers: SocialProviderId[];
  result: AuthActionResult | null;
  socialFailure: SignInFailure | null;
}) {
  const { result, socialFailure } = props;
  const [view, setView] = useState<AuthView>(result?.intent ?? props.initialView);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const redirectTo = searchParams.get("redirectTo");
  const action = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined;
  const failure = result && !result.sent ? result : null;
  const answerKey = useAnswerKey(result);

  // Each answer is shown once, in the form it answers (an alert, so it is read out), never
  // also as a notification over the header.

  if (view === "forgot") {
    return (
      <AuthCard>
        {failure?.intent === "forgot" ? <FailureAlert key={answerKey} title={failure.title} message={failure.message} /> : null}
        <div className={failure?.intent === "forgot" ? "mt-6" : undefined}>
          <ForgotPasswordForm action={action} busy={busy} sent={result?.sent === true} onBack={() => setView("sign-in")} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <SocialSignInButtons providers={props.providers} action={action} />
      <div role="tablist" aria-label={m.signInTab} className="grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1">
        {(["sign-in", "sign-up"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={view === name}
            aria-controls={`panel-${name}`}
            onClick={() => setView(name)}
            className={`rounded-full py-2 text-sm font-semibold transition ${
              view === name ? "bg-white text-brand-700 shadow" : "text-gray-600"
            }`}
          >
            {name === "sign-in" ? m.signInTab : m.signUpTab}
          </button>
        ))}
      </div>

      {failure && failure.intent === view ? <FailureAlert key={answerKey} title={failure.title} message={failure.message} /> : null}
      {!failure && socialFailure && view === "sign-in" ? (
        <FailureAlert title={socialFailure.title} message={socialFailure.message} />
      ) : null}

      {view === "sign-in" ? (
        <Form method="post" action={action} id="panel-sign-in" role="tabpanel" aria-labelledby="tab-sign-in" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value="sign-in" />
          <Field label={m.email} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          <Field label={m.password} name="password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
          <div className="text-right">
            <button type="button" onClick={() => setView("forgot")} className="text-sm font-medium text-brand-700 hover:underline">
              {m.forgotPassword}
            </button>
          </div>
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
    </AuthCard>
  );
}
