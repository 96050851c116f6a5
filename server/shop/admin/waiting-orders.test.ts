import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod, PaymentStatus } from "../../../domain/orders/order-status";
import { connectDatabase } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { logger } from "../../platform/logger";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { EMPTY_SUMMARY, loadDashboardSummary, loadDashboardSummaryOrZeros, SUMMARY_KEPT_MS } from "./dashboard-summary";
import { loadWaitingOrders } from "./waiting-orders";

const testDb = provideTestDatabase();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function anOrder(
  userId: string,
  shape: { status: OrderStatus; paymentStatus: OrderPaymentStatus; method?: PaymentMethod; minutesAgo: number; payment?: PaymentStatus },
) {
  const order = await insertOrder(testDb.db, userId, {
    subtotal: 500_00,
    shippingFee: 50_00,
    status: shape.status,
    paymentStatus: shape.paymentStatus,
    createdAt: minutesAgo(shape.minutesAgo),
  });
  if (shape.method) await testDb.db.update(orders).set({ paymentMethod: shape.method }).where(eq(orders.id, order.id));
  if (shape.payment) {
    await testDb.db.insert(payments).values({
      orderId: order.id,
      userId,
      paymentMethod: shape.method ?? "bankTransfer",
      amount: 550_00,
      status: shape.payment,
      createdAt: minutesAgo(shape.minutesAgo - 1),
    });
  }
  return order.orderNumber;
}

describe("loadWaitingOrders", () => {
  it("lists slips still to verify and paid or cash-on-delivery orders not yet shipped, the longest-waiting first", async () => {
    const member = await insertMember(testDb.db, { name: "สมหญิง ใจดี" });
    const oldSlip = await anOrder(member, { status: "pending", paymentStatus: "pending", payment: "pending", minutesAgo: 90 });
    const newSlip = await anOrder(member, { status: "pending", paymentStatus: "pending", payment: "pending", minutesAgo: 30 });
    // Not waiting for a slip check: verified, rejected, or the order was cancelled meanwhile.
    await anOrder(member, { status: "shipped", paymentStatus: "paid", payment: "verified", minutesAgo: 200 });
    await anOrder(member, { status: "pending", paymentStatus: "pending", payment: "rejected", minutesAgo: 80 });
    await anOrder(member, { status: "cancelled", paymentStatus: "pending", payment: "pending", minutesAgo: 70 });

    const paidProcessing = await anOrder(member, { status: "processing", paymentStatus: "paid", minutesAgo: 300 });
    const cod = await anOrder(member, { status: "pending", paymentStatus: "unpaid", method: "cod", minutesAgo: 100 });
    const paidConfirmed = await anOrder(member, { status: "confirmed", paymentStatus: "paid", minutesAgo: 50 });
    // Not to ship: unpaid transfers, already shipped or delivered, cancelled cash on delivery.
    await anOrder(member, { status: "pending", paymentStatus: "unpaid", minutesAgo: 400 });
    await anOrder(member, { status: "shipped", paymentStatus: "paid", minutesAgo: 500 });
    await anOrder(member, { status: "delivered", paymentStatus: "paid", method: "cod", minutesAgo: 600 });
    await anOrder(member, { status: "cancelled", paymentStatus: "unpaid", method: "cod", minutesAgo: 700 });

    const waiting = await loadWaitingOrders(testDb.db);
    expect(waiting.slipsToVerify.total).toBe(2);
    expect(waiting.slipsToVerify.rows.map((row) => row.orderNumber)).toEqual([oldSlip, newSlip]);
    expect(waiting.slipsToVerify.rows[0]).toMatchObject({ customer: "สมหญิง ใจดี", amount: 550_00, paymentMethod: "bankTransfer" });
    expect(waiting.slipsToVerify.rows[0]!.since).toBeInstanceOf(Date);

    expect(waiting.ordersToShip.total).toBe(3);
    expect(waiting.ordersToShip.rows.map((row) => row.orderNumber)).toEqual([paidProcessing, cod, paidConfirmed]);
    expect(waiting.ordersToShip.rows[1]).toMatchObject({ paymentMethod: "cod", amount: 550_00 });

    // A short list, with the count of all of them.
    const short = await loadWaitingOrders(testDb.db, 1);
    expect(short.ordersToShip).toMatchObject({ total: 3, rows: [{ orderNumber: paidProcessing }] });
    expect(short.slipsToVerify).toMatchObject({ total: 2, rows: [{ orderNumber: oldSlip }] });
  });
});

describe("the dashboard's summary", () => {
  it("counts customers (not admins), products, orders and the revenue of paid orders", async () => {
    const before = await loadDashboardSummary(testDb.db);
    const member = await insertMember(testDb.db);
    await insertMember(testDb.db, { role: "admin" });
    await anOrder(member, { status: "processing", paymentStatus: "paid", minutesAgo: 10 });
    await anOrder(member, { status: "pending", paymentStatus: "unpaid", minutesAgo: 5 });
    const after = await loadDashboardSummary(testDb.db);
    expect(after).toEqual({
      customers: before.customers + 1,
      products: before.products,
      orders: before.orders + 2,
      revenue: before.revenue + 550_00,
    });
  });

  it("falls back to zeros, with an error in the log, when the database cannot be read", async () => {
    // Nothing listens on port 1: the connection is refused, as when the database is down.
    const unreachable = connectDatabase("postgres://shop:wrong@127.0.0.1:1/shop", { max: 1 });
    const logged = vi.spyOn(logger, "error");
    try {
      expect(await loadDashboardSummaryOrZeros(unreachable.db)).toEqual(EMPTY_SUMMARY);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("summary"), expect.objectContaining({ error: expect.any(String) }));
    } finally {
      logged.mockRestore();
      await unreachable.close();
    }
  });

  it("keeps the cards for a minute for the dashboard: an order placed meanwhile counts once the minute is over", async () => {
    const at = Date.now();
    const shown = await loadDashboardSummaryOrZeros(testDb.db, at);
    const member = await insertMember(testDb.db);
    await anOrder(member, { status: "processing", paymentStatus: "paid", minutesAgo: 0 });
    expect(await loadDashboardSummaryOrZeros(testDb.db, at + SUMMARY_KEPT_MS - 1)).toEqual(shown);
    expect(await loadDashboardSummaryOrZeros(testDb.db, at + SUMMARY_KEPT_MS)).toEqual({
      ...shown,
      customers: shown.customers + 1,
      orders: shown.orders + 1,
      revenue: shown.revenue + 550_00,
    });
  });
});
