// A promotion's uses: what an order carries, and what it gives back when it does not stand.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DatabaseOrDrizzleTransaction } from "../../platform/db/database";
import { orderPromotions, promotions } from "../../platform/db/schema";

/**
 * Gives back the uses an order took (it was cancelled or expired), once: only its rows not yet
 * returned are marked, and a capped promotion's count goes down by those. Called inside the
 * cancellation's transaction, after the order row is locked, so two cancellations cannot both return.
 */
export async function givePromotionsBack(tx: DatabaseOrDrizzleTransaction, orderId: string, now = new Date()): Promise<number> {
  const returned = await tx
    .update(orderPromotions)
    .set({ returnedAt: now })
    .where(and(eq(orderPromotions.orderId, orderId), isNull(orderPromotions.returnedAt)))
    .returning({ promotionId: orderPromotions.promotionId });
  if (returned.length === 0) return 0;
  const ids = returned.map((row) => row.promotionId);
  // Only a capped promotion keeps a count (decision 101): the order's last statement raised it.
  await tx
    .update(promotions)
    .set({ used: sql`greatest(${promotions.used} - 1, 0)` })
    .where(sql`${promotions.id} = any(${sql.param(ids)}::uuid[]) and ${promotions.usageCap} is not null`);
  return returned.length;
}
