import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { authTexts } from "../../../domain/auth/auth-texts";
import { SubmitButton } from "../../ui/form-controls";
import { FormAlert, formAlertId } from "../../ui/form-reply";
import { AUTH_FORM_ID, AuthCard, NewPasswordFields } from "./auth-fields";

const m = authTexts;

/** /reset-password: a new password twice, or 'ลิงก์ไม่ถูกต้อง' for a bad, used or expired link. */
export function ResetPasswordPage({ linkValid, reply }: { linkValid: boolean; reply: FormReply | undefined }) {
  // A refusal is shown once, as the form's alert (not also as a notification).
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);

  if (!linkValid) {
    return (
      <AuthCard>
        <div className="space-y-4 text-center">
          <h1 className="text-xl font-bold text-ink">{m.invalidResetLink}</h1>
          <p className="text-sm text-gray-600">{m.invalidResetLinkHint}</p>
          <Link to="/auth?tab=forgot" className="block w-full rounded-full bg-brand-500 py-3 font-semibold text-white transition hover:bg-brand-600">
            {m.requestNewLink}
          </Link>
          <Link to="/auth" className="block text-sm font-medium text-brand-700 hover:underline">
            {m.backToSignIn}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="text-xl font-bold text-ink">{m.resetPasswordTitle}</h1>
      <FormAlert reply={reply} formRef={formRef} id={formAlertId(AUTH_FORM_ID)} className="mt-6" />
      <Form ref={formRef} method="post" className="mt-6 space-y-4" noValidate>
        <NewPasswordFields reply={reply} label={m.newPassword} confirmLabel={m.confirmNewPassword} hint={m.resetPasswordHint} />
        <SubmitButton busy={navigation.state === "submitting"}>{m.saveNewPassword}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
