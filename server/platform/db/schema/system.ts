import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, sqlList } from "./columns";

export const securityLog = pgTable(
  "security_log",
  {
    id: id(),
    event: text("event").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    /** Reported by the browser (`client`) or seen by the server itself (`server`). */
    source: text("source").notNull().default("server"),
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    check("security_log_source_check", sql`${table.source} in ('client', 'server')`),
    index("security_log_created_at_idx").on(table.createdAt.desc()),
    index("security_log_event_idx").on(table.event, table.createdAt.desc()),
  ],
);

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;

/** What every outbox row carries for the job that delivers it: its state, its tries and when to try next. */
const deliveryColumns = () => ({
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** An outbox allows only the known states and finds what is due by its state and time. */
const deliveryRules = (tableName: string, table: { status: AnyPgColumn; sendAfter: AnyPgColumn }) => [
  check(`${tableName}_status_check`, sql`${table.status} in (${sqlList(MAIL_STATUSES)})`),
  index(`${tableName}_pending_idx`).on(table.status, table.sendAfter),
];

/** Every mail is written here first; a job sends it (or it stays here when no SMTP is configured). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** The HTML twin rendered when the mail is sent (decision 122): the template's name and what it renders; html_body is null then. */
    htmlTemplate: text("html_template"),
    htmlData: jsonb("html_data"),
    /** Carries a secret (a reset link): its body is wiped once sent or out of date. */
    sensitive: boolean("sensitive").notNull().default(false),
    ...deliveryColumns(),
  },
  (table) => deliveryRules("mail_outbox", table),
);

/**
 * Staff notices for LINE (new orders, new slips), written in the order's or the proof's
 * transaction only when the LINE Messaging API is configured; a job pushes them (decision 034).
 */
export const lineOutbox = pgTable(
  "line_outbox",
  {
    id: id(),
    /** The LINE group, room or user id the message goes to (LINE_NOTIFY_TO when it was queued). */
    toId: text("to_id").notNull(),
    /** The text message, or a Flex message's alternative text when `messages` is set. */
    text: text("text").notNull(),
    /** A member's message (decision 111): checked against their consent again when it goes; gone with the account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The push's messages as LINE takes them (Flex); null for a plain text message. */
    messages: jsonb("messages"),
    ...deliveryColumns(),
  },
  (table) => deliveryRules("line_outbox", table),
);

/** One row per counted attempt; a limit is "at most N rows for a key within the window". */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: id(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("rate_limit_hits_key_idx").on(table.key, table.createdAt)],
);
