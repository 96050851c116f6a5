import { sql } from "drizzle-orm";
import { periodDays, type BusinessPicture, type PicturePeriod, type SlipAgeBucket } from "../../../domain/admin/business-picture";
import { LOW_STOCK_SHOWN_AT } from "../../../domain/catalog/catalog-limits";
import type { PaymentMethod } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { keptReads } from "../../platform/db/kept-read";
import { productSalesDaysWithChanges, salesDaysWithChanges } from "./sales-days";

const LOW_STOCK_LISTED = 8;
/** How long a period's charts are kept before they are read again (slips and stock are always read). */
export const PICTURE_KEPT_MS = 60_000;
const TOP_PRODUCTS = 5;

/**
 * The dashboard's picture of the business over the last `days` Bangkok days, read side by side
 * on the pool: orders, revenue, the status split and the payment methods from `sales_days`, the
 * best sellers from `product_sales_days` — per-day sums the order writes keep (decision 088,
 * `sales-days.ts`), so 90 days are a row per day and kind, and one per product sold that day, not the period's orders and lines.
 */
export async function loadBusinessPicture(db: DatabaseOrTransaction, days: PicturePeriod, now = new Date()): Promise<BusinessPicture> {
  const dayList = periodDays(days, now);
  const from = dayList[0]!;
  // "Paid" is paid and not cancelled (the charts' revenue and split); "cancelled", paid or not.
  const paidKept = sql.raw(`payment_status = 'paid' and not cancelled`);
  const [perDayRows, methodRows, topRows, live] = await Promise.all([
    db.execute<{ day: string; orders: number; revenue: string; paid: number; cancelled: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day,
        sum(orders)::int as orders,
        coalesce(sum(amount) filter (where ${paidKept}), 0)::bigint as revenue,
        coalesce(sum(orders) filter (where ${paidKept}), 0)::int as paid,
        coalesce(sum(orders) filter (where cancelled), 0)::int as cancelled
      from ${salesDaysWithChanges} where day >= ${from}::date
      group by day`),
    db.execute<{ method: PaymentMethod; orders: number }>(sql`
      select payment_method as method, sum(orders)::int as orders from ${salesDaysWithChanges} where day >= ${from}::date
      group by 1 having sum(orders) > 0 order by 2 desc, 1`),
    db.execute<{ productId: string; name: string; units: number; revenue: string }>(sql`
      with best as (
        select product_id, sum(units)::int as units, sum(revenue)::bigint as revenue
        from ${productSalesDaysWithChanges} where day >= ${from}::date
        -- A promotion's gift (the tote, given at ฿0) is no best seller: only what was sold.
        group by product_id having sum(units) > 0 and sum(revenue) > 0 order by units desc, revenue desc, product_id limit ${TOP_PRODUCTS})
      select best.product_id as "productId", p.name_thai as name, best.units, best.revenue
      from best join products p on p.id = best.product_id order by best.units desc, best.revenue desc, best.product_id`),
    loadLiveParts(db, now),
  ]);
  const byDay = new Map(perDayRows.rows.map((row) => [row.day, row]));
  const perDay = dayList.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenue: Number(byDay.get(day)?.revenue ?? 0) }));
  const total = perDay.reduce((sum, day) => sum + day.orders, 0);
  const paid = perDayRows.rows.reduce((sum, row) => sum + row.paid, 0);
  const cancelled = perDayRows.rows.reduce((sum, row) => sum + row.cancelled, 0);
  return {
    days,
    perDay,
    statusSplit: { paid, cancelled, unpaid: total - paid - cancelled },
    paymentMethods: methodRows.rows,
    topProducts: topRows.rows.map((row) => ({ ...row, revenue: Number(row.revenue) })),
    ...live,
  };
}

/** What staff act on now, always read fresh: stock running low, and the slips waiting with their age. */
async function loadLiveParts(db: DatabaseOrTransaction, now: Date): Promise<Pick<BusinessPicture, "lowStock" | "slipsWaiting">> {
  const [lowRows, slipRows] = await Promise.all([
    // Each shade's stock (decision 114): one shade running out is worth knowing while the others sell.
    db.execute<{ stockId: string; productId: string; name: string; quantity: number }>(sql`
      select s.id as "stockId", p.id as "productId", p.name_thai || coalesce(' สี' || c.name_thai, '') as name, s.quantity
      from stocks s join products p on p.id = s.product_id left join product_colors c on c.id = s.color_id
      where p.is_active and s.quantity <= ${LOW_STOCK_SHOWN_AT}
      order by s.quantity, p.name_thai, c.sort_order limit ${LOW_STOCK_LISTED}`),
    // Slips to verify, as the dashboard's waiting list counts them: pending, on an order not cancelled.
    db.execute<{ total: number; oldest: number | null; underHour: number; underSixHours: number; underDay: number }>(sql`
      select count(*)::int as total,
        max(extract(epoch from (${now}::timestamptz - p.created_at)) / 3600)::float8 as oldest,
        (count(*) filter (where p.created_at > ${now}::timestamptz - interval '1 hour'))::int as "underHour",
        (count(*) filter (where p.created_at > ${now}::timestamptz - interval '6 hours'))::int as "underSixHours",
        (count(*) filter (where p.created_at > ${now}::timestamptz - interval '24 hours'))::int as "underDay"
      from payments p join orders o on o.id = p.order_id
      where p.payment_status = 'pending' and o.status <> 'cancelled'`),
  ]);
  const slips = slipRows.rows[0]!;
  // Buckets from the cumulative counts: under an hour, 1–6 hours, 6–24 hours, older.
  const byAge: Record<SlipAgeBucket, number> = {
    underHour: slips.underHour,
    underSixHours: slips.underSixHours - slips.underHour,
    underDay: slips.underDay - slips.underSixHours,
    older: slips.total - slips.underDay,
  };
  return {
    lowStock: lowRows.rows,
    slipsWaiting: { total: slips.total, oldestHours: slips.oldest === null ? null : Math.max(0, Number(slips.oldest)), byAge },
  };
}

const keptPictures = keptReads<PicturePeriod, BusinessPicture>(PICTURE_KEPT_MS);

/**
 * The dashboard's picture as its page reads it: a period's charts (orders, revenue, methods,
 * best sellers) kept for a minute and shared by the staff who open the dashboard meanwhile;
 * the slips waiting and the low stock read fresh every time.
 */
export async function dashboardBusinessPicture(db: DatabaseOrTransaction, days: PicturePeriod, now = Date.now()): Promise<BusinessPicture> {
  const kept = keptPictures(db, days, () => loadBusinessPicture(db, days, new Date(now)), now);
  if (kept.fresh) return kept.value;
  const [picture, live] = await Promise.all([kept.value, loadLiveParts(db, new Date(now))]);
  return { ...picture, ...live };
}
