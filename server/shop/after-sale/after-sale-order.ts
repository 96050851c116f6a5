// What every after-sale write reads first: the order, locked, so a member's request, a staff
// decision, a refund, the expiry job and a shipment queue on one row and each sees the last one's
// result (decision 104).
import { and, eq, inArray, sql } from "drizzle-orm";
import { isOrderPaymentStatus, isOrderStatus, isPaymentMethod, ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-status";
import type { Satang } from "../../../domain/shared/money";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { lockedRow } from "../../platform/db/locked-row";
import { orderRequests, orders, payments } from "../../platform/db/schema";
import { ORDER_STATE_COLUMNS } from "../orders/order-state-columns";
import { RUNNING_REQUEST_STATUSES, type RequestKind, type RequestStatus } from "../../../domain/after-sale/after-sale-requests";

// The state every order change reads, plus the amounts and delivery date a refund is weighed on.
const COLUMNS = {
  ...ORDER_STATE_COLUMNS,
  subtotal: orders.subtotal,
  shippingFee: orders.shippingFee,
  discount: orders.discount,
  refundedAmount: orders.refundedAmount,
  deliveredAt: orders.deliveredAt,
  email: orders.shippingEmail,
};

async function narrowed(row: Awaited<ReturnType<typeof readLocked>>) {
  if (!row) return null;
  return {
    ...row,
    status: isOrderStatus(row.status) ? row.status : ("pending" as const),
    paymentStatus: isOrderPaymentStatus(row.paymentStatus) ? row.paymentStatus : ("unpaid" as const),
    paymentMethod: isPaymentMethod(row.paymentMethod) ? row.paymentMethod : ("promptpay" as const),
  };
}

function readLocked(tx: DatabaseOrTransaction, where: ReturnType<typeof eq>) {
  return lockedRow(tx.select(COLUMNS).from(orders).where(where));
}

export type AfterSaleOrder = NonNullable<Awaited<ReturnType<typeof narrowed>>>;

export async function lockOrderByNumber(tx: DatabaseOrTransaction, orderNumber: string): Promise<AfterSaleOrder | null> {
  return narrowed(await readLocked(tx, eq(orders.orderNumber, orderNumber)));
}

export async function lockOrderById(tx: DatabaseOrTransaction, orderId: string): Promise<AfterSaleOrder | null> {
  return narrowed(await readLocked(tx, eq(orders.id, orderId)));
}

/** The money the shop holds for the order: its verified payments (a transfer's slip, the cash a courier collected). */
export async function paidAmount(tx: DatabaseOrTransaction, orderId: string): Promise<Satang> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "verified")));
  return row?.paid ?? 0;
}

export type RunningRequest = { id: string; kind: RequestKind; status: RequestStatus };

/** The order's running request, if any (at most one: a partial unique index). */
export async function runningRequest(tx: DatabaseOrTransaction, orderId: string): Promise<RunningRequest | null> {
  const [row] = await tx
    .select({ id: orderRequests.id, kind: orderRequests.kind, status: orderRequests.status })
    .from(orderRequests)
    .where(and(eq(orderRequests.orderId, orderId), inArray(orderRequests.status, [...RUNNING_REQUEST_STATUSES])));
  return row ? { id: row.id, kind: row.kind as RequestKind, status: row.status as RequestStatus } : null;
}

export const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status];
