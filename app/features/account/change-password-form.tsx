import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { accountTexts } from "../../../domain/members/account-texts";
import { authTexts } from "../../../domain/auth/auth-texts";
import { PASSWORD_MAX_LENGTH } from "../../../domain/auth/password";
import { replyFor } from "../../ui/form-reply";
import { useResultToast } from "./form-result";
import { FormMessage, SubmitButton, TextField } from "./profile-fields";

const a = authTexts;
const FORM_ID = "password";

export function ChangePasswordForm({ result }: { result: FormReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === FORM_ID;
  const form = useRef<HTMLFormElement>(null);
  const mine = replyFor(result, FORM_ID);
  useResultToast(result, FORM_ID);
  // A changed password should not linger in the fields.
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  const field = { formId: FORM_ID, reply: mine, type: "password", maxLength: PASSWORD_MAX_LENGTH };

  return (
    <Form ref={form} method="post" noValidate className="max-w-lg space-y-4 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <input type="hidden" name="intent" value={FORM_ID} />
      <h2 className="text-lg font-semibold">{a.changePassword}</h2>
      <p className="text-sm text-gray-600">{accountTexts.changePasswordHint}</p>
      <TextField {...field} name="currentPassword" label={a.currentPassword} autoComplete="current-password" />
      <TextField {...field} name="newPassword" label={a.newPassword} autoComplete="new-password" hint={a.passwordHint} />
      <TextField {...field} name="confirmPassword" label={a.confirmNewPassword} autoComplete="new-password" />
      <FormMessage reply={mine} formId={FORM_ID} formRef={form} />
      <SubmitButton busy={busy}>{a.changePassword}</SubmitButton>
    </Form>
  );
}
