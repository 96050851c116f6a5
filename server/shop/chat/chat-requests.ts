import { eq } from "drizzle-orm";
import type { ChatHistory } from "../../../domain/chat/chat";
import { chatTexts } from "../../../domain/chat/chat-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { shopAssistant } from "../assistant/shop-assistant";
import { currentUser } from "../../platform/auth/guards";
import { database } from "../../platform/db/database";
import { profiles } from "../../platform/db/schema";
import { clientAddressOf } from "../../platform/http/client-address";
import { isJsonRequest } from "../../platform/http/json-request";
import { chatRefusal, sendChatMessage } from "./send-chat-message";
import { loadChatHistory } from "./chat-history";

/** GET /api/chat: the signed-in member's last messages; a guest gets 401 with the Thai text. */
export async function answerChatHistoryRequest(request: Request): Promise<Response> {
  const user = await currentUser(request);
  if (!user) return chatRefusal(401, chatTexts.signedOut);
  // Private and never stored, as every /api answer is (private-pages.ts).
  return Response.json({ messages: await loadChatHistory(database(), user.id) } satisfies ChatHistory);
}

/** POST /api/chat: JSON `{ message }` from the signed-in member, answered as an NDJSON stream. */
export async function answerChatMessageRequest(request: Request): Promise<Response> {
  if (request.method !== "POST") return chatRefusal(405, requestTexts.methodNotAllowed, { Allow: "GET, POST" });
  const user = await currentUser(request);
  if (!user) return chatRefusal(401, chatTexts.signedOut);
  if (!isJsonRequest(request.headers)) return chatRefusal(415, chatTexts.notJson);
  let body: unknown;
  try {
    // The one body cap (body-limit.ts) already held the request to the form allowance.
    body = JSON.parse(await request.text());
  } catch {
    return chatRefusal(400, chatTexts.notJson);
  }
  const db = database();
  const [profile] = await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  return sendChatMessage(
    {
      db,
      member: { id: user.id, firstName: profile?.firstName?.trim() || null },
      assistant: shopAssistant(),
      clientAddress: clientAddressOf(request.headers),
      userAgent: request.headers.get("user-agent"),
      signal: request.signal,
    },
    body,
  );
}
