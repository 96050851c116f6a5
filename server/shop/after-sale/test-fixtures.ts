import { eq } from "drizzle-orm";
import type { ShopDatabase } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { insertActor } from "../members/test-fixtures";
import { creditPointsForOrder } from "../orders/order-points";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, insertProduct } from "../orders/test-fixtures";

const NO_CAPS = { unpaidOrders: 1_000, unpaidUnitsPerProduct: 1_000, ordersPerHour: 1_000 };

/** A member as the after-sale functions take one: id and e-mail. */
export const afterSaleMember = (db: ShopDatabase) => insertActor(db);

/**
 * An order placed through checkout (two shades on offer, the first bought), then as far along as
 * asked: paid (a verified transfer and its points), delivered `deliveredDaysAgo` days ago.
 */
export async function afterSaleOrder(
  db: ShopDatabase,
  userId: string,
  options: {
    price?: number;
    stock?: number;
    quantity?: number;
    paymentMethod?: "promptpay" | "cod";
    paid?: boolean;
    status?: "processing" | "shipped" | "delivered";
    deliveredDaysAgo?: number;
  } = {},
) {
  const lip = await insertProduct(db, { price: options.price ?? 500_00, stock: options.stock ?? 10, colors: ["Ruby", "Rosewood"] });
  const placed = await placeOrder(
    db,
    userId,
    checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: options.quantity ?? 2 }], { paymentMethod: options.paymentMethod ?? "promptpay" }),
    new Date(),
    NO_CAPS,
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  const order = placed.value;
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (options.paid) {
    await db
      .insert(payments)
      .values({ orderId: order.id, userId, paymentMethod: row!.paymentMethod, amount: row!.totalAmount, status: "verified", verifiedAt: new Date() });
    await db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
    await creditPointsForOrder(db, order.id);
  }
  if (options.status) {
    const deliveredAt = options.status === "delivered" ? new Date(Date.now() - (options.deliveredDaysAgo ?? 1) * 24 * 60 * 60_000) : null;
    await db
      .update(orders)
      .set({ status: options.status, deliveredAt, shippedAt: options.status === "processing" ? null : new Date() })
      .where(eq(orders.id, order.id));
  }
  return { ...order, orderNumber: row!.orderNumber, totalAmount: row!.totalAmount, product: lip };
}
