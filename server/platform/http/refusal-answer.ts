import { data } from "react-router";
import { formRefusalReply, type FormReply } from "../../../domain/shared/form-contract";
import { escapeHtml } from "../../../domain/shared/html-escape";
import { commonTexts } from "../../../domain/shared/common-texts";
import type { Refusal } from "../../../domain/shared/refusal";

/**
 * The one place a refusal becomes HTTP (decision 064): its status, `Retry-After` when it has
 * one, and a body for who asked — a form (`FormReply`, shown in the form), a JSON client
 * (the refusal itself), or a page (thrown, the error boundary shows the message).
 */

function refusalHeaders(refusal: Refusal): HeadersInit | undefined {
  return refusal.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(refusal.retryAfterSeconds) };
}

/** Fields never sent back: a password stays out of the answered page (and its cache, history, logs). */
const SECRET_FIELD = /password/i;

/** The form's text fields as sent (never its intent, row id or a password), for the form to show again. */
export function sentValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && key !== "intent" && key !== "id" && !SECRET_FIELD.test(key)) values[key] ??= value;
  }
  return values;
}

/** A refused form, answered to the form `intent` with what was sent (a document post shows it again). */
export function formRefusal<Detail = unknown>(intent: string, refusal: Refusal<Detail>, form?: FormData) {
  return data<FormReply<Detail>>(formRefusalReply(intent, refusal, form ? sentValues(form) : {}), {
    status: refusal.status,
    headers: refusalHeaders(refusal),
  });
}

/** A form answered again without a refusal (a recalculation): what was sent, and the form's own `detail`. */
export function formShownAgain<Detail>(intent: string, detail: Detail, form: FormData) {
  return data<FormReply<Detail>>({ ok: true, intent, values: sentValues(form), detail }, { status: 200 });
}

/** A refusal answered to a JSON client (`app/ui/json-client.ts`): the refusal itself as the body. */
export function jsonRefusal(refusal: Refusal): Response {
  return Response.json(refusal, { status: refusal.status, headers: refusalHeaders(refusal) });
}

/** A refusal a page (loader, or an action without a form to show it in) throws: the error boundary shows the message. */
export function pageRefusal(refusal: Refusal) {
  return data(refusal.message, { status: refusal.status, headers: refusalHeaders(refusal) });
}

/**
 * A top-level navigation — a form posted without scripts — rather than React Router's `.data`
 * fetch or a JSON client: it must be answered with a page or a redirect, never a reply body.
 */
export function isDocumentRequest(request: Request): boolean {
  return isDocumentNavigation(request.headers.get("sec-fetch-mode") ?? undefined, request.headers.get("accept") ?? undefined);
}

/** The rule itself, for the Fetch API's request above and for Express's (body-limit.ts). */
export function isDocumentNavigation(secFetchMode: string | undefined, accept: string | undefined): boolean {
  return secFetchMode === "navigate" || (secFetchMode === undefined && (accept ?? "").includes("text/html"));
}

/**
 * A refusal as a short page of its own, for a form posted without scripts to a route with no
 * page to show it in (a resource route): the message, and the way back to the form.
 */
export function refusalPage(refusal: Refusal, backTo: string): Response {
  const body = refusalPageHtml(refusal.message, backTo);
  const headers = new Headers(refusalHeaders(refusal));
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  return new Response(body, { status: refusal.status, headers });
}

/** The short page's HTML: the message as the alerting heading and a link back (also the body cap's 413 page). */
export function refusalPageHtml(message: string, backTo: string): string {
  const text = escapeHtml(message);
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title></head><body><main><h1 role="alert">${text}</h1><p><a href="${escapeHtml(backTo)}">${escapeHtml(commonTexts.back)}</a></p></main></body></html>`;
}
