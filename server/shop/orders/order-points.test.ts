import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loyaltyLedger, orders, profiles } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { ledgerEntryText } from "../../../domain/loyalty/loyalty";
import { listLoyaltyLedger } from "../members/loyalty";
import { creditPointsForOrder, reversePointsForOrder } from "./order-points";
import { insertMember, insertOrder } from "../members/test-fixtures";

const testDb = provideTestDatabase();

async function balance(userId: string) {
  const [row] = await testDb.db.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, userId));
  return row?.points;
}

describe("creditPointsForOrder", () => {
  it("credits 1 point per full 100 baht of the paid total, with a ledger row", async () => {
    const userId = await insertMember(testDb.db);
    // ฿1,249 + ฿50 shipping = ฿1,299 → 12 points.
    const order = await insertOrder(testDb.db, userId, { subtotal: 1249_00, shippingFee: 50_00, paymentStatus: "paid" });
    expect(await creditPointsForOrder(testDb.db, order.id)).toEqual({ credited: true, points: 12 });
    expect(await balance(userId)).toBe(12);
    const ledger = await listLoyaltyLedger(testDb.db, userId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ points: 12, reason: "order", orderNumber: order.orderNumber });
  });

  it("is idempotent per order, even when called concurrently", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 500_00, paymentStatus: "paid" });
    const results = await Promise.all(Array.from({ length: 5 }, () => creditPointsForOrder(testDb.db, order.id)));
    expect(results.filter((result) => result.credited)).toHaveLength(1);
    expect(results.filter((result) => !result.credited && result.reason === "already-credited")).toHaveLength(4);
    expect(await creditPointsForOrder(testDb.db, order.id)).toEqual({ credited: false, reason: "already-credited" });
    expect(await balance(userId)).toBe(5);
    const rows = await testDb.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("adds up across orders and lists the ledger newest first", async () => {
    const userId = await insertMember(testDb.db);
    const first = await insertOrder(testDb.db, userId, { subtotal: 300_00, paymentStatus: "paid" });
    const second = await insertOrder(testDb.db, userId, { subtotal: 1000_00, paymentStatus: "paid" });
    await creditPointsForOrder(testDb.db, first.id);
    await creditPointsForOrder(testDb.db, second.id);
    expect(await balance(userId)).toBe(13);
    expect((await listLoyaltyLedger(testDb.db, userId)).map((entry) => entry.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
  });

  it("credits nothing for a cancelled order, even a paid one", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 900_00, paymentStatus: "paid", status: "cancelled" });
    expect(await creditPointsForOrder(testDb.db, order.id)).toEqual({ credited: false, reason: "cancelled" });
    expect(await balance(userId)).toBe(0);
  });

  it("credits nothing for unpaid orders, orders under 100 baht or unknown orders", async () => {
    const userId = await insertMember(testDb.db);
    const unpaid = await insertOrder(testDb.db, userId, { subtotal: 900_00, paymentStatus: "pending" });
    const small = await insertOrder(testDb.db, userId, { subtotal: 99_99, paymentStatus: "paid" });
    expect(await creditPointsForOrder(testDb.db, unpaid.id)).toEqual({ credited: false, reason: "not-paid" });
    expect(await creditPointsForOrder(testDb.db, small.id)).toEqual({ credited: false, reason: "no-points" });
    expect(await creditPointsForOrder(testDb.db, "00000000-0000-4000-8000-000000000000")).toEqual({
      credited: false,
      reason: "order-not-found",
    });
    expect(await balance(userId)).toBe(0);
    expect(await listLoyaltyLedger(testDb.db, userId)).toEqual([]);
  });

  it("runs inside the caller's transaction and rolls back with it", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 700_00, paymentStatus: "unpaid" });
    await expect(
      testDb.db.transaction(async (tx) => {
        // The payment flow: mark paid, credit points, then something later fails.
        await tx.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
        expect(await creditPointsForOrder(tx, order.id)).toEqual({ credited: true, points: 7 });
        throw new Error("payment verification failed later on");
      }),
    ).rejects.toThrow("payment verification failed later on");
    expect(await balance(userId)).toBe(0);
    expect(await listLoyaltyLedger(testDb.db, userId)).toEqual([]);
  });
});

describe("reversePointsForOrder", () => {
  it("takes back what a paid order earned once it is cancelled, once, with a ledger row that reads in Thai", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 1200_00, paymentStatus: "paid" });
    await creditPointsForOrder(testDb.db, order.id);
    expect(await balance(userId)).toBe(12);

    // A live order keeps its points.
    expect(await reversePointsForOrder(testDb.db, order.id)).toEqual({ reversed: false, reason: "order-active" });
    await testDb.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));

    const results = await Promise.all([1, 2, 3].map(() => reversePointsForOrder(testDb.db, order.id)));
    expect(results.filter((result) => result.reversed)).toEqual([{ reversed: true, points: -12 }]);
    expect(results.filter((result) => !result.reversed)).toEqual([
      { reversed: false, reason: "already-reversed" },
      { reversed: false, reason: "already-reversed" },
    ]);
    expect(await balance(userId)).toBe(0);
    const [latest] = await listLoyaltyLedger(testDb.db, userId);
    expect(latest).toMatchObject({ reason: "reversal", points: -12, orderNumber: order.orderNumber });
    expect(ledgerEntryText(latest!)).toBe(`หักแต้มที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ ${order.orderNumber}`);
  });

  it("works for a refunded order, never takes the balance below zero, and settles an order only once", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 1000_00, paymentStatus: "paid" });
    await creditPointsForOrder(testDb.db, order.id);
    await testDb.db.update(profiles).set({ loyaltyPoints: 4 }).where(eq(profiles.userId, userId));
    await testDb.db.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.id, order.id));
    expect(await reversePointsForOrder(testDb.db, order.id)).toEqual({ reversed: true, points: -4 });
    expect(await balance(userId)).toBe(0);
    // Points earned later elsewhere are not taken for this order's remainder.
    await testDb.db.update(profiles).set({ loyaltyPoints: 50 }).where(eq(profiles.userId, userId));
    expect(await reversePointsForOrder(testDb.db, order.id)).toEqual({ reversed: false, reason: "already-reversed" });
    expect(await balance(userId)).toBe(50);
  });

  it("has nothing to reverse for an order that moved no points, and nothing for an unknown order", async () => {
    const userId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, userId, { subtotal: 300_00, status: "cancelled" });
    expect(await reversePointsForOrder(testDb.db, order.id)).toEqual({ reversed: false, reason: "nothing-to-reverse" });
    expect(await reversePointsForOrder(testDb.db, "00000000-0000-4000-8000-000000000000")).toEqual({
      reversed: false,
      reason: "order-not-found",
    });
  });
});
