import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { loyaltyLedger, orderItems, orders, profiles } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { placeOrder } from "./place-order";
import { checkoutForm, insertFlashSale, insertProduct, orderLines, orderRowCounts, pointsOf, shadeStockOf, stockOf } from "./test-fixtures";

const testDb = provideTestDatabase();
const m = checkoutTexts;

describe("placeOrder", () => {
  it("prices from the database, takes stock and writes the order, its items and status pending/unpaid", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { price: 249_00, stock: 5, colors: ["Ruby", "Rose"] });
    const result = await placeOrder(
      testDb.db,
      userId,
      // A tampered price and total in the form are simply not read.
      checkoutForm([{ productId: lip.id, colorId: lip.colors[1]!.id, quantity: 2, unitPrice: 1 } as never], { total: 100 }),
    );
    expect(result).toMatchObject({ ok: true, value: { replayed: false, totalAmount: 548_00 } });
    if (!result.ok) return;
    expect(result.value.orderNumber).toMatch(/^ORDER-[A-Z0-9]{9}$/);
    const [order] = await testDb.db.select().from(orders).where(eq(orders.id, result.value.id));
    expect(order).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      paymentMethod: "promptpay",
      subtotal: 498_00,
      shippingFee: 50_00,
      discount: 0,
      totalAmount: 548_00,
      shippingPhone: "0812345678",
    });
    const items = await testDb.db.select().from(orderItems).where(eq(orderItems.orderId, result.value.id));
    expect(items).toEqual([expect.objectContaining({ productId: lip.id, productName: lip.nameThai, colorName: "สีRose", unitPrice: 249_00, quantity: 2 })]);
    expect(await stockOf(testDb.db, lip.id)).toBe(3);
  });

  it("charges the running flash-sale price and ships free from a ฿1,000 subtotal", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { price: 249_00, stock: 20 });
    const now = new Date();
    await insertFlashSale(testDb.db, {
      productId: lip.id,
      salePrice: 200_00,
      startTime: new Date(now.getTime() - 60_000),
      endTime: new Date(now.getTime() + 60 * 60_000),
    });
    const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 5 }]), now);
    expect(result).toMatchObject({ ok: true, value: { totalAmount: 1000_00 } });
    const [order] = await testDb.db.select().from(orders).where(eq(orders.userId, userId));
    expect(order).toMatchObject({ subtotal: 1000_00, shippingFee: 0 });
  });

  it("refuses tampered, unknown and ≤ 0 quantities with a Thai message and writes nothing", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5, colors: ["Ruby"] });
    const hidden = await insertProduct(testDb.db, { stock: 5, isActive: false });
    const before = await orderRowCounts(testDb.db);
    const cases: [unknown, string][] = [
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 0 }]), m.quantityInvalid(99)],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: -3 }]), m.quantityInvalid(99)],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1.5 }]), m.quantityInvalid(99)],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 100 }]), m.quantityInvalid(99)],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: "2; drop table" }]), m.quantityInvalid(99)],
      [checkoutForm([{ productId: randomUUID(), quantity: 1 }]), m.productUnavailable],
      [checkoutForm([{ productId: hidden.id, quantity: 1 }]), m.productUnavailable],
      [checkoutForm([{ productId: "not-a-uuid", quantity: 1 }]), m.invalidLine],
      [checkoutForm([{ productId: lip.id, colorId: randomUUID(), quantity: 1 }]), m.shadeUnavailable(lip.nameThai)],
      [checkoutForm([{ productId: lip.id, colorName: "ไม่มีสีนี้", quantity: 1 }]), m.shadeUnavailable(lip.nameThai)],
      [checkoutForm([]), m.emptyOrder],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }], { paymentMethod: "bitcoin" }), m.paymentMethodInvalid],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }], { paymentMethod: "creditCard" }), m.cardUnavailable],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }], { phone: "12345" }), m.phoneInvalid],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }], { firstName: "  " }), m.requiredFields],
      [checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }], { idempotencyKey: "x" }), m.invalidRequest],
      ["not even an object", m.invalidRequest],
    ];
    for (const [form, message] of cases) {
      const result = await placeOrder(testDb.db, userId, form);
      expect(result, JSON.stringify(form)).toMatchObject({ ok: false, status: 400 });
      if (!result.ok) expect(result.formErrors ?? [result.message]).toContain(message);
    }
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(5);
  });

  it("names each sold-out or short product and leaves every line's stock as it was", async () => {
    const userId = await insertMember(testDb.db);
    const plenty = await insertProduct(testDb.db, { stock: 10 });
    const short = await insertProduct(testDb.db, { stock: 2 });
    const gone = await insertProduct(testDb.db, { stock: 0 });
    const before = await orderRowCounts(testDb.db);
    const result = await placeOrder(testDb.db, userId, checkoutForm(orderLines([plenty, 3], [short, 3], [gone, 1])));
    expect(result).toMatchObject({ ok: false, status: 409 });
    if (!result.ok) {
      expect([...(result.formErrors ?? [])].sort()).toEqual([m.shortStock(short.nameThai, 2), m.soldOut(gone.nameThai)].sort());
    }
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect([await stockOf(testDb.db, plenty.id), await stockOf(testDb.db, short.id), await stockOf(testDb.db, gone.id)]).toEqual([10, 2, 0]);
  });

  it("takes each shade from its own stock: a short shade refuses the order by its name, the other shade untouched (decision 114)", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { colors: ["Ruby", "Rose"], shadeStock: [0, 5] });
    const [ruby, rose] = lip.colors;
    const refusedOrder = await placeOrder(
      testDb.db,
      userId,
      checkoutForm([
        { productId: lip.id, colorId: ruby!.id, quantity: 1 },
        { productId: lip.id, colorId: rose!.id, quantity: 2 },
      ]),
    );
    expect(refusedOrder).toEqual({ ok: false, status: 409, message: m.soldOut(m.withShade(lip.nameThai, ruby!.nameThai)) });
    expect([await shadeStockOf(testDb.db, ruby!.id), await shadeStockOf(testDb.db, rose!.id)]).toEqual([0, 5]);

    const placed = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, colorId: rose!.id, quantity: 2 }]));
    expect(placed.ok).toBe(true);
    expect([await shadeStockOf(testDb.db, ruby!.id), await shadeStockOf(testDb.db, rose!.id)]).toEqual([0, 3]);
    expect(await stockOf(testDb.db, lip.id)).toBe(3);
    const [line] = await testDb.db
      .select({ colorId: orderItems.colorId })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.ok ? placed.value.id : ""));
    expect(line?.colorId).toBe(rose!.id);
  });

  it("answers a replayed submit, even concurrent replays, with the one order it placed", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 10 });
    const form = checkoutForm([{ productId: lip.id, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 4 }, () => placeOrder(testDb.db, userId, form)));
    const again = await placeOrder(testDb.db, userId, form);
    const ids = new Set([...results, again].map((result) => (result.ok ? result.value.id : "refused")));
    expect(ids.size).toBe(1);
    expect([...results, again].filter((result) => result.ok && !result.value.replayed)).toHaveLength(1);
    expect(await testDb.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
    expect(await stockOf(testDb.db, lip.id)).toBe(9);
    // The same key from another member is that member's own first submit.
    const other = await insertMember(testDb.db);
    const theirs = await placeOrder(testDb.db, other, form);
    expect(theirs).toMatchObject({ ok: true, value: { replayed: false } });
  });

  it("asks again with the new total when the shown total no longer matches, writing nothing", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { price: 299_00, stock: 10 });
    const before = await orderRowCounts(testDb.db);
    // The shopper saw ฿249 + ฿50; the price is now ฿299.
    const form = checkoutForm([{ productId: lip.id, quantity: 1 }], { expectedTotal: 299_00 });
    const result = await placeOrder(testDb.db, userId, form);
    expect(result).toEqual({
      ok: false,
      status: 409,
      detail: { subtotal: 299_00, shippingFee: 50_00, discount: 0, total: 349_00 },
      message: m.priceChanged("฿349"),
    });
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(10);
    // Confirming the new total places it.
    const confirmed = await placeOrder(testDb.db, userId, { ...form, expectedTotal: 349_00 });
    expect(confirmed).toMatchObject({ ok: true, value: { totalAmount: 349_00 } });
  });

  it("redeems points in blocks of 100 for ฿10 each, within the balance and the subtotal, with a ledger row", async () => {
    const userId = await insertMember(testDb.db);
    await testDb.db.update(profiles).set({ loyaltyPoints: 5000 }).where(eq(profiles.userId, userId));
    const lip = await insertProduct(testDb.db, { price: 249_00, stock: 10 });
    const line = [{ productId: lip.id, quantity: 1 }];
    const before = await orderRowCounts(testDb.db);

    for (const [points, message] of [
      [150, m.pointsInvalid],
      [-100, m.pointsInvalid],
      [2500, m.pointsOverSubtotal], // ฿250 off a ฿249 subtotal
    ] as const) {
      const result = await placeOrder(testDb.db, userId, checkoutForm(line, { redeemPoints: points }));
      expect(result).toEqual({ ok: false, status: 400, message });
    }
    const poor = await insertMember(testDb.db);
    await testDb.db.update(profiles).set({ loyaltyPoints: 99 }).where(eq(profiles.userId, poor));
    expect(await placeOrder(testDb.db, poor, checkoutForm(line, { redeemPoints: 100 }))).toMatchObject({
      ok: false,
      message: m.pointsNotEnough(99),
    });
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await pointsOf(testDb.db, userId)).toBe(5000);

    const result = await placeOrder(testDb.db, userId, checkoutForm(line, { redeemPoints: 2400, expectedTotal: 59_00 }));
    expect(result).toMatchObject({ ok: true, value: { totalAmount: 59_00 } });
    if (!result.ok) return;
    const [order] = await testDb.db.select().from(orders).where(eq(orders.id, result.value.id));
    // Shipping is judged on the subtotal before the discount.
    expect(order).toMatchObject({ subtotal: 249_00, shippingFee: 50_00, discount: 240_00, totalAmount: 59_00 });
    expect(await pointsOf(testDb.db, userId)).toBe(2600);
    const ledger = await testDb.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, result.value.id));
    expect(ledger).toEqual([expect.objectContaining({ userId, points: -2400, reason: "redemption", note: result.value.orderNumber })]);
  });

  it("never spends the same points twice when two orders redeem them at once", async () => {
    const userId = await insertMember(testDb.db);
    await testDb.db.update(profiles).set({ loyaltyPoints: 100 }).where(eq(profiles.userId, userId));
    const lip = await insertProduct(testDb.db, { stock: 10 });
    const results = await Promise.all(
      [1, 2].map(() => placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }], { redeemPoints: 100 }))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await pointsOf(testDb.db, userId)).toBe(0);
    expect(await stockOf(testDb.db, lip.id)).toBe(9);
  });
});
