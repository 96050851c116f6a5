import { and, asc, desc, eq, sql } from "drizzle-orm";
import { isOrderNumber } from "../../../domain/orders/order-number";
import { isOrderPaymentStatus, isOrderStatus, isPaymentMethod, isPaymentStatus, isShippingCarrier } from "../../../domain/orders/order-status";
import type { OrderPromotionLine, ViewedOrder } from "../../../domain/orders/viewed-order";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderItems, orderPromotions, orders, payments } from "../../platform/db/schema";

/** Who is looking: the session's user, never an id from the browser. */
export type OrderViewer = { id: string; isAdmin: boolean };

export type { ViewedOrder, ViewedOrderItem, ViewedPayment, ViewedShipment } from "../../../domain/orders/viewed-order";

/**
 * The order with this number as `viewer` may see it: their own, or any order for an admin.
 * Anyone else gets null, exactly as for a number that does not exist, so order numbers
 * cannot be probed. Every page that shows one order (payment confirmation, success, the
 * member's order page, the receipt, proof files) asks here.
 */
export async function orderForViewer(db: DatabaseOrTransaction, viewer: OrderViewer, orderNumber: string): Promise<ViewedOrder | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const ownerOnly = viewer.isAdmin ? undefined : eq(orders.userId, viewer.id);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), ownerOnly));
  if (!row) return null;
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      imageUrl: orderItems.imageUrl,
      returnedQuantity: orderItems.returnedQuantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.colorName));
  const [payment] = await db
    .select({
      status: payments.status,
      createdAt: payments.createdAt,
      verifiedAt: payments.verifiedAt,
      // Over all the order's payments, not only the newest: what the payment clock reads (payment-clock.ts).
      lastActivityAt: sql<Date>`max(greatest(${payments.createdAt}, ${payments.updatedAt})) over ()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(payments)
    .where(eq(payments.orderId, row.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  // When the shop accepted the money: the first verified payment (a transfer's slip, or the cash a courier collected).
  const [verified] = await db
    .select({ verifiedAt: payments.verifiedAt })
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.status, "verified")))
    .orderBy(asc(payments.verifiedAt))
    .limit(1);
  const promotions = await orderPromotionLines(db, row.id);
  // CHECK constraints keep the statuses within the domain's lists; the guards only narrow types.
  return {
    promotions,
    id: row.id,
    userId: row.userId,
    orderNumber: row.orderNumber,
    status: isOrderStatus(row.status) ? row.status : "pending",
    paymentStatus: isOrderPaymentStatus(row.paymentStatus) ? row.paymentStatus : "unpaid",
    paymentMethod: isPaymentMethod(row.paymentMethod) ? row.paymentMethod : "promptpay",
    subtotal: row.subtotal,
    shippingFee: row.shippingFee,
    discount: row.discount,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    shipping: {
      firstName: row.shippingFirstName,
      lastName: row.shippingLastName,
      email: row.shippingEmail,
      phone: row.shippingPhone,
      address: row.shippingAddress,
      city: row.shippingCity,
      postalCode: row.shippingPostalCode,
    },
    cancelReason: row.cancelReason,
    shipment:
      row.trackingNumber && isShippingCarrier(row.shippingCarrier)
        ? { carrier: row.shippingCarrier, trackingNumber: row.trackingNumber, shippedAt: row.shippedAt, deliveredAt: row.deliveredAt }
        : null,
    paidAt: verified?.verifiedAt ?? null,
    processingAt: row.processingAt,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    deliveryConfirmedByMember: row.deliveredBy !== null && row.deliveredBy === row.userId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items,
    lastProofActivityAt: payment?.lastActivityAt ?? null,
    latestPayment: payment
      ? {
          status: isPaymentStatus(payment.status) ? payment.status : "pending",
          createdAt: payment.createdAt,
          verifiedAt: payment.verifiedAt,
        }
      : null,
  };
}

/** The promotions an order carries, as placed: what every document of the order lists above its total. */
export async function orderPromotionLines(db: DatabaseOrTransaction, orderId: string): Promise<OrderPromotionLine[]> {
  return db
    .select({
      title: orderPromotions.title,
      code: orderPromotions.code,
      discount: orderPromotions.discount,
      shippingDiscount: orderPromotions.shippingDiscount,
    })
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, orderId))
    .orderBy(asc(orderPromotions.createdAt), asc(orderPromotions.title));
}
