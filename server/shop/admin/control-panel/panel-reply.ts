import { data, redirect } from "react-router";
import type { FormReply } from "../../../../domain/shared/form-contract";
import type { Refusal } from "../../../../domain/shared/refusal";
import { noticeCookieHeader } from "../../../platform/http/notice";
import { sameOriginRedirectTarget } from "../../../platform/http/redirect-target";
import { formRefusal, isDocumentRequest, refusalPage } from "../../../platform/http/refusal-answer";
import type { AdminActionContext } from "../admin-route";

/**
 * Answers a Control Panel write on the one form contract (decision 064). The panel's dialogs
 * post their forms through a fetcher, which reads a `FormReply`: done with the spec's toast, or
 * the refusal with every field's error and what was sent. A form posted without scripts (a
 * document POST: the route has no page of its own) goes back to the page it came from with the
 * 'saved' notice, or gets a short page with the refusal and the way back.
 */
export function panelAnswer(
  { request, intent, form }: Pick<AdminActionContext, "request" | "intent" | "form">,
  result: { ok: true; message: string } | Refusal,
) {
  if (isDocumentRequest(request)) {
    const back = sameOriginRedirectTarget(request.headers.get("referer"), new URL(request.url).origin, "/");
    if (!result.ok) return refusalPage(result, back);
    return redirect(back, { headers: { "Set-Cookie": noticeCookieHeader("content-saved") } });
  }
  return result.ok ? data<FormReply>({ ok: true, intent, message: result.message }) : formRefusal(intent, result, form);
}
