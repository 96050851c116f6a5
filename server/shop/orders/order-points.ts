import { and, eq, sql } from "drizzle-orm";
import { pointsEarnedFor } from "../../../domain/loyalty/loyalty";
import type { DatabaseOrDrizzleTransaction } from "../../platform/db/database";
import { loyaltyLedger, orders, profiles } from "../../platform/db/schema";
import { ORDER_STATE_COLUMNS } from "./order-state-columns";
import { lockedRow } from "../../platform/db/locked-row";

// The points an order earns and gives back: the order's own business (credited when it is paid
// and delivered, reversed when it is cancelled), written to the member's ledger in the order's
// transaction. The member's feature only reads the ledger (server/shop/members/loyalty.ts).

export type LoyaltyCreditResult =
  { credited: true; points: number } | { credited: false; reason: "order-not-found" | "not-paid" | "cancelled" | "already-credited" | "no-points" };

/**
 * Credits the points an order earns (100 baht = 1 point, partial hundreds earn nothing):
 * one ledger row plus the profile's running balance, in one transaction. Safe to call
 * any number of times for the same order: the order row is locked first, so concurrent
 * calls queue up and all but the first find the ledger row already there.
 *
 * The payment flow calls this once the order's payment is verified (payment_status
 * 'paid'), inside its own transaction if it likes (this then runs as a savepoint).
 */
export async function creditPointsForOrder(db: DatabaseOrDrizzleTransaction, orderId: string): Promise<LoyaltyCreditResult> {
  return db.transaction(async (tx) => {
    const order = await lockedRow(tx.select(ORDER_STATE_COLUMNS).from(orders).where(eq(orders.id, orderId)));
    if (!order) return { credited: false, reason: "order-not-found" } as const;
    // cancelOrder has given back (or will give back) what the order moved; it earns nothing more.
    if (order.status === "cancelled") return { credited: false, reason: "cancelled" } as const;
    if (order.paymentStatus !== "paid") return { credited: false, reason: "not-paid" } as const;

    const [existing] = await tx
      .select({ id: loyaltyLedger.id })
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, orderId), eq(loyaltyLedger.reason, "order")))
      .limit(1);
    if (existing) return { credited: false, reason: "already-credited" } as const;

    const points = pointsEarnedFor(order.totalAmount);
    if (points === 0) return { credited: false, reason: "no-points" } as const;

    await tx.insert(loyaltyLedger).values({
      userId: order.userId,
      orderId,
      points,
      reason: "order",
      // Kept in the row so the ledger still reads well if the order is ever deleted.
      note: order.orderNumber,
    });
    await tx
      .insert(profiles)
      .values({ userId: order.userId, loyaltyPoints: points })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { loyaltyPoints: sql`${profiles.loyaltyPoints} + ${points}`, updatedAt: new Date() },
      });
    return { credited: true, points } as const;
  });
}

export type LoyaltyReversalResult =
  { reversed: true; points: number } | { reversed: false; reason: "order-not-found" | "order-active" | "already-reversed" | "nothing-to-reverse" };

/**
 * Settles the points of a cancelled (or refunded) order: one `reversal` row that brings the
 * order's ledger entries back to zero — redeemed points come back, points a paid order earned
 * are taken back — and the balance moves by the same amount, in one transaction. Earned points
 * the member has already spent are not taken below a zero balance (and not later either: an
 * order is settled once). Idempotent: a second call finds the reversal row and changes nothing.
 * `cancelOrder` calls it inside its own transaction; the back-office may call it after a refund.
 */
export async function reversePointsForOrder(db: DatabaseOrDrizzleTransaction, orderId: string): Promise<LoyaltyReversalResult> {
  return db.transaction(async (tx) => {
    const order = await lockedRow(
      tx
        .select({ userId: orders.userId, orderNumber: orders.orderNumber, status: orders.status, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId)),
    );
    if (!order) return { reversed: false, reason: "order-not-found" } as const;
    // A live order keeps its points: reversing them is part of cancelling or refunding it.
    if (order.status !== "cancelled" && order.paymentStatus !== "refunded") return { reversed: false, reason: "order-active" } as const;

    const [net] = await tx
      .select({
        points: sql<number>`coalesce(sum(${loyaltyLedger.points}), 0)::int`,
        reversals: sql<number>`count(*) filter (where ${loyaltyLedger.reason} = 'reversal')::int`,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.orderId, orderId));
    if ((net?.reversals ?? 0) > 0) return { reversed: false, reason: "already-reversed" } as const;
    let change = -(net?.points ?? 0);
    if (change < 0) {
      const profile = await lockedRow(tx.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, order.userId)));
      change = -Math.min(-change, profile?.points ?? 0);
    }
    if (change === 0) return { reversed: false, reason: "nothing-to-reverse" } as const;

    await tx.insert(loyaltyLedger).values({ userId: order.userId, orderId, points: change, reason: "reversal", note: order.orderNumber });
    await tx
      .insert(profiles)
      .values({ userId: order.userId, loyaltyPoints: Math.max(change, 0) })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { loyaltyPoints: sql`${profiles.loyaltyPoints} + ${change}`, updatedAt: new Date() },
      });
    return { reversed: true, points: change } as const;
  });
}
