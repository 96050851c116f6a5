import { eq } from "drizzle-orm";
import type { ChatHistory, HandoverAnswer } from "../../../domain/chat/chat";
import { chatTexts } from "../../../domain/chat/chat-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { shopAssistant } from "../assistant/shop-assistant";
import { currentUser } from "../../platform/auth/guards";
import { database, type ShopDatabase } from "../../platform/db/database";
import { consumeRateLimit } from "../../platform/security/rate-limit";
import { CHAT_RATE_LIMIT } from "../../../domain/chat/chat-limits";
import { profiles } from "../../platform/db/schema";
import { clientAddressOf } from "../../platform/http/client-address";
import { isJsonRequest } from "../../platform/http/json-request";
import { chatRefusal, sendChatMessage } from "./send-chat-message";
import { chatMessageView, loadChatHistory } from "./chat-history";
import { askForStaff, handoverOf, markStaffRepliesSeen } from "./chat-handover";
import { confirmChatAction } from "./chat-actions";
import type { ChatActionDone } from "../../../domain/chat/chat-actions";

/**
 * GET /api/chat: the signed-in member's last messages and whether staff are behind the chat; a
 * guest gets 401 with the Thai text. The open chat reading them is what makes staff's replies
 * seen (no mail follows for those).
 */
export async function answerChatHistoryRequest(request: Request): Promise<Response> {
  const user = await currentUser(request);
  if (!user) return chatRefusal(401, chatTexts.signedOut);
  const db = database();
  const now = new Date();
  await markStaffRepliesSeen(db, user.id, now);
  const [messages, handover] = await Promise.all([loadChatHistory(db, user.id, now), handoverOf(db, user.id, now)]);
  // Private and never stored, as every /api answer is (private-pages.ts).
  return Response.json({ messages, handover } satisfies ChatHistory);
}

/**
 * POST /api/chat/handover: "คุยกับเจ้าหน้าที่" from the signed-in member's chat (issue 37). The
 * chat is for members only (spec §6), so a guest is told to sign in, as for every chat request.
 */
export async function answerHandoverRequest(request: Request): Promise<Response> {
  if (request.method !== "POST") return chatRefusal(405, requestTexts.methodNotAllowed, { Allow: "POST" });
  const user = await currentUser(request);
  if (!user) return chatRefusal(401, chatTexts.signedOut);
  const db = database();
  const limited = await chatLimitReached(db, user.id);
  if (limited) return limited;
  const now = new Date();
  const asked = await askForStaff(db, { id: user.id, firstName: null }, now);
  return Response.json({ handover: asked.handover, message: await chatMessageView(db, asked.said, now) } satisfies HandoverAnswer);
}

/** Asking for staff and confirming count against the member's chat limit, as their messages do. */
async function chatLimitReached(db: ShopDatabase, memberId: string): Promise<Response | null> {
  const verdict = await consumeRateLimit(db, `chat:${memberId}`, CHAT_RATE_LIMIT);
  if (verdict.allowed) return null;
  return chatRefusal(429, chatTexts.rateLimited(verdict.retryAfterSeconds), { "Retry-After": String(verdict.retryAfterSeconds) });
}

/** POST /api/chat/actions: JSON `{ token }`, the member's yes to a step the chat proposed (issue 37). */
export async function answerChatActionRequest(request: Request): Promise<Response> {
  if (request.method !== "POST") return chatRefusal(405, requestTexts.methodNotAllowed, { Allow: "POST" });
  const user = await currentUser(request);
  if (!user) return chatRefusal(401, chatTexts.signedOut);
  if (!isJsonRequest(request.headers)) return chatRefusal(415, chatTexts.notJson);
  let token: unknown;
  try {
    token = (JSON.parse(await request.text()) as { token?: unknown } | null)?.token;
  } catch {
    return chatRefusal(400, chatTexts.notJson);
  }
  const limited = await chatLimitReached(database(), user.id);
  if (limited) return limited;
  const outcome = await confirmChatAction(database(), { id: user.id, email: user.email }, typeof token === "string" ? token : "", new Date());
  if (!outcome.ok) return chatRefusal(outcome.status, outcome.message);
  return Response.json(outcome.value satisfies ChatActionDone);
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
