// Verifying a payment (spec §4, §7; decision 034): one transaction with the order's payment
// status, the points a verified order earns, the customer's mail and the audit row, refused when
// the payment moved since it was looked at. Staff verify here from the back-office, and so does
// the slip-verification provider's match (decision 110): one path, the same stock, points, mail.
import { eq } from "drizzle-orm";
import { withinSavepoint } from "../../platform/db/savepoint";
import { adminPaymentTexts } from "../../../domain/admin/admin-payment-texts";
import type { PaymentReview } from "../../../domain/admin/admin-forms";
import { canVerify, type PaymentStatus } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orders, payments, users } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { errorFields, logger } from "../../platform/logger";
import { queueMail, type OutgoingMail } from "../../platform/mail/mail-outbox";
import { paymentVerifiedMail } from "./payment-review-mail";
import { paymentConfirmedLine } from "../member-messages/order-line-messages";
import { tellMember } from "../member-messages/tell-member";
import { creditPointsForOrder } from "../orders/order-points";
import { constraintOf } from "../orders/place-order";
import { issueRequestedTaxInvoice } from "../orders/tax-invoices";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { shopMetrics } from "../../platform/metrics/shop-metrics";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminPaymentTexts;
const SLIP_REUSED_INDEX = "payments_slip_transaction_ref_idx";

/**
 * The slip-verification provider as the audit trail names it: no staff member, so no account
 * (the payment's verified_by stays empty; the audit row says who).
 */
export const SLIP_PROVIDER_ACTOR: AuditActor = { id: "00000000-0000-0000-0000-000000000000", email: "ผู้ตรวจสลิปอัตโนมัติ (slip-check)" };

/** The payment and its order, both locked (order first, like the proof upload), or null. */
export async function lockPayment(tx: DatabaseOrTransaction, id: string) {
  const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, id));
  if (!found) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
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
export async function queueCustomerMail(tx: DatabaseOrTransaction, mail: OutgoingMail, paymentId: string) {
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
      await tx
        .update(payments)
        .set({ status: "verified", verifiedBy: actor === SLIP_PROVIDER_ACTOR ? null : actor.id, verifiedAt: now, updatedAt: now })
        .where(eq(payments.id, id));
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
          ...(actor === SLIP_PROVIDER_ACTOR ? { verifiedByProvider: true } : {}),
        },
      });
      // "ชำระเงินเรียบร้อย" on the member's channels: the mail and, with consent, LINE (decision 111).
      await tellMember(tx, order.userId, {
        about: "payment verified",
        orderNumber: order.orderNumber,
        mail: (to) => paymentVerifiedMail(to, { orderNumber: order.orderNumber, amount: payment.amount, points }, absoluteUrl(`/orders/${order.orderNumber}`)),
        line: paymentConfirmedLine({ orderNumber: order.orderNumber, amount: payment.amount }),
      });
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
