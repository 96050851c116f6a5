import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";

// The orders added up per Bangkok day for the dashboard's charts and cards (decision 088). The
// order writes never update a sum: triggers on `orders` and `order_items` (see the migration
// `*_sales_days.sql`) add a change row, in the write's own transaction, to a `*_changes` table
// (an insert, which waits on no other transaction's lock: no hot row, no deadlock with stock or
// expiry); a job folds the changes into the day rows every minute. A sum is the day rows plus
// the changes not folded yet.
const salesColumns = {
  day: date("day").notNull(),
  paymentMethod: text("payment_method").notNull(),
  paymentStatus: text("payment_status").notNull(),
  cancelled: boolean("cancelled").notNull(),
  orders: integer("orders").notNull(),
  /** Satang: the sum of the orders' `total_amount`. */
  amount: bigint("amount", { mode: "number" }).notNull(),
};

/** Orders and their money per Bangkok day, payment method, payment status and cancelled or not. */
export const salesDays = pgTable("sales_days", salesColumns, (table) => [
  primaryKey({ columns: [table.day, table.paymentMethod, table.paymentStatus, table.cancelled] }),
]);

/** What the order writes added to (or took from) `sales_days` since the last fold. */
export const salesDayChanges = pgTable("sales_day_changes", salesColumns);

const productSalesColumns = () => ({
  day: date("day").notNull(),
  // A deleted product's sales go with it, as its lines (product_id set null) leave the best sellers.
  productId: uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  units: integer("units").notNull(),
  /**
   * Satang: quantity × unit price. An integer (one product's day up to 21 million baht): the best
   * sellers add up ~50,000 of these at 10,000 products, and integers add up faster than bigints.
   */
  revenue: integer("revenue").notNull(),
});

/**
 * Units and revenue per Bangkok day and product from paid orders that were not cancelled (the
 * best sellers). Its primary key carries units and revenue (INCLUDE, written by hand in the
 * migration): the best sellers are read from the index alone.
 */
export const productSalesDays = pgTable("product_sales_days", productSalesColumns(), (table) => [primaryKey({ columns: [table.day, table.productId] })]);

/** What the order writes added to (or took from) `product_sales_days` since the last fold. */
export const productSalesDayChanges = pgTable("product_sales_day_changes", productSalesColumns(), (table) => [
  index("product_sales_day_changes_product_id_idx").on(table.productId),
]);
