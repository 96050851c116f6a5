import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROMOTION_STATUSES, REWARD_TYPES, type SpendTier } from "../../../../domain/promotions/promotion";
import { MEMBERSHIP_TIERS } from "../../../../domain/shared/membership-tiers";
import { users } from "./auth";
import { products } from "./catalog";
import { id, requiredLink, satang, sqlList, timestamps, createdAt } from "./columns";
import { orders } from "./orders";

/**
 * A promotion (decision 101): conditions → one reward, automatic (no code) or reached with a
 * code. `used` counts the orders carrying it now; the order's last statement raises it only
 * while it is under `usage_cap`, and a cancelled or expired order lowers it, once.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    code: text("code"),
    rewardType: text("reward_type").notNull(),
    percent: integer("percent"),
    maxDiscount: satang("max_discount"),
    amount: satang("amount"),
    giftProductId: uuid("gift_product_id").references(() => products.id, { onDelete: "restrict" }),
    giftQuantity: integer("gift_quantity").notNull().default(1),
    tiers: jsonb("tiers").$type<SpendTier[]>(),
    minSpend: satang("min_spend").notNull().default(0),
    minQuantity: integer("min_quantity").notNull().default(0),
    productIds: uuid("product_ids").array(),
    categoryIds: uuid("category_ids").array(),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    memberTier: text("member_tier"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageCap: integer("usage_cap"),
    perMemberCap: integer("per_member_cap"),
    used: integer("used").notNull().default(0),
    combinable: boolean("combinable").notNull().default(true),
    status: text("status").notNull().default("active"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("promotions_code_key").on(table.code),
    check("promotions_reward_type_check", sql`${table.rewardType} in (${sqlList(REWARD_TYPES)})`),
    check("promotions_status_check", sql`${table.status} in (${sqlList(PROMOTION_STATUSES)})`),
    check("promotions_member_tier_check", sql`${table.memberTier} is null or ${table.memberTier} in (${sqlList(MEMBERSHIP_TIERS)})`),
    check(
      "promotions_reward_check",
      sql`case ${table.rewardType}
        when 'percent' then ${table.percent} between 1 and 100 and (${table.maxDiscount} is null or ${table.maxDiscount} > 0)
        when 'amount' then ${table.amount} > 0
        when 'gift' then ${table.giftProductId} is not null and ${table.giftQuantity} > 0
        when 'tiers' then jsonb_typeof(${table.tiers}) = 'array' and jsonb_array_length(${table.tiers}) > 0
        else true end`,
    ),
    check(
      "promotions_numbers_check",
      sql`${table.minSpend} >= 0 and ${table.minQuantity} >= 0 and ${table.used} >= 0 and (${table.usageCap} is null or ${table.usageCap} > 0)
        and (${table.perMemberCap} is null or ${table.perMemberCap} > 0) and (${table.endsAt} is null or ${table.endsAt} > ${table.startsAt})`,
    ),
    // Checked on every use: a cap is never passed, whatever the code above it does.
    check("promotions_used_under_cap_check", sql`${table.usageCap} is null or ${table.used} <= ${table.usageCap}`),
    index("promotions_status_idx").on(table.status, table.endsAt),
  ],
);

/** A code a member collected ("เก็บโค้ด") into "โค้ดของฉัน", offered at checkout. */
export const collectedCodes = pgTable(
  "collected_codes",
  {
    userId: requiredLink("user_id", () => users.id, "cascade"),
    promotionId: requiredLink("promotion_id", () => promotions.id, "cascade"),
    collectedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.promotionId] }), index("collected_codes_promotion_idx").on(table.promotionId)],
);

/**
 * A promotion an order carries, with what it gave then. `returned_at`: the order was cancelled
 * or expired and gave its use back (once: only a row still without it is returned).
 */
export const orderPromotions = pgTable(
  "order_promotions",
  {
    orderId: requiredLink("order_id", () => orders.id, "cascade"),
    promotionId: requiredLink("promotion_id", () => promotions.id, "restrict"),
    userId: requiredLink("user_id", () => users.id, "cascade"),
    title: text("title").notNull(),
    code: text("code"),
    discount: satang("discount").notNull().default(0),
    shippingDiscount: satang("shipping_discount").notNull().default(0),
    giftName: text("gift_name"),
    giftQuantity: integer("gift_quantity"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.promotionId] }),
    index("order_promotions_member_idx").on(table.userId, table.promotionId),
    index("order_promotions_promotion_idx").on(table.promotionId, table.createdAt),
    check("order_promotions_amounts_check", sql`${table.discount} >= 0 and ${table.shippingDiscount} >= 0`),
  ],
);
