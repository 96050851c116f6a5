import type { ChatRefusal, ChatStreamEvent, HandoverOffer } from "../../../domain/chat/chat";
import { checkChatMessage } from "../../../domain/chat/chat";
import { CHAT_RATE_LIMIT } from "../../../domain/chat/chat-limits";
import { chatTexts } from "../../../domain/chat/chat-texts";
import type { AssistantTurn, ShopAssistant } from "../assistant/assistant";
import type { ShopDatabase } from "../../platform/db/database";
import { chatMessages } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { consumeRateLimit } from "../../platform/security/rate-limit";
import { recordSecurityEvent } from "../../platform/security/security-log";
import { chatMessageView, recentChatMessages } from "./chat-history";
import { productMentionsIn } from "./product-mentions";
import { proposeOrderStep } from "./chat-actions";
import { proposeCodeStep } from "./chat-codes";
import { forwardToStaff, handoverOf } from "./chat-handover";

/** The shopper asks for a person in so many words: the chat offers the handover whatever the assistant says. */
const ASKS_FOR_A_PERSON = /คุยกับ(เจ้าหน้าที่|แอดมิน|พนักงาน|คน)|ขอ(เจ้าหน้าที่|แอดมิน|พนักงาน)|ติดต่อเจ้าหน้าที่|\b(human|agent|real person)\b/i;

/** The whole reply's time: past it the reply is cut off and the shopper asked to try again. */
export const CHAT_REPLY_TIME_LIMIT_MS = 30_000;
/** What the table's check allows for one message (the assistant may write more than a shopper). */
const STORED_MESSAGE_MAX_LENGTH = 4000;

const STREAM_HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  // no-transform keeps compression() from holding chunks back; proxies are asked not to buffer.
  "Cache-Control": "private, no-store, no-transform",
  "X-Accel-Buffering": "no",
};

export type ChatSender = {
  db: ShopDatabase;
  /** From the session, never from the body. */
  member: { id: string; firstName: string | null };
  assistant: ShopAssistant;
  clientAddress: string | null;
  userAgent: string | null;
  /** The request's own signal: a shopper who goes away stops the assistant. */
  signal: AbortSignal;
  now?: () => Date;
};

export function chatRefusal(status: number, message: string, headers: Record<string, string> = {}, title: string = chatTexts.errorTitle) {
  return Response.json({ error: { title, message } } satisfies ChatRefusal, { status, headers });
}

// Control characters other than line breaks and tabs would only garble the widget's text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * POST /api/chat (issue 12): the message checked (spec §5), counted against the member's limit
 * and logged as `chat_message_sent`, then the assistant's reply streamed as NDJSON events. The
 * question and its answer are stored together once the answer is whole, in one transaction: a
 * reply that fails or comes back empty leaves nothing behind, as the widget removes the
 * question it showed (decision 047).
 */
export async function sendChatMessage(sender: ChatSender, body: unknown): Promise<Response> {
  const checked = checkChatMessage(typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined);
  if (!checked.ok) return chatRefusal(400, checked.message, {}, checked.title);
  const { db, member } = sender;
  const verdict = await consumeRateLimit(db, `chat:${member.id}`, CHAT_RATE_LIMIT);
  if (!verdict.allowed) {
    return chatRefusal(429, chatTexts.rateLimited(verdict.retryAfterSeconds), { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  await recordSecurityEvent(db, {
    event: "chat_message_sent",
    userId: member.id,
    clientAddress: sender.clientAddress,
    userAgent: sender.userAgent,
    details: { messageLength: [...checked.text].length },
  });
  const now = sender.now ?? (() => new Date());
  const askedAt = now();
  if ((await handoverOf(db, member.id, askedAt)).waiting) {
    // Staff are behind the chat (issue 37): the message is theirs, and the assistant stays quiet.
    const forwarded = await forwardToStaff(db, member, checked.text, askedAt);
    const event: ChatStreamEvent = { type: "forwarded", userMessage: await chatMessageView(db, forwarded, askedAt) };
    return new Response(`${JSON.stringify(event)}\n`, { status: 200, headers: STREAM_HEADERS });
  }
  const history: AssistantTurn[] = (await recentChatMessages(db, member.id)).map((stored) => ({
    // Staff's words are the shop's side of the conversation, as the assistant's are.
    role: stored.role === "user" ? "user" : "assistant",
    text: stored.message,
  }));
  const replyControl = new AbortController();
  const stopReply = () => replyControl.abort();
  sender.signal.addEventListener("abort", stopReply, { once: true });
  const timer = setTimeout(stopReply, CHAT_REPLY_TIME_LIMIT_MS);
  const encoder = new TextEncoder();

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatStreamEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      let reply = "";
      let offerHandover: HandoverOffer | undefined;
      try {
        const chunks = sender.assistant.reply(checked.text, history, {
          db,
          member,
          now: askedAt,
          signal: replyControl.signal,
          // "upset" outweighs "cannot-help": an upset shopper is offered a person whatever else.
          offerHandover: (reason) => void (offerHandover = offerHandover === "upset" ? offerHandover : reason),
        });
        for await (const chunk of chunks) {
          if (replyControl.signal.aborted) break;
          const text = chunk.replace(CONTROL_CHARACTERS, "");
          if (text === "") continue;
          reply += text;
          send({ type: "text", text });
        }
        if (sender.signal.aborted) return;
        if (replyControl.signal.aborted) throw new Error("The reply took longer than its time limit.");
        reply = [...reply.trim()].slice(0, STORED_MESSAGE_MAX_LENGTH).join("");
        if (reply === "") {
          send({ type: "error", title: chatTexts.errorTitle, message: chatTexts.noReply });
          return;
        }
        send({ type: "products", products: await productMentionsIn(db, reply, askedAt) });
        const proposal = (await proposeCodeStep(db, member.id, checked.text, askedAt)) ?? (await proposeOrderStep(db, member.id, checked.text, askedAt));
        const repliedAt = new Date(Math.max(now().getTime(), askedAt.getTime() + 1));
        const stored = await db.transaction((tx) =>
          tx
            .insert(chatMessages)
            .values([
              { userId: member.id, role: "user", message: checked.text, createdAt: askedAt },
              { userId: member.id, role: "assistant", message: reply, createdAt: repliedAt },
            ])
            .returning({ id: chatMessages.id, role: chatMessages.role, message: chatMessages.message, createdAt: chatMessages.createdAt }),
        );
        const [userMessage, assistantMessage] = [stored.find((row) => row.role === "user")!, stored.find((row) => row.role === "assistant")!];
        send({
          type: "done",
          userMessage: await chatMessageView(db, userMessage, askedAt),
          reply: await chatMessageView(db, assistantMessage, askedAt),
          proposal,
          offerHandover: offerHandover !== undefined || ASKS_FOR_A_PERSON.test(checked.text),
        });
      } catch (error) {
        logger.error("The shop assistant could not answer", { assistant: sender.assistant.kind, ...errorFields(error) });
        if (!sender.signal.aborted) send({ type: "error", title: chatTexts.errorTitle, message: chatTexts.sendFailed });
      } finally {
        clearTimeout(timer);
        sender.signal.removeEventListener("abort", stopReply);
        try {
          controller.close();
        } catch {
          // Already closed by a shopper who went away.
        }
      }
    },
    cancel() {
      stopReply();
    },
  });
  return new Response(stream, { status: 200, headers: STREAM_HEADERS });
}
