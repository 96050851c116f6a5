import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "../db/test-support/test-database";
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
});
