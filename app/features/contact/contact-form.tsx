import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { ContactFormField } from "../../../domain/contact-form";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from "../../../domain/limits";
import { messages } from "../../../domain/messages";
import { EMAIL_MAX_LENGTH } from "../../../domain/password";
import { LabeledField, useAnswerKey } from "../../ui/form-controls";

const m = messages.contact;

export type ContactFormResult =
  | { ok: true }
  | { ok: false; message: string; field: ContactFormField | null; values: Partial<Record<ContactFormField, string>> };

/**
 * The message form. With JavaScript it posts through a fetcher (no page reload), shows an
 * error as the form's alert, and on success notifies and clears itself; without it, the same form posts to the route
 * action and the answered page shows the outcome inline, keeping what was typed on failure.
 */
export function ContactForm({ documentResult }: { documentResult: ContactFormResult | undefined }) {
  const fetcher = useFetcher<ContactFormResult>({ key: "contact-message" });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? documentResult;
  const failure = result && !result.ok ? result : null;
  const answerKey = useAnswerKey(result);
  // Typed values come back only from a page answered without JavaScript.
  const echoed = !fetcher.data && documentResult && !documentResult.ok ? documentResult.values : {};

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      toast.success(m.sentTitle, { description: m.sent });
      formRef.current?.reset();
      return;
    }
    // The error is shown (and read out) once, as the form's alert; focus goes to its field.
    if (answer.field) formRef.current?.querySelector<HTMLElement>(`[name="${answer.field}"]`)?.focus();
  }, [fetcher.data]);

  const field = (name: ContactFormField) => ({
    id: `contact-${name}`,
    name,
    required: true,
    defaultValue: echoed[name] ?? "",
    "aria-invalid": failure?.field === name ? true : undefined,
    "aria-describedby": failure?.field === name ? "contact-form-error" : undefined,
    className:
      "w-full rounded-xl border border-gray-300 bg-white px-4 py-2.5 text-ink placeholder:text-gray-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-400",
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" noValidate className="space-y-4" aria-labelledby="contact-form-title">
      {failure ? (
        <p key={answerKey} id="contact-form-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {failure.message}
        </p>
      ) : null}
      {!fetcher.data && documentResult?.ok ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.sent}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Label htmlFor="contact-name" text={m.name}>
          <input {...field("name")} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} placeholder={m.namePlaceholder} />
        </Label>
        <Label htmlFor="contact-email" text={m.email}>
          <input
            {...field("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={m.emailPlaceholder}
          />
        </Label>
      </div>
      <Label htmlFor="contact-subject" text={m.subject}>
        <input {...field("subject")} type="text" maxLength={CONTACT_SUBJECT_MAX_LENGTH} placeholder={m.subjectPlaceholder} />
      </Label>
      <Label htmlFor="contact-message" text={m.message}>
        <textarea {...field("message")} rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} placeholder={m.messagePlaceholder} />
      </Label>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-3 font-semibold text-white shadow transition hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        <Send className="size-4" aria-hidden />
        {busy ? m.sending : m.send}
      </button>
    </fetcher.Form>
  );
}

function Label({ htmlFor, text, children }: { htmlFor: string; text: string; children: React.ReactNode }) {
  return (
    <LabeledField
      id={htmlFor}
      label={
        <>
          {text} <span className="text-brand-600" aria-hidden>*</span>
        </>
      }
    >
      {children}
    </LabeledField>
  );
}
