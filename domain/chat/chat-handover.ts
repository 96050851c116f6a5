/**
 * A person behind the chat (issue 37): the member asks for staff ("คุยกับเจ้าหน้าที่"), the
 * conversation waits in the back-office inbox until staff mark it done.
 */
export const HANDOVER_STATUSES = ["waiting", "done"] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** The chat's handover state as the widget reads it with the history. */
export type HandoverView = {
  /** Staff are behind the chat now: the assistant stays quiet and the shopper's messages go to the inbox. */
  waiting: boolean;
  /** The opaque key the live stream's `signal` events name when staff write to this conversation. */
  liveKey: string | null;
  /** Outside working hours: when someone will answer (Thai), else null. */
  answerBy: string | null;
};

/** The live stream's signal for a conversation staff wrote to (the widget knows its own key). */
export const chatLiveSignal = (liveKey: string) => `chat:${liveKey}`;
/** The live stream's signal for the back-office inbox: a shopper wrote or asked for staff. */
export const INBOX_LIVE_SIGNAL = "chat-inbox";

/** How long a staff reply waits unseen by an open chat before it goes by mail instead. */
export const STAFF_REPLY_MAIL_AFTER_MS = 2 * 60_000;
