import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { orders } from "../../platform/db/schema";
import { provideRacingConnection, provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { cancelOrder } from "./cancel-order";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct, orderLines, orderRowCounts, stockOf } from "./test-fixtures";
import type { CheckoutLimits } from "./unpaid-holds";

const testDb = provideTestDatabase();
const m = checkoutTexts;
const LIMITS: CheckoutLimits = { unpaidOrders: 3, unpaidUnitsPerProduct: 5, ordersPerHour: 20 };

const order = (userId: string, productId: string, quantity = 1, limits = LIMITS, now = new Date()) =>
  placeOrder(testDb.db, userId, checkoutForm([{ productId, quantity }]), now, limits);

describe("what one member may hold unpaid (decision 056)", () => {
  it("takes three unpaid orders and refuses the fourth in Thai, writing nothing; paying or cancelling one frees a place", async () => {
    const hoarder = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 50 });
    const placed = [];
    for (let index = 0; index < 3; index += 1) {
      const result = await order(hoarder, lip.id);
      expect(result.ok).toBe(true);
      if (result.ok) placed.push(result.value);
    }
    const before = await orderRowCounts(testDb.db);
    expect(await order(hoarder, lip.id)).toEqual({ ok: false, status: 429, message: m.tooManyUnpaidOrders(3) });
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(47);

    // Another member is not held back by the hoarder.
    expect((await order(await insertMember(testDb.db), lip.id)).ok).toBe(true);

    await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, placed[0]!.id));
    expect((await order(hoarder, lip.id)).ok).toBe(true);
    await cancelOrder(testDb.db, placed[1]!.id, "ลูกค้าขอยกเลิก");
    expect((await order(hoarder, lip.id)).ok).toBe(true);
    expect((await order(hoarder, lip.id)).ok).toBe(false);
  });

  it("counts a proof staff have not verified as unpaid: a junk slip frees no place", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 50 });
    for (let index = 0; index < 3; index += 1) {
      const result = await order(member, lip.id);
      if (result.ok) await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, result.value.id));
    }
    expect(await order(member, lip.id)).toMatchObject({ ok: false, status: 429 });
  });

  it("caps the units of one product held unpaid, across orders and lines, naming the product", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 50, nameThai: "ลิปแดงกุหลาบ" });
    const other = await insertProduct(testDb.db, { stock: 50 });
    expect(await order(member, lip.id, 6)).toEqual({ ok: false, status: 429, message: m.tooManyUnitsHeld("ลิปแดงกุหลาบ", 5, 0) });
    expect((await order(member, lip.id, 3)).ok).toBe(true);
    expect(await order(member, lip.id, 3)).toEqual({ ok: false, status: 429, message: m.tooManyUnitsHeld("ลิปแดงกุหลาบ", 5, 3) });
    // Two lines of the same product count together.
    const twoLines = await placeOrder(testDb.db, member, checkoutForm(orderLines([lip, 1], [lip, 2])), new Date(), LIMITS);
    expect(twoLines).toMatchObject({ ok: false, status: 429 });
    expect((await order(member, other.id, 5)).ok).toBe(true);
    expect(await stockOf(testDb.db, lip.id)).toBe(47);
  });

  it("refuses a member's orders past the hourly ceiling, paid ones counted, saying when to try again", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 50 });
    const now = new Date();
    const limits = { ...LIMITS, ordersPerHour: 2 };
    for (let index = 0; index < 2; index += 1) {
      const result = await order(member, lip.id, 1, limits, now);
      if (!result.ok) throw new Error(JSON.stringify(result));
      await testDb.db
        .update(orders)
        .set({ paymentStatus: "paid", createdAt: new Date(now.getTime() - (40 - index) * 60_000) })
        .where(eq(orders.id, result.value.id));
    }
    // The older of the two was placed 40 minutes ago: a place frees in 20 minutes.
    expect(await order(member, lip.id, 1, limits, now)).toEqual({ ok: false, status: 429, message: m.tooManyOrders(20) });
  });

  describe("with one member's checkouts racing each other", () => {
    const wide = provideRacingConnection(testDb, 10);

    it("places exactly as many as the cap allows", async () => {
      const member = await insertMember(testDb.db);
      const lip = await insertProduct(testDb.db, { stock: 50 });
      const results = await Promise.all(
        Array.from({ length: 12 }, () => placeOrder(wide.db, member, checkoutForm([{ productId: lip.id, quantity: 1 }]), new Date(), LIMITS)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok && result.status === 429)).toHaveLength(9);
      expect(await stockOf(testDb.db, lip.id)).toBe(47);
    });
  });
});
