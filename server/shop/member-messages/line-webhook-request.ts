import { database } from "../../platform/db/database";
import { settings } from "../../platform/env";
import { clientAddressOf } from "../../platform/http/client-address";
import { takeLineWebhook } from "./line-webhook";

/** POST /api/line/webhook: the raw body (the signature covers its exact bytes) and LINE's signature header, answered with a status only. */
export async function answerLineWebhook(request: Request): Promise<Response> {
  const rawBody = await request.text();
  const answer = await takeLineWebhook(database(), settings().lineMembers, {
    rawBody,
    signature: request.headers.get("x-line-signature"),
    clientAddress: clientAddressOf(request.headers),
  });
  return Response.json({ taken: answer.taken }, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
