// The back-office's side of after-sale requests (issue 36, decision 104): the queue's loader (its page
// of requests and the one its dialog opens), an order's requests and refunds for its page, and a
// refund with its slip. The writes themselves are the after-sale feature's (staff-requests.ts, refunds.ts).
import { desc, eq } from "drizzle-orm";
import {
  AFTER_SALE_DIALOGS,
  AFTER_SALE_LIST_FILTERS,
  nextStaffStep,
  queueStatusFilter,
  type StaffOrderAfterSale,
} from "../../../domain/admin/admin-after-sale";
import { adminAfterSaleTexts as x } from "../../../domain/admin/admin-after-sale-texts";
import type { RefundInput, RequestKind, RequestStatus, ReturnWanted } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { AuditActor } from "../../platform/db/audit-trail";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orderRequests, orders } from "../../platform/db/schema";
import { paidAmount } from "../after-sale/after-sale-order";
import { recordRefund } from "../after-sale/refunds";
import { removeRequestFiles, storeRequestPhotos } from "../after-sale/request-files";
import { listRequests, refundsOf, requestDetail } from "../after-sale/request-views";
import { dialogRow, listParams } from "./admin-route";

/** An order's requests and refunds as its staff page shows them, with what may still be refunded; null when there is no such order. */
export async function staffOrderAfterSale(db: DatabaseOrTransaction, orderId: string): Promise<StaffOrderAfterSale | null> {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalAmount: orders.totalAmount, refundedAmount: orders.refundedAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [requestRows, refundRows, paid] = await Promise.all([
    db
      .select({
        id: orderRequests.id,
        kind: orderRequests.kind,
        status: orderRequests.status,
        wanted: orderRequests.wanted,
        createdAt: orderRequests.createdAt,
      })
      .from(orderRequests)
      .where(eq(orderRequests.orderId, order.id))
      .orderBy(desc(orderRequests.createdAt)),
    refundsOf(db, order.id),
    paidAmount(db, order.id),
  ]);
  const requests = requestRows.map((row) => ({
    id: row.id,
    kind: row.kind as RequestKind,
    status: row.status as RequestStatus,
    wanted: row.wanted as ReturnWanted | null,
    createdAt: row.createdAt.toISOString(),
  }));
  const left = Math.max(0, paid - order.refundedAmount);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalAmount: order.totalAmount,
    paid,
    refundedAmount: order.refundedAmount,
    left,
    requests,
    refunds: refundRows,
    refundable: left > 0 && !requests.some((request) => nextStaffStep(request) === "refund"),
  };
}

/**
 * /admin/after-sale's loader (the admin checked by the route): the page of requests for the URL's
 * search and status (running by default), and what its one dialog shows — a request's detail
 * (`?request=<id>`), or an order to refund without a request (`?refund-order=<orderId>`).
 */
export async function loadAfterSaleQueue(db: ShopDatabase, request: Request) {
  const params = listParams(request, AFTER_SALE_LIST_FILTERS);
  const status = queueStatusFilter(params.filters?.status);
  const requestId = dialogRow(request, AFTER_SALE_DIALOGS.request);
  const refundOrderId = dialogRow(request, AFTER_SALE_DIALOGS.refundOrder);
  const [list, detail, refundOrder] = await Promise.all([
    listRequests(db, { ...params, filters: { ...params.filters, status } }),
    requestId ? requestDetail(db, requestId) : null,
    refundOrderId ? staffOrderAfterSale(db, refundOrderId) : null,
  ]);
  return {
    list,
    status,
    detail,
    refundOrder,
    dialogMissing: Boolean((requestId && !detail) || (refundOrderId && !refundOrder)),
  };
}

/**
 * A refund staff record from the queue or the order's page: its slip (at most one image) stored
 * privately first, then `recordRefund`; a refusal removes the stored slip again. Without a request,
 * refused while one of the order's requests waits for its money (that one is refunded from it).
 */
export async function recordStaffRefund(
  db: ShopDatabase,
  actor: AuditActor,
  input: RefundInput,
  slips: readonly File[],
  directory: string,
): Promise<Outcome<{ orderNumber: string }>> {
  if (slips.length > 1) return refused(422, x.oneSlipOnly, "slip");
  if (!input.requestId) {
    const order = await staffOrderAfterSale(db, input.orderId);
    if (!order) return refused(404, t.orderNotFound);
    if (order.requests.some((request) => nextStaffStep(request) === "refund")) return refused(409, x.refundThroughRequest);
  }
  const stored = slips.length > 0 ? await storeRequestPhotos(directory, slips, "slip") : ({ ok: true, value: [] } as const);
  if (!stored.ok) return stored;
  const result = await recordRefund(db, actor, input, stored.value[0] ?? null);
  if (!result.ok) {
    await removeRequestFiles(directory, stored.value);
    return result;
  }
  const [order] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, input.orderId));
  return { ok: true, value: { orderNumber: order?.orderNumber ?? "" } };
}
