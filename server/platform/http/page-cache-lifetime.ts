import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";

/**
 * Milliseconds from `now` until the next moment a flash sale or a promotion starts or ends —
 * when storefront pages change without any row changing — or null when none is scheduled. The
 * page cache lets no page outlive that moment.
 */
export async function msUntilNextFlashSaleBoundary(db: DatabaseOrTransaction, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const result = await db.execute<{ next: Date | string | null }>(sql`
    select min(boundary) as next
    from (
      select start_time as boundary from flash_sales where is_active and start_time > ${at}::timestamptz
      union all
      select end_time from flash_sales where is_active and end_time > ${at}::timestamptz
      union all
      select starts_at from promotions where status = 'active' and starts_at > ${at}::timestamptz
      union all
      select ends_at from promotions where status = 'active' and ends_at > ${at}::timestamptz
    ) as boundaries`);
  const next = result.rows[0]?.next;
  if (next === null || next === undefined) return null;
  return new Date(next).getTime() - now.getTime();
}
