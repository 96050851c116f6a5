import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems, orderPromotions, orders, profiles } from "../../platform/db/schema";
import { provideRacingConnection, provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { insertPromotion, NEW_MEMBER_TEN_PERCENT, uniqueCode, usedOf } from "../promotions/test-fixtures";
import { cancelOrder, expireUnpaidOrders } from "./cancel-order";
import { placeOrder } from "./place-order";
import { creditPointsForOrder } from "./order-points";
import { checkoutForm, insertProduct, stockOf } from "./test-fixtures";

const testDb = provideTestDatabase();
const wide = provideRacingConnection(testDb, 20);
const LOOSE = { unpaidOrders: 1000, unpaidUnitsPerProduct: 1000, ordersPerHour: 1000 };

async function carried(orderId: string) {
  return testDb.db
    .select({ title: orderPromotions.title, code: orderPromotions.code, discount: orderPromotions.discount, returnedAt: orderPromotions.returnedAt })
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, orderId));
}

describe("placeOrder with promotions", () => {
  it("gives exactly 100 of 300 racing members a code capped at 100; the rest are told in Thai it is used up", async () => {
    const code = uniqueCode("RUSH");
    const promotion = await insertPromotion(testDb.db, { code, amount: 50_00, usageCap: 100 });
    const lip = await insertProduct(testDb.db, { stock: 1000, price: 249_00 });
    const buyers = await Promise.all(Array.from({ length: 300 }, () => insertMember(testDb.db)));
    // Each was shown ฿249 − ฿50 + ฿50 shipping.
    const results = await Promise.all(
      buyers.map((userId) =>
        placeOrder(wide.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }], { promoCode: code.toLowerCase(), expectedTotal: 249_00 })),
      ),
    );
    const placed = results.filter((result) => result.ok);
    expect(placed).toHaveLength(100);
    for (const result of results.filter((result) => !result.ok)) {
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(!result.ok && result.message).toContain(`${code}: ถูกใช้ครบจำนวนแล้ว`);
    }
    expect(await usedOf(testDb.db, promotion.id)).toBe(100);
    const written = await testDb.db
      .select({
        total: orders.totalAmount,
        discount: orders.discount,
        uses: sql<number>`(select count(*)::int from ${orderPromotions} where ${orderPromotions.orderId} = ${orders.id})`,
      })
      .from(orders)
      .where(eq(orders.userId, sql`any(${sql.param(buyers)}::uuid[])`));
    expect(written).toHaveLength(100);
    expect(written.every((order) => order.total === 249_00 && order.discount === 50_00 && order.uses === 1)).toBe(true);
    expect(await stockOf(testDb.db, lip.id)).toBe(900);
  });

  it("holds a per-member cap against the same member's parallel orders", async () => {
    const code = uniqueCode("ONCE");
    await insertPromotion(testDb.db, { code, amount: 30_00, perMemberCap: 1 });
    const lip = await insertProduct(testDb.db, { stock: 100, price: 249_00 });
    const member = await insertMember(testDb.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(wide.db, member, checkoutForm([{ productId: lip.id, quantity: 1 }], { promoCode: code, expectedTotal: 269_00 }), new Date(), LOOSE),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const uses = await testDb.db.select().from(orderPromotions).where(eq(orderPromotions.userId, member));
    expect(uses).toHaveLength(1);
    for (const result of results.filter((result) => !result.ok)) expect(result).toMatchObject({ ok: false, status: 409 });
  });

  it("gives a new member 10 % off the first order only, and again once that order is cancelled", async () => {
    const lip = await insertProduct(testDb.db, { stock: 100, price: 300_00 });
    // For this product only: the other tests' new members buy other products.
    const only = { productIds: [lip.id] };
    await insertPromotion(testDb.db, { ...NEW_MEMBER_TEN_PERCENT, ...only });
    const member = await insertMember(testDb.db);
    const first = await placeOrder(
      testDb.db,
      member,
      checkoutForm([{ productId: lip.id, quantity: 2 }], { expectedTotal: 600_00 - 60_00 + 50_00 }),
      new Date(),
      LOOSE,
    );
    expect(first).toMatchObject({ ok: true, value: { totalAmount: 590_00 } });
    const second = await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 2 }]), new Date(), LOOSE);
    expect(second).toMatchObject({ ok: true, value: { totalAmount: 650_00 } });
    await cancelOrder(testDb.db, first.ok ? first.value.id : "", "สั่งผิด");
    await cancelOrder(testDb.db, second.ok ? second.value.id : "", "สั่งผิด");
    const third = await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 2 }]), new Date(), LOOSE);
    expect(third).toMatchObject({ ok: true, value: { totalAmount: 590_00 } });
  });

  it("gives a cancelled order's use back once, and an expired one's", async () => {
    const code = uniqueCode("BACK");
    const promotion = await insertPromotion(testDb.db, { code, usageCap: 1 });
    const lip = await insertProduct(testDb.db, { stock: 100 });
    const [a, b, c] = [await insertMember(testDb.db), await insertMember(testDb.db), await insertMember(testDb.db)];
    const form = () => checkoutForm([{ productId: lip.id, quantity: 1 }], { promoCode: code, expectedTotal: 249_00 });
    const placed = await placeOrder(testDb.db, a, form());
    expect(placed.ok).toBe(true);
    expect(await placeOrder(testDb.db, b, form())).toMatchObject({ ok: false, status: 409 });
    const orderId = placed.ok ? placed.value.id : "";
    await cancelOrder(testDb.db, orderId, "สั่งผิด");
    await cancelOrder(testDb.db, orderId, "สั่งผิด");
    expect(await usedOf(testDb.db, promotion.id)).toBe(0);
    expect((await carried(orderId))[0]?.returnedAt).toBeInstanceOf(Date);

    const again = await placeOrder(testDb.db, b, form());
    expect(again.ok).toBe(true);
    expect(await usedOf(testDb.db, promotion.id)).toBe(1);
    // Nobody pays: the payment clock runs out and the expiry job gives the use back.
    await expireUnpaidOrders(testDb.db, new Date(Date.now() + 30 * 24 * 3_600_000), 60_000);
    expect(await usedOf(testDb.db, promotion.id)).toBe(0);
    expect(await placeOrder(testDb.db, c, form())).toMatchObject({ ok: true });
  });

  it("adds the tote to two lipsticks while its own stock lasts, then places orders without it", async () => {
    const tote = await insertProduct(testDb.db, { stock: 1, isActive: false, nameThai: "ถุงผ้า" });
    const lip = await insertProduct(testDb.db, { stock: 100, price: 249_00 });
    const promotion = await insertPromotion(testDb.db, {
      title: "ซื้อ 2 แท่ง รับฟรีถุงผ้า",
      rewardType: "gift",
      giftProductId: tote.id,
      giftQuantity: 1,
      minQuantity: 2,
      productIds: [lip.id],
    });
    const [a, b] = [await insertMember(testDb.db), await insertMember(testDb.db)];
    const results = await Promise.all(
      [a, b].map((userId) => placeOrder(wide.db, userId, checkoutForm([{ productId: lip.id, quantity: 2 }], { expectedTotal: 548_00 }))),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const gifts = await testDb.db
      .select({ orderId: orderItems.orderId, unitPrice: orderItems.unitPrice })
      .from(orderItems)
      .where(eq(orderItems.productId, tote.id));
    expect(gifts).toEqual([{ orderId: expect.any(String), unitPrice: 0 }]);
    expect(await stockOf(testDb.db, tote.id)).toBe(0);
    const uses = await testDb.db
      .select()
      .from(orderPromotions)
      .where(and(eq(orderPromotions.promotionId, promotion.id), isNull(orderPromotions.returnedAt)));
    expect(uses).toHaveLength(1);
  });

  it("refuses an unknown or malformed code in Thai, and ignores a discount the browser claims", async () => {
    const lip = await insertProduct(testDb.db, { stock: 10, price: 249_00 });
    const member = await insertMember(testDb.db);
    expect(await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 1 }], { promoCode: "NOSUCHCODE1" }))).toEqual({
      ok: false,
      status: 400,
      message: "ไม่พบโค้ด NOSUCHCODE1 กรุณาตรวจสอบอีกครั้ง",
      field: "promoCode",
    });
    expect(await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 1 }], { promoCode: "ลดราคา!" }))).toMatchObject({
      ok: false,
      status: 400,
      field: "promoCode",
    });
    const claimed = await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 1 }], { discount: 200_00, expectedTotal: 99_00 }));
    expect(claimed).toMatchObject({ ok: false, status: 409, detail: { total: 299_00 } });
  });

  it("earns points on what was paid, after the discount", async () => {
    const code = uniqueCode("PTS");
    await insertPromotion(testDb.db, { code, amount: 100_00 });
    const lip = await insertProduct(testDb.db, { stock: 10, price: 1_000_00 });
    const member = await insertMember(testDb.db);
    // ฿1,000 ships free (the migration's promotion); ฿100 off leaves ฿900: 9 points, not 10.
    const placed = await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 1 }], { promoCode: code, expectedTotal: 900_00 }));
    expect(placed).toMatchObject({ ok: true, value: { totalAmount: 900_00 } });
    const orderId = placed.ok ? placed.value.id : "";
    await testDb.db.update(orders).set({ paymentStatus: "paid", status: "confirmed" }).where(eq(orders.id, orderId));
    expect(await creditPointsForOrder(testDb.db, orderId)).toMatchObject({ credited: true });
    const [profile] = await testDb.db.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, member));
    expect(profile?.points).toBe(9);
  });
});
