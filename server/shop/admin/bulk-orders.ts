import { inArray } from "drizzle-orm";
import { type bulkProcessingSchema, type bulkShipSchema, type BulkResult } from "../../../domain/admin/admin-bulk-orders";
import { orderMoveSchema, type OrderMove, type UnpaidConfirmation } from "../../../domain/admin/admin-orders";
import { adminOrderTexts } from "../../../domain/admin/admin-order-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { z } from "zod";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orders } from "../../platform/db/schema";
import { moveOrder } from "./order-moves";
import type { AuditActor } from "../../platform/db/audit-trail";

const m = adminOrderTexts.bulk;

export type BulkProcessing = z.output<typeof bulkProcessingSchema>;
export type BulkShip = z.output<typeof bulkShipSchema>;

export { loadOrderRows as loadSelectedOrders } from "./orders";

/**
 * Each order moved by the single-order `moveOrder` — its own transaction with its own audit
 * row, refused alone when it moved meanwhile — so one stale order never undoes the others
 * (decision 078). The result names every order that was refused, with the refusal's reason.
 * The dialog's unpaid confirmation goes with every move; `moveOrder` needs it only for an unpaid
 * prepaid order (judged from its locked row), which without it fails alone (decision 102).
 */
async function moveEach(db: ShopDatabase, actor: AuditActor, moves: readonly { id: string; move: OrderMove }[], now: Date): Promise<BulkResult> {
  const numbers = await orderNumbers(
    db,
    moves.map(({ id }) => id),
  );
  const result: BulkResult = { done: 0, total: moves.length, failures: [] };
  for (const { id, move } of moves) {
    const orderNumber = numbers.get(id);
    if (!orderNumber) {
      result.failures.push({ orderNumber: id, reason: m.gone });
      continue;
    }
    const outcome = await moveOrder(db, actor, id, move, now);
    if (outcome.ok) result.done += 1;
    else result.failures.push({ orderNumber, reason: outcome.message });
  }
  return result;
}

async function orderNumbers(db: DatabaseOrTransaction, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

/** The bulk dialog's confirmation, as each order's move carries it. */
function confirmationOf(input: UnpaidConfirmation): UnpaidConfirmation {
  return { confirmUnpaid: input.confirmUnpaid, unpaidReason: input.unpaidReason };
}

/** "ย้ายไปกำลังเตรียมสินค้า" for every selected order. */
export function moveSelectedToProcessing(db: ShopDatabase, actor: AuditActor, input: BulkProcessing, now = new Date()): Promise<BulkResult> {
  return moveEach(
    db,
    actor,
    input.orders.map(({ id, expectedStatus }) => ({ id, move: { to: "processing", expectedStatus, ...confirmationOf(input) } as const })),
    now,
  );
}

/**
 * Ships every selected order with the carrier chosen once and the tracking number on its line.
 * Every line is checked as the single ship dialog checks it before anything is written: a bad
 * line refuses the whole form (naming the line), so no parcel ships with a number meant for another.
 */
export async function shipSelected(db: ShopDatabase, actor: AuditActor, input: BulkShip, now = new Date()): Promise<Outcome<BulkResult>> {
  const moves: { id: string; move: OrderMove }[] = [];
  const lineOf = new Map<string, number>();
  for (const [index, { id, expectedStatus }] of input.orders.entries()) {
    const parsed = orderMoveSchema.safeParse({
      to: "shipped",
      expectedStatus,
      carrier: input.carrier,
      trackingNumber: input.trackingNumbers[index],
    });
    if (!parsed.success) {
      const message = m.trackingLine(index + 1, parsed.error.issues[0]?.message ?? adminOrderTexts.trackingInvalid);
      return refused(400, message, "trackingNumbers", { fieldErrors: { trackingNumbers: message } });
    }
    const line = index + 1;
    const tracking = parsed.data.to === "shipped" ? parsed.data.trackingNumber : "";
    const earlier = lineOf.get(tracking);
    if (earlier !== undefined) {
      const message = m.trackingLine(line, m.trackingRepeated(earlier));
      return refused(400, message, "trackingNumbers", { fieldErrors: { trackingNumbers: message } });
    }
    lineOf.set(tracking, line);
    moves.push({ id, move: { ...parsed.data, ...confirmationOf(input) } });
  }
  return { ok: true, value: await moveEach(db, actor, moves, now) };
}
