import { eq } from "drizzle-orm";
import type { ShopDatabase } from "../../platform/db/database";
import { orderItems, orders, payments, users } from "../../platform/db/schema";
import { openRequest } from "../after-sale/member-requests";
import { insertMember } from "../members/test-fixtures";
import { placeTestOrder } from "../orders/test-fixtures";

/**
 * Rows for the back-office's after-sale tests: a member's order of `quantity` 200-baht lipsticks
 * (a new product, stock 5, through checkout), its transfer verified and the parcel delivered —
 * and, with `returning`, that many units asked back for a refund (changed mind, still sealed).
 */
export async function deliveredOrder(db: ShopDatabase, { quantity = 2, returning = 0 }: { quantity?: number; returning?: number } = {}) {
  const memberId = await insertMember(db, { name: "มาลี หลังการขาย" });
  const [member] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, memberId));
  const placed = await placeTestOrder(db, memberId, { price: 200_00, stock: 5, quantity });
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
  await db.insert(payments).values({ orderId: order!.id, userId: memberId, paymentMethod: "promptpay", amount: order!.totalAmount, status: "verified" });
  await db.update(orders).set({ status: "delivered", paymentStatus: "paid", deliveredAt: new Date() }).where(eq(orders.id, order!.id));
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  let requestId: string | null = null;
  if (returning > 0) {
    const opened = await openRequest(
      db,
      member!,
      order!.orderNumber,
      { kind: "return", reason: "changed-mind", wanted: "refund", details: "ไม่ถูกใจสี", sealed: true },
      { lines: [{ itemId: item!.id, quantity: returning }], photos: [] },
    );
    if (!opened.ok) throw new Error(JSON.stringify(opened));
    requestId = opened.value.requestId;
  }
  return { member: member!, order: order!, item: item!, requestId };
}
