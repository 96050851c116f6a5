import type { z } from "zod";
import { commonTexts } from "./common-texts";
import { requestTexts } from "./request-texts";
import { refused, type Refusal } from "./refusal";

/**
 * The one form contract (decision 064). Every form in the shop — storefront, member area,
 * back-office dialogs, the Control Panel — posts a plain HTML form (so it works without
 * JavaScript) and is parsed on the server by `parseForm` with a zod schema from `domain/`.
 * A refused form is answered with a `FormReply`: which form (`intent`), the message for the
 * form's alert, every field's own error, and what was sent so the form shows it again. A form
 * that succeeds redirects (POST-redirect-GET, with a notice) or answers `{ ok: true }`.
 */
export type FormReply<Detail = unknown> =
  | {
      ok: true;
      intent: string;
      message?: string;
      /** A form answered again without a refusal (checkout's "recalculate" without JavaScript): what was sent, shown again. */
      values?: Readonly<Record<string, string>>;
      detail?: Detail;
    }
  | {
      ok: false;
      intent: string;
      message: string;
      /** The first field in trouble (focus goes there); none: the whole form. */
      field?: string;
      fieldErrors?: Readonly<Record<string, string>>;
      /** A heading above the message in the form's alert. */
      title?: string;
      /** What was sent (text fields only), or what the server knows better: the form shows these again. */
      values?: Readonly<Record<string, string>>;
      /** Every form-wide problem, for a form that lists them (checkout); `message` is the first. */
      formErrors?: readonly string[];
      /** What this form needs besides the texts (checkout: the cart priced again), typed by the form. */
      detail?: Detail;
    };

export type FormRefusalReply<Detail = unknown> = Extract<FormReply<Detail>, { ok: false }>;

/** The form's intent when a route has only one form. */
export const ONLY_FORM = "submit";

/** C0 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `parseForm` refuses a text outright for a character no keyboard types. */
export function hasControlCharacters(value: string) {
  return CONTROL_CHARACTERS.test(value);
}

export type ParsedForm<T> = { ok: true; value: T } | Refusal;

/**
 * Validates a submitted form (FormData from an action, or a plain object) against its schema.
 * A problem is a 400 refusal carrying every field's first problem (`fieldErrors`); its message
 * and `field` are the first problem in the schema's order, which the form's alert shows.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: FormData | URLSearchParams | Record<string, unknown>): ParsedForm<z.output<S>> {
  const plain = toPlainObject(input);
  // PostgreSQL cannot store NUL in text, and no keyboard types the other control characters.
  const garbled = Object.entries(plain).find(([, value]) => typeof value === "string" && hasControlCharacters(value));
  if (garbled) return refused(400, requestTexts.invalidCharacters, garbled[0], { fieldErrors: { [garbled[0]]: requestTexts.invalidCharacters } });
  const result = schema.safeParse(plain);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
    if (name !== undefined && !(name in fieldErrors)) fieldErrors[name] = issue.message;
  }
  const first = result.error.issues[0];
  const field = typeof first?.path[0] === "string" ? first.path[0] : undefined;
  return refused(400, first?.message ?? commonTexts.requiredFields, field, { fieldErrors });
}

/** The reply to a refused form: the refusal for the form `intent`, with the values it shows again. */
export function formRefusalReply<Detail = unknown>(
  intent: string,
  refusal: Refusal<Detail>,
  values: Readonly<Record<string, string>> = {},
): FormRefusalReply<Detail> {
  return {
    ok: false,
    intent,
    message: refusal.message,
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(refusal.fieldErrors ? { fieldErrors: refusal.fieldErrors } : {}),
    ...(refusal.title ? { title: refusal.title } : {}),
    values: { ...values, ...refusal.shown },
    ...(refusal.formErrors ? { formErrors: refusal.formErrors } : {}),
    ...(refusal.detail !== undefined ? { detail: refusal.detail } : {}),
  };
}

/** The error a form shows beside `name`: its own, or the message when the refusal names that field. */
export function fieldErrorOf(reply: FormReply | null | undefined, name: string): string | undefined {
  if (!reply || reply.ok) return undefined;
  return reply.fieldErrors?.[name] ?? (reply.field === name ? reply.message : undefined);
}

function toPlainObject(input: FormData | URLSearchParams | Record<string, unknown>): Record<string, unknown> {
  if (!(input instanceof FormData) && !(input instanceof URLSearchParams)) return input;
  const plain: Record<string, unknown> = {};
  // First value wins so a tampered form that repeats a field cannot smuggle a second one in.
  for (const [key, value] of input.entries()) if (!(key in plain)) plain[key] = value;
  return plain;
}
