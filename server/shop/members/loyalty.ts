import { desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { loyaltyLedger, orders } from "../../platform/db/schema";
import { LOYALTY_REASONS } from "../../platform/db/schema/members";

export type LoyaltyReason = (typeof LOYALTY_REASONS)[number];

export type LoyaltyLedgerEntry = {
  id: string;
  points: number;
  reason: LoyaltyReason;
  orderNumber: string | null;
  createdAt: Date;
};

export const LOYALTY_LEDGER_LIMIT = 100;

/** The member's point movements, newest first. */
export async function listLoyaltyLedger(db: DatabaseOrTransaction, userId: string, limit = LOYALTY_LEDGER_LIMIT): Promise<LoyaltyLedgerEntry[]> {
  const rows = await db
    .select({
      id: loyaltyLedger.id,
      points: loyaltyLedger.points,
      reason: loyaltyLedger.reason,
      note: loyaltyLedger.note,
      orderNumber: orders.orderNumber,
      createdAt: loyaltyLedger.createdAt,
    })
    .from(loyaltyLedger)
    .leftJoin(orders, eq(orders.id, loyaltyLedger.orderId))
    .where(eq(loyaltyLedger.userId, userId))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    points: row.points,
    reason: (LOYALTY_REASONS as readonly string[]).includes(row.reason) ? (row.reason as LoyaltyReason) : "adjustment",
    orderNumber: row.orderNumber ?? (row.note.startsWith("ORDER-") ? row.note : null),
    createdAt: row.createdAt,
  }));
}
