// Orders, their payments and the tax-invoice settings: how the audit log (/admin/audit) says each kind, in Thai (decision 075).

import { adminAuditTexts as t } from "../admin-audit-texts";
import { text, orderStatus, orderPaymentStatus, paymentStatus, carrier, simple, type AuditEntryView, type Sentence } from "./audit-phrases";

function orderMove(entry: AuditEntryView): string {
  const { before, after } = entry;
  let sentence = `${t.admin} ${entry.actor} ${t.changedOrderStatus} ${entry.subject ?? ""} ${t.fromTo(orderStatus(before?.status), orderStatus(after?.status))}`;
  if (after?.carrier) sentence += ` ${t.shippedWith(carrier(after.carrier), text(after.trackingNumber) ?? "—")}`;
  if (before?.paymentStatus !== after?.paymentStatus && after?.paymentStatus)
    sentence += ` ${t.paymentNow(orderPaymentStatus(before?.paymentStatus), orderPaymentStatus(after.paymentStatus))}`;
  if (after?.unpaidConfirmed === true) sentence += ` ${t.unpaidConfirmed} ${t.because(text(after.unpaidReason) ?? "—")}`;
  return sentence.replace(/ {2,}/g, " ");
}

function paymentReview(verb: string): Sentence {
  return (entry) =>
    `${t.admin} ${entry.actor} ${verb} ${entry.subject ?? ""} ${t.fromTo(paymentStatus(entry.before?.status), paymentStatus(entry.after?.status))}`.replace(
      / {2,}/g,
      " ",
    );
}

export const orderAuditSentences = {
  "order.status": orderMove,
  "order.cancel": (entry) =>
    `${t.admin} ${entry.actor} ${t.cancelledOrder} ${entry.subject ?? ""}${text(entry.after?.reason) ? ` ${t.because(text(entry.after?.reason)!)}` : ""}`.replace(
      / {2,}/g,
      " ",
    ),
  "payment.verify": paymentReview(t.verifiedPayment),
  "payment.reject": paymentReview(t.rejectedPayment),
  "payment.notes": (entry) => `${t.admin} ${entry.actor} ${t.editedPaymentNotes} ${entry.subject ?? ""}`.trim(),
  "tax-invoice-settings.update": simple(t.edited, t.things.taxInvoiceSettings),
} as const satisfies Readonly<Record<string, Sentence>>;
