import type { LineMessagingSettings } from "../../platform/env";

/** LINE's limit for one text message. */
const LINE_TEXT_MAX = 5000;
const PUSH_TIMEOUT_MS = 10_000;

/** One push: a text message, or the given messages (a member's Flex message, decision 111). */
export type LinePush = (message: { id: string; to: string; text: string; messages?: unknown[] | null }) => Promise<void>;

/** A push LINE refused for good (a bad token, an unknown recipient): retrying cannot help. */
export class LinePushRefused extends Error {
  override name = "LinePushRefused";
}

/**
 * One push (a text or the row's Flex messages) through the LINE Messaging API's push endpoint. The outbox row's id is the
 * retry key, so a push that reached LINE but whose answer was lost is not delivered twice on
 * the next attempt (LINE answers 409 for a key it has already accepted).
 */
export function createLinePush(settings: Pick<LineMessagingSettings, "channelAccessToken" | "apiUrl">): LinePush {
  return async ({ id, to, text, messages }) => {
    const response = await fetch(`${settings.apiUrl}/v2/bot/message/push`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.channelAccessToken}`,
        "Content-Type": "application/json",
        "X-Line-Retry-Key": id,
      },
      body: JSON.stringify({ to, messages: messages ?? [{ type: "text", text: text.slice(0, LINE_TEXT_MAX) }] }),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (response.ok || response.status === 409) return;
    const detail = `LINE push answered ${response.status}: ${(await response.text().catch(() => "")).slice(0, 300)}`;
    // 429 (too many) and 5xx pass; other 4xx mean the request itself is wrong.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new LinePushRefused(detail);
    throw new Error(detail);
  };
}
