import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { PaymentMethod } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";

/** How many orders of each kind the dashboard lists; the rest are behind the screen's link. */
export const WAITING_LIST_LENGTH = 5;

/** Orders not yet on their way: the ones staff can still pack and ship. */
export const UNSHIPPED_STATUSES = ["pending", "confirmed", "processing"] as const;

export type WaitingOrder = {
  orderNumber: string;
  customer: string;
  /** Satang: the slip's amount, or the order's total. */
  amount: number;
  paymentMethod: PaymentMethod;
  /** Since when it waits: the slip's upload, or the order's placing. */
  since: Date;
};

export type WaitingList = { rows: WaitingOrder[]; total: number };
export type WaitingOrders = { slipsToVerify: WaitingList; ordersToShip: WaitingList };

const customer = sql<string>`${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}`;
// The count of all waiting rows comes with the first few, in the same statement.
const waitingTotal = sql<number>`count(*) over ()`.mapWith(Number);

function waitingList(rows: Array<WaitingOrder & { total: number }>): WaitingList {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/**
 * The dashboard's "waiting for action": slips to verify (a payment still pending, on an order
 * that was not cancelled) and orders to ship (paid, or cash on delivery, and not yet shipped),
 * the longest-waiting first.
 */
export async function loadWaitingOrders(db: DatabaseOrTransaction, length = WAITING_LIST_LENGTH): Promise<WaitingOrders> {
  const [slips, toShip] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        customer,
        amount: payments.amount,
        paymentMethod: sql<PaymentMethod>`${payments.paymentMethod}`,
        since: payments.createdAt,
        total: waitingTotal,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.status, "pending"), ne(orders.status, "cancelled")))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(length),
    db
      .select({
        orderNumber: orders.orderNumber,
        customer,
        amount: orders.totalAmount,
        paymentMethod: sql<PaymentMethod>`${orders.paymentMethod}`,
        since: orders.createdAt,
        total: waitingTotal,
      })
      .from(orders)
      .where(and(inArray(orders.status, [...UNSHIPPED_STATUSES]), or(eq(orders.paymentStatus, "paid"), eq(orders.paymentMethod, "cod"))))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(length),
  ]);
  return { slipsToVerify: waitingList(slips), ordersToShip: waitingList(toShip) };
}
