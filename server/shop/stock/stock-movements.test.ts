import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, stockMovements, stocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { cancelOrder, EXPIRY_REASON, expireUnpaidOrders } from "../orders/cancel-order";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, insertProduct, orderLines, stockOf } from "../orders/test-fixtures";
import { listStockMovements, recordStockMovements } from "./stock-movements";

const testDb = provideTestDatabase();

const movementsOf = (productIds: string[]) =>
  testDb.db
    .select({
      productId: stockMovements.productId,
      kind: stockMovements.kind,
      change: stockMovements.change,
      quantityAfter: stockMovements.quantityAfter,
      orderId: stockMovements.orderId,
    })
    .from(stockMovements)
    .where(inArray(stockMovements.productId, productIds))
    .orderBy(stockMovements.createdAt);

describe("stock movements", () => {
  it("placing an order writes one sale row per shade with the stock it left; cancelling writes them back once", async () => {
    const userId = await insertMember(testDb.db);
    const rouge = await insertProduct(testDb.db, { stock: 5 });
    const nude = await insertProduct(testDb.db, { stock: 3, colors: ["Nude", "Rose"] });
    const result = await placeOrder(
      testDb.db,
      userId,
      checkoutForm([
        { productId: rouge.id, quantity: 2 },
        { productId: nude.id, colorId: nude.colors[0]!.id, quantity: 1 },
        { productId: nude.id, colorId: nude.colors[1]!.id, quantity: 1 },
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const orderId = result.value.id;
    expect(await movementsOf([rouge.id])).toEqual([{ productId: rouge.id, kind: "sale", change: -2, quantityAfter: 3, orderId }]);
    // Two shades of one product are one stock row, so one movement.
    // Stock per shade (decision 114): 3 split as Nude 2, Rose 1; one of each sold.
    expect(await movementsOf([nude.id])).toEqual(
      expect.arrayContaining([
        { productId: nude.id, kind: "sale", change: -1, quantityAfter: 1, orderId },
        { productId: nude.id, kind: "sale", change: -1, quantityAfter: 0, orderId },
      ]),
    );

    await Promise.all([1, 2].map(() => cancelOrder(testDb.db, orderId, "ลูกค้าขอยกเลิก")));
    expect((await movementsOf([rouge.id, nude.id])).filter((row) => row.kind === "cancellation")).toEqual(
      expect.arrayContaining([
        { productId: rouge.id, kind: "cancellation", change: 2, quantityAfter: 5, orderId },
        { productId: nude.id, kind: "cancellation", change: 1, quantityAfter: 2, orderId },
        { productId: nude.id, kind: "cancellation", change: 1, quantityAfter: 1, orderId },
      ]),
    );
    expect(await movementsOf([rouge.id, nude.id])).toHaveLength(6);
  });

  it("a refused order writes no movement and takes no stock", async () => {
    const userId = await insertMember(testDb.db);
    const plenty = await insertProduct(testDb.db, { stock: 10 });
    const scarce = await insertProduct(testDb.db, { stock: 1 });
    const result = await placeOrder(testDb.db, userId, checkoutForm(orderLines([plenty, 1], [scarce, 2])));
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(await movementsOf([plenty.id, scarce.id])).toEqual([]);
    expect([await stockOf(testDb.db, plenty.id), await stockOf(testDb.db, scarce.id)]).toEqual([10, 1]);
  });

  it("the expiry job's cancellations are recorded as expiry", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 4 });
    const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 3 }]));
    if (!result.ok) throw new Error(JSON.stringify(result));
    await testDb.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(orders.id, result.value.id));
    expect(await expireUnpaidOrders(testDb.db, new Date(), 24 * 3600_000)).toBeGreaterThanOrEqual(1);
    const [order] = await testDb.db.select({ cancelReason: orders.cancelReason }).from(orders).where(eq(orders.id, result.value.id));
    expect(order?.cancelReason).toBe(EXPIRY_REASON);
    expect(await movementsOf([lip.id])).toEqual([
      { productId: lip.id, kind: "sale", change: -3, quantityAfter: 1, orderId: result.value.id },
      { productId: lip.id, kind: "expiry", change: 3, quantityAfter: 4, orderId: result.value.id },
    ]);
  });

  it("is written with the change's own transaction: a rolled-back change leaves no movement", async () => {
    const lip = await insertProduct(testDb.db, { stock: 7 });
    await expect(
      testDb.db.transaction(async (tx) => {
        const [row] = await tx.update(stocks).set({ quantity: 9 }).where(eq(stocks.productId, lip.id)).returning({ quantity: stocks.quantity });
        await recordStockMovements(tx, [{ kind: "initial", productId: lip.id, change: 2, quantityAfter: row!.quantity }]);
        throw new Error("the change failed after the movement was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(await movementsOf([lip.id])).toEqual([]);
    expect(await stockOf(testDb.db, lip.id)).toBe(7);
  });

  it("refuses a movement that would leave negative stock, an empty change and an unknown kind (the table's checks)", async () => {
    const lip = await insertProduct(testDb.db, { stock: 1 });
    const admin = { id: crypto.randomUUID(), email: "stock-admin@test.example" };
    await expect(recordStockMovements(testDb.db, [{ kind: "manual", productId: lip.id, change: -2, quantityAfter: -1, actor: admin }])).rejects.toThrow();
    await expect(recordStockMovements(testDb.db, [{ kind: "manual", productId: lip.id, change: 0, quantityAfter: 1, actor: admin }])).rejects.toThrow();
    await expect(recordStockMovements(testDb.db, [{ kind: "gift" as "initial", productId: lip.id, change: 1, quantityAfter: 2 }])).rejects.toThrow();
    // An initial stock of 0 is a real opening entry.
    await recordStockMovements(testDb.db, [{ kind: "initial", productId: lip.id, change: 0, quantityAfter: 0 }]);
    expect(await movementsOf([lip.id])).toEqual([{ productId: lip.id, kind: "initial", change: 0, quantityAfter: 0, orderId: null }]);
  });

  it("lists one product's history newest first, a page of 20, with the order number of a sale", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 30 });
    const admin = { id: crypto.randomUUID(), email: "history-admin@test.example" };
    for (let index = 0; index < 21; index++) {
      await recordStockMovements(testDb.db, [{ kind: "manual", productId: lip.id, change: 1, quantityAfter: 10 + index, actor: admin, reason: `นับ ${index}` }]);
    }
    const sale = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]));
    if (!sale.ok) throw new Error(JSON.stringify(sale));

    const first = await listStockMovements(testDb.db, lip.id, { q: "", page: 1 });
    expect([first.total, first.pages, first.rows.length]).toEqual([22, 2, 20]);
    expect(first.rows[0]).toMatchObject({
      kind: "sale",
      change: -1,
      quantityAfter: 29,
      orderNumber: sale.value.orderNumber,
      actorEmail: null,
    });
    expect(first.rows[1]).toMatchObject({ kind: "manual", quantityAfter: 30, reason: "นับ 20", actorEmail: admin.email, orderNumber: null });
    const last = await listStockMovements(testDb.db, lip.id, { q: "ignored", page: 9 });
    expect(last.page).toBe(2);
    expect(last.rows.map((row) => row.reason)).toEqual(["นับ 1", "นับ 0"]);
  });

  it("reads one shade's history apart from the others' (decision 114)", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { colors: ["Brick", "Rose"], shadeStock: [3, 3] });
    const [brick, rose] = lip.colors;
    for (const shade of [brick!, rose!, rose!]) {
      const sale = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, colorId: shade.id, quantity: 1 }]));
      if (!sale.ok) throw new Error(JSON.stringify(sale));
    }
    const names = async (shadeId: string | null) =>
      (await listStockMovements(testDb.db, lip.id, { q: "", page: 1 }, shadeId)).rows.filter((row) => row.kind === "sale").map((row) => row.shadeNameThai);
    expect(await names(brick!.id)).toEqual([brick!.nameThai]);
    expect(await names(rose!.id)).toEqual([rose!.nameThai, rose!.nameThai]);
    expect((await names(null)).sort()).toEqual([brick!.nameThai, rose!.nameThai, rose!.nameThai].sort());
  });
});
