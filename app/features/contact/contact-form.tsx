import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "../../ui/toasts";
import type { ContactFormField } from "../../../domain/contact/contact-form";
import type { FormReply } from "../../../domain/shared/form-contract";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from "../../../domain/contact/contact-limits";
import { contactTexts } from "../../../domain/contact/contact-texts";
import { EMAIL_MAX_LENGTH } from "../../../domain/auth/password";
import { LabeledField, SubmitButton } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, sentValueOf } from "../../ui/form-reply";

const m = contactTexts;
const FORM_ID = "contact";

/**
 * The message form. With JavaScript it posts through a fetcher (no page reload), shows a
 * refusal as the form's alert and each field's own error beside it, and on success notifies
 * and clears itself; without it, the same form posts to the route action and the answered
 * page shows the outcome inline, keeping what was typed on failure.
 */
export function ContactForm({ documentReply }: { documentReply: FormReply | undefined }) {
  const fetcher = useFetcher<FormReply>({ key: "contact-message" });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const reply = fetcher.data ?? documentReply;

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    toast.success(m.sentTitle, { description: m.sent });
    formRef.current?.reset();
  }, [fetcher.data]);

  const field = (name: ContactFormField) => ({
    id: `${FORM_ID}-${name}`,
    name,
    required: true,
    // What was typed comes back only from a page answered without JavaScript.
    defaultValue: fetcher.data ? "" : sentValueOf(documentReply, name),
    ...fieldErrorProps(reply, FORM_ID, name),
    className:
      "w-full rounded-xl border border-gray-300 bg-white px-4 py-2.5 text-ink placeholder:text-gray-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-400",
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" noValidate className="space-y-4" aria-labelledby="contact-form-title">
      <FormAlert reply={reply} formRef={formRef} id={formAlertId(FORM_ID)} />
      {!fetcher.data && documentReply?.ok ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.sent}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Label htmlFor="contact-name" text={m.name}>
          <input {...field("name")} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} placeholder={m.namePlaceholder} />
          <FieldError reply={reply} formId={FORM_ID} name="name" />
        </Label>
        <Label htmlFor="contact-email" text={m.email}>
          <input {...field("email")} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} placeholder={m.emailPlaceholder} />
          <FieldError reply={reply} formId={FORM_ID} name="email" />
        </Label>
      </div>
      <Label htmlFor="contact-subject" text={m.subject}>
        <input {...field("subject")} type="text" maxLength={CONTACT_SUBJECT_MAX_LENGTH} placeholder={m.subjectPlaceholder} />
        <FieldError reply={reply} formId={FORM_ID} name="subject" />
      </Label>
      <Label htmlFor="contact-message" text={m.message}>
        <textarea {...field("message")} rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} placeholder={m.messagePlaceholder} />
        <FieldError reply={reply} formId={FORM_ID} name="message" />
      </Label>
      <SubmitButton busy={busy} icon={Send} tone="strong" className="w-full sm:w-auto">
        {busy ? m.sending : m.send}
      </SubmitButton>
    </fetcher.Form>
  );
}

function Label({ htmlFor, text, children }: { htmlFor: string; text: string; children: React.ReactNode }) {
  return (
    <LabeledField
      id={htmlFor}
      label={
        <>
          {text}{" "}
          <span className="text-brand-600" aria-hidden>
            *
          </span>
        </>
      }
    >
      {children}
    </LabeledField>
  );
}
