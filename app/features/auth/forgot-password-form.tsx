import type { RefObject } from "react";
import { Form } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { authTexts } from "../../../domain/auth/auth-texts";
import { EMAIL_MAX_LENGTH } from "../../../domain/auth/password";
import { SubmitButton } from "../../ui/form-controls";
import { Field } from "./auth-fields";

const m = authTexts;

/** The forgot-password view: one e-mail field; the answer never says whether it has an account. */
export function ForgotPasswordForm({
  formRef,
  ...props
}: {
  formRef: RefObject<HTMLFormElement | null>;
  action: string | undefined;
  busy: boolean;
  reply: FormReply | undefined;
  onBack: () => void;
}) {
  return (
    <div id="panel-forgot" className="space-y-4">
      <div>
        <h1 className="text-xl font-bold text-ink">{m.resetRequestTitle}</h1>
        <p className="mt-1 text-sm text-gray-600">{m.resetRequestHint}</p>
      </div>
      {props.reply?.ok ? (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800">
          {m.resetLinkSent}
        </p>
      ) : null}
      <Form ref={formRef} method="post" action={props.action} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="forgot" />
        <Field reply={props.reply} label={m.email} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <SubmitButton busy={props.busy}>{m.sendResetLink}</SubmitButton>
      </Form>
      <button type="button" onClick={props.onBack} className="w-full text-center text-sm font-medium text-brand-700 hover:underline">
        {m.backToSignIn}
      </button>
    </div>
  );
}
