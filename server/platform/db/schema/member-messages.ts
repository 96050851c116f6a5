import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LINE_CONSENT_EVENTS, MEMBER_CHANNELS } from "../../../../domain/member-messages/member-channels";
import { users } from "./auth";
import { productColors, products } from "./catalog";
import { createdAt, id, requiredLink, sqlList, timestamps } from "./columns";

/**
 * A member's consent to messages on LINE (decision 111): the LINE user id it was given for (the
 * member's LINE Login account, same provider as the Official Account), when it was given and when
 * withdrawn. Messages go only while `withdrawn_at` is null; the history is `line_consent_events`.
 */
export const lineMessageConsents = pgTable("line_message_consents", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lineUserId: text("line_user_id").notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  ...timestamps(),
});

/** The PDPA record: every consent, withdrawal, follow and unfollow with its time; kept when the account goes (user id set null). */
export const lineConsentEvents = pgTable(
  "line_consent_events",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    lineUserId: text("line_user_id").notNull(),
    event: text("event").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("line_consent_events_event_check", sql`${table.event} in (${sqlList(LINE_CONSENT_EVENTS)})`),
    index("line_consent_events_user_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * Whether a LINE user follows the Official Account, as its webhook last said (follow/unfollow);
 * `event_at` is the event's own time, so a late or replayed older event changes nothing.
 */
export const lineFriends = pgTable("line_friends", {
  lineUserId: text("line_user_id").primaryKey(),
  following: boolean("following").notNull(),
  eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already taken (LINE's `webhookEventId`): a replayed one is refused. */
export const lineWebhookEvents = pgTable(
  "line_webhook_events",
  {
    webhookEventId: text("webhook_event_id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("line_webhook_events_received_idx").on(table.receivedAt)],
);

/**
 * "แจ้งเตือนเมื่อมีสินค้า": a member waiting for a sold-out product (a shade later: `color_id`, null
 * while stock is per product). Told in the order they asked (`created_at`, the clock), each once.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: id(),
    userId: requiredLink("user_id", () => users.id, "cascade"),
    productId: requiredLink("product_id", () => products.id, "cascade"),
    colorId: uuid("color_id").references(() => productColors.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    toldAt: timestamp("told_at", { withTimezone: true }),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  },
  (table) => [
    check("back_in_stock_requests_channel_check", sql`${table.channel} in (${sqlList(MEMBER_CHANNELS)})`),
    // One waiting request per member and product (and shade).
    uniqueIndex("back_in_stock_requests_waiting_idx")
      .on(table.userId, table.productId, sql`coalesce(${table.colorId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${table.toldAt} is null and ${table.stoppedAt} is null`),
    // Who waits for a product, first asked first.
    index("back_in_stock_requests_queue_idx")
      .on(table.productId, table.createdAt)
      .where(sql`${table.toldAt} is null and ${table.stoppedAt} is null`),
  ],
);
