// Verifying and rejecting payments (spec §4, §7; decision 034): one transaction each, with the
// order's payment status, the points a verified order earns, the customer's mail and the
// audit row, refused when the payment moved since the admin looked at it. And the staff's
// notes on a payment (decision 038).
import { eq } from "drizzle-orm";
import { withinSavepoint } from "../../platform/db/savepoint";
import { adminPaymentTexts } from "../../../domain/admin/admin-payment-texts";
import type { PaymentNotes, PaymentReview } from "../../../domain/admin/admin-forms";
import { canReject, canVerify, type PaymentStatus } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orders, payments, users } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { errorFields, logger } from "../../platform/logger";
import { queueMail, type OutgoingMail } from "../../platform/mail/mail-outbox";
import { paymentRejectedMail, paymentVerifiedMail } from "../payments/payment-review-mail";
import { creditPointsForOrder } from "../orders/order-points";
import { constraintOf } from "../orders/place-order";
import { issueRequestedTaxInvoice } from "../orders/tax-invoices";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { shopMetrics } from "../../platform/metrics/shop-metrics";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminPaymentTexts;
const SLIP_REUSED_INDEX = "payments_slip_transaction_ref_idx";

/** The payment and its order, both locked (order first, like the proof upload), or null. */
async function lockPayment(tx: DatabaseOrTransaction, id: string) {
  const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, id));
  if (!found) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      accountEmail: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, found.orderId))
    .for("update", { of: orders });
  const payment = await lockedRow(
    tx
      .select({ status: payments.status, amount: payments.amount, adminNotes: payments.adminNotes, slipQrStatus: payments.slipQrStatus })
      .from(payments)
      .where(eq(payments.id, id)),
  );
  return order && payment ? { order, payment: { ...payment, status: payment.status as PaymentStatus } } : null;
}

/**
 * Queues the customer's mail inside a savepoint: a mail that cannot be queued is logged and
 * rolled back alone, never the review (like the order confirmation in placeOrder).
 */
async function queueCustomerMail(tx: DatabaseOrTransaction, mail: OutgoingMail, paymentId: string) {
  try {
    await withinSavepoint(tx, (savepoint) => queueMail(savepoint, mail));
  } catch (error) {
    logger.error("Payment reviewed without its customer mail", { paymentId, ...errorFields(error) });
  }
}

/**
 * Spec §4: verified_by, verified_at, the order paid, and the points the order earns (once:
 * `creditPointsForOrder` keeps one ledger row per order).
 */
export async function verifyPayment(db: ShopDatabase, actor: AuditActor, id: string, review: PaymentReview, now = new Date()): Promise<Outcome> {
  try {
    const verified = await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, id);
      if (!locked) return refused(404, m.notFound);
      const { order, payment } = locked;
      if (payment.status !== review.expectedStatus) return refused(409, m.moved);
      if (!canVerify(payment.status)) return refused(409, m.alreadyVerified);
      if (order.status === "cancelled") return refused(409, m.orderCancelled);
      if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return refused(409, m.orderPaidElsewhere);
      // Nothing but the staff's own look at the bank account vouches for a proof without a slip QR.
      const byEye = payment.slipQrStatus !== "found";
      if (byEye && !review.checkedByEye) return refused(400, m.checkedByEyeRequired, "checkedByEye");
      await tx.update(payments).set({ status: "verified", verifiedBy: actor.id, verifiedAt: now, updatedAt: now }).where(eq(payments.id, id));
      await tx.update(orders).set({ paymentStatus: "paid", updatedAt: now }).where(eq(orders.id, order.id));
      // A tax invoice the member asked for is issued with the payment (decision 079).
      await issueRequestedTaxInvoice(tx, order.id, now);
      const credit = await creditPointsForOrder(tx, order.id);
      const points = credit.credited ? credit.points : 0;
      await recordAdminAction(tx, actor, {
        action: "payment.verify",
        entityId: id,
        before: { status: payment.status, orderPaymentStatus: order.paymentStatus, amount: payment.amount, orderNumber: order.orderNumber },
        after: {
          status: "verified",
          orderPaymentStatus: "paid",
          amount: payment.amount,
          pointsCredited: points,
          ...(byEye ? { checkedByEye: true } : {}),
        },
      });
      await queueCustomerMail(
        tx,
        await paymentVerifiedMail(
          order.accountEmail,
          { orderNumber: order.orderNumber, amount: payment.amount, points },
          absoluteUrl(`/orders/${order.orderNumber}`),
        ),
        id,
      );
      return { ok: true } as const;
    });
    if (verified.ok) shopMetrics().paymentsVerified.inc();
    return verified;
  } catch (error) {
    // A rejected payment released its slip; verifying it again cannot take it from another payment.
    if (constraintOf(error) === SLIP_REUSED_INDEX) return refused(409, m.slipReused);
    throw error;
  }
}

/**
 * Spec §4: the fixed note, and the order's payment status back to pending; the customer is
 * asked for a new proof. A verified payment is not rejected here (decision 034).
 */
export async function rejectPayment(db: ShopDatabase, actor: AuditActor, id: string, review: PaymentReview, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const locked = await lockPayment(tx, id);
    if (!locked) return refused(404, m.notFound);
    const { order, payment } = locked;
    if (payment.status !== review.expectedStatus) return refused(409, m.moved);
    if (payment.status === "rejected") return refused(409, m.alreadyRejected);
    if (!canReject(payment.status)) return refused(409, m.verifiedCannotReject);
    // The fixed note (spec §4) heads the notes; what staff wrote before the rejection — often
    // its reason — stays below it (decision 038).
    const adminNotes = payment.adminNotes ? `${m.rejectedByAdminNote}\n${payment.adminNotes}` : m.rejectedByAdminNote;
    await tx.update(payments).set({ status: "rejected", adminNotes, updatedAt: now }).where(eq(payments.id, id));
    // Only an order still waiting on a proof goes back; a cancelled one stays as it is.
    const orderPaymentStatus = order.paymentStatus === "unpaid" || order.paymentStatus === "pending" ? "pending" : order.paymentStatus;
    await tx.update(orders).set({ paymentStatus: orderPaymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
    await recordAdminAction(tx, actor, {
      action: "payment.reject",
      entityId: id,
      before: { status: payment.status, orderPaymentStatus: order.paymentStatus, amount: payment.amount, orderNumber: order.orderNumber },
      after: { status: "rejected", orderPaymentStatus, amount: payment.amount },
    });
    if (order.status !== "cancelled") {
      const links = {
        orderPage: absoluteUrl(`/orders/${order.orderNumber}`),
        payment: absoluteUrl(`/payment-confirmation?order=${encodeURIComponent(order.orderNumber)}`),
      };
      await queueCustomerMail(tx, await paymentRejectedMail(order.accountEmail, order, links), id);
    }
    return { ok: true } as const;
  });
}

/**
 * Spec §2 Payments, §3 admin_notes: the notes staff keep on a payment, editable in any status.
 * Refused (409, the notes as they now are shown instead) when they changed since the dialog
 * showed them — another admin's note, or a rejection's fixed note — so none is overwritten
 * unseen. The audit row keeps the notes before and after.
 */
export async function savePaymentNotes(db: ShopDatabase, actor: AuditActor, id: string, input: PaymentNotes, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ adminNotes: payments.adminNotes, orderNumber: orders.orderNumber })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, id))
      .for("update", { of: payments });
    if (!payment) return refused(404, m.notFound);
    const current = payment.adminNotes ?? "";
    if (current.replace(/\r\n?/g, "\n") !== input.expectedNotes)
      return refused(409, m.notesMoved(current), "adminNotes", { shown: { expectedNotes: current } });
    if (payment.adminNotes === input.adminNotes) return { ok: true } as const;
    await tx.update(payments).set({ adminNotes: input.adminNotes, updatedAt: now }).where(eq(payments.id, id));
    await recordAdminAction(tx, actor, {
      action: "payment.notes",
      entityId: id,
      before: { adminNotes: payment.adminNotes, orderNumber: payment.orderNumber },
      after: { adminNotes: input.adminNotes },
    });
    return { ok: true } as const;
  });
}
