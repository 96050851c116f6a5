import { desc } from "drizzle-orm";
import { dateToBangkokInput } from "../../../../domain/admin/admin-promotions";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { flashSales } from "../../../platform/db/schema";

/**
 * The Promotions dialog's list: flash sales newest first (spec §7), each 'active' or 'closed'
 * (spec §4: the panel shows only these two). Active: switched on and not yet ended, by the
 * server's clock.
 */
export async function listFlashSalesForPanel(db: DatabaseOrTransaction, now = new Date()) {
  const rows = await db
    .select({
      id: flashSales.id,
      productId: flashSales.productId,
      productName: flashSales.productName,
      originalPrice: flashSales.originalPrice,
      salePrice: flashSales.salePrice,
      startTime: flashSales.startTime,
      endTime: flashSales.endTime,
      isActive: flashSales.isActive,
    })
    .from(flashSales)
    .orderBy(desc(flashSales.createdAt), desc(flashSales.id));
  return rows.map((row) => ({
    ...row,
    state: row.isActive && row.endTime > now ? ("active" as const) : ("closed" as const),
    // The edit form's datetime-local values, in Thai time as staff type them.
    startInput: dateToBangkokInput(row.startTime),
    endInput: dateToBangkokInput(row.endTime),
  }));
}
