import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { USER_ROLES } from "../../../../domain/orders/order-status";
import { createdAt, requiredLink, sqlList, timestamps } from "./columns";

/**
 * Better Auth's core tables (user, session, account, verification) plus the admin
 * plugin's fields. Better Auth is configured to generate UUIDs, so ids are `uuid`.
 * The user's role lives here (admin plugin) and is the one source of truth for admin rights.
 */
export const users = pgTable(
  "user",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    /** Set when an admin deletes the member: the row stays, anonymised, for their orders (decision 029). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    check("user_role_check", sql`${table.role} in (${sqlList(USER_ROLES)})`),
    check("user_email_length_check", sql`char_length(${table.email}) <= 255`),
    // /admin-members: searched by e-mail (ILIKE '%…%', pg_trgm), newest first among the listed
    // (NULLS FIRST is what a plain ORDER BY … DESC means; only then can the index give that order).
    index("user_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("user_listed_created_at_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The column that makes a row the member's own: it goes with the account (PDPA self-deletion, decision 074). */
export const memberOwned = () => requiredLink("user_id", () => users.id, "cascade");

export const sessions = pgTable(
  "session",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: memberOwned(),
    impersonatedBy: uuid("impersonated_by"),
    ...timestamps(),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: memberOwned(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verification",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * The device cookies still trusted (decisions 054, 105): one row per cookie a password sign-in
 * issued, by its nonce. The next sign-in from that browser replaces it, and a password change,
 * a reset or "sign out everywhere" removes every one of the account's, so a copied cookie stops
 * counting as the owner's device.
 */
export const deviceCookies = pgTable(
  "device_cookies",
  {
    nonce: text("nonce").primaryKey(),
    userId: memberOwned(),
    createdAt: createdAt(),
  },
  (table) => [index("device_cookies_user_id_idx").on(table.userId, table.createdAt)],
);
