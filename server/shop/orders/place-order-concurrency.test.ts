import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { orderItems, orders } from "../../platform/db/schema";
import { provideRacingConnection, provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct, stockOf } from "./test-fixtures";

const testDb = provideTestDatabase();
// Enough connections that the buyers really do race for the one stock row.
const wide = provideRacingConnection(testDb, 20);

describe("placeOrder under load", () => {
  it("sells exactly the 10 in stock to 200 concurrent buyers; everyone else hears it is sold out", async () => {
    const lip = await insertProduct(testDb.db, { stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => insertMember(testDb.db)));

    const started = performance.now();
    const results = await Promise.all(buyers.map((userId) => placeOrder(wide.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]))));
    console.info(`200 concurrent checkouts for 10 in stock: ${Math.round(performance.now() - started)} ms`);

    const placed = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const result of refused) expect(result).toEqual({ ok: false, status: 409, message: checkoutTexts.soldOut(lip.nameThai) });
    expect(await stockOf(testDb.db, lip.id)).toBe(0);

    const written = await testDb.db
      .select({ id: orders.id, items: sql<number>`count(${orderItems.id})::int` })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(inArray(orders.userId, buyers))
      .groupBy(orders.id);
    expect(written).toHaveLength(10);
    expect(written.every((order) => order.items === 1)).toBe(true);
    expect(new Set(written.map((order) => order.id))).toEqual(new Set(placed.map((result) => (result.ok ? result.value.id : ""))));
    const sold = await testDb.db
      .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, lip.id));
    expect(sold[0]!.quantity).toBe(10);
  });

  it("never deadlocks two orders taking the same products' stock in opposite line order", async () => {
    const [first, second] = [await insertProduct(testDb.db, { stock: 100 }), await insertProduct(testDb.db, { stock: 100 })];
    const buyers = await Promise.all(Array.from({ length: 40 }, () => insertMember(testDb.db)));
    const results = await Promise.all(
      buyers.map((userId, index) => {
        const lines = [
          { productId: first!.id, quantity: 1 },
          { productId: second!.id, quantity: 1 },
        ];
        return placeOrder(wide.db, userId, checkoutForm(index % 2 === 0 ? lines : lines.reverse()));
      }),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(40);
    expect([await stockOf(testDb.db, first!.id), await stockOf(testDb.db, second!.id)]).toEqual([60, 60]);
  });
});
