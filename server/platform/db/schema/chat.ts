import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { HANDOVER_STATUSES } from "../../../../domain/chat/chat-handover";
import { CHAT_ACTION_KINDS } from "../../../../domain/chat/chat-actions";
import { memberOwned, users } from "./auth";
import { createdAt, id, sqlList, updatedAt } from "./columns";

/** A member's chat handed over to staff (issue 37): one row per member, waiting again at each new ask. */
export const chatHandovers = pgTable(
  "chat_handovers",
  {
    id: id(),
    userId: memberOwned(),
    status: text("status").notNull().default("waiting"),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff read the conversation up to here: the member's later messages are its unread count. */
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
    /** Random, named by the public live stream's signals instead of the member. */
    liveKey: text("live_key").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("chat_handovers_status_check", sql`${table.status} in (${sqlList(HANDOVER_STATUSES)})`),
    uniqueIndex("chat_handovers_user_id_idx").on(table.userId),
    uniqueIndex("chat_handovers_live_key_idx").on(table.liveKey),
    index("chat_handovers_status_asked_at_idx").on(table.status, table.askedAt),
  ],
);

/**
 * An action the assistant proposed on the member's own data (issue 37): the browser holds only
 * the token; its hash, the member, the action and its arguments stay here. Used once, briefly.
 */
export const chatActionTokens = pgTable(
  "chat_action_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    userId: memberOwned(),
    action: text("action").notNull(),
    args: jsonb("args").$type<Record<string, string>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("chat_action_tokens_action_check", sql`${table.action} in (${sqlList(CHAT_ACTION_KINDS)})`),
    uniqueIndex("chat_action_tokens_token_hash_idx").on(table.tokenHash),
    index("chat_action_tokens_expires_at_idx").on(table.expiresAt),
  ],
);
