// What a member does after the sale on their own order (issue 36, decision 104): cancel an unpaid
// order at once, or ask — cancel a paid one, change the address or a shade before packing, return
// or exchange within the window — and answer or withdraw what they asked. Each is one transaction
// that locks the order first; the order page offers only what these accept (afterSaleChoices).
import { and, eq, inArray, or } from "drizzle-orm";
import {
  afterSaleChoices,
  notPacked,
  notShipped,
  RETURN_WINDOW_DAYS,
  returnWindowEnd,
  moneyMoved,
  REQUEST_PHOTOS_MAX,
  REFUND_WITHIN_DAYS,
} from "../../../domain/after-sale/after-sale-policy";
import {
  PHOTO_REASONS,
  REASONS_OF,
  type RequestAddress,
  type RequestInput,
  type RequestLine,
  type RequestReason,
} from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { ShopDatabase, DatabaseOrTransaction } from "../../platform/db/database";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { orderItems, orderRequests, productColors } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { cancelOrder } from "../orders/cancel-order";
import { queueStaffNotice } from "../notices/staff-notices";
import { lockOrderByNumber, runningRequest, statusLabel, type AfterSaleOrder } from "./after-sale-order";
import { recordStep } from "./request-steps";
import { tellMember } from "./tell-member";
import { lockedRow } from "../../platform/db/locked-row";

const NOT_FOUND = refused(404, t.orderNotFound);

/** The member's own order, locked; another member's is the same 404 as a number that does not exist. */
async function ownOrder(tx: DatabaseOrTransaction, member: AuditActor, orderNumber: string): Promise<AfterSaleOrder | null> {
  const order = await lockOrderByNumber(tx, orderNumber);
  return order && order.userId === member.id ? order : null;
}

const customerName = (order: AfterSaleOrder) => `${order.firstName} ${order.lastName}`.trim();

/**
 * "ยกเลิกคำสั่งซื้อ" on an order no money has moved for: cancelled now with the checkout's
 * `cancelOrder` (stock, promotion uses and points back; a change request waiting goes with it).
 */
export async function cancelOwnOrder(
  db: ShopDatabase,
  member: AuditActor,
  orderNumber: string,
  input: { reason: RequestReason; details: string },
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, member, orderNumber);
    if (!order) return NOT_FOUND;
    if (order.status === "cancelled") return refused(409, t.orderCancelled);
    if (!notShipped(order.status)) return refused(409, t.cannotCancelNow(statusLabel(order.status)));
    if (moneyMoved(order)) return refused(409, t.paidCancelNeedsRequest);
    const reasonText = input.details ? `${t.reasons[input.reason]} — ${input.details}` : t.reasons[input.reason];
    const result = await cancelOrder(tx, order.id, t.cancelledByMember(reasonText));
    if (!result.cancelled) return refused(409, t.orderCancelled);
    // A change it was waiting on is withdrawn by cancelOrder itself.
    await recordAdminAction(tx, member, {
      action: "order.member-cancel",
      entityId: order.id,
      before: { orderNumber: order.orderNumber, status: order.status },
      after: {
        orderNumber: order.orderNumber,
        status: "cancelled",
        reason: reasonText,
        stockReturned: result.stockReturned,
        pointsReturned: result.pointsReturned,
      },
    });
    await tellMember(tx, order.userId, {
      customerName: customerName(order),
      orderNumber: order.orderNumber,
      kindLabel: t.cancelNow,
      stepLabel: t.statuses.closed,
      lines: [t.mail.cancelled],
    });
    return { ok: true } as const;
  });
}

/** The lines a shade change or a return names, judged against the order's own lines. */
async function judgedLines(
  tx: DatabaseOrTransaction,
  order: AfterSaleOrder,
  kind: "change-shade" | "return",
  asked: readonly RequestLine[],
): Promise<Outcome<RequestLine[]>> {
  const lines = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      quantity: orderItems.quantity,
      returned: orderItems.returnedQuantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const judged: RequestLine[] = [];
  for (const wish of asked) {
    const line = byId.get(wish.itemId);
    if (!line) return refused(400, t.staleForm);
    const label = `${line.productName} (${line.colorName})`;
    if (kind === "return") {
      if (wish.quantity <= 0) continue;
      const most = line.quantity - line.returned;
      if (wish.quantity > most) return refused(422, t.quantityAbove(label, most), `qty:${line.id}`);
      judged.push({ itemId: line.id, quantity: wish.quantity });
    } else {
      if (!wish.newColorName || wish.newColorName === line.colorName) continue;
      if (!line.productId) return refused(422, t.shadeUnknown(label), `shade:${line.id}`);
      // The order page offers the shades by their Thai names, as checkout keeps them on the line; a shade's own name is taken too.
      const [shade] = await tx
        .select({ name: productColors.name, nameThai: productColors.nameThai })
        .from(productColors)
        .where(
          and(
            eq(productColors.productId, line.productId),
            or(inArray(productColors.name, [wish.newColorName]), inArray(productColors.nameThai, [wish.newColorName])),
          ),
        );
      if (!shade) return refused(422, t.shadeUnknown(label), `shade:${line.id}`);
      if (shade.nameThai === line.colorName) continue;
      judged.push({ itemId: line.id, quantity: line.quantity, newColorName: wish.newColorName });
    }
  }
  if (judged.length === 0) return refused(422, kind === "return" ? t.noLines : t.shadeSame);
  return { ok: true, value: judged };
}

/**
 * A member's request on their own order: judged again here against the locked order — the kind
 * allowed in the order's state, within the window, the lines and quantities their own, one running
 * request at a time. `photos` are already stored (request-files.ts); the caller removes them when
 * this refuses.
 */
export async function openRequest(
  db: ShopDatabase,
  member: AuditActor,
  orderNumber: string,
  input: RequestInput,
  asked: { lines: readonly RequestLine[]; photos: readonly string[] },
  now = new Date(),
): Promise<Outcome<{ requestId: string }>> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, member, orderNumber);
    if (!order) return NOT_FOUND;
    if (order.status === "cancelled") return refused(409, t.orderCancelled);
    const running = await runningRequest(tx, order.id);
    if (running) return refused(409, t.alreadyOpen(t.kinds[running.kind]));
    if (asked.photos.length > REQUEST_PHOTOS_MAX) return refused(422, t.tooManyPhotos(REQUEST_PHOTOS_MAX), "photos");
    const choices = afterSaleChoices(order, now, false);

    let lines: RequestLine[] = [];
    let address: RequestAddress | null = null;
    let wanted: "refund" | "exchange" | null = null;
    const reason: RequestReason = input.kind === "change-address" ? "other" : input.reason;
    if (input.kind !== "change-address" && !REASONS_OF[input.kind].includes(reason)) return refused(422, t.reasonRequired, "reason");

    switch (input.kind) {
      case "cancel":
        if (!notShipped(order.status)) return refused(409, t.cannotCancelNow(statusLabel(order.status)));
        // Nothing paid: the member cancels at once instead (no one need approve it).
        if (!choices.requestCancel) return refused(409, t.cancelNowHint);
        break;
      case "change-address":
        if (!notPacked(order.status)) return refused(409, t.alreadyPacked);
        address = {
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          address: input.address,
          city: input.city,
          postalCode: input.postalCode,
        };
        break;
      case "change-shade": {
        if (!notPacked(order.status)) return refused(409, t.alreadyPacked);
        const judged = await judgedLines(tx, order, "change-shade", asked.lines);
        if (!judged.ok) return judged;
        lines = judged.value;
        break;
      }
      case "return": {
        if (order.status !== "delivered" || !order.deliveredAt) return refused(409, t.notYetDelivered);
        if (now.getTime() > returnWindowEnd(order.deliveredAt).getTime()) return refused(409, t.returnWindowPassed(RETURN_WINDOW_DAYS));
        if (input.reason === "changed-mind" && !input.sealed) return refused(422, t.changedMindOpened, "sealed");
        if (PHOTO_REASONS.includes(input.reason) && asked.photos.length === 0) return refused(422, t.photoNeeded, "photos");
        const judged = await judgedLines(tx, order, "return", asked.lines);
        if (!judged.ok) return judged;
        lines = judged.value;
        wanted = input.wanted;
        break;
      }
    }

    const [request] = await tx
      .insert(orderRequests)
      .values({ orderId: order.id, userId: member.id, kind: input.kind, reason, details: input.details, wanted, lines, address, photos: [...asked.photos] })
      .returning({ id: orderRequests.id });
    const requestId = request!.id;
    await recordStep(tx, requestId, "opened", "member", input.details);
    await recordAdminAction(tx, member, {
      action: "order-request.open",
      entityId: requestId,
      after: { orderNumber: order.orderNumber, kind: input.kind, reason, wanted, photos: asked.photos.length },
    });
    await queueStaffNotice(tx, {
      orderNumber: order.orderNumber,
      subject: t.staffNotice.subject(t.kinds[input.kind], order.orderNumber),
      text: t.staffNotice.text(t.kinds[input.kind], order.orderNumber, customerName(order), t.reasons[reason]),
      link: absoluteUrl(`/admin/after-sale?q=${encodeURIComponent(order.orderNumber)}`),
    });
    await tellMember(tx, order.userId, {
      customerName: customerName(order),
      orderNumber: order.orderNumber,
      kindLabel: t.kinds[input.kind],
      stepLabel: t.steps.opened,
      lines: [t.mail.opened(REFUND_WITHIN_DAYS)],
    });
    return { ok: true, value: { requestId } };
  });
}

/** The member's own request on their own order, locked with it (`for update` of the request too). */
async function ownRequest(tx: DatabaseOrTransaction, member: AuditActor, orderNumber: string, requestId: string) {
  const order = await ownOrder(tx, member, orderNumber);
  if (!order) return null;
  const request = await lockedRow(
    tx
      .select({ id: orderRequests.id, kind: orderRequests.kind, status: orderRequests.status, photos: orderRequests.photos })
      .from(orderRequests)
      .where(and(eq(orderRequests.id, requestId), eq(orderRequests.orderId, order.id))),
  );
  return request ? { order, request } : null;
}

/** The member answers what staff asked ("ร้านขอข้อมูลเพิ่ม"): words and perhaps more photos; back to the staff's queue. */
export async function answerRequest(
  db: ShopDatabase,
  member: AuditActor,
  orderNumber: string,
  input: { requestId: string; details: string },
  photos: readonly string[],
  now = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await ownRequest(tx, member, orderNumber, input.requestId);
    if (!found) return refused(404, t.requestNotFound);
    const { order, request } = found;
    if (request.status !== "needs-info") return refused(409, t.notAnswerable);
    const allPhotos = [...request.photos, ...photos];
    if (allPhotos.length > REQUEST_PHOTOS_MAX) return refused(422, t.tooManyPhotos(REQUEST_PHOTOS_MAX), "photos");
    await tx.update(orderRequests).set({ status: "open", photos: allPhotos, updatedAt: now }).where(eq(orderRequests.id, request.id));
    await recordStep(tx, request.id, "answered", "member", input.details);
    await recordAdminAction(tx, member, {
      action: "order-request.answer",
      entityId: request.id,
      before: { orderNumber: order.orderNumber, status: "needs-info" },
      after: { status: "open", photos: photos.length },
    });
    return { ok: true } as const;
  });
}

/** The member takes back a request staff have not approved yet. */
export async function withdrawRequest(db: ShopDatabase, member: AuditActor, orderNumber: string, requestId: string, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await ownRequest(tx, member, orderNumber, requestId);
    if (!found) return refused(404, t.requestNotFound);
    const { order, request } = found;
    if (request.status !== "open" && request.status !== "needs-info")
      return refused(409, t.requestMoved(t.statuses[request.status as keyof typeof t.statuses] ?? request.status));
    await tx.update(orderRequests).set({ status: "withdrawn", closedAt: now, updatedAt: now }).where(eq(orderRequests.id, request.id));
    await recordStep(tx, request.id, "withdrawn", "member");
    await recordAdminAction(tx, member, {
      action: "order-request.withdraw",
      entityId: request.id,
      before: { orderNumber: order.orderNumber, status: request.status },
      after: { status: "withdrawn" },
    });
    return { ok: true } as const;
  });
}
