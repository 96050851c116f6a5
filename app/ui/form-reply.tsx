import { useEffect, type RefObject } from "react";
import { fieldErrorOf, type FormReply } from "../../domain/shared/form-contract";
import { useAnswerKey } from "./form-controls";

/**
 * The browser half of the one form contract (decision 064, `domain/shared/form-contract.ts`): a form
 * shows the server's `FormReply` — the alert at the top, each field's own error under it, the
 * values sent again — whether it came through a fetcher or as a whole page (no JavaScript).
 */

/** The reply for this form (`intent`), or none when the answer was for another form on the page. */
export function replyFor(reply: FormReply | null | undefined, intent: string): FormReply | undefined {
  return reply && reply.intent === intent ? reply : undefined;
}

/** The id of a field's error line, for the input's `aria-describedby`. */
export function fieldErrorId(formId: string, name: string): string {
  return `${formId}-${name}-error`;
}

/** The id of a form's alert (`FormAlert`), which describes a field whose error it already says. */
export function formAlertId(formId: string): string {
  return `${formId}-alert`;
}

/**
 * Whether a field's error is already the alert's message. Each text is shown once (decision 064):
 * such a field shows no line of its own, it is marked invalid and described by the alert.
 */
function saidByAlert(reply: FormReply | null | undefined, error: string): boolean {
  return !!reply && !reply.ok && reply.message === error;
}

/**
 * What an input carries so a screen reader hears its error: aria-invalid and the error line
 * (or the form's alert, when that says it), after the field's hint when it has one.
 */
export function fieldErrorProps(reply: FormReply | null | undefined, formId: string, name: string, hintId?: string) {
  const error = fieldErrorOf(reply, name);
  if (!error) return hintId ? { "aria-describedby": hintId } : {};
  const errorLine = saidByAlert(reply, error) ? formAlertId(formId) : fieldErrorId(formId, name);
  return { "aria-invalid": true as const, "aria-describedby": hintId ? `${hintId} ${errorLine}` : errorLine };
}

/** A field's own error line (nothing when the field is fine, or when the form's alert says the same). */
export function FieldError({ reply, formId, name }: { reply: FormReply | null | undefined; formId: string; name: string }) {
  const error = fieldErrorOf(reply, name);
  if (!error || saidByAlert(reply, error)) return null;
  return (
    <p id={fieldErrorId(formId, name)} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  );
}

/** The value a field shows: what was just sent (after a refusal, or a form answered again), else `stored`. */
export function sentValueOf(reply: FormReply | null | undefined, name: string, stored = ""): string {
  return reply?.values?.[name] ?? stored;
}

/**
 * The form's alert for a refusal, announced once per answer (a new key each time, so the same
 * message twice is read out again), and focus to the first field in trouble. `id`: the form's
 * `formAlertId`, so the fields whose error it says point at it.
 */
export function FormAlert({
  reply,
  formRef,
  id,
  className = "",
}: {
  reply: FormReply | null | undefined;
  formRef?: RefObject<HTMLFormElement | null>;
  id?: string;
  className?: string;
}) {
  const key = useAnswerKey(reply);
  const field = reply && !reply.ok ? reply.field : undefined;
  useEffect(() => {
    if (field) formRef?.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();
  }, [key, field, formRef]);
  if (!reply || reply.ok) return null;
  return (
    <p key={key} id={id} role="alert" className={`rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700 ${className}`}>
      {reply.title ? <strong className="block">{reply.title}</strong> : null}
      {reply.message}
    </p>
  );
}
