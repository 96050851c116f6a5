import { and, eq } from "drizzle-orm";
import type { DatabaseOrDrizzleTransaction } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { orderDeliveredLine } from "../member-messages/order-line-messages";
import { tellMember } from "../member-messages/tell-member";
import { creditPointsForOrder } from "./order-points";
import { issueRequestedTaxInvoice } from "./tax-invoices";

/** The note on the payment row a cash-on-delivery order gets when it is delivered. */
export const COD_PAYMENT_NOTE = "เก็บเงินปลายทางเมื่อส่งมอบสินค้า";

/** The locked order row `deliverOrder` moves (its caller has checked it is shipped and may be moved by `by`). */
export type OrderToDeliver = {
  id: string;
  userId: string;
  paymentMethod: string;
  paymentStatus: string;
  totalAmount: number;
};

export type DeliveryResult = { delivered: true; codPaid: boolean; pointsCredited: number } | { delivered: false; reason: "moved-meanwhile" };

/**
 * The one way an order becomes delivered (decision 071), for the back-office's button and the
 * member's "ได้รับสินค้าแล้ว" alike: the status, when and by whom, and — for cash on delivery,
 * whose money changes hands with the parcel — the order paid, its payment row recorded and the
 * points earned credited. Inside the caller's transaction; conditional on the order still being
 * shipped, so a second press (or a staff member and the member at once) changes nothing.
 * `verifiedBy` is the staff member for a staff move, null when the member confirmed (no staff
 * member checked the cash).
 */
export async function deliverOrder(
  tx: DatabaseOrDrizzleTransaction,
  order: OrderToDeliver,
  by: { userId: string; isStaff: boolean },
  now: Date,
): Promise<DeliveryResult> {
  const codPaid = order.paymentMethod === "cod" && order.paymentStatus !== "paid";
  const updated = await tx
    .update(orders)
    .set({ status: "delivered", deliveredAt: now, deliveredBy: by.userId, updatedAt: now, ...(codPaid ? { paymentStatus: "paid" } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, "shipped")))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (updated.length === 0) return { delivered: false, reason: "moved-meanwhile" };
  // "ได้รับของแล้วหรือยัง รีวิวรับแต้ม" on LINE to a member who consented (decision 111); no mail today.
  await tellMember(tx, order.userId, { about: "order delivered", orderNumber: updated[0]!.orderNumber, line: orderDeliveredLine(updated[0]!) });
  if (!codPaid) return { delivered: true, codPaid, pointsCredited: 0 };
  await tx.insert(payments).values({
    orderId: order.id,
    userId: order.userId,
    paymentMethod: "cod",
    amount: order.totalAmount,
    status: "verified",
    adminNotes: COD_PAYMENT_NOTE,
    verifiedBy: by.isStaff ? by.userId : null,
    verifiedAt: now,
  });
  // Cash on delivery is paid now: a tax invoice the member asked for is issued with it (decision 079).
  await issueRequestedTaxInvoice(tx, order.id, now);
  const points = await creditPointsForOrder(tx, order.id);
  return { delivered: true, codPaid, pointsCredited: points.credited ? points.points : 0 };
}
