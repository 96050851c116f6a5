import { data } from "react-router";
import type { FormReply } from "../../domain/shared/form-contract";
import { lineMessagesTexts as t } from "../../domain/member-messages/line-messages-texts";
import { refused } from "../../domain/shared/refusal";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { readActionForm } from "../../server/platform/http/action-form";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { consentToLineMessages, loadLineMessagesPage, withdrawLineConsent } from "../../server/shop/member-messages/line-consent";
import { lineLinkRefusal, startLineLink } from "../../server/shop/member-messages/line-link";
import { MemberAreaError } from "../features/account/member-area-error";
import { LineMessagesPage } from "../features/line-messages/line-messages-page";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/line-messages";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await loadLineMessagesPage(database(), user.id);
  return { ...page, linkRefusal: lineLinkRefusal(new URL(request.url).searchParams) };
}

/** Three forms post here (`intent`): link LINE (through LINE Login), consent, and withdraw; each for the signed-in member only. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const intent = form.get("intent");
  if (intent === "link") {
    const started = await startLineLink(database(), user.id, request);
    return started.ok ? started.value : formRefusal("link", started);
  }
  if (intent === "consent") {
    const given = await consentToLineMessages(database(), user.id);
    return given.ok ? data<FormReply>({ ok: true, intent, message: t.consentSaved }) : formRefusal("consent", given);
  }
  if (intent === "withdraw") {
    await withdrawLineConsent(database(), user.id);
    return data<FormReply>({ ok: true, intent, message: t.withdrawSaved });
  }
  return formRefusal("link", refused(400, t.linkFailed));
}

export const meta = privateMeta(t.pageTitle);

export default function LineMessages({ loaderData, actionData }: Route.ComponentProps) {
  return <LineMessagesPage view={loaderData} reply={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <MemberAreaError />;
}
