import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderTrackingTexts } from "../../../domain/orders/order-tracking-texts";
import { moveOrder } from "../admin/order-moves";
import { loyaltyLedger, orders, payments } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { confirmDelivery } from "./confirm-delivery";
import { COD_PAYMENT_NOTE } from "./deliver-order";
import { memberOrderPage } from "../order-page/member-order-page";
import { placeOrder } from "./place-order";
import { checkoutForm, CONFIRMED_UNPAID, insertProduct } from "./test-fixtures";

const testDb = provideTestDatabase();
const m = orderTrackingTexts;

/** A member's order (2 × ฿600), placed through checkout and, unless `shipped: false`, shipped by staff with Kerry. */
async function anOrder({ shipped = true, ...extra }: { shipped?: boolean } & Record<string, unknown> = {}) {
  const userId = await insertMember(testDb.db);
  const lip = await insertProduct(testDb.db, { price: 600_00, stock: 5 });
  const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 2 }], extra));
  if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`);
  if (shipped) {
    const move = { to: "shipped", expectedStatus: "pending", carrier: "kerry", trackingNumber: "KER123456789", ...CONFIRMED_UNPAID } as const;
    expect(await moveOrder(testDb.db, await insertAdmin(testDb.db), result.value.id, move)).toEqual({ ok: true });
  }
  return { userId, ...result.value };
}

async function orderRow(id: string) {
  const [row] = await testDb.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** A press refused with `status` and `message`, and the order left as `left` says. */
async function expectRefused(memberId: string, order: { id: string; orderNumber: string }, refusal: { status: number; message: string }, left: object) {
  expect(await confirmDelivery(testDb.db, { id: memberId }, order.orderNumber)).toMatchObject({ ok: false, ...refusal });
  expect(await orderRow(order.id)).toMatchObject(left);
}

describe("the member confirms delivery (ได้รับสินค้าแล้ว)", () => {
  it("moves their own shipped order to delivered, when and by them, and the order page says so", async () => {
    const order = await anOrder();
    const now = new Date("2026-11-22T05:00:00Z");
    expect(await confirmDelivery(testDb.db, { id: order.userId }, order.orderNumber, now)).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "delivered", deliveredAt: now, deliveredBy: order.userId, updatedAt: now });
    const page = await memberOrderPage(testDb.db, { id: order.userId, isAdmin: false }, order.orderNumber);
    expect(page).toMatchObject({ kind: "found", order: { status: "delivered", deliveredAt: now, deliveryConfirmedByMember: true } });
  });

  it("refuses another member's order as a missing one, and changes nothing", async () => {
    const order = await anOrder();
    const stranger = await insertMember(testDb.db);
    await expectRefused(stranger, order, { status: 404, message: m.notYours }, { status: "shipped", deliveredAt: null, deliveredBy: null });
  });

  it("refuses an order not shipped yet (a stale page), and changes nothing", async () => {
    const order = await anOrder({ shipped: false });
    await expectRefused(order.userId, order, { status: 409, message: m.notShippedYet }, { status: "pending", deliveredAt: null });
  });

  it("refuses a second press plainly, keeping the first confirmation's time", async () => {
    const order = await anOrder();
    const first = new Date("2026-11-22T05:00:00Z");
    expect(await confirmDelivery(testDb.db, { id: order.userId }, order.orderNumber, first)).toEqual({ ok: true });
    await expectRefused(order.userId, order, { status: 409, message: m.alreadyDelivered }, { status: "delivered", deliveredAt: first });
  });

  it("two presses at once deliver the order once", async () => {
    const order = await anOrder({ paymentMethod: "cod" });
    const answers = await Promise.all([
      confirmDelivery(testDb.db, { id: order.userId }, order.orderNumber),
      confirmDelivery(testDb.db, { id: order.userId }, order.orderNumber),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await testDb.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });

  it("refuses a malformed or unknown number as a missing order", async () => {
    const member = await insertMember(testDb.db);
    expect(await confirmDelivery(testDb.db, { id: member }, "ORDER-ZZZZZZZZZ")).toMatchObject({ ok: false, status: 404 });
    expect(await confirmDelivery(testDb.db, { id: member }, "x".repeat(5000))).toMatchObject({ ok: false, status: 404 });
  });

  it("delivers cash on delivery as the staff's button does: paid, the cash recorded, the points credited", async () => {
    const order = await anOrder({ paymentMethod: "cod" });
    expect(await confirmDelivery(testDb.db, { id: order.userId }, order.orderNumber)).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "delivered", paymentStatus: "paid", deliveredBy: order.userId });
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderId, order.id));
    // No staff member checked this cash: verified by nobody, as the courier collected it.
    expect(payment).toMatchObject({
      paymentMethod: "cod",
      status: "verified",
      amount: order.totalAmount,
      adminNotes: COD_PAYMENT_NOTE,
      verifiedBy: null,
    });
    const credited = await testDb.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, order.id));
    expect(credited.filter((entry) => entry.reason === "order")).toHaveLength(1);
  });
});
