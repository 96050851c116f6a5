import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MEMBERSHIP_TIERS } from "../../../../domain/orders/order-status";
import { memberOwned, users } from "./auth";
import { createdAt, id, sqlList, timestamps } from "./columns";
import { ADDRESS_LABEL_MAX_LENGTH } from "../../../../domain/addresses/saved-address-view";
import { orders } from "./orders";

/** Shop-side member details, one row per user (the user row itself belongs to Better Auth). */
export const profiles = pgTable(
  "profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    address: text("address"),
    subDistrict: text("sub_district"),
    district: text("district"),
    province: text("province"),
    postalCode: text("postal_code"),
    city: text("city"),
    avatarUrl: text("avatar_url"),
    /** Running balance kept equal to the ledger's sum, updated in the same transaction. */
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    membershipTier: text("membership_tier").notNull().default("standard"),
    ...timestamps(),
  },
  (table) => [
    check("profiles_membership_tier_check", sql`${table.membershipTier} in (${sqlList(MEMBERSHIP_TIERS)})`),
    check("profiles_loyalty_points_check", sql`${table.loyaltyPoints} >= 0`),
    check("profiles_postal_code_check", sql`${table.postalCode} is null or ${table.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

export const LOYALTY_REASONS = ["order", "redemption", "adjustment", "reversal", "refund"] as const;

export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: id(),
    userId: memberOwned(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    check("loyalty_ledger_reason_check", sql`${table.reason} in (${sqlList(LOYALTY_REASONS)})`),
    check("loyalty_ledger_points_check", sql`${table.points} <> 0`),
    index("loyalty_ledger_user_id_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/** Only a card's brand, last four digits and expiry; never a card number. */
export const savedPaymentMethods = pgTable(
  "saved_payment_methods",
  {
    id: id(),
    userId: memberOwned(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiry: text("expiry").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check("saved_payment_methods_last4_check", sql`${table.last4} ~ '^[0-9]{4}$'`),
    check("saved_payment_methods_expiry_check", sql`${table.expiry} ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'`),
    index("saved_payment_methods_user_id_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * A member's saved shipping addresses (decision 069). An order never points here: it keeps its
 * own copy, so editing or deleting an address changes no order. At most one default per member.
 */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: id(),
    userId: memberOwned(),
    label: text("label").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    subDistrict: text("sub_district").notNull().default(""),
    district: text("district").notNull().default(""),
    province: text("province").notNull(),
    postalCode: text("postal_code").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    check("saved_addresses_label_check", sql`char_length(${table.label}) between 1 and ${sql.raw(String(ADDRESS_LABEL_MAX_LENGTH))}`),
    check("saved_addresses_postal_code_check", sql`${table.postalCode} ~ '^[0-9]{5}$'`),
    index("saved_addresses_user_id_idx").on(table.userId, table.createdAt),
    uniqueIndex("saved_addresses_one_default_idx")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

export const CHAT_ROLES = ["user", "assistant", "staff"] as const;

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    userId: memberOwned(),
    message: text("message").notNull(),
    role: text("role").notNull(),
    /** Who of the staff wrote a `staff` message; kept as null when that account goes. */
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    /** A staff message the shopper's open chat has shown; until then it may go by mail (chat-handover.ts). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("chat_messages_role_check", sql`${table.role} in (${sqlList(CHAT_ROLES)})`),
    index("chat_messages_staff_unseen_idx")
      .on(table.createdAt)
      .where(sql`${table.role} = 'staff' and ${table.seenAt} is null and ${table.mailedAt} is null`),
    check("chat_messages_length_check", sql`char_length(${table.message}) between 1 and 4000`),
    index("chat_messages_user_id_created_at_idx").on(table.userId, table.createdAt),
  ],
);
