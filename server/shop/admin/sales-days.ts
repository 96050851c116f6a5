// The per-day sums the dashboard reads (decision 088). The order writes record their changes by
// trigger (migration `*_sales_days.sql`); this module reads the sums and folds the changes.
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";

/** How often the changes are folded into the day rows: the charts are kept as long anyway. */
export const SALES_DAYS_FOLD_MS = 60_000;

/** Orders and money per Bangkok day, method, payment status and cancelled: the day rows and the changes not folded yet. */
export const salesDaysWithChanges = sql.raw(`(
  select day, payment_method, payment_status, cancelled, orders, amount from sales_days
  union all
  select day, payment_method, payment_status, cancelled, orders, amount from sales_day_changes) sales`);

/** Units and revenue per Bangkok day and product of paid orders, not cancelled: the day rows and the changes not folded yet. */
export const productSalesDaysWithChanges = sql.raw(`(
  select day, product_id, units, revenue from product_sales_days
  union all
  select day, product_id, units, revenue from product_sales_day_changes) product_sales`);

/**
 * Moves the changes the order writes recorded into the day rows, one statement per table: the
 * changes this statement sees are deleted and added in, so each is counted once, also when two
 * instances fold at once (the second waits on the first's deleted rows and then skips them);
 * the day rows are written in key order, so two folds cannot deadlock. Order writes only
 * insert changes and never wait on a fold.
 */
export async function foldSalesDayChanges(db: DatabaseOrTransaction): Promise<number> {
  const sales = await db.execute<{ folded: number }>(sql`
    with folded as (delete from sales_day_changes returning *),
    added as (
      insert into sales_days as kept (day, payment_method, payment_status, cancelled, orders, amount)
      select day, payment_method, payment_status, cancelled, sum(orders), sum(amount) from folded
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (day, payment_method, payment_status, cancelled) do update set orders = kept.orders + excluded.orders, amount = kept.amount + excluded.amount
      returning 1)
    select (select count(*) from folded)::int as folded, (select count(*) from added) as added`);
  const products = await db.execute<{ folded: number }>(sql`
    with folded as (delete from product_sales_day_changes returning *),
    added as (
      insert into product_sales_days as kept (day, product_id, units, revenue)
      select day, product_id, sum(units), sum(revenue) from folded
      group by 1, 2 order by 1, 2
      on conflict (day, product_id) do update set units = kept.units + excluded.units, revenue = kept.revenue + excluded.revenue
      returning 1)
    select (select count(*) from folded)::int as folded, (select count(*) from added) as added`);
  return sales.rows[0]!.folded + products.rows[0]!.folded;
}
