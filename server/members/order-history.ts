import { count, desc, eq, sql } from "drizzle-orm";
import { isOrderPaymentStatus, isOrderStatus, type OrderPaymentStatus, type OrderStatus } from "../../domain/order-status";
import type { Satang } from "../../domain/money";
import type { DatabaseOrTransaction } from "../db/database";
import { orderItems, orders } from "../db/schema";

export type OrderSummary = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  totalAmount: Satang;
  itemCount: number;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
};

/** How many orders a history page shows at most: years of shopping for one member. */
export const ORDER_HISTORY_LIMIT = 100;

/** The member's own orders, newest first, with the number of pieces in each. */
export async function listMemberOrders(db: DatabaseOrTransaction, userId: string, limit = ORDER_HISTORY_LIMIT): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  // CHECK constraints keep the statuses within the domain's lists; the guards only narrow types.
  return rows.map((row) => ({
    ...row,
    status: isOrderStatus(row.status) ? row.status : "pending",
    paymentStatus: isOrderPaymentStatus(row.paymentStatus) ? row.paymentStatus : "unpaid",
  }));
}

export async function countMemberOrders(db: DatabaseOrTransaction, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.value ?? 0;
}
