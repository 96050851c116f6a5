import { sql } from "drizzle-orm";
import { periodDays, type BusinessPicture, type PicturePeriod, type SlipAgeBucket } from "../../domain/business-picture";
import { LOW_STOCK_SHOWN_AT } from "../../domain/limits";
import type { PaymentMethod } from "../../domain/order-status";
import type { DatabaseOrTransaction } from "../db/database";
import { keptReads } from "../db/kept-read";

const LOW_STOCK_LISTED = 8;
/** How long a period's charts are kept before they are read again (slips and stock are always read). */
export const PICTURE_KEPT_MS = 60_000;
const TOP_PRODUCTS = 5;

/**
 * The dashboard's picture of the business over the last `days` Bangkok days, read side by side
 * on the pool: the period's orders come from `orders_created_at_picture_idx` and their lines
 * from `order_items_order_id_sales_idx`, both without touching the tables (decisions 077, 082).
 */
export async function loadBusinessPicture(db: DatabaseOrTransaction, days: PicturePeriod, now = new Date()): Promise<BusinessPicture> {
  const dayList = periodDays(days, now);
  // The period starts at midnight in Bangkok of its first day.
  const from = new Date(`${dayList[0]}T00:00:00+07:00`);
  const [perDayRows, methodRows, topRows, live] = await Promise.all([
    // Grouped on the Bangkok date and formatted per day, not per order: to_char on every
    // one of 26,000 orders (90 days at 100,000 orders a year) cost about a third of this read.
    db.execute<{ day: string; orders: number; revenue: string; paid: number; cancelled: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, orders, revenue, paid, cancelled from (
        select (created_at at time zone 'Asia/Bangkok')::date as day,
          count(*)::int as orders,
          coalesce(sum(total_amount) filter (where payment_status = 'paid' and status <> 'cancelled'), 0)::bigint as revenue,
          (count(*) filter (where payment_status = 'paid' and status <> 'cancelled'))::int as paid,
          (count(*) filter (where status = 'cancelled'))::int as cancelled
        from orders where created_at >= ${from}
        group by 1) per_day`),
    db.execute<{ method: PaymentMethod; orders: number }>(sql`
      select payment_method as method, count(*)::int as orders from orders where created_at >= ${from} group by 1 order by 2 desc`),
    db.execute<{ productId: string; name: string; units: number; revenue: string }>(sql`
      with best as (
        select i.product_id, sum(i.quantity)::int as units, sum(i.quantity * i.unit_price)::bigint as revenue
        from order_items i
        -- The period's paid orders as one array: a single index-only scan of their lines. As a
        -- join the planner hashed all 200,000 lines at 100,000 orders, up to twice as slow.
        where i.order_id = any(array(
            select o.id from orders o where o.created_at >= ${from} and o.payment_status = 'paid' and o.status <> 'cancelled'))
          and i.product_id is not null
        group by i.product_id order by units desc, revenue desc limit ${TOP_PRODUCTS})
      select best.product_id as "productId", p.name_thai as name, best.units, best.revenue
      from best join products p on p.id = best.product_id order by best.units desc, best.revenue desc`),
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
    db.execute<{ productId: string; name: string; quantity: number }>(sql`
      select p.id as "productId", p.name_thai as name, s.quantity
      from stocks s join products p on p.id = s.product_id
      where p.is_active and s.quantity <= ${LOW_STOCK_SHOWN_AT}
      order by s.quantity, p.name_thai limit ${LOW_STOCK_LISTED}`),
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
 * best sellers: a scan of the period's orders) kept for a minute and shared by the staff who
 * open the dashboard meanwhile; the slips waiting and the low stock read fresh every time.
 */
export async function dashboardBusinessPicture(db: DatabaseOrTransaction, days: PicturePeriod, now = Date.now()): Promise<BusinessPicture> {
  const kept = keptPictures(db, days, () => loadBusinessPicture(db, days, new Date(now)), now);
  if (kept.fresh) return kept.value;
  const [picture, live] = await Promise.all([kept.value, loadLiveParts(db, new Date(now))]);
  return { ...picture, ...live };
}
