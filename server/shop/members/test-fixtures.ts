import { eq } from "drizzle-orm";
import { SOMYING_SHIPPING } from "../orders/test-fixtures";
import { randomUUID } from "node:crypto";
import { generateOrderNumber } from "../../../domain/orders/order-number";
import type { OrderPaymentStatus, OrderStatus } from "../../../domain/orders/order-status";
import type { ShopDatabase } from "../../platform/db/database";
import { orderItems, orders, profiles, users } from "../../platform/db/schema";

/** Rows for the member tests: a user with a profile, and orders as checkout will write them. */
export async function insertMember(db: ShopDatabase, options: { name?: string; role?: "user" | "admin" } = {}) {
  const id = randomUUID();
  const name = options.name ?? "ลูกค้าทดสอบ";
  await db.insert(users).values({ id, name, email: `member-${id}@test.example`, role: options.role ?? "user" });
  await db.insert(profiles).values({ userId: id, displayName: name });
  return id;
}

/** Someone as the audited writes take them (id and e-mail): a member, or staff (role admin). */
export async function insertActor(db: ShopDatabase, role: "user" | "admin" = "user") {
  const id = await insertMember(db, { role });
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  return row!;
}

/** A staff member (role admin) as the back-office functions take one: id and e-mail. */
export const insertAdmin = (db: ShopDatabase) => insertActor(db, "admin");

export async function insertOrder(
  db: ShopDatabase,
  userId: string,
  options: {
    subtotal: number;
    shippingFee?: number;
    createdAt?: Date;
    status?: OrderStatus;
    paymentStatus?: OrderPaymentStatus;
    quantities?: number[];
  },
) {
  const shippingFee = options.shippingFee ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      orderNumber: generateOrderNumber(),
      status: options.status ?? "pending",
      paymentStatus: options.paymentStatus ?? "unpaid",
      paymentMethod: "bankTransfer",
      subtotal: options.subtotal,
      shippingFee,
      totalAmount: options.subtotal + shippingFee,
      ...SOMYING_SHIPPING,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  for (const quantity of options.quantities ?? [1]) {
    await db.insert(orderItems).values({
      orderId: order!.id,
      productName: "Velvet Lip",
      colorName: "ปกติ",
      unitPrice: 249_00,
      quantity,
    });
  }
  return order!;
}
