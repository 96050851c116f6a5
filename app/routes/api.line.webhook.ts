import { answerLineWebhook } from "../../server/shop/member-messages/line-webhook-request";
import type { Route } from "./+types/api.line.webhook";

/** POST /api/line/webhook — the Official Account's follow/unfollow events; the signature check and all else in the server module. */
export function action({ request }: Route.ActionArgs) {
  return answerLineWebhook(request);
}

export function loader() {
  return Response.json({ error: "method_not_allowed", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
