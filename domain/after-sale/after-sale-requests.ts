// After-sale requests (issue 36, decision 104): what a member asks, where each request stands, and
// the forms both sides post. The server judges every form again against the locked order.
import { z } from "zod";
import { shippingAddressFields } from "../orders/checkout";
import { SHIPPING_CARRIERS } from "../orders/order-status";
import { parseBahtInput, type Satang } from "../shared/money";
import { optionalText } from "../shared/text-schema";
import { REQUEST_NOTE_MAX } from "./after-sale-policy";
import { afterSaleTexts as t } from "./after-sale-texts";

export const REQUEST_KINDS = ["cancel", "change-address", "change-shade", "return"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * open → needs-info ⇄ open → approved → (return: received) → closed; or refused / withdrawn.
 * A cancellation approved cancels the order at once and waits for its refund; an address or shade
 * change approved is done (closed); a return approved waits for its parcel, then its refund or
 * the exchange's new parcel.
 */
export const REQUEST_STATUSES = ["open", "needs-info", "approved", "received", "closed", "refused", "withdrawn"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Statuses in which a request is still running: one at a time per order (a unique index holds it). */
export const RUNNING_REQUEST_STATUSES = ["open", "needs-info", "approved", "received"] as const satisfies readonly RequestStatus[];
export const isRunning = (status: RequestStatus) => (RUNNING_REQUEST_STATUSES as readonly string[]).includes(status);

export const REQUEST_REASONS = [
  "ordered-wrong",
  "wrong-shade",
  "wrong-item",
  "damaged",
  "defective",
  "allergy",
  "changed-mind",
  "late-delivery",
  "other",
] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];
/** Which reasons each kind offers. */
export const REASONS_OF: Readonly<Record<RequestKind, readonly RequestReason[]>> = {
  cancel: ["ordered-wrong", "late-delivery", "other"],
  "change-address": ["other"],
  "change-shade": ["ordered-wrong", "other"],
  return: ["wrong-shade", "wrong-item", "damaged", "defective", "allergy", "changed-mind", "other"],
};
/** Reasons a photo proves: the shop asks for one. */
export const PHOTO_REASONS: readonly RequestReason[] = ["wrong-shade", "wrong-item", "damaged", "defective"];

export const RETURN_WANTS = ["refund", "exchange"] as const;
export type ReturnWanted = (typeof RETURN_WANTS)[number];

export const REQUEST_STEPS = ["opened", "asked", "answered", "approved", "refused", "received", "refunded", "exchange-sent", "closed", "withdrawn"] as const;
export type RequestStep = (typeof REQUEST_STEPS)[number];

export const REFUND_METHODS = ["promptpay", "bankTransfer", "gateway", "cash"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const STOCK_OUTCOMES = ["restock", "write-off"] as const;

/** One line a request is about: the order's line, how many of it, and (a shade change) the shade wanted. */
export type RequestLine = { itemId: string; quantity: number; newColorName?: string };
export type RequestAddress = { firstName: string; lastName: string; phone: string; address: string; city: string; postalCode: string };

/** The form fields of the member's forms, one intent each. */
export const AFTER_SALE_INTENTS = {
  cancelNow: "cancel-order",
  request: "after-sale-request",
  answer: "after-sale-answer",
  withdraw: "after-sale-withdraw",
} as const;

const note = (required?: string) =>
  required
    ? z.string({ error: required }).trim().min(1, required).max(REQUEST_NOTE_MAX, t.detailsTooLong(REQUEST_NOTE_MAX))
    : optionalText(REQUEST_NOTE_MAX, t.detailsTooLong(REQUEST_NOTE_MAX));
const reason = z.enum(REQUEST_REASONS, { error: t.reasonRequired });

/** "ยกเลิกคำสั่งซื้อ" on an unpaid order: the reason chosen, and a few words when "อื่น ๆ". */
export const cancelNowSchema = z.object({ intent: z.literal(AFTER_SALE_INTENTS.cancelNow, { error: t.staleForm }), reason, details: note() });

/**
 * Lines posted as `qty:<itemId>` (how many of that line) and `shade:<itemId>` (the shade wanted).
 * Read from the form's entries by `requestLinesOf`, so the schema below stays flat.
 */
export function requestLinesOf(entries: Iterable<[string, unknown]>): RequestLine[] | null {
  const lines = new Map<string, RequestLine>();
  for (const [key, value] of entries) {
    const match = /^(qty|shade):([0-9a-f-]{36})$/.exec(key);
    if (!match || typeof value !== "string" || value.trim() === "") continue;
    const line = lines.get(match[2]!) ?? { itemId: match[2]!, quantity: 0 };
    if (match[1] === "qty") {
      if (!/^[0-9]{1,4}$/.test(value.trim())) return null;
      line.quantity = Number(value.trim());
    } else line.newColorName = value.trim().slice(0, 100);
    lines.set(line.itemId, line);
  }
  return [...lines.values()];
}

export const requestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("cancel"), reason, details: note() }),
    z.object({ kind: z.literal("change-address"), details: note(), ...shippingAddressFields }),
    z.object({ kind: z.literal("change-shade"), reason: reason.default("ordered-wrong"), details: note() }),
    z.object({
      kind: z.literal("return"),
      reason,
      wanted: z.enum(RETURN_WANTS, { error: t.wantedRequired }),
      details: note(),
      // "ยังไม่แกะซีล": a change of mind is taken back only sealed (decision 104).
      sealed: z
        .string()
        .optional()
        .transform((value) => value !== undefined && value !== ""),
    }),
  ],
  { error: t.staleForm },
);
export type RequestInput = z.output<typeof requestSchema>;

export const answerSchema = z.object({ requestId: z.uuid(t.staleForm), details: note(t.detailsRequired) });
export const withdrawSchema = z.object({ requestId: z.uuid(t.staleForm) });

// Staff.
export const STAFF_DECISIONS = ["approve", "refuse", "ask"] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

const staffNote = (required: boolean) =>
  required
    ? z.string({ error: t.noteRequired }).trim().min(1, t.noteRequired).max(REQUEST_NOTE_MAX, t.noteTooLong(REQUEST_NOTE_MAX))
    : optionalText(REQUEST_NOTE_MAX, t.noteTooLong(REQUEST_NOTE_MAX));

/** Approve (a note optional), refuse or ask for more (a note to the member required). */
export const decisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve"), requestId: z.uuid(t.staleForm), note: staffNote(false) }),
    z.object({ decision: z.literal("refuse"), requestId: z.uuid(t.staleForm), note: staffNote(true) }),
    z.object({ decision: z.literal("ask"), requestId: z.uuid(t.staleForm), note: staffNote(true) }),
  ],
  { error: t.staleForm },
);
export type DecisionInput = z.output<typeof decisionSchema>;

/** A returned parcel received: per line, how many go back on the shelf (`restock:<itemId>`) and how many are written off (`writeoff:<itemId>`). */
export type ReceivedLine = { itemId: string; restock: number; writeOff: number };
export function receivedLinesOf(entries: Iterable<[string, unknown]>): ReceivedLine[] | null {
  const lines = new Map<string, ReceivedLine>();
  for (const [key, value] of entries) {
    const match = /^(restock|writeoff):([0-9a-f-]{36})$/.exec(key);
    if (!match || typeof value !== "string") continue;
    const text = value.trim() || "0";
    if (!/^[0-9]{1,4}$/.test(text)) return null;
    const line = lines.get(match[2]!) ?? { itemId: match[2]!, restock: 0, writeOff: 0 };
    if (match[1] === "restock") line.restock = Number(text);
    else line.writeOff = Number(text);
    lines.set(line.itemId, line);
  }
  return [...lines.values()];
}
export const receiveSchema = z.object({ requestId: z.uuid(t.staleForm), note: staffNote(false) });

const bahtAmount = z
  .string({ error: t.refundAmountInvalid })
  .trim()
  .transform((value, ctx) => {
    const satang = parseBahtInput(value);
    if (satang === null || satang <= 0) {
      ctx.addIssue({ code: "custom", message: t.refundAmountInvalid });
      return z.NEVER;
    }
    return satang as Satang;
  });

/** A refund staff record: how much, how the money went back, its reference (or a slip, checked by the route), a note. */
export const refundSchema = z.object({
  orderId: z.uuid(t.staleForm),
  requestId: z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(z.uuid(t.staleForm).nullable()),
  amount: bahtAmount,
  method: z.enum(REFUND_METHODS, { error: t.refundMethodRequired }),
  reference: optionalText(100, t.noteTooLong(100)),
  note: staffNote(false),
});
export type RefundInput = z.output<typeof refundSchema>;

export type ExchangeInput = z.output<typeof exchangeSchema>;
export const exchangeSchema = z.object({
  requestId: z.uuid(t.staleForm),
  carrier: z.enum(SHIPPING_CARRIERS, { error: t.trackingRequired }),
  trackingNumber: z
    .string({ error: t.trackingRequired })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().min(6, t.trackingRequired).max(40, t.trackingRequired)),
});

/** What the whole units of a return are worth: each unit at its price less its share of the order's discount, never more than was paid. */
export function returnValue(order: { subtotal: Satang; discount: Satang }, lines: readonly { unitPrice: Satang; quantity: number }[]): Satang {
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (order.subtotal <= 0) return 0;
  const share = Math.round((goods * order.discount) / order.subtotal);
  return Math.max(0, goods - share);
}
