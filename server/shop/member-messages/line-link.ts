import { redirect } from "react-router";
import { lineMessagesTexts as t } from "../../../domain/member-messages/line-messages-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { shopAuth } from "../../platform/auth/auth-instance";
import type { ShopDatabase } from "../../platform/db/database";
import { settings } from "../../platform/env";
import { logger, errorFields } from "../../platform/logger";
import { lineUserIdOf } from "./line-consent";

export const LINE_MESSAGES_PATH = "/line-messages";
const LINK_FAILED = "failed";
// Better Auth's callback error when the LINE account already belongs to another account of the shop.
const LINE_ACCOUNT_TAKEN = "account_already_linked_to_different_user";

/**
 * "เชื่อมบัญชี LINE" for a member who signed up by e-mail (decisions 111, 114): Better Auth's account
 * linking through LINE Login, for the signed-in member only (the session decides whom the LINE
 * account joins, never an e-mail address); back on the LINE messages page, or there with
 * `?link=failed&error=…` when LINE Login or the link refused. Answers the redirect to LINE Login.
 */
export async function startLineLink(db: ShopDatabase, userId: string, request: Request): Promise<Outcome<Response>> {
  if (!settings().line) return refused(409, t.linkFailed);
  // One LINE user id per member: the one the Official Account messages.
  if (await lineUserIdOf(db, userId)) return refused(409, t.alreadyLinked);
  try {
    const answer = await shopAuth().api.linkSocialAccount({
      body: { provider: "line", callbackURL: LINE_MESSAGES_PATH, errorCallbackURL: `${LINE_MESSAGES_PATH}?link=${LINK_FAILED}` },
      headers: request.headers,
      asResponse: true,
    });
    const { url } = (await answer.json()) as { url?: string };
    if (!answer.ok || !url) return refused(409, t.linkFailed);
    const headers = new Headers();
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return { ok: true, value: redirect(url, { headers }) };
  } catch (error) {
    logger.warn("LINE link did not start", errorFields(error));
    return refused(409, t.linkFailed);
  }
}

/** What the LINE messages page says when the link came back refused: whose LINE account it is, or that it failed. */
export function lineLinkRefusal(search: URLSearchParams): string | null {
  if (search.get("link") !== LINK_FAILED) return null;
  return search.get("error") === LINE_ACCOUNT_TAKEN ? t.linkTakenByOther : t.linkFailed;
}
