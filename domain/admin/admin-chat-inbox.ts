import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "../chat/chat-limits";
import type { HandoverStatus } from "../chat/chat-handover";
import { adminChatInboxTexts as x } from "./admin-chat-inbox-texts";

/** The inbox's list parameters besides the search, and its one dialog (`?chat=<id>`). */
export const CHAT_INBOX_FILTERS = ["status"] as const;
export const CHAT_INBOX_DIALOG = "chat";
export const CHAT_INBOX_STATUS_FILTERS = ["waiting", "done", "all"] as const;
export type ChatInboxStatusFilter = (typeof CHAT_INBOX_STATUS_FILTERS)[number];

export function inboxStatusFilter(value: string | undefined): ChatInboxStatusFilter {
  return (CHAT_INBOX_STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as ChatInboxStatusFilter) : "waiting";
}

export const CHAT_INBOX_INTENTS = { reply: "reply", assign: "assign", done: "done" } as const;

export const chatReplySchema = z.object({
  id: z.uuid(),
  text: z.string().trim().min(1, x.replyRequired).max(CHAT_MESSAGE_MAX_LENGTH, x.replyTooLong(CHAT_MESSAGE_MAX_LENGTH)),
});
export type ChatReplyInput = z.output<typeof chatReplySchema>;

export const chatAssignSchema = z.object({ id: z.uuid(), staffId: z.uuid({ error: x.staffUnknown }) });
export type ChatAssignInput = z.output<typeof chatAssignSchema>;

export type ChatInboxRow = {
  id: string;
  customerName: string;
  email: string;
  status: HandoverStatus;
  askedAt: string;
  assignedName: string | null;
  /** The member's messages staff have not read, the ask itself counted until they open it. */
  unread: number;
};

export type ChatInboxMessage = { id: string; role: "user" | "assistant" | "staff"; text: string; sentAt: string; staffName: string | null };

export type ChatConversation = {
  id: string;
  customerName: string;
  email: string;
  status: HandoverStatus;
  assignedTo: string | null;
  messages: ChatInboxMessage[];
};

/** Who may be given a conversation: the back-office's staff (every admin, decision 108). */
export type InboxStaff = { id: string; name: string };
