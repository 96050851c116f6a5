// Money back to the member (issue 36, decision 104): full or partial, never more than the shop holds
// for the order, with how it went back and who sent it. One transaction with the order locked: two
// staff refunding at once queue, and the second sees what the first sent back.
import { and, eq, sql } from "drizzle-orm";
import { pointsEarnedFor } from "../../../domain/loyalty/loyalty";
import type { RefundInput } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { DatabaseOrDrizzleTransaction, ShopDatabase } from "../../platform/db/database";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { lockedRow } from "../../platform/db/locked-row";
import { loyaltyLedger, orderRequests, orders, profiles, refunds } from "../../platform/db/schema";
import { reversePointsForOrder } from "../orders/order-points";
import { lockOrderById, paidAmount, type AfterSaleOrder } from "./after-sale-order";
import { lockRequest, type LockedRequest } from "./staff-requests";
import { issueCreditNote } from "./credit-notes";
import { creditNoteTexts } from "../../../domain/after-sale/credit-note-texts";
import { recordStep } from "./request-steps";
import { tellMember } from "./tell-member";

export type RefundRecorded = { refundId: string; refundedAmount: Satang; fullyRefunded: boolean; creditNoteNumber: string | null };

/** What the credit note says the money went back for: the request's kind and reason, or staff's note, or a cancellation. */
function creditReason(request: LockedRequest | null, note: string): string {
  if (request?.kind === "return") return `${t.kinds.return}: ${t.reasons[request.reason as keyof typeof t.reasons] ?? ""}`;
  if (request?.kind === "cancel") return creditNoteTexts.cancellationLine;
  return note || t.refund;
}

/**
 * Records a refund staff sent. Refused, with nothing written, when no money was verified for the
 * order, above what it still holds (paid − refunded so far), a transfer without its reference or
 * slip, or for a request not waiting for its money (an approved cancellation, a received return
 * wanting its money back). All the money back: the order is "คืนเงินแล้ว" and its points settle as
 * a cancellation's do; part of it: the points that part earned are taken back.
 */
export async function recordRefund(
  db: ShopDatabase,
  actor: AuditActor,
  input: RefundInput,
  slipFile: string | null,
  now = new Date(),
): Promise<Outcome<RefundRecorded>> {
  return db.transaction(async (tx) => {
    let order: AfterSaleOrder | null;
    let request: LockedRequest | null = null;
    if (input.requestId) {
      const found = await lockRequest(tx, input.requestId);
      if (!found || found.order.id !== input.orderId) return refused(404, t.requestNotFound);
      const waiting =
        (found.request.kind === "cancel" && found.request.status === "approved") ||
        (found.request.kind === "return" && found.request.wanted === "refund" && found.request.status === "received");
      if (!waiting) return refused(409, t.refundNotReady);
      order = found.order;
      request = found.request;
    } else order = await lockOrderById(tx, input.orderId);
    if (!order) return refused(404, t.orderNotFound);

    const paid = await paidAmount(tx, order.id);
    if (paid <= 0) return refused(409, t.refundNothingPaid);
    const left = paid - order.refundedAmount;
    if (input.amount > left) return refused(422, t.refundAbovePaid(formatBaht(Math.max(left, 0))), "amount");
    if ((input.method === "promptpay" || input.method === "bankTransfer") && !input.reference && !slipFile)
      return refused(422, t.refundReferenceRequired, "reference");

    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        requestId: input.requestId,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        slipFile,
        note: input.note,
        refundedBy: actor.id,
        refundedByEmail: actor.email,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    const refundedAmount = order.refundedAmount + input.amount;
    const fullyRefunded = refundedAmount >= paid;
    await tx
      .update(orders)
      .set({ refundedAmount, updatedAt: now, ...(fullyRefunded ? { paymentStatus: "refunded" } : {}) })
      .where(eq(orders.id, order.id));
    if (fullyRefunded) await reversePointsForOrder(tx, order.id);
    else await takeBackEarnedPoints(tx, order, refundedAmount);
    // A full tax invoice issued for the order is corrected by a credit note of the same amount (decision 103).
    const note = await issueCreditNote(tx, {
      orderId: order.id,
      refundId: refund!.id,
      amount: input.amount,
      reason: creditReason(request, input.note),
      lines: [],
      now,
    });

    if (input.requestId) {
      await tx.update(orderRequests).set({ status: "closed", closedAt: now, updatedAt: now }).where(eq(orderRequests.id, input.requestId));
      await recordStep(tx, input.requestId, "refunded", "staff", formatBaht(input.amount));
      await recordStep(tx, input.requestId, "closed", "staff");
    }
    await recordAdminAction(tx, actor, {
      action: "order.refund",
      entityId: order.id,
      before: { orderNumber: order.orderNumber, refundedAmount: order.refundedAmount, paymentStatus: order.paymentStatus },
      after: {
        amount: input.amount,
        method: input.method,
        reference: input.reference || null,
        refundedAmount,
        paymentStatus: fullyRefunded ? "refunded" : order.paymentStatus,
      },
    });
    await tellMember(tx, order.userId, {
      customerName: `${order.firstName} ${order.lastName}`.trim(),
      orderNumber: order.orderNumber,
      kindLabel: request ? t.kinds[request.kind] : t.refund,
      stepLabel: t.steps.refunded,
      lines: [t.mail.refunded(formatBaht(input.amount)), t.refundMethods[input.method]],
      shopNote: input.note || null,
    });
    return { ok: true, value: { refundId: refund!.id, refundedAmount, fullyRefunded, creditNoteNumber: note.issued ? note.creditNoteNumber : null } };
  });
}

/**
 * A partial refund takes back the points its part earned: what the order's credit gave less what
 * the kept part earns, less what earlier partial refunds took, never below a zero balance. Nothing
 * when the order earned nothing (not credited yet: the credit reads the total then).
 */
async function takeBackEarnedPoints(tx: DatabaseOrDrizzleTransaction, order: AfterSaleOrder, refundedAmount: Satang): Promise<void> {
  const [ledger] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${loyaltyLedger.points}) filter (where ${loyaltyLedger.reason} = 'order'), 0)::int`,
      taken: sql<number>`coalesce(-sum(${loyaltyLedger.points}) filter (where ${loyaltyLedger.reason} = 'refund'), 0)::int`,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.orderId, order.id));
  const earned = ledger?.earned ?? 0;
  if (earned <= 0) return;
  const due = earned - pointsEarnedFor(order.totalAmount - refundedAmount) - (ledger?.taken ?? 0);
  if (due <= 0) return;
  const profile = await lockedRow(tx.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, order.userId)));
  const taken = Math.min(due, profile?.points ?? 0);
  if (taken <= 0) return;
  await tx.insert(loyaltyLedger).values({ userId: order.userId, orderId: order.id, points: -taken, reason: "refund", note: order.orderNumber });
  await tx
    .update(profiles)
    .set({ loyaltyPoints: sql`${profiles.loyaltyPoints} - ${taken}`, updatedAt: new Date() })
    .where(and(eq(profiles.userId, order.userId)));
}
