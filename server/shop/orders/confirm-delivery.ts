import { and, eq } from "drizzle-orm";
import { isOrderNumber } from "../../../domain/orders/order-number";
import { orderTrackingTexts } from "../../../domain/orders/order-tracking-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { ShopDatabase } from "../../platform/db/database";
import { orders } from "../../platform/db/schema";
import { deliverOrder } from "./deliver-order";
import { lockedRow } from "../../platform/db/locked-row";

const m = orderTrackingTexts;

/**
 * The member's "ได้รับสินค้าแล้ว" (decision 071): their own shipped order becomes delivered the
 * one way every delivery happens (`deliverOrder`, shared with the back-office's button), in
 * one transaction, recorded as delivered by the member. Someone else's order answers as a
 * missing one (order numbers cannot be probed); one not shipped yet, already delivered or
 * cancelled is a plain Thai refusal, so a stale page or a second press is never a 5xx.
 */
export async function confirmDelivery(db: ShopDatabase, member: { id: string }, orderNumber: string, now = new Date()): Promise<Outcome> {
  if (!isOrderNumber(orderNumber)) return refused(404, m.notYours);
  return db.transaction(async (tx) => {
    const order = await lockedRow(
      tx
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          totalAmount: orders.totalAmount,
        })
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, member.id))),
    );
    if (!order) return refused(404, m.notYours);
    if (order.status === "delivered") return refused(409, m.alreadyDelivered);
    if (order.status === "cancelled") return refused(409, m.cancelled);
    if (order.status !== "shipped") return refused(409, m.notShippedYet);
    const delivery = await deliverOrder(tx, order, { userId: member.id, isStaff: false }, now);
    return delivery.delivered ? ({ ok: true } as const) : refused(409, m.alreadyDelivered);
  });
}
