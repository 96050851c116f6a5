import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "../../platform/db/database";
import { loyaltyLedger, orders, payments, profiles } from "../../platform/db/schema";
import { provideRacingConnection, provideTestDatabase } from "../../platform/db/test-support/test-database";
import { creditPointsForOrder } from "./order-points";
import { insertMember } from "../members/test-fixtures";
import { cancelOrder, EXPIRY_REASON, expireUnpaidOrders } from "./cancel-order";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct, pointsOf, stockOf } from "./test-fixtures";

const testDb = provideTestDatabase();
const HOUR = 60 * 60_000;
const NO_CAPS = { unpaidOrders: 1_000, unpaidUnitsPerProduct: 1_000, ordersPerHour: 1_000 };

async function placed(userId: string, productId: string, extra: Record<string, unknown> = {}) {
  // Many unpaid orders of one member: the caps of decision 056 are not what these tests are about.
  const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId, quantity: 2 }], extra), new Date(), NO_CAPS);
  if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`);
  return result.value;
}

async function orderRow(id: string) {
  const [row] = await testDb.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function ageOrder(id: string, hours: number) {
  await testDb.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(orders.id, id));
}

describe("cancelOrder", () => {
  it("returns the stock and the redeemed points once, however often it is called", async () => {
    const userId = await insertMember(testDb.db);
    await testDb.db.update(profiles).set({ loyaltyPoints: 300 }).where(eq(profiles.userId, userId));
    const lip = await insertProduct(testDb.db, { stock: 5 });
    const order = await placed(userId, lip.id, { redeemPoints: 200 });
    expect([await stockOf(testDb.db, lip.id), await pointsOf(testDb.db, userId)]).toEqual([3, 100]);

    const results = await Promise.all([1, 2, 3].map(() => cancelOrder(testDb.db, order.id, "ลูกค้าขอยกเลิก")));
    expect(results.filter((result) => result.cancelled)).toEqual([{ cancelled: true, stockReturned: 2, pointsReturned: 200 }]);
    expect(results.filter((result) => !result.cancelled)).toEqual([
      { cancelled: false, reason: "already-cancelled" },
      { cancelled: false, reason: "already-cancelled" },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", cancelReason: "ลูกค้าขอยกเลิก" });
    expect([await stockOf(testDb.db, lip.id), await pointsOf(testDb.db, userId)]).toEqual([5, 300]);
    const ledger = await testDb.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, order.id));
    expect(ledger.map((row) => [row.reason, row.points]).sort()).toEqual([
      ["redemption", -200],
      ["reversal", 200],
    ]);
  });

  it("takes back points the order earned, never below a zero balance", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { price: 600_00, stock: 5 });
    const order = await placed(userId, lip.id); // ฿1,200 → 12 points once paid
    await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
    expect(await creditPointsForOrder(testDb.db, order.id)).toEqual({ credited: true, points: 12 });
    // The member spends some of them elsewhere.
    await testDb.db.update(profiles).set({ loyaltyPoints: 5 }).where(eq(profiles.userId, userId));
    expect(await cancelOrder(testDb.db, order.id, "ยกเลิกโดยผู้ดูแล")).toEqual({ cancelled: true, stockReturned: 2, pointsReturned: -5 });
    expect(await pointsOf(testDb.db, userId)).toBe(0);
  });

  it("refuses unknown and already shipped orders", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5 });
    const order = await placed(userId, lip.id);
    await testDb.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, order.id));
    expect(await cancelOrder(testDb.db, order.id, "x")).toEqual({ cancelled: false, reason: "already-shipped" });
    expect(await cancelOrder(testDb.db, "00000000-0000-4000-8000-000000000000", "x")).toEqual({
      cancelled: false,
      reason: "order-not-found",
    });
    expect(await stockOf(testDb.db, lip.id)).toBe(3);
  });
});

describe("expireUnpaidOrders", () => {
  const wide = provideRacingConnection(testDb, 10);

  it("cancels only old unpaid orders without a proof, each once even with two runs at once", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 50 });
    const stale = [];
    for (let index = 0; index < 6; index += 1) {
      const order = await placed(userId, lip.id);
      await ageOrder(order.id, 25);
      stale.push(order.id);
    }
    const fresh = await placed(userId, lip.id);
    await ageOrder(fresh.id, 23);
    const withProof = await placed(userId, lip.id);
    await ageOrder(withProof.id, 30);
    await testDb.db.insert(payments).values({ orderId: withProof.id, userId, paymentMethod: "promptpay", amount: 548_00 });
    const paidCod = await placed(userId, lip.id, { paymentMethod: "cod" });
    await ageOrder(paidCod.id, 30);
    await testDb.db.update(orders).set({ status: "processing" }).where(eq(orders.id, paidCod.id));
    expect(await stockOf(testDb.db, lip.id)).toBe(50 - 9 * 2);

    const counts = await Promise.all([expireUnpaidOrders(wide.db, new Date(), 24 * HOUR), expireUnpaidOrders(wide.db, new Date(), 24 * HOUR)]);
    expect(counts[0]! + counts[1]!).toBe(6);
    for (const id of stale) expect(await orderRow(id)).toMatchObject({ status: "cancelled", cancelReason: EXPIRY_REASON });
    for (const id of [fresh.id, withProof.id]) expect((await orderRow(id)).status).toBe("pending");
    expect((await orderRow(paidCod.id)).status).toBe("processing");
    expect(await stockOf(testDb.db, lip.id)).toBe(50 - 3 * 2);
    expect(await expireUnpaidOrders(testDb.db, new Date(), 24 * HOUR)).toBe(0);
  });

  it("cancels each order exactly once when two instances, each with its own pool, run it at once over several batches", async () => {
    // Two shop instances: separate pools, as separate processes would have.
    const instances = [connectDatabase(testDb.connectionString, { max: 3 }), connectDatabase(testDb.connectionString, { max: 3 })];
    try {
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => insertMember(testDb.db)));
      const perMember = 50; // 250 orders: more than two of the job's batches of 100
      for (const userId of members) {
        await testDb.db
          .update(profiles)
          .set({ loyaltyPoints: perMember * 100 })
          .where(eq(profiles.userId, userId));
      }
      const lip = await insertProduct(testDb.db, { stock: members.length * perMember * 2 });
      const placedPerMember = await Promise.all(
        members.map(async (userId) => {
          const ids: string[] = [];
          for (let index = 0; index < perMember; index += 1) ids.push((await placed(userId, lip.id, { redeemPoints: 100 })).id);
          return ids;
        }),
      );
      const orderIds = placedPerMember.flat();
      await testDb.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
        .where(inArray(orders.id, orderIds));
      expect(await stockOf(testDb.db, lip.id)).toBe(0);

      const counts = await Promise.all(instances.map((instance) => expireUnpaidOrders(instance.db, new Date(), 24 * HOUR)));
      expect(counts[0]! + counts[1]!).toBe(orderIds.length);

      const rows = await testDb.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, orderIds));
      expect(rows.every((row) => row.status === "cancelled")).toBe(true);
      // Stock and points came back once per order: one reversal each, and the totals are whole again.
      const reversals = await testDb.db
        .select({ orderId: loyaltyLedger.orderId, points: loyaltyLedger.points })
        .from(loyaltyLedger)
        .where(and(inArray(loyaltyLedger.orderId, orderIds), eq(loyaltyLedger.reason, "reversal")));
      expect(reversals).toHaveLength(orderIds.length);
      expect(new Set(reversals.map((row) => row.orderId)).size).toBe(orderIds.length);
      expect(reversals.every((row) => row.points === 100)).toBe(true);
      expect(await stockOf(testDb.db, lip.id)).toBe(members.length * perMember * 2);
      for (const userId of members) expect(await pointsOf(testDb.db, userId)).toBe(perMember * 100);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
