import type { OrderSummary, OrderThumbnail } from "../../../domain/orders/viewed-order";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { isOrderPaymentStatus, isOrderStatus, isPaymentMethod, isPaymentStatus } from "../../../domain/orders/order-status";
import { awaitsPayment } from "../../../domain/orders/order-tracking";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderItems, orders, payments } from "../../platform/db/schema";

/** How many orders a history page shows at most: years of shopping for one member. */
export const ORDER_HISTORY_LIMIT = 100;
export const THUMBNAILS_PER_ORDER = 3;

/** The member's own orders, newest first, with the number of pieces, the lines' pictures and whether it still needs paying. */
export async function listMemberOrders(db: DatabaseOrTransaction, userId: string, limit = ORDER_HISTORY_LIMIT): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      lineCount: sql<number>`count(${orderItems.id})::int`,
      latestPaymentStatus: sql<string | null>`(select ${payments.status} from ${payments} where ${payments.orderId} = ${orders.id}
        order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const pictures = await linePictures(
    db,
    rows.map((row) => row.id),
  );
  // CHECK constraints keep the statuses within the domain's lists; the guards only narrow types.
  return rows.map(({ paymentMethod, latestPaymentStatus, ...row }) => {
    const status = isOrderStatus(row.status) ? row.status : "pending";
    const paymentStatus = isOrderPaymentStatus(row.paymentStatus) ? row.paymentStatus : "unpaid";
    const latest = isPaymentStatus(latestPaymentStatus) ? { status: latestPaymentStatus } : null;
    return {
      ...row,
      status,
      paymentStatus,
      thumbnails: pictures.get(row.id) ?? [],
      awaitsPayment: awaitsPayment({
        status,
        paymentStatus,
        paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : "promptpay",
        latestPayment: latest,
      }),
    };
  });
}

/** The first few lines' pictures of each order, in the order page's line order. */
async function linePictures(db: DatabaseOrTransaction, orderIds: string[]): Promise<Map<string, OrderThumbnail[]>> {
  const byOrder = new Map<string, OrderThumbnail[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      imageUrl: orderItems.imageUrl,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.colorName));
  for (const line of lines) {
    if (!line.imageUrl) continue;
    const pictures = byOrder.get(line.orderId) ?? [];
    if (pictures.length < THUMBNAILS_PER_ORDER) pictures.push({ imageUrl: line.imageUrl, name: `${line.productName} ${line.colorName}` });
    byOrder.set(line.orderId, pictures);
  }
  return byOrder;
}

export async function countMemberOrders(db: DatabaseOrTransaction, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.value ?? 0;
}
