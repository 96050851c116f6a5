// After the sale (decision 104): how the audit log says a member's cancellation and requests, and
// staff's decisions, returns and refunds, in Thai. Members act here too, so these sentences name
// who acted without calling everyone "แอดมิน".

import { afterSaleTexts } from "../../after-sale/after-sale-texts";
import { formatBaht } from "../../shared/money";
import { text, type AuditEntryView, type Sentence } from "./audit-phrases";

const a = afterSaleTexts.audit;
const order = (entry: AuditEntryView) => entry.subject ?? "—";
const kindOf = (entry: AuditEntryView) => {
  const kind = text(entry.after?.kind) ?? text(entry.before?.kind);
  return kind && kind in afterSaleTexts.kinds ? afterSaleTexts.kinds[kind as keyof typeof afterSaleTexts.kinds] : "คำขอ";
};
const decided =
  (verb: string): Sentence =>
  (entry) =>
    a.decided(entry.actor, verb, kindOf(entry), order(entry));
const count = (value: unknown) => (typeof value === "number" ? value : 0);

export const afterSaleAuditSentences = {
  "order.member-cancel": (entry) => a.memberCancelled(entry.actor, order(entry), text(entry.after?.reason) ?? "—"),
  "order-request.open": (entry) => a.opened(entry.actor, kindOf(entry), order(entry)),
  "order-request.answer": (entry) => a.answered(entry.actor, order(entry)),
  "order-request.withdraw": (entry) => a.withdrawn(entry.actor, order(entry)),
  "order-request.approve": decided(afterSaleTexts.approve),
  "order-request.refuse": decided(afterSaleTexts.refuse),
  "order-request.ask": decided(afterSaleTexts.askMore),
  "order-request.receive": (entry) => a.received(entry.actor, order(entry), count(entry.after?.restocked), count(entry.after?.writtenOff)),
  "order-request.exchange": (entry) => a.exchangeSent(entry.actor, order(entry), text(entry.after?.trackingNumber) ?? "—"),
  "order.refund": (entry) => {
    const method = text(entry.after?.method);
    const methodLabel =
      method && method in afterSaleTexts.refundMethods ? afterSaleTexts.refundMethods[method as keyof typeof afterSaleTexts.refundMethods] : "—";
    return a.refunded(entry.actor, order(entry), formatBaht(count(entry.after?.amount)), methodLabel);
  },
} as const satisfies Readonly<Record<string, Sentence>>;
