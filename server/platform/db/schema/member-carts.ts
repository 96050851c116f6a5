import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users, memberOwned } from "./auth";
import { createdAt, id, sqlList } from "./columns";

/** One line of a member's kept cart: which product, which shade, how many. Never a price: the server prices. */
export type MemberCartLine = { productId: string; colorId: string | null; quantity: number };

/**
 * A signed-in member's cart, kept on the server so it follows them across browsers (decision 109).
 * The browser's own copy stays the one every page reads; this row is what a new browser is given.
 */
export const memberCarts = pgTable(
  "member_carts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lines: jsonb("lines").$type<MemberCartLine[]>().notNull().default([]),
    /** When the member last changed the cart; the reminder counts its 24 hours from here. */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder for the cart as changed at `changedAt` was queued; cleared by every change. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /**
     * A collected code the member chose in the chat for this cart (issue 37): the checkout starts
     * with it typed, as if typed there. Spent by the order that takes the cart's lines.
     */
    checkoutCode: text("checkout_code"),
  },
  (table) => [
    // The reminder job's look: carts not yet reminded, the oldest change first.
    index("member_carts_unreminded_idx")
      .on(table.changedAt)
      .where(sql`${table.remindedAt} is null and ${table.lines} <> '[]'::jsonb`),
  ],
);

/** What a member may say yes or no to; a topic with no row is the default written beside it. */
export const CONSENT_TOPICS = ["cart-reminder"] as const;

/**
 * A member's yes or no to one kind of message, as they said it (PDPA: who, what, when): rows
 * are only added, the newest per topic counts.
 */
export const memberConsents = pgTable(
  "member_consents",
  {
    id: id(),
    userId: memberOwned(),
    topic: text("topic").notNull(),
    granted: boolean("granted").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("member_consents_topic_check", sql`${table.topic} in (${sqlList(CONSENT_TOPICS)})`),
    index("member_consents_user_topic_idx").on(table.userId, table.topic, table.createdAt.desc()),
  ],
);
