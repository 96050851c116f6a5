// Staff's side of a request (issue 36, decision 104): approve, refuse or ask for more; receive a
// returned parcel (each unit back on the shelf or written off); send an exchange's new parcel. One
// transaction each, the order locked first, with its audit row, timeline step and the member's mail.
import { and, asc, eq, sql } from "drizzle-orm";
import { notPacked, notShipped, REFUND_WITHIN_DAYS } from "../../../domain/after-sale/after-sale-policy";
import type {
  DecisionInput,
  ExchangeInput,
  ReceivedLine,
  RequestAddress,
  RequestKind,
  RequestLine,
  RequestStatus,
} from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { carrierTrackingUrl, SHIPPING_CARRIER_LABELS, type ShippingCarrier } from "../../../domain/orders/order-status";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { DatabaseOrDrizzleTransaction, DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { lockedRow } from "../../platform/db/locked-row";
import { orderItems, orderRequests, orders } from "../../platform/db/schema";
import { putBackOnShades, shadeStockOf, takeFromShade, type ShadeUnits } from "../stock/shade-stock";
import { cancelOrder } from "../orders/cancel-order";
import { recordStockMovements, type StockMovement } from "../stock/stock-movements";
import { lockOrderById, paidAmount, statusLabel, type AfterSaleOrder } from "./after-sale-order";
import { recordStep } from "./request-steps";
import { tellMember } from "./tell-member";

export type LockedRequest = {
  id: string;
  orderId: string;
  kind: RequestKind;
  status: RequestStatus;
  wanted: "refund" | "exchange" | null;
  reason: string;
  lines: RequestLine[];
  address: RequestAddress | null;
};

const NOT_FOUND = refused(404, t.requestNotFound);
const statusText = (status: RequestStatus) => t.statuses[status];

/** The request and its order, both locked: the order first (every after-sale write's order), then the request. */
export async function lockRequest(tx: DatabaseOrTransaction, requestId: string): Promise<{ order: AfterSaleOrder; request: LockedRequest } | null> {
  const [peek] = await tx.select({ orderId: orderRequests.orderId }).from(orderRequests).where(eq(orderRequests.id, requestId));
  if (!peek) return null;
  const order = await lockOrderById(tx, peek.orderId);
  if (!order) return null;
  const row = await lockedRow(
    tx
      .select({
        id: orderRequests.id,
        orderId: orderRequests.orderId,
        kind: orderRequests.kind,
        status: orderRequests.status,
        wanted: orderRequests.wanted,
        reason: orderRequests.reason,
        lines: orderRequests.lines,
        address: orderRequests.address,
      })
      .from(orderRequests)
      .where(eq(orderRequests.id, requestId)),
  );
  if (!row) return null;
  return { order, request: { ...row, kind: row.kind as RequestKind, status: row.status as RequestStatus, wanted: row.wanted as LockedRequest["wanted"] } };
}

const customerName = (order: AfterSaleOrder) => `${order.firstName} ${order.lastName}`.trim();
/** The carrier's own tracking page for the new parcel, when it has one. */
const trackingLink = (carrier: ShippingCarrier, trackingNumber: string) => {
  const url = carrierTrackingUrl(carrier, trackingNumber);
  return url ? [url] : [];
};

/** Approve, refuse or ask for more: only an open (or waiting-for-the-member) request. */
export async function decideRequest(db: ShopDatabase, actor: AuditActor, input: DecisionInput, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await lockRequest(tx, input.requestId);
    if (!found) return NOT_FOUND;
    const { order, request } = found;
    if (request.status !== "open" && request.status !== "needs-info") return refused(409, t.decisionNotAllowed(statusText(request.status)));
    const audit = { orderNumber: order.orderNumber, kind: request.kind, status: request.status };

    if (input.decision === "ask" || input.decision === "refuse") {
      const status: RequestStatus = input.decision === "ask" ? "needs-info" : "refused";
      await tx
        .update(orderRequests)
        .set({ status, staffNote: input.note, decidedBy: actor.id, decidedAt: now, updatedAt: now, ...(status === "refused" ? { closedAt: now } : {}) })
        .where(eq(orderRequests.id, request.id));
      await recordStep(tx, request.id, input.decision === "ask" ? "asked" : "refused", "staff", input.note);
      await recordAdminAction(tx, actor, {
        action: input.decision === "ask" ? "order-request.ask" : "order-request.refuse",
        entityId: request.id,
        before: audit,
        after: { status, note: input.note },
      });
      await tellMember(tx, order.userId, {
        customerName: customerName(order),
        orderNumber: order.orderNumber,
        kindLabel: t.kinds[request.kind],
        stepLabel: t.steps[input.decision === "ask" ? "asked" : "refused"],
        lines: [input.decision === "ask" ? t.mail.asked : t.mail.refused],
        shopNote: input.note,
      });
      return { ok: true } as const;
    }

    const applied = await applyApproval(tx, order, request, now);
    if (!applied.ok) return applied;
    const status = applied.value;
    await tx
      .update(orderRequests)
      .set({ status, staffNote: input.note || null, decidedBy: actor.id, decidedAt: now, updatedAt: now, ...(status === "closed" ? { closedAt: now } : {}) })
      .where(eq(orderRequests.id, request.id));
    await recordStep(tx, request.id, "approved", "staff", input.note);
    if (status === "closed") await recordStep(tx, request.id, "closed", "staff");
    await recordAdminAction(tx, actor, { action: "order-request.approve", entityId: request.id, before: audit, after: { status, note: input.note || null } });
    const line =
      request.kind === "cancel" ? t.mail.approvedCancel(REFUND_WITHIN_DAYS) : request.kind === "return" ? t.mail.approvedReturn : t.mail.approvedChange;
    await tellMember(tx, order.userId, {
      customerName: customerName(order),
      orderNumber: order.orderNumber,
      kindLabel: t.kinds[request.kind],
      stepLabel: t.steps.approved,
      lines: [line],
      shopNote: input.note || null,
    });
    return { ok: true } as const;
  });
}

/**
 * What approving does to the order, judged again now: a cancellation cancels it (stock, uses and
 * points back) and then waits for its refund — or closes when no money was verified; an address
 * or a shade change is made while the order is still not packed; a return waits for its parcel.
 */
/** An order's lines as a return or an exchange reads them: each with the shade it was bought in (decision 114). */
function linesOf(tx: DatabaseOrDrizzleTransaction, orderId: string) {
  return tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      colorId: orderItems.colorId,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

async function applyApproval(tx: DatabaseOrDrizzleTransaction, order: AfterSaleOrder, request: LockedRequest, now: Date): Promise<Outcome<RequestStatus>> {
  switch (request.kind) {
    case "cancel": {
      if (!notShipped(order.status)) return refused(409, t.orderMovedOn(statusLabel(order.status)));
      const result = await cancelOrder(tx, order.id, t.cancelledOnRequest(t.reasons[request.reason as keyof typeof t.reasons] ?? ""));
      if (!result.cancelled) return refused(409, t.orderMovedOn(statusLabel(order.status)));
      const paid = await paidAmount(tx, order.id);
      return { ok: true, value: paid - order.refundedAmount > 0 ? "approved" : "closed" };
    }
    case "change-address": {
      if (!notPacked(order.status)) return refused(409, t.orderMovedOn(statusLabel(order.status)));
      const address = request.address!;
      await tx
        .update(orders)
        .set({
          shippingFirstName: address.firstName,
          shippingLastName: address.lastName,
          shippingPhone: address.phone,
          shippingAddress: address.address,
          shippingCity: address.city,
          shippingPostalCode: address.postalCode,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      return { ok: true, value: "closed" };
    }
    case "change-shade": {
      if (!notPacked(order.status)) return refused(409, t.orderMovedOn(statusLabel(order.status)));
      for (const line of request.lines) {
        if (!line.newColorName) continue;
        await tx
          .update(orderItems)
          .set({ colorName: line.newColorName })
          .where(and(eq(orderItems.id, line.itemId), eq(orderItems.orderId, order.id)));
      }
      return { ok: true, value: "closed" };
    }
    case "return":
      if (order.status !== "delivered") return refused(409, t.orderMovedOn(statusLabel(order.status)));
      return { ok: true, value: "approved" };
  }
}

/**
 * The returned parcel arrived: for each line asked, how many go back on the shelf and how many are
 * written off (together exactly what was asked). A refund's units leave the books (the line's
 * `returned_quantity`); an exchange's stay sold, its new units going out with `sendExchange`.
 */
export async function receiveReturn(
  db: ShopDatabase,
  actor: AuditActor,
  input: { requestId: string; note: string },
  received: readonly ReceivedLine[],
  now = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await lockRequest(tx, input.requestId);
    if (!found) return NOT_FOUND;
    const { order, request } = found;
    if (request.kind !== "return" || request.status !== "approved") return refused(409, t.decisionNotAllowed(statusText(request.status)));
    const items = await linesOf(tx, order.id);
    const byId = new Map(items.map((item) => [item.id, item]));
    const counts = new Map(received.map((line) => [line.itemId, line]));
    const movements: StockMovement[] = [];
    // Back on the shade each unit was bought in (decision 114), all at once in the rows' order.
    const restocks: ShadeUnits[] = [];
    let restocked = 0;
    let writtenOff = 0;
    for (const line of request.lines) {
      const item = byId.get(line.itemId);
      if (!item) return refused(409, t.staleForm);
      const count = counts.get(line.itemId) ?? { restock: 0, writeOff: 0 };
      if (count.restock + count.writeOff !== line.quantity)
        return refused(422, t.receiveCountsWrong(`${item.productName} (${item.colorName})`, line.quantity), `restock:${line.itemId}`);
      if (request.wanted === "refund") {
        const [updated] = await tx
          .update(orderItems)
          .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${line.quantity}` })
          .where(and(eq(orderItems.id, line.itemId), sql`${orderItems.returnedQuantity} + ${line.quantity} <= ${orderItems.quantity}`))
          .returning({ id: orderItems.id });
        if (!updated) return refused(409, t.quantityAbove(`${item.productName} (${item.colorName})`, 0));
      }
      if (!item.productId) continue;
      if (count.restock > 0) {
        restocks.push({ productId: item.productId, colorId: item.colorId, quantity: count.restock });
        restocked += count.restock;
      }
      if (count.writeOff > 0) {
        const stock = await shadeStockOf(tx, item.productId, item.colorId);
        // Recorded with no change: the unit came back and went straight out of sale.
        movements.push({
          kind: "write-off",
          productId: item.productId,
          colorId: stock?.colorId ?? null,
          orderId: order.id,
          change: 0,
          quantityAfter: stock?.quantity ?? 0,
          actor,
          reason: t.writtenOffUnits(count.writeOff),
        });
        writtenOff += count.writeOff;
      }
    }
    for (const back of await putBackOnShades(tx, restocks)) {
      movements.push({
        kind: "return",
        productId: back.productId,
        colorId: back.stockColorId,
        orderId: order.id,
        change: back.quantity,
        quantityAfter: back.quantityAfter,
        actor,
        reason: input.note || null,
      });
    }
    await recordStockMovements(tx, movements);
    await tx.update(orderRequests).set({ status: "received", updatedAt: now }).where(eq(orderRequests.id, request.id));
    await recordStep(tx, request.id, "received", "staff", input.note);
    await recordAdminAction(tx, actor, {
      action: "order-request.receive",
      entityId: request.id,
      before: { orderNumber: order.orderNumber, kind: request.kind, status: request.status },
      after: { status: "received", restocked, writtenOff },
    });
    await tellMember(tx, order.userId, {
      customerName: customerName(order),
      orderNumber: order.orderNumber,
      kindLabel: t.kinds.return,
      stepLabel: t.steps.received,
      lines: [t.mail.received(REFUND_WITHIN_DAYS)],
      shopNote: input.note || null,
    });
    return { ok: true } as const;
  });
}

/** An exchange's new parcel: the same lines taken from stock again (refused when short), tracked, and the request closed. */
export async function sendExchange(db: ShopDatabase, actor: AuditActor, input: ExchangeInput, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await lockRequest(tx, input.requestId);
    if (!found) return NOT_FOUND;
    const { order, request } = found;
    if (request.kind !== "return" || request.wanted !== "exchange" || request.status !== "received")
      return refused(409, t.decisionNotAllowed(statusText(request.status)));
    const items = await linesOf(tx, order.id).orderBy(asc(sql`${orderItems.productId}::text`));
    const movements: StockMovement[] = [];
    for (const item of items) {
      const line = request.lines.find((asked) => asked.itemId === item.id);
      if (!line || !item.productId) continue;
      // The same shade again (decision 114); a refusal rolls back what was taken before it.
      const stock = await takeFromShade(tx, { productId: item.productId, colorId: item.colorId, quantity: line.quantity });
      if (!stock) return refused(409, t.exchangeOutOfStock(`${item.productName} (${item.colorName})`));
      movements.push({
        kind: "exchange",
        productId: item.productId,
        colorId: stock.stockColorId,
        orderId: order.id,
        change: -line.quantity,
        quantityAfter: stock.quantityAfter,
        actor,
        reason: input.trackingNumber,
      });
    }
    await recordStockMovements(tx, movements);
    await tx.update(orderRequests).set({ status: "closed", closedAt: now, updatedAt: now }).where(eq(orderRequests.id, request.id));
    await recordStep(tx, request.id, "exchange-sent", "staff", `${SHIPPING_CARRIER_LABELS[input.carrier]} ${input.trackingNumber}`);
    await recordStep(tx, request.id, "closed", "staff");
    await recordAdminAction(tx, actor, {
      action: "order-request.exchange",
      entityId: request.id,
      before: { orderNumber: order.orderNumber, kind: request.kind, status: request.status },
      after: { status: "closed", carrier: input.carrier, trackingNumber: input.trackingNumber },
    });
    await tellMember(tx, order.userId, {
      customerName: customerName(order),
      orderNumber: order.orderNumber,
      kindLabel: t.kinds.return,
      stepLabel: t.steps["exchange-sent"],
      lines: [t.mail.exchangeSent(input.trackingNumber), SHIPPING_CARRIER_LABELS[input.carrier], ...trackingLink(input.carrier, input.trackingNumber)],
    });
    return { ok: true } as const;
  });
}
