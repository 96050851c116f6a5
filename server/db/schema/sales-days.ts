import { bigint, boolean, date, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";

/**
 * The orders added up per Bangkok day (decision 088), for the dashboard's charts and cards:
 * how many orders and how much money per day, payment method, payment status and cancelled or
 * not. Kept by triggers on `orders` (see the migration `*_sales_days.sql`) in the transaction of
 * every write to an order, so it is never behind. `slot` (0–3, from the order's id) spreads one
 * day's new orders over four rows, so concurrent checkouts do not queue on one row lock.
 */
export const salesDays = pgTable(
  "sales_days",
  {
    day: date("day").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status").notNull(),
    cancelled: boolean("cancelled").notNull(),
    slot: smallint("slot").notNull(),
    orders: integer("orders").notNull(),
    /** Satang: the sum of the orders' `total_amount`. */
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.paymentMethod, table.paymentStatus, table.cancelled, table.slot] })],
);

/**
 * Units and revenue per Bangkok day and product from paid orders that were not cancelled (the
 * dashboard's best sellers, decision 088), kept by triggers on `orders` and `order_items`. A
 * deleted product's rows go with it, as its lines leave the best sellers.
 */
export const productSalesDays = pgTable(
  "product_sales_days",
  {
    day: date("day").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    units: integer("units").notNull(),
    /** Satang: quantity × unit price over the day's paid lines. */
    revenue: bigint("revenue", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.productId] })],
);
