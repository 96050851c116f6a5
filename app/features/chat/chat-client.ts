import type { ChatMessageView, ChatRefusal, ChatStreamEvent } from "../../../domain/chat";
import { messages } from "../../../domain/messages";

export type ChatFailure = { title: string; message: string };

/** GET /api/chat: the member's last messages, oldest first. */
export async function fetchChatHistory(): Promise<ChatMessageView[]> {
  const response = await fetch("/api/chat", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`History answered ${response.status}`);
  return ((await response.json()) as { messages: ChatMessageView[] }).messages;
}

/**
 * POST /api/chat and read the NDJSON reply as it arrives, one event per line. A refusal (400,
 * 401, 429) or a broken connection becomes one `error` event with the text to show.
 */
export async function* sendChatMessage(message: string): AsyncGenerator<ChatStreamEvent> {
  const failed: ChatStreamEvent = { type: "error", title: messages.chat.errorTitle, message: messages.chat.sendFailed };
  let response: Response;
  try {
    response = await fetch("/api/chat", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ message }) });
  } catch {
    yield failed;
    return;
  }
  if (!response.ok || !response.body) {
    const refusal = (await response.json().catch(() => null)) as ChatRefusal | null;
    yield refusal?.error ? { type: "error", ...refusal.error } : failed;
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
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
          if (event.type === "done" || event.type === "error") ended = true;
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
