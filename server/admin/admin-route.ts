import { data, redirect } from "react-router";
import type { z } from "zod";
import { parseForm } from "../../domain/auth-forms";
import { rowIdSchema, type AdminFormReply } from "../../domain/admin-forms";
import { listHref, readListParams, type ListParams } from "../../domain/admin-list";
import { messages } from "../../domain/messages";
import { noticeCookieHeader, type NoticeKey } from "../http/notice";
import type { AdminResult } from "./admin-result";

/**
 * The plumbing every back-office route shares, so each route module is: check the admin,
 * read the form, call one server function, answer with one of these.
 */

/** `filterNames`: the screen's own list parameters (`status` on /admin-orders), kept like the search. */
export function listParams(request: Request, filterNames: readonly string[] = []): ListParams {
  return readListParams(new URL(request.url).searchParams, filterNames);
}

/** The list's own URL (search, page and the screen's filters kept, dialog parameters dropped). */
export function listUrl(request: Request, filterNames: readonly string[] = []): string {
  const url = new URL(request.url);
  return listHref(url.pathname, readListParams(url.searchParams, filterNames));
}

/** A dialog parameter (`?edit=<id>`) naming a row, or null when absent or not a row id. */
export function dialogRow(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value && rowIdSchema.safeParse(value).success ? value : null;
}

/** Success: back to the list (POST-redirect-GET), with the spec's toast as a one-shot notice. */
export function backToList(request: Request, notice: NoticeKey, filterNames: readonly string[] = []) {
  return redirect(listUrl(request, filterNames), { headers: { "Set-Cookie": noticeCookieHeader(notice) } });
}

/** The form's values to show again after a refusal (text fields only; never the id or intent). */
function sentValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "intent" && key !== "id") values[key] ??= value;
  return values;
}

/** A refused dialog form: its status (4xx) and the message for the dialog, next to its field. */
export function refuseForm(intent: string, refusal: { status: number; message: string; field?: string }, form: FormData) {
  return data<AdminFormReply>(
    { intent, message: refusal.message, ...(refusal.field ? { field: refusal.field } : {}), values: sentValues(form) },
    { status: refusal.status },
  );
}

/** Parses a dialog form with its zod schema from `domain/`; a problem is a 400 answer for the dialog. */
export function parseDialogForm<S extends z.ZodType>(
  schema: S,
  intent: string,
  form: FormData,
  /** The form as the schema reads it, when it is not field-per-field (the product dialog's shade rows). */
  input: FormData | Record<string, unknown> = form,
): { ok: true; value: z.output<S> } | { ok: false; reply: ReturnType<typeof refuseForm> } {
  const parsed = parseForm(schema, input);
  if (parsed.ok) return parsed;
  return { ok: false, reply: refuseForm(intent, { status: 400, ...parsed }, form) };
}

/** What a row action names: one row id, or the request is not one our dialogs sent (400). */
export function readRowId(form: FormData): string {
  const id = form.get("id");
  if (typeof id !== "string" || !rowIdSchema.safeParse(id).success) throw data(messages.requests.badRequest, { status: 400 });
  return id;
}

/** The intent a form posted, one of `intents`, or 400. */
export function readIntent<const I extends string>(form: FormData, intents: readonly I[]): I {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(intents as readonly string[]).includes(intent)) throw data(messages.requests.badRequest, { status: 400 });
  return intent as I;
}

/** The answer to a write: back to the list with `notice`, or the refusal for the dialog. */
export function answerWrite(
  request: Request,
  intent: string,
  result: { ok: true } | Extract<AdminResult, { ok: false }>,
  form: FormData,
  notice: NoticeKey,
  filterNames: readonly string[] = [],
) {
  return result.ok ? backToList(request, notice, filterNames) : refuseForm(intent, result, form);
}
