// Staff are told before an order whose proof they must check by eye runs out of time
// (decision 056): one notice per such proof, when the last quarter of its order's payment
// clock starts (`payment-clock.ts`).
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { staffNoticeTexts } from "../notices/staff-notice-texts";
import { formatBaht } from "../../../domain/shared/money";
import type { DatabaseOrDrizzleTransaction } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { queueStaffNotice, type StaffNotice } from "../notices/staff-notices";
import { holdsStockUnpaid, paymentDeadline, proofCheckGraceMs } from "../orders/payment-clock";

const m = staffNoticeTexts;

export function uncheckedProofNotice(order: { orderNumber: string; totalAmount: number; customerName: string; deadline: Date }): StaffNotice {
  return {
    orderNumber: order.orderNumber,
    subject: m.staffUncheckedSlipSubject(order.orderNumber),
    text: m.staffUncheckedSlipText(order.orderNumber, formatBaht(order.totalAmount), order.customerName, formatThaiDateTime(order.deadline)),
    link: absoluteUrl(`/admin-payments?q=${encodeURIComponent(order.orderNumber)}`),
  };
}

/**
 * Queues the reminder for every waiting proof without a readable slip QR whose order is within
 * a quarter of the payment time of being cancelled, and marks the proof reminded, in one
 * transaction (claimed with SKIP LOCKED, so two instances never remind twice). Returns how many.
 */
export async function remindUncheckedProofs(db: DatabaseOrDrizzleTransaction, now: Date, paymentMs: number): Promise<number> {
  const deadline = paymentDeadline(paymentMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        paymentId: payments.id,
        orderNumber: orders.orderNumber,
        totalAmount: orders.totalAmount,
        customerName: sql<string>`${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}`,
        deadline: sql<Date>`${deadline}`.mapWith((value: string | Date) => new Date(value)),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.status, "pending"),
          or(isNull(payments.slipQrStatus), ne(payments.slipQrStatus, "found")),
          isNull(payments.expiryRemindedAt),
          holdsStockUnpaid,
          sql`${deadline} - make_interval(secs => ${proofCheckGraceMs(paymentMs) / 1000}) <= ${now}`,
        ),
      )
      .limit(100)
      .for("update", { of: payments, skipLocked: true });
    for (const proof of due) {
      await queueStaffNotice(tx, uncheckedProofNotice(proof));
      await tx.update(payments).set({ expiryRemindedAt: now }).where(eq(payments.id, proof.paymentId));
    }
    return due.length;
  });
}
