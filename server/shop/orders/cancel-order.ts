import { and, eq, lt, not, notExists, sql } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/orders/order-status";
import type { DatabaseOrDrizzleTransaction } from "../../platform/db/database";
import { orderItems, orderRequests, orderRequestSteps, orders, payments } from "../../platform/db/schema";
import { putBackOnShades } from "../stock/shade-stock";
import { reversePointsForOrder } from "./order-points";
import { recordStockMovements, type StockMovement } from "../stock/stock-movements";
import { holdsStockUnpaid, paymentDeadline, trustedProofWaiting } from "./payment-clock";
import { lockedRow } from "../../platform/db/locked-row";
import { givePromotionsBack } from "../promotions/promotion-uses";

export type CancelOrderResult =
  | { cancelled: true; stockReturned: number; pointsReturned: number }
  | { cancelled: false; reason: "order-not-found" | "already-cancelled" | "already-shipped" };

/** Once the parcel has left, cancelling is a return, which this function is not. */
const CANCELLABLE: readonly OrderStatus[] = ["pending", "confirmed", "processing"];

/**
 * Cancels an order and gives back what it took: each item's stock (a gift's included), its promotion uses, and the member's points
 * (redeemed points returned, earned points taken back as far as the balance allows), in one
 * transaction. The order row is locked first, so concurrent calls (the shopper, an admin,
 * the expiry job) queue and all but the first find it already cancelled. The storefront's
 * expiry job and the back-office both call this. The stock that comes back is written to the
 * stock history as `cancellation`, or `expiry` when the expiry job cancels (decision 032).
 */
export async function cancelOrder(
  db: DatabaseOrDrizzleTransaction,
  orderId: string,
  reason: string,
  movementKind: "cancellation" | "expiry" = "cancellation",
): Promise<CancelOrderResult> {
  return db.transaction(async (tx) => {
    const order = await lockedRow(tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)));
    if (!order) return { cancelled: false, reason: "order-not-found" } as const;
    if (order.status === "cancelled") return { cancelled: false, reason: "already-cancelled" } as const;
    if (!CANCELLABLE.includes(order.status as OrderStatus)) return { cancelled: false, reason: "already-shipped" } as const;

    await tx.update(orders).set({ status: "cancelled", cancelReason: reason, updatedAt: new Date() }).where(eq(orders.id, orderId));

    // Each shade bought back on its own stock (decision 114).
    const items = await tx
      .select({ productId: orderItems.productId, colorId: orderItems.colorId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.productId} is not null`))
      .groupBy(orderItems.productId, orderItems.colorId);
    const returned = await putBackOnShades(
      tx,
      items.flatMap((item) => (item.productId ? [{ productId: item.productId, colorId: item.colorId, quantity: item.quantity }] : [])),
    );
    const stockReturned = returned.reduce((sum, item) => sum + item.quantity, 0);
    const movements: StockMovement[] = returned.map((item) => ({
      kind: movementKind,
      productId: item.productId,
      colorId: item.stockColorId,
      orderId,
      change: item.quantity,
      quantityAfter: item.quantityAfter,
    }));
    await recordStockMovements(tx, movements);

    const points = await reversePointsForOrder(tx, orderId);
    // The order's promotion uses (a capped code's among them) go back for someone else, once.
    await givePromotionsBack(tx, orderId);
    // A change asked for an order that is now cancelled has nothing left to change (decision 104):
    // withdrawn, said on its timeline. A cancellation request is the caller's to settle.
    await tx.execute(sql`
      with ended as (
        update ${orderRequests} set status = 'withdrawn', closed_at = now(), updated_at = now()
        where ${orderRequests.orderId} = ${orderId} and ${orderRequests.kind} <> 'cancel' and ${orderRequests.status} in ('open', 'needs-info', 'approved')
        returning id
      )
      insert into ${orderRequestSteps} (request_id, step, actor, note) select id, 'withdrawn', 'staff', ${reason} from ended`);
    return { cancelled: true, stockReturned, pointsReturned: points.reversed ? points.points : 0 } as const;
  });
}

export const EXPIRY_REASON = "ไม่ได้ชำระเงินภายในเวลาที่กำหนด";
const EXPIRY_BATCH = 100;

/**
 * Cancels unpaid orders whose payment clock ran out (`payment-clock.ts`, decision 056): older
 * than `maxAgeMs`, no proof with a readable slip QR waiting, no verified payment, and past the
 * time staff are given after a proof they must check by eye. Rows are claimed with FOR UPDATE
 * SKIP LOCKED, so several instances running this at once each take different orders and none is
 * cancelled twice.
 */
export async function expireUnpaidOrders(db: DatabaseOrDrizzleTransaction, now: Date, maxAgeMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  let expired = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            holdsStockUnpaid,
            lt(orders.createdAt, cutoff),
            not(trustedProofWaiting),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(payments)
                .where(and(eq(payments.orderId, orders.id), eq(payments.status, "verified"))),
            ),
            sql`${paymentDeadline(maxAgeMs)} <= ${now}`,
          ),
        )
        .orderBy(orders.createdAt)
        .limit(EXPIRY_BATCH)
        .for("update", { skipLocked: true });
      let cancelled = 0;
      for (const { id } of due) {
        const result = await cancelOrder(tx, id, EXPIRY_REASON, "expiry");
        if (result.cancelled) cancelled += 1;
      }
      return due.length === 0 ? -1 : cancelled;
    });
    if (count < 0) return expired;
    expired += count;
    if (count < EXPIRY_BATCH) return expired;
  }
}
