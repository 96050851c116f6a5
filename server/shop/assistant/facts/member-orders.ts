import { and, desc, eq } from "drizzle-orm";
import type { Satang } from "../../../../domain/shared/money";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod, ShippingCarrier } from "../../../../domain/orders/order-status";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { orderItems, orderRequests, orders } from "../../../platform/db/schema";
import type { RequestKind, RequestStatus } from "../../../../domain/after-sale/after-sale-requests";

export type MemberOrderFact = {
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  deliveredAt: Date | null;
  totalAmount: Satang;
  placedAt: Date;
  shippingCarrier: ShippingCarrier | null;
  trackingNumber: string | null;
  items: { productName: string; colorName: string; quantity: number }[];
  /** The order's newest after-sale request (decision 104): what the member asked and where it stands. */
  request: { kind: RequestKind; status: RequestStatus; staffNote: string | null } | null;
  /** Money sent back so far. */
  refundedAmount: Satang;
};

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  deliveredAt: orders.deliveredAt,
  totalAmount: orders.totalAmount,
  placedAt: orders.createdAt,
  shippingCarrier: orders.shippingCarrier,
  trackingNumber: orders.trackingNumber,
  refundedAmount: orders.refundedAmount,
};

type OrderRow = { [Key in keyof typeof orderColumns]: unknown } & { id: string };

async function withItems(db: DatabaseOrTransaction, row: OrderRow): Promise<MemberOrderFact> {
  const [items, [request]] = await Promise.all([
    db
      .select({ productName: orderItems.productName, colorName: orderItems.colorName, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id)),
    db
      .select({ kind: orderRequests.kind, status: orderRequests.status, staffNote: orderRequests.staffNote })
      .from(orderRequests)
      .where(eq(orderRequests.orderId, row.id))
      .orderBy(desc(orderRequests.createdAt))
      .limit(1),
  ]);
  return {
    orderNumber: row.orderNumber as string,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as OrderPaymentStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    deliveredAt: (row.deliveredAt as Date | null) ?? null,
    totalAmount: row.totalAmount as Satang,
    placedAt: row.placedAt as Date,
    shippingCarrier: (row.shippingCarrier as ShippingCarrier | null) ?? null,
    trackingNumber: (row.trackingNumber as string | null) ?? null,
    items,
    request: request ? { kind: request.kind as RequestKind, status: request.status as RequestStatus, staffNote: request.staffNote } : null,
    refundedAmount: row.refundedAmount as Satang,
  };
}

/**
 * One of the member's own orders by its number. `memberId` is the signed-in member from the
 * session: another member's order number finds nothing, exactly like a number that does not exist.
 */
export async function memberOrder(db: DatabaseOrTransaction, memberId: string, orderNumber: string): Promise<MemberOrderFact | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.userId, memberId), eq(orders.orderNumber, orderNumber.toUpperCase())))
    .limit(1);
  return row ? withItems(db, row) : null;
}

/** The member's newest orders, newest first. */
export async function memberRecentOrders(db: DatabaseOrTransaction, memberId: string, limit = 3): Promise<MemberOrderFact[]> {
  const rows = await db.select(orderColumns).from(orders).where(eq(orders.userId, memberId)).orderBy(desc(orders.createdAt)).limit(limit);
  return Promise.all(rows.map((row) => withItems(db, row)));
}
