import { desc, eq } from "drizzle-orm";
import type { ChatMessageView, ChatRole } from "../../../domain/chat/chat";
import { CHAT_HISTORY_LIMIT } from "../../../domain/chat/chat-limits";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { chatMessages } from "../../platform/db/schema";
import { productMentionsIn } from "./product-mentions";

type StoredChatMessage = { id: string; role: string; message: string; createdAt: Date };

export async function chatMessageView(db: DatabaseOrTransaction, stored: StoredChatMessage, now: Date): Promise<ChatMessageView> {
  return {
    id: stored.id,
    role: stored.role as ChatRole,
    text: stored.message,
    sentAt: stored.createdAt.toISOString(),
    // Named products are found again on every read: a price or stock shown from history is today's.
    products: stored.role === "assistant" ? await productMentionsIn(db, stored.message, now) : [],
  };
}

/** The member's newest messages (spec §7: at most CHAT_HISTORY_LIMIT), oldest first. */
export async function recentChatMessages(db: DatabaseOrTransaction, memberId: string): Promise<StoredChatMessage[]> {
  const newest = await db
    .select({ id: chatMessages.id, role: chatMessages.role, message: chatMessages.message, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.userId, memberId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return newest.reverse();
}

export async function loadChatHistory(db: DatabaseOrTransaction, memberId: string, now = new Date()): Promise<ChatMessageView[]> {
  const stored = await recentChatMessages(db, memberId);
  return Promise.all(stored.map((message) => chatMessageView(db, message, now)));
}
