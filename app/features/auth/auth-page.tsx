import { useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { authTexts } from "../../../domain/auth/auth-texts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../domain/auth/password";
import type { SignInFailure, SocialProviderId } from "../../../domain/auth/social-sign-in";
import { SubmitButton } from "../../ui/form-controls";
import { FormAlert, formAlertId, replyFor } from "../../ui/form-reply";
import { AUTH_FORM_ID, AuthCard, Field, NewPasswordFields } from "./auth-fields";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SocialSignInButtons } from "./social-sign-in-buttons";

export type AuthView = "sign-in" | "sign-up" | "forgot";
const VIEWS: readonly AuthView[] = ["sign-in", "sign-up", "forgot"];

const m = authTexts;

export function AuthPage(props: {
  initialView: AuthView;
  providers: SocialProviderId[];
  /** The action's answer; its `intent` is the form it answers. */
  result: FormReply | null;
  socialFailure: SignInFailure | null;
}) {
  const { result, socialFailure } = props;
  const [view, setView] = useState<AuthView>(VIEWS.find((name) => name === result?.intent) ?? props.initialView);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const redirectTo = searchParams.get("redirectTo");
  const action = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  // A provider's refusal comes back in the address (Better Auth's error callback), shown as the sign-in form's answer.
  const socialReply = useMemo<FormReply | undefined>(() => (socialFailure ? { ok: false, intent: "sign-in", ...socialFailure } : undefined), [socialFailure]);
  const reply = replyFor(result ?? socialReply, view);

  // Each answer is shown once, in the form it answers (an alert, so it is read out), never
  // also as a notification over the header.
  const alert = <FormAlert reply={reply} formRef={formRef} id={formAlertId(AUTH_FORM_ID)} className="mt-6" />;

  if (view === "forgot") {
    return (
      <AuthCard>
        {alert}
        <div className={reply && !reply.ok ? "mt-6" : undefined}>
          <ForgotPasswordForm formRef={formRef} action={action} busy={busy} reply={reply} onBack={() => setView("sign-in")} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="mb-4 text-center text-xl font-bold text-ink">{m.pageHeading}</h1>
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
            className={`rounded-full py-2 text-sm font-semibold transition ${view === name ? "bg-white text-brand-700 shadow" : "text-gray-600"}`}
          >
            {name === "sign-in" ? m.signInTab : m.signUpTab}
          </button>
        ))}
      </div>

      {alert}

      {view === "sign-in" ? (
        <TabPanelForm tab="sign-in" formRef={formRef} action={action}>
          <Field reply={reply} label={m.email} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          <Field reply={reply} label={m.password} name="password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
          <div className="text-right">
            <button type="button" onClick={() => setView("forgot")} className="text-sm font-medium text-brand-700 hover:underline">
              {m.forgotPassword}
            </button>
          </div>
          <SubmitButton busy={busy}>{m.signIn}</SubmitButton>
        </TabPanelForm>
      ) : (
        <TabPanelForm tab="sign-up" formRef={formRef} action={action}>
          <Field reply={reply} label={m.name} name="name" autoComplete="name" maxLength={100} />
          <Field reply={reply} label={m.email} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          <NewPasswordFields reply={reply} label={m.password} confirmLabel={m.confirmPassword} hint={m.passwordHint} />
          <SubmitButton busy={busy}>{m.signUp}</SubmitButton>
        </TabPanelForm>
      )}
    </AuthCard>
  );
}

/** The sign-in or sign-up form as the panel of its tab, posting its own intent. */
function TabPanelForm({
  tab,
  formRef,
  action,
  children,
}: {
  tab: "sign-in" | "sign-up";
  formRef: RefObject<HTMLFormElement | null>;
  action: string | undefined;
  children: ReactNode;
}) {
  return (
    // The tab panel holds the form: a <form> may not take the tabpanel role (axe's aria-allowed-role, issue 33).
    <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-6">
      <Form ref={formRef} method="post" action={action} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value={tab} />
        {children}
      </Form>
    </div>
  );
}
