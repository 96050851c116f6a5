import { z } from "zod";
import { rowIdSchema } from "./admin-forms";
import { adminOrderTexts } from "./admin-order-texts";
import { reasonWhenConfirmed, unpaidConfirmationFields } from "./admin-orders";
import { ORDER_STATUSES, SHIPPING_CARRIERS } from "../orders/order-status";

/**
 * Bulk work on /admin-orders (decision 078): which orders are selected, and what the bulk
 * dialogs send. Each order is then moved by the single-order `moveOrder`, so the rules and
 * refusals are the ones a row button meets.
 */

const m = adminOrderTexts.bulk;

/** A list page holds 20 orders; a hand-made URL cannot make one request move thousands. */
export const BULK_ORDER_LIMIT = 100;

/** `?order=<id>&order=<id>` (the list's checkboxes), in the order they were sent, well-formed ids only, each once. */
export function selectedOrderIds(values: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const value of values) {
    if (typeof value !== "string" || !rowIdSchema.safeParse(value).success || ids.includes(value)) continue;
    ids.push(value);
    if (ids.length === BULK_ORDER_LIMIT) break;
  }
  return ids;
}

/** The bulk actions the toolbar offers; `processing` and `ship` open a dialog that confirms them. */
export const BULK_ORDER_DIALOGS = ["processing", "ship"] as const;
export type BulkOrderDialog = (typeof BULK_ORDER_DIALOGS)[number];

/** A pasted column of tracking numbers: one a line, blank lines (a trailing newline, a gap) ignored. */
export function trackingLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const seenOrder = z.object({ id: rowIdSchema, expectedStatus: z.enum(ORDER_STATUSES) });

/** The bulk dialogs' orders: each id with the status the dialog showed (the stale check, as a row button's `expectedStatus`). */
const selection = z.array(seenOrder, { error: m.noneSelected }).min(1, m.noneSelected).max(BULK_ORDER_LIMIT, m.tooMany(BULK_ORDER_LIMIT));

/**
 * Both bulk dialogs carry one confirmation (box and reason) for the unpaid prepaid orders among
 * the selection; the server applies it to those alone, judged from each locked row (decision 102).
 */
export const bulkProcessingSchema = z.object({ orders: selection, ...unpaidConfirmationFields }).superRefine(reasonWhenConfirmed);

/**
 * "Mark shipped": one carrier for all, and a pasted column of tracking numbers matched to the
 * selected orders line by line — the count must match, so no number lands on the wrong parcel.
 * Each number's shape is checked again by `orderMoveSchema` when it is moved.
 */
export const bulkShipSchema = z
  .object({
    orders: selection,
    carrier: z.enum(SHIPPING_CARRIERS, { error: adminOrderTexts.carrierRequired }),
    trackingNumbers: z.string({ error: adminOrderTexts.trackingRequired }).transform(trackingLines),
    ...unpaidConfirmationFields,
  })
  .superRefine((value, context) => {
    reasonWhenConfirmed(value, context);
    if (value.trackingNumbers.length !== value.orders.length)
      context.addIssue({ code: "custom", path: ["trackingNumbers"], message: m.trackingCount(value.trackingNumbers.length, value.orders.length) });
  });

/** The form's parallel lists (`order`, `seen`) as the schemas read them. */
export function seenOrders(ids: readonly unknown[], statuses: readonly unknown[]) {
  return ids.map((id, index) => ({ id, expectedStatus: statuses[index] }));
}

/** One order a bulk change could not make, with the refusal's own Thai reason. */
export type BulkFailure = { orderNumber: string; reason: string };
export type BulkResult = { done: number; total: number; failures: BulkFailure[] };
