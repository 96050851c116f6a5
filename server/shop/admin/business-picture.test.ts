import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { periodDays, picturePeriod } from "../../../domain/admin/business-picture";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod } from "../../../domain/orders/order-status";
import { orderItems, orders, payments } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { dashboardBusinessPicture, loadBusinessPicture, PICTURE_KEPT_MS } from "./business-picture";

const testDb = provideTestDatabase();
// 10:00 in Bangkok on 15 March 2031: far from every other test's orders.
const NOW = new Date("2031-03-15T03:00:00Z");
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

async function anOrder(
  userId: string,
  shape: {
    at: Date;
    status: OrderStatus;
    paymentStatus: OrderPaymentStatus;
    method: PaymentMethod;
    lines?: { productId: string; name: string; quantity: number; unitPrice?: number }[];
  },
) {
  const order = await insertOrder(testDb.db, userId, {
    subtotal: 500_00,
    shippingFee: 50_00,
    status: shape.status,
    paymentStatus: shape.paymentStatus,
    createdAt: shape.at,
  });
  await testDb.db.update(orders).set({ paymentMethod: shape.method }).where(eq(orders.id, order.id));
  for (const line of shape.lines ?? []) {
    await testDb.db.insert(orderItems).values({
      orderId: order.id,
      productId: line.productId,
      productName: line.name,
      colorName: "ค่าเริ่มต้น",
      unitPrice: line.unitPrice ?? 250_00,
      quantity: line.quantity,
    });
  }
  return order;
}

/** An order line of `quantity` of the product (at anOrder's ฿250 unless told otherwise). */
const lineOf = (product: { id: string; nameThai: string }, quantity: number) => ({ productId: product.id, name: product.nameThai, quantity });

describe("the dashboard's picture of the business", () => {
  it("counts orders and paid revenue per Bangkok day, the status split, payment methods, best sellers, low stock and waiting slips", async () => {
    const member = await insertMember(testDb.db, { name: "ภาพรวม ธุรกิจ" });
    const rose = await insertProduct(testDb.db, { nameThai: "ลิปกุหลาบ", stock: 2 });
    const coral = await insertProduct(testDb.db, { nameThai: "ลิปปะการัง", stock: 40 });
    const tote = await insertProduct(testDb.db, { nameThai: "ถุงผ้า", stock: 40, isActive: false });
    // 00:30 Bangkok today is 17:30 UTC yesterday: it counts for today, not yesterday.
    await anOrder(member, {
      at: new Date("2031-03-14T17:30:00Z"),
      status: "processing",
      paymentStatus: "paid",
      method: "promptpay",
      // With a promotion's gift at ฿0 (decision 101): given, not sold — no best seller.
      lines: [lineOf(rose, 3), { ...lineOf(tote, 5), unitPrice: 0 }],
    });
    await anOrder(member, { at: hoursBefore(30), status: "pending", paymentStatus: "unpaid", method: "bankTransfer", lines: [lineOf(coral, 9)] });
    await anOrder(member, { at: hoursBefore(30), status: "cancelled", paymentStatus: "unpaid", method: "promptpay" });
    await anOrder(member, { at: hoursBefore(48), status: "delivered", paymentStatus: "paid", method: "cod", lines: [lineOf(coral, 1)] });
    // Before the 30-day period; inside the 90-day one.
    await anOrder(member, { at: hoursBefore(24 * 40), status: "delivered", paymentStatus: "paid", method: "promptpay", lines: [lineOf(coral, 5)] });
    // Slips waiting: 20 minutes, 3 hours, 30 hours; a verified one and one on a cancelled order do not count.
    const waiting = await anOrder(member, { at: hoursBefore(31), status: "pending", paymentStatus: "pending", method: "bankTransfer" });
    const cancelled = await anOrder(member, { at: hoursBefore(31), status: "cancelled", paymentStatus: "pending", method: "bankTransfer" });
    for (const [order, hours, status] of [
      [waiting, 1 / 3, "pending"],
      [waiting, 3, "pending"],
      [waiting, 30, "pending"],
      [waiting, 2, "verified"],
      [cancelled, 2, "pending"],
    ] as const) {
      await testDb.db
        .insert(payments)
        .values({ orderId: order.id, userId: member, paymentMethod: "bankTransfer", amount: 550_00, status, createdAt: hoursBefore(hours) });
    }

    const picture = await loadBusinessPicture(testDb.db, 30, NOW);
    expect(picture.perDay).toHaveLength(30);
    expect(picture.perDay.at(-1)).toEqual({ day: "2031-03-15", orders: 1, revenue: 550_00 });
    expect(picture.perDay.find((day) => day.day === "2031-03-14")).toEqual({ day: "2031-03-14", orders: 4, revenue: 0 });
    expect(picture.perDay.find((day) => day.day === "2031-03-13")).toEqual({ day: "2031-03-13", orders: 1, revenue: 550_00 });
    expect(picture.statusSplit).toEqual({ paid: 2, cancelled: 2, unpaid: 2 });
    expect(picture.paymentMethods).toEqual(
      expect.arrayContaining([
        { method: "bankTransfer", orders: 3 },
        { method: "promptpay", orders: 2 },
        { method: "cod", orders: 1 },
      ]),
    );
    // Paid orders only: the unpaid 9 coral lipsticks are not best sellers yet.
    expect(picture.topProducts).toEqual([
      { productId: rose.id, name: "ลิปกุหลาบ", units: 3, revenue: 750_00 },
      { productId: coral.id, name: "ลิปปะการัง", units: 1, revenue: 250_00 },
    ]);
    expect(picture.lowStock).toContainEqual({ stockId: expect.any(String), productId: rose.id, name: "ลิปกุหลาบ", quantity: 2 });
    expect(picture.lowStock.map((row) => row.productId)).not.toContain(coral.id);
    expect(picture.slipsWaiting.total).toBe(3);
    expect(picture.slipsWaiting.byAge).toEqual({ underHour: 1, underSixHours: 1, underDay: 0, older: 1 });
    expect(picture.slipsWaiting.oldestHours).toBeCloseTo(30, 5);

    const quarter = await loadBusinessPicture(testDb.db, 90, NOW);
    expect(quarter.perDay).toHaveLength(90);
    expect(quarter.topProducts[0]).toEqual({ productId: coral.id, name: "ลิปปะการัง", units: 6, revenue: 1_500_00 });
  });

  it("takes the period from ?days= (30 or 90) and lists its Bangkok days, today last", () => {
    expectMapping(picturePeriod, [
      ["90", 90],
      ["7", 30],
      [null, 30],
    ]);
    expect(periodDays(3, new Date("2031-03-14T17:30:00Z"))).toEqual(["2031-03-13", "2031-03-14", "2031-03-15"]);
  });

  it("keeps a period's charts for a minute for the dashboard, while slips waiting are read fresh", async () => {
    // A day of its own, so the orders above do not count.
    const at = new Date("2032-06-01T05:00:00Z").getTime();
    const member = await insertMember(testDb.db, { name: "กราฟ นาที" });
    const first = await anOrder(member, { at: new Date(at - 3_600_000), status: "pending", paymentStatus: "pending", method: "bankTransfer" });
    const before = await dashboardBusinessPicture(testDb.db, 30, at);
    expect(before.perDay.at(-1)!.orders).toBe(1);
    await anOrder(member, { at: new Date(at + 1_000), status: "pending", paymentStatus: "unpaid", method: "promptpay" });
    await testDb.db
      .insert(payments)
      .values({ orderId: first.id, userId: member, paymentMethod: "bankTransfer", amount: 550_00, status: "pending", createdAt: new Date(at + 2_000) });
    const kept = await dashboardBusinessPicture(testDb.db, 30, at + 10_000);
    expect(kept.perDay.at(-1)!.orders).toBe(1);
    expect(kept.slipsWaiting.total).toBe(before.slipsWaiting.total + 1);
    const later = await dashboardBusinessPicture(testDb.db, 30, at + PICTURE_KEPT_MS + 10_000);
    expect(later.perDay.at(-1)!.orders).toBe(2);
  });
});
