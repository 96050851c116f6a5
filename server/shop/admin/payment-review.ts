// Rejecting payments (spec §4, §7; decision 034; verifying is payments/payment-verification.ts, shared with the slip provider): one transaction each, with the
// order's payment status, the points a verified order earns, the customer's mail and the
// audit row, refused when the payment moved since the admin looked at it. And the staff's
// notes on a payment (decision 038).
import { eq } from "drizzle-orm";
import { adminPaymentTexts } from "../../../domain/admin/admin-payment-texts";
import type { PaymentNotes, PaymentReview } from "../../../domain/admin/admin-forms";
import { canReject } from "../../../domain/orders/order-status";
import type { ShopDatabase } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { paymentRejectedMail } from "../payments/payment-review-mail";
import { lockPayment, queueCustomerMail } from "../payments/payment-verification";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";

const m = adminPaymentTexts;

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
