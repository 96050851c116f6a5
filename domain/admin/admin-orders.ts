import { z } from "zod";
import { adminOrderTexts } from "./admin-order-texts";
import { isOrderStatus, ORDER_STATUSES, SHIPPING_CARRIERS, type OrderStatus } from "../orders/order-status";
import { refused, type Refusal } from "../shared/refusal";

/**
 * /admin-orders' rules (spec §2 Admin orders, §4): which status an order may move to from
 * where, what the shipping dialog asks, and how the list's CSV is written. The buttons'
 * disabled states and the server's refusals both come from `canMoveOrder`, so a button that
 * is enabled is one the server will accept (decision 033).
 */

const m = adminOrderTexts;

/** The statuses the three buttons set (spec §2), in button order. */
export const ADMIN_ORDER_MOVES = ["processing", "shipped", "delivered"] as const;
export type AdminOrderMove = (typeof ADMIN_ORDER_MOVES)[number];

/**
 * Where each status may go. The spec's disabled rules (processing disabled when processing,
 * shipped when shipped or delivered, delivered when delivered) plus what the books need:
 * nothing moves a cancelled order, a parcel that has left does not go back to processing,
 * and only a shipped parcel can be delivered (that is when a COD order is paid).
 */
const MOVES_FROM: Readonly<Record<OrderStatus, readonly AdminOrderMove[]>> = {
  pending: ["processing", "shipped"],
  confirmed: ["processing", "shipped"],
  processing: ["shipped"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: AdminOrderMove): boolean {
  return MOVES_FROM[from].includes(to);
}

/** Cancel is offered until the parcel leaves (the checkout's `cancelOrder` rule). */
export function canCancelOrder(from: OrderStatus): boolean {
  return from === "pending" || from === "confirmed" || from === "processing";
}

/** How long the reason for moving an unpaid prepaid order forward may be (as a cancel's reason). */
export const UNPAID_REASON_MAX = 300;

/**
 * A PromptPay, bank-transfer or card order whose money has not arrived (unpaid, or a slip still
 * waiting for review): the shop is paid before the parcel leaves, so moving it forward is an
 * explicit, audited decision (decision 102). Cash on delivery is paid when it is delivered.
 */
export function isPrepaidUnpaid(order: { paymentMethod: string; paymentStatus: string }): boolean {
  return order.paymentMethod !== "cod" && order.paymentStatus !== "paid";
}

/** Processing and shipped move a parcel towards the door; delivered follows shipped and asks nothing new. */
export function needsUnpaidConfirmation(order: { paymentMethod: string; paymentStatus: string }, to: AdminOrderMove): boolean {
  return (to === "processing" || to === "shipped") && isPrepaidUnpaid(order);
}

/** What staff send to move an unpaid prepaid order forward: the ticked box and the reason. Absent: not confirmed. */
export type UnpaidConfirmation = { confirmUnpaid?: boolean | undefined; unpaidReason?: string | undefined };

/**
 * The refusal of a move the order's payment does not allow yet, judged from the order as the
 * server locked it (never from the form): unconfirmed (409, naming the order), or confirmed
 * without a reason of 1–300 characters (400). Null: the move may go ahead.
 */
export function unpaidMoveRefusal(
  order: { orderNumber: string; paymentMethod: string; paymentStatus: string },
  to: AdminOrderMove,
  confirmation: UnpaidConfirmation,
): Refusal | null {
  if (!needsUnpaidConfirmation(order, to)) return null;
  if (confirmation.confirmUnpaid !== true) return refused(409, m.unpaidNotConfirmed(order.orderNumber), "confirmUnpaid");
  const reason = (confirmation.unpaidReason ?? "").trim();
  if (reason === "") return refused(400, m.unpaidReasonRequired, "unpaidReason");
  if (reason.length > UNPAID_REASON_MAX) return refused(400, m.unpaidReasonTooLong, "unpaidReason");
  return null;
}

/**
 * The confirmation's two fields in every form that moves orders forward (the single dialogs and
 * the bulk ones): the box is `on` when ticked; the reason trimmed. Whether they are needed is the
 * server's to judge, from the locked order row; a ticked box without a reason is refused here.
 */
export const unpaidConfirmationFields = {
  confirmUnpaid: z.stringbool({ error: m.staleForm }).optional(),
  unpaidReason: z.string({ error: m.unpaidReasonRequired }).trim().max(UNPAID_REASON_MAX, m.unpaidReasonTooLong).optional(),
};

export function reasonWhenConfirmed(value: UnpaidConfirmation, context: z.RefinementCtx) {
  if (value.confirmUnpaid === true && (value.unpaidReason ?? "") === "")
    context.addIssue({ code: "custom", path: ["unpaidReason"], message: m.unpaidReasonRequired });
}

/** Tracking numbers: letters, digits and dashes (Thailand Post EX123456789TH, Kerry, Flash TH…, J&T digits). */
const TRACKING_NUMBER = /^[A-Z0-9][A-Z0-9-]{5,39}$/;

const expectedStatus = z.enum(ORDER_STATUSES, { error: m.staleForm });

/**
 * The status buttons' form: the move, the status the admin saw, for shipped the carrier and
 * tracking number, and for processing and shipped the unpaid confirmation when the dialog asked for it.
 */
export const orderMoveSchema = z.discriminatedUnion(
  "to",
  [
    z.object({ to: z.literal("processing"), expectedStatus, ...unpaidConfirmationFields }).superRefine(reasonWhenConfirmed),
    z
      .object({
        to: z.literal("shipped"),
        expectedStatus,
        ...unpaidConfirmationFields,
        carrier: z.enum(SHIPPING_CARRIERS, { error: m.carrierRequired }),
        trackingNumber: z
          .string({ error: m.trackingRequired })
          // Typed or pasted with spaces and in lower case; stored as the carrier prints it.
          .transform((value) => value.replace(/\s+/g, "").toUpperCase())
          .pipe(z.string().min(1, m.trackingRequired).regex(TRACKING_NUMBER, m.trackingInvalid)),
      })
      .superRefine(reasonWhenConfirmed),
    z.object({ to: z.literal("delivered"), expectedStatus }),
  ],
  { error: m.staleForm },
);
export type OrderMove = z.output<typeof orderMoveSchema>;

export const orderCancelSchema = z.object({
  expectedStatus,
  reason: z.string({ error: m.cancelReasonRequired }).trim().min(1, m.cancelReasonRequired).max(300, m.cancelReasonTooLong),
});
export type OrderCancel = z.output<typeof orderCancelSchema>;

/** `?status=` of the list: one of the order statuses, or all of them. */
export function readStatusFilter(search: URLSearchParams): OrderStatus | null {
  const value = search.get("status");
  return isOrderStatus(value) ? value : null;
}

/**
 * One CSV cell: quoted when it holds a quote, comma or line break, and — so a spreadsheet
 * never runs it as a formula (CSV injection) — prefixed with an apostrophe when it starts
 * with = + - @ or a tab or carriage return.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

/** Excel reads a UTF-8 CSV as Thai only with the byte-order mark in front. */
export const CSV_BOM = "\uFEFF";
