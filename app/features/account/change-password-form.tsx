import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { messages } from "../../../domain/messages";
import { PASSWORD_MAX_LENGTH } from "../../../domain/password";
import { useResultToast, type ProfileFormResult } from "./form-result";
import { FormMessage, SubmitButton, TextField } from "./profile-fields";

const a = messages.auth;

export function ChangePasswordForm({ result }: { result: ProfileFormResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const form = useRef<HTMLFormElement>(null);
  const mine = result?.intent === "password" ? result : null;
  useResultToast(result, "password");
  // A changed password should not linger in the fields.
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  const invalid = mine && !mine.ok ? mine.field : undefined;

  return (
    <Form ref={form} method="post" noValidate className="max-w-lg space-y-4 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <input type="hidden" name="intent" value="password" />
      <h2 className="text-lg font-semibold">{a.changePassword}</h2>
      <p className="text-sm text-gray-600">{messages.account.changePasswordHint}</p>
      <TextField name="currentPassword" label={a.currentPassword} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} invalid={invalid === "currentPassword"} />
      <TextField name="newPassword" label={a.newPassword} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} hint={a.passwordHint} invalid={invalid === "newPassword"} />
      <TextField name="confirmPassword" label={a.confirmNewPassword} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} invalid={invalid === "confirmPassword"} />
      <FormMessage result={mine} />
      <SubmitButton busy={busy}>{a.changePassword}</SubmitButton>
    </Form>
  );
}
