// Reading after-sale requests for the member's order page and the staff's queue (decision 104).
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { afterSaleChoices } from "../../../domain/after-sale/after-sale-policy";
import {
  returnValue,
  RUNNING_REQUEST_STATUSES,
  type RefundMethod,
  type RequestKind,
  type RequestReason,
  type RequestStatus,
  type RequestStep,
  type ReturnWanted,
} from "../../../domain/after-sale/after-sale-requests";
import type { AfterSaleLine, OrderAfterSale, RefundView, RequestDetail, RequestQueueRow, RequestView } from "../../../domain/after-sale/after-sale-view";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import type { ViewedOrder } from "../../../domain/orders/viewed-order";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { loadPagedList, totalOf, type PagedList } from "../../platform/db/paged-list";
import { orderItems, orderRequests, orderRequestSteps, orders, productColors, refunds } from "../../platform/db/schema";
import { orderSearchText } from "../../platform/db/schema/orders";
import { paidAmount } from "./after-sale-order";
import { creditNotesOfOrder } from "./credit-notes";

/** Where a request's photo and a refund's slip are served (the member's own and staff only). */
export const requestPhotoUrl = (requestId: string, index: number) => `/order-request/files/${requestId}/${index}`;
export const refundSlipUrl = (refundId: string) => `/order-request/refund-slips/${refundId}`;

/** The steps of these requests, oldest first: each request's timeline, as `stepsOf(requestId)`. */
export async function requestSteps(db: DatabaseOrTransaction, requestIds: string[]) {
  const steps = await db.select().from(orderRequestSteps).where(inArray(orderRequestSteps.requestId, requestIds)).orderBy(asc(orderRequestSteps.createdAt));
  return (requestId: string) => steps.filter((step) => step.requestId === requestId);
}

async function requestsOf(
  db: DatabaseOrTransaction,
  where: SQL,
  items: Map<string, { name: string; colorName: string; unitPrice: number }>,
): Promise<RequestView[]> {
  const rows = await db.select().from(orderRequests).where(where).orderBy(desc(orderRequests.createdAt));
  if (rows.length === 0) return [];
  const stepsOf = await requestSteps(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as RequestKind,
    status: row.status as RequestStatus,
    reason: row.reason as RequestReason,
    wanted: row.wanted as ReturnWanted | null,
    details: row.details,
    lines: row.lines.map((line) => {
      const item = items.get(line.itemId);
      return {
        itemId: line.itemId,
        name: item?.name ?? "—",
        colorName: item?.colorName ?? "",
        quantity: line.quantity,
        newColorName: line.newColorName ?? null,
        unitPrice: item?.unitPrice ?? 0,
      };
    }),
    address: row.address,
    photoUrls: row.photos.map((_, index) => requestPhotoUrl(row.id, index)),
    staffNote: row.staffNote,
    createdAt: row.createdAt.toISOString(),
    steps: stepsOf(row.id).map((step) => ({
      step: step.step as RequestStep,
      actor: step.actor as "member" | "staff",
      note: step.note,
      at: step.createdAt.toISOString(),
    })),
  }));
}

/** An order's refunds, oldest first, as the member and staff see each (staff's view adds who and the note). */
export async function refundsOf(db: DatabaseOrTransaction, orderId: string): Promise<(RefundView & { note: string; refundedByEmail: string })[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    method: row.method as RefundMethod,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    slipUrl: row.slipFile ? refundSlipUrl(row.id) : null,
    note: row.note,
    refundedByEmail: row.refundedByEmail,
  }));
}

/** The member's view of a refund: how much, how and when, not who at the shop sent it. */
const memberRefund = ({ note: _note, refundedByEmail: _by, ...refund }: RefundView & { note: string; refundedByEmail: string }): RefundView => refund;

/** The order page's after-sale part: what the member may do now, their lines and each product's shades, their requests with timelines, the refunds. */
export async function orderAfterSale(db: DatabaseOrTransaction, order: ViewedOrder, now = new Date()): Promise<OrderAfterSale> {
  const items = new Map(order.items.map((item) => [item.id, { name: item.productName, colorName: item.colorName, unitPrice: item.unitPrice }]));
  const productIds = [...new Set(order.items.map((item) => item.productId).filter((id): id is string => id !== null))];
  const [requests, refundRows, notes, shades] = await Promise.all([
    requestsOf(db, eq(orderRequests.orderId, order.id), items),
    refundsOf(db, order.id),
    creditNotesOfOrder(db, order.id),
    productIds.length === 0
      ? []
      : db
          // Thai names: what the order's lines keep (checkout writes the shade's nameThai) and the member reads.
          .select({ productId: productColors.productId, name: productColors.nameThai })
          .from(productColors)
          .where(inArray(productColors.productId, productIds))
          .orderBy(asc(productColors.sortOrder), asc(productColors.nameThai)),
  ]);
  const running = requests.some((request) => (RUNNING_REQUEST_STATUSES as readonly string[]).includes(request.status));
  const choices = afterSaleChoices(order, now, running);
  const lines: AfterSaleLine[] = order.items.map((item) => ({
    itemId: item.id,
    name: item.productName,
    colorName: item.colorName,
    quantity: item.quantity,
    returnable: item.quantity - item.returnedQuantity,
    shades: shades.filter((shade) => shade.productId === item.productId).map((shade) => shade.name),
  }));
  return {
    choices: { ...choices, returnUntil: choices.returnUntil?.toISOString() ?? null },
    lines,
    requests,
    refunds: refundRows.map(memberRefund),
    refundedAmount: order.refundedAmount,
    creditNotes: notes.map((note) => ({
      creditNoteNumber: note.creditNoteNumber,
      issuedAt: note.issuedAt.toISOString(),
      amount: note.amount,
      url: `/orders/${encodeURIComponent(order.orderNumber)}/credit-notes/${note.creditNoteNumber}`,
    })),
  };
}

const RUNNING = inArray(orderRequests.status, [...RUNNING_REQUEST_STATUSES]);

function queueWhere(q: string, status: string | undefined): SQL | undefined {
  const conditions: SQL[] = [status === "all" ? sql`true` : status && status !== "running" ? eq(orderRequests.status, status) : RUNNING];
  if (q) conditions.push(ilike(orderSearchText(orders), containsPattern(q)));
  return and(...conditions);
}

/** The staff's queue: running requests first-come first-served (or every request, or one status), searched like the orders. */
export function listRequests(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<RequestQueueRow>> {
  const status = params.filters?.status;
  return loadPagedList(params, {
    count: (q) =>
      totalOf(db.select({ total: count() }).from(orderRequests).innerJoin(orders, eq(orders.id, orderRequests.orderId)).where(queueWhere(q, status))),
    rows: async (q, limit, offset) => {
      const rows = await db
        .select({
          id: orderRequests.id,
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          firstName: orders.shippingFirstName,
          lastName: orders.shippingLastName,
          kind: orderRequests.kind,
          status: orderRequests.status,
          reason: orderRequests.reason,
          wanted: orderRequests.wanted,
          createdAt: orderRequests.createdAt,
          photoCount: sql<number>`cardinality(${orderRequests.photos})`,
        })
        .from(orderRequests)
        .innerJoin(orders, eq(orders.id, orderRequests.orderId))
        .where(queueWhere(q, status))
        .orderBy(status && status !== "running" ? desc(orderRequests.createdAt) : asc(orderRequests.createdAt), asc(orderRequests.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ firstName, lastName, ...row }) => ({
        ...row,
        customerName: `${firstName} ${lastName}`.trim(),
        kind: row.kind as RequestKind,
        status: row.status as RequestStatus,
        reason: row.reason as RequestReason,
        wanted: row.wanted as ReturnWanted | null,
      }));
    },
  });
}

/** One request for staff: the request with its timeline and photos, its order's money, and the shopper's history with the shop. */
export async function requestDetail(db: DatabaseOrTransaction, requestId: string): Promise<RequestDetail | null> {
  const [head] = await db.select({ orderId: orderRequests.orderId, userId: orderRequests.userId }).from(orderRequests).where(eq(orderRequests.id, requestId));
  if (!head) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, head.orderId));
  if (!order) return null;
  const itemRows = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const items = new Map(itemRows.map((item) => [item.id, { name: item.productName, colorName: item.colorName, unitPrice: item.unitPrice }]));
  const [[request], refundRows, paid, [history], [requestHistory]] = await Promise.all([
    requestsOf(db, eq(orderRequests.id, requestId), items),
    refundsOf(db, order.id),
    paidAmount(db, order.id),
    db
      .select({
        orders: sql<number>`count(*)::int`,
        delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
        spent: sql<number>`coalesce(sum(${orders.totalAmount} - ${orders.refundedAmount}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`,
      })
      .from(orders)
      .where(eq(orders.userId, head.userId)),
    db
      .select({
        requests: sql<number>`count(*)::int`,
        refusedOrWithdrawn: sql<number>`count(*) filter (where ${orderRequests.status} in ('refused', 'withdrawn'))::int`,
      })
      .from(orderRequests)
      .where(eq(orderRequests.userId, head.userId)),
  ]);
  if (!request) return null;
  const left = Math.max(0, paid - order.refundedAmount);
  const suggested =
    request.kind === "return"
      ? Math.min(
          left,
          returnValue(
            order,
            request.lines.map((line) => ({ unitPrice: line.unitPrice, quantity: line.quantity })),
          ),
        )
      : left;
  return {
    request,
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentStatus: order.paymentStatus,
      totalAmount: order.totalAmount,
      paid,
      refundedAmount: order.refundedAmount,
      customerName: `${order.shippingFirstName} ${order.shippingLastName}`.trim(),
      email: order.shippingEmail,
    },
    refunds: refundRows,
    suggestedRefund: suggested,
    history: {
      orders: history?.orders ?? 0,
      delivered: history?.delivered ?? 0,
      spent: history?.spent ?? 0,
      requests: requestHistory?.requests ?? 0,
      refusedOrWithdrawn: requestHistory?.refusedOrWithdrawn ?? 0,
    },
  };
}

/** A request's photo, or a refund's slip, for the order's member or staff; null for anyone else (a 404 like an unknown id). */
export async function afterSaleFileForViewer(
  db: DatabaseOrTransaction,
  viewer: { id: string; isAdmin: boolean } | null,
  file: { kind: "photo"; requestId: string; index: number } | { kind: "slip"; refundId: string },
): Promise<string | null> {
  if (!viewer) return null;
  if (file.kind === "photo") {
    const [row] = await db
      .select({ userId: orderRequests.userId, photos: orderRequests.photos })
      .from(orderRequests)
      .where(eq(orderRequests.id, file.requestId));
    if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) return null;
    return row.photos[file.index] ?? null;
  }
  const [row] = await db
    .select({ userId: orders.userId, slipFile: refunds.slipFile })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, file.refundId));
  if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) return null;
  return row.slipFile;
}
