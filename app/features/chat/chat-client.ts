import type { ChatHistory, ChatStreamEvent, HandoverAnswer } from "../../../domain/chat/chat";
import type { ChatActionDone } from "../../../domain/chat/chat-actions";
import { chatTexts } from "../../../domain/chat/chat-texts";
import { getJson, postJson, sendJson, type JsonAnswer } from "../../ui/json-client";

export type ChatFailure = { title: string; message: string };

/** GET /api/chat: the member's last messages, oldest first, and whether staff are behind the chat. */
export async function fetchChatHistory(): Promise<ChatHistory> {
  const answer = await getJson<ChatHistory>("/api/chat", { cache: "no-store" });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

/** POST /api/chat/handover: "คุยกับเจ้าหน้าที่". */
export function askForStaff(): Promise<JsonAnswer<HandoverAnswer>> {
  return postJson<HandoverAnswer>("/api/chat/handover", {});
}

/** POST /api/chat/actions: the member's yes to a proposed step, with its token alone. */
export function confirmChatAction(token: string): Promise<JsonAnswer<ChatActionDone>> {
  return postJson<ChatActionDone>("/api/chat/actions", { token });
}

/**
 * POST /api/chat and read the NDJSON reply as it arrives, one event per line. A refusal (400,
 * 401, 429) or a broken connection becomes one `error` event with the text to show: the
 * server's own (`ChatRefusal`, with its title), else chat's own.
 */
export async function* sendChatMessage(message: string): AsyncGenerator<ChatStreamEvent> {
  const failed: ChatStreamEvent = { type: "error", title: chatTexts.errorTitle, message: chatTexts.sendFailed };
  const sent = await sendJson("/api/chat", { message });
  if (!sent.ok || !sent.response.body) {
    yield !sent.ok && sent.title ? { type: "error", title: sent.title, message: sent.message } : failed;
    return;
  }
  const reader = sent.response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      let newline = buffered.indexOf("\n");
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line) {
          const event = JSON.parse(line) as ChatStreamEvent;
          if (event.type === "done" || event.type === "error" || event.type === "forwarded") ended = true;
          yield event;
        }
        newline = buffered.indexOf("\n");
      }
    }
  } catch {
    // The connection broke mid-reply: below, the reply counts as failed.
  }
  if (!ended) yield failed;
}
