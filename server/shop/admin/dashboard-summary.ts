import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { keptReads } from "../../platform/db/kept-read";
import { errorFields, logger } from "../../platform/logger";
import { salesDaysWithChanges } from "./sales-days";

export type DashboardSummary = {
  customers: number;
  products: number;
  orders: number;
  /** Satang from orders whose payment has been verified. */
  revenue: number;
};

export const EMPTY_SUMMARY: DashboardSummary = { customers: 0, products: 0, orders: 0, revenue: 0 };

/** The four stat cards of /admin-dashboard, in one round trip; orders and revenue from the per-day sums (decision 088). */
export async function loadDashboardSummary(db: DatabaseOrTransaction): Promise<DashboardSummary> {
  const result = await db.execute<DashboardSummary>(sql`
    select
      (select count(*) from "user" where role <> 'admin' and deleted_at is null)::int as customers,
      (select count(*) from products)::int as products,
      totals.orders, totals.revenue
    from (
      select coalesce(sum(orders), 0)::int as orders, coalesce(sum(amount) filter (where payment_status = 'paid'), 0)::bigint as revenue
      from ${salesDaysWithChanges}) totals
  `);
  return result.rows[0]!;
}

/** How long the cards' totals are kept: like the charts beside them, a minute old at most. */
export const SUMMARY_KEPT_MS = 60_000;
const keptSummaries = keptReads<"cards", DashboardSummary>(SUMMARY_KEPT_MS);

/**
 * The cards as the dashboard shows them: totals over every order and member, which cost a scan
 * of each at 100,000 orders, so kept for a minute and shared by the staff who open the
 * dashboard meanwhile (decision 082). Spec §8 "Dashboard data failure falls back to
 * zeros" — the rest of the dashboard (waiting orders, tiles) still works, and the failure is
 * logged for whoever looks after the shop.
 */
export async function loadDashboardSummaryOrZeros(db: DatabaseOrTransaction, now = Date.now()): Promise<DashboardSummary> {
  try {
    return await keptSummaries(db, "cards", () => loadDashboardSummary(db), now).value;
  } catch (error) {
    logger.error("The admin dashboard's summary could not be read; showing zeros", errorFields(error));
    return EMPTY_SUMMARY;
  }
}
