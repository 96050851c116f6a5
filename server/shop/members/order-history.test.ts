import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems, orders, payments } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { countMemberOrders, listMemberOrders } from "./order-history";
import { insertMember, insertOrder } from "./test-fixtures";

const testDb = provideTestDatabase();

describe("listMemberOrders", () => {
  it("lists only the member's own orders, newest first, with totals, statuses and piece counts", async () => {
    const userId = await insertMember(testDb.db);
    const someoneElse = await insertMember(testDb.db);
    const old = await insertOrder(testDb.db, userId, {
      subtotal: 498_00,
      shippingFee: 50_00,
      createdAt: new Date("2024-08-22T10:00:00Z"),
      status: "delivered",
      paymentStatus: "paid",
      quantities: [1, 1],
    });
    const recent = await insertOrder(testDb.db, userId, {
      subtotal: 1245_00,
      createdAt: new Date("2024-09-01T10:00:00Z"),
      quantities: [3, 2],
    });
    await insertOrder(testDb.db, someoneElse, { subtotal: 100_00 });

    const history = await listMemberOrders(testDb.db, userId);
    expect(history.map((order) => order.orderNumber)).toEqual([recent.orderNumber, old.orderNumber]);
    expect(history[0]).toMatchObject({ totalAmount: 1245_00, itemCount: 5, status: "pending", paymentStatus: "unpaid" });
    expect(history[1]).toMatchObject({ totalAmount: 548_00, itemCount: 2, status: "delivered", paymentStatus: "paid" });
    expect(history[1]!.createdAt).toEqual(new Date("2024-08-22T10:00:00Z"));
    expect(await countMemberOrders(testDb.db, userId)).toBe(2);
    expect(await countMemberOrders(testDb.db, someoneElse)).toBe(1);
  });

  it("is empty for a member without orders", async () => {
    const userId = await insertMember(testDb.db);
    expect(await listMemberOrders(testDb.db, userId)).toEqual([]);
    expect(await countMemberOrders(testDb.db, userId)).toBe(0);
  });

  it("gives each order its first lines' pictures and how many lines it has", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 996_00, quantities: [1, 1, 1, 1] });
    const lines = await testDb.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const [index, line] of lines.entries())
      await testDb.db
        .update(orderItems)
        .set({ imageUrl: index === 0 ? null : `/media/products/lip-${index}-960.webp` })
        .where(eq(orderItems.id, line.id));
    const [row] = await listMemberOrders(testDb.db, userId);
    // A line without a picture is skipped; at most three are shown.
    expect(row).toMatchObject({ lineCount: 4 });
    expect(row!.thumbnails).toHaveLength(3);
    expect(row!.thumbnails[0]).toEqual({
      imageUrl: expect.stringMatching(/^\/media\/products\/lip-\d-960\.webp$/),
      name: "Velvet Lip ปกติ",
    });
  });

  it("offers payment only on an order that still waits for the money", async () => {
    const userId = await insertMember(testDb.db);
    await insertOrder(testDb.db, userId, { subtotal: 100_00, createdAt: new Date("2026-01-05T00:00:00Z") });
    const underReview = await insertOrder(testDb.db, userId, { subtotal: 100_00, createdAt: new Date("2026-01-04T00:00:00Z") });
    await testDb.db.insert(payments).values({ orderId: underReview.id, userId, paymentMethod: "bankTransfer", amount: 100_00, status: "pending" });
    const rejected = await insertOrder(testDb.db, userId, { subtotal: 100_00, createdAt: new Date("2026-01-03T00:00:00Z") });
    await testDb.db.insert(payments).values({ orderId: rejected.id, userId, paymentMethod: "bankTransfer", amount: 100_00, status: "rejected" });
    await insertOrder(testDb.db, userId, { subtotal: 100_00, createdAt: new Date("2026-01-02T00:00:00Z"), paymentStatus: "paid" });
    await insertOrder(testDb.db, userId, { subtotal: 100_00, createdAt: new Date("2026-01-01T00:00:00Z"), status: "cancelled" });
    const cod = await insertOrder(testDb.db, userId, { subtotal: 100_00, createdAt: new Date("2025-12-31T00:00:00Z") });
    await testDb.db.update(orders).set({ paymentMethod: "cod" }).where(eq(orders.id, cod.id));
    const history = await listMemberOrders(testDb.db, userId);
    expect(history.map((order) => order.awaitsPayment)).toEqual([true, false, true, false, false, false]);
  });
});
