import { and, eq } from "drizzle-orm";
import { canCancelOrder, canMoveOrder, needsUnpaidConfirmation, unpaidMoveRefusal, type OrderCancel, type OrderMove } from "../../../domain/admin/admin-orders";
import { adminOrderSpecTexts, adminOrderTexts } from "../../../domain/admin/admin-order-texts";
import { isOrderStatus, ORDER_STATUS_LABELS, type OrderStatus, type ShippingCarrier } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orders } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { orderShippedLine } from "../member-messages/order-line-messages";
import { tellMember } from "../member-messages/tell-member";
import { orderShippedMail } from "../orders/order-shipped-mail";
import { cancelOrder } from "../orders/cancel-order";
import { deliverOrder } from "../orders/deliver-order";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditedValues, type AuditActor } from "../../platform/db/audit-trail";
import { ORDER_STATE_COLUMNS } from "../orders/order-state-columns";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminOrderTexts;

export { COD_PAYMENT_NOTE } from "../orders/deliver-order";

const label = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);

/**
 * The order row locked for a back-office write, checked against the status the admin's form
 * saw: gone (the spec's 'No rows updated…'), or moved meanwhile (a clear message naming where
 * it is now) are refusals, so two admins (or an admin and the expiry job) never overwrite
 * each other's change.
 */
async function lockSeenOrder(tx: DatabaseOrTransaction, orderId: string, expected: OrderStatus) {
  const order = await lockedRow(tx.select(ORDER_STATE_COLUMNS).from(orders).where(eq(orders.id, orderId)));
  if (!order) return { refusal: refused(404, adminOrderSpecTexts.noRowsUpdated) } as const;
  if (order.status !== expected) return { refusal: refused(409, m.movedMeanwhile(label(order.status))) } as const;
  return { order: { ...order, status: order.status as OrderStatus } } as const;
}

/**
 * One of the status buttons (spec §4): processing, shipped (with carrier and tracking number,
 * and the customer's shipped mail), delivered (a cash-on-delivery order is paid then: the
 * payment is recorded as verified and the points earned are credited). One transaction with
 * its audit row; the update itself is conditional on the status the admin saw. An unpaid
 * PromptPay, transfer or card order moves to processing or shipped only with `confirmUnpaid`
 * and a reason, judged from the locked row (never the form) and kept in the audit row (decision 102).
 */
export async function moveOrder(db: ShopDatabase, actor: AuditActor, orderId: string, move: OrderMove, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const seen = await lockSeenOrder(tx, orderId, move.expectedStatus);
    if (seen.refusal) return seen.refusal;
    const { order } = seen;
    if (!canMoveOrder(order.status, move.to)) return refused(409, m.moveNotAllowed(label(order.status), label(move.to)));
    const unpaid = unpaidMoveRefusal(order, move.to, move.to === "delivered" ? {} : move);
    if (unpaid) return unpaid;

    const before: AuditedValues = { status: order.status, paymentStatus: order.paymentStatus };
    const after: AuditedValues = { status: move.to, paymentStatus: order.paymentStatus };
    // Reaching here, an unpaid prepaid order moving forward was confirmed with its reason.
    if (move.to !== "delivered" && needsUnpaidConfirmation(order, move.to))
      Object.assign(after, { unpaidConfirmed: true, unpaidReason: (move.unpaidReason ?? "").trim() });
    if (move.to === "delivered") {
      // The one way to deliver an order, shared with the member's "ได้รับสินค้าแล้ว" (decision 071).
      const delivery = await deliverOrder(tx, order, { userId: actor.id, isStaff: true }, now);
      if (!delivery.delivered) return refused(409, adminOrderSpecTexts.noRowsUpdated);
      if (delivery.codPaid) Object.assign(after, { paymentStatus: "paid", pointsCredited: delivery.pointsCredited });
    } else {
      const updated = await tx
        .update(orders)
        .set({
          status: move.to,
          updatedAt: now,
          ...(move.to === "processing" ? { processingAt: now } : {}),
          ...(move.to === "shipped" ? { shippingCarrier: move.carrier, trackingNumber: move.trackingNumber, shippedAt: now } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, move.expectedStatus)))
        .returning({ id: orders.id });
      if (updated.length === 0) return refused(409, adminOrderSpecTexts.noRowsUpdated);
      if (move.to === "shipped") Object.assign(after, { carrier: move.carrier, trackingNumber: move.trackingNumber });
    }
    await recordAdminAction(tx, actor, { action: "order.status", entityId: orderId, before, after });
    if (move.to === "shipped") await queueShippedMail(tx, { ...order, carrier: move.carrier, trackingNumber: move.trackingNumber });
    return { ok: true } as const;
  });
}

/**
 * The shipped notification on the member's channels (decision 111): the mail to their account
 * address (never the form's contact address, as with the confirmation mail; spec §4: only "if the
 * customer has an email") and, when they consented, LINE with the carrier's tracking link. Queued
 * in the move's transaction; one that cannot be queued is logged alone, the move stands.
 */
async function queueShippedMail(
  tx: DatabaseOrTransaction,
  order: { userId: string; orderNumber: string; firstName: string; lastName: string; carrier: ShippingCarrier; trackingNumber: string },
) {
  const shipped = { orderNumber: order.orderNumber, carrier: order.carrier, trackingNumber: order.trackingNumber };
  await tellMember(tx, order.userId, {
    about: "order shipped",
    orderNumber: order.orderNumber,
    mail: (to) => orderShippedMail({ to, customerName: `${order.firstName} ${order.lastName}`, ...shipped }, absoluteUrl(`/orders/${order.orderNumber}`)),
    line: orderShippedLine(shipped),
  });
}

/**
 * Cancels an order not yet shipped with the checkout's `cancelOrder` (stock and points come
 * back), refused like a status change when the order moved meanwhile; audited with the reason.
 */
export async function cancelOrderAsAdmin(db: ShopDatabase, actor: AuditActor, orderId: string, input: OrderCancel): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const seen = await lockSeenOrder(tx, orderId, input.expectedStatus);
    if (seen.refusal) return seen.refusal;
    const { order } = seen;
    if (!canCancelOrder(order.status)) return refused(409, m.cannotCancel(label(order.status)));
    const result = await cancelOrder(tx, orderId, input.reason);
    if (!result.cancelled) return refused(409, m.cannotCancel(label(order.status)));
    await recordAdminAction(tx, actor, {
      action: "order.cancel",
      entityId: orderId,
      before: { status: order.status, paymentStatus: order.paymentStatus },
      after: { status: "cancelled", reason: input.reason, stockReturned: result.stockReturned, pointsReturned: result.pointsReturned },
    });
    return { ok: true } as const;
  });
}
