import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type * as OrderNumber from "../../../domain/orders/order-number";
import { orders } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct, orderRowCounts, stockOf } from "./test-fixtures";

// The random order number, made to clash: the numbers handed out are queued by the test.
const numbers = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock("../../../domain/orders/order-number", async (original) => {
  const actual = await original<typeof OrderNumber>();
  return { ...actual, generateOrderNumber: () => numbers.queue.shift() ?? actual.generateOrderNumber() };
});

const testDb = provideTestDatabase();

describe("placeOrder's order number", () => {
  it("draws a new number when the random one is taken, without losing the order", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5 });
    numbers.queue.push("ORDER-TAKEN0001");
    const first = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]));
    expect(first).toMatchObject({ ok: true, value: { orderNumber: "ORDER-TAKEN0001" } });

    numbers.queue.push("ORDER-TAKEN0001", "ORDER-TAKEN0001", "ORDER-FRESH0002");
    const second = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]));
    expect(second).toMatchObject({ ok: true, value: { replayed: false, orderNumber: "ORDER-FRESH0002" } });
    expect(await stockOf(testDb.db, lip.id)).toBe(3);
  });

  it("gives up after five clashes and writes nothing", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5 });
    const before = await orderRowCounts(testDb.db);
    numbers.queue.push(...Array.from({ length: 5 }, () => "ORDER-TAKEN0001"));
    await expect(placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]))).rejects.toThrow();
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(5);
    expect(await testDb.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
  });
});
