import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";

export type DashboardSummary = {
  customers: number;
  products: number;
  orders: number;
  /** Satang from orders whose payment has been verified. */
  revenue: number;
};

/** The four stat cards of /admin-dashboard, in one round trip. */
export async function loadDashboardSummary(db: DatabaseOrTransaction): Promise<DashboardSummary> {
  const result = await db.execute<DashboardSummary>(sql`
    select
      (select count(*) from "user" where role <> 'admin' and deleted_at is null)::int as customers,
      (select count(*) from products)::int as products,
      (select count(*) from orders)::int as orders,
      (select coalesce(sum(total_amount), 0) from orders where payment_status = 'paid')::bigint as revenue
  `);
  return result.rows[0]!;
}
