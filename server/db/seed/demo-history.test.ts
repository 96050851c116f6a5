import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBusinessPicture } from "../../admin/business-picture";
import { listProducts } from "../../catalog/product-queries";
import { provideDemoDatabase } from "../test-support/demo-database";
import { lineOutbox, mailOutbox, orders, payments, productReviews, products, stocks } from "../schema";
import { DEMO_PRODUCTS } from "./demo-catalogue";
import { seedDemoHistory, type DemoHistory } from "./demo-history";

const testDb = provideDemoDatabase();
const now = new Date("2026-12-05T10:00:00Z");
let dataDir = "";
let history: DemoHistory | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-demo-history-"));
  history = await seedDemoHistory(testDb.db, { uploadsDir: path.join(dataDir, "uploads"), dataDir, now });
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const one = async <T>(query: Promise<T[]>) => (await query)[0]!;

// Issue 33: a fresh demo shop opened a back-office with nothing in it.
describe("the demo shop's history", () => {
  it("spans ninety days of orders: paid, shipped, delivered, a few cancelled, some waiting", async () => {
    expect(history!.orders).toBeGreaterThan(120);
    const byStatus = await testDb.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    const count = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
    expect(count("delivered")).toBeGreaterThan(80);
    expect(count("cancelled")).toBeGreaterThan(0);
    expect(count("cancelled")).toBeLessThan(history!.orders / 5);
    expect(count("shipped") + count("processing") + count("pending")).toBeGreaterThan(0);
    const span = await one(testDb.db.select({ oldest: sql<string>`min(${orders.createdAt})`, newest: sql<string>`max(${orders.createdAt})` }).from(orders));
    expect(now.getTime() - new Date(span.oldest).getTime()).toBeGreaterThan(85 * 86_400_000);
    expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(now.getTime());
    // Slips verified by staff, and one or two still waiting today.
    const slips = await testDb.db
      .select({ status: payments.status, n: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.status);
    expect(slips.find((row) => row.status === "verified")?.n ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("fills the dashboard: money on most days, best sellers, the status split — adding up to the orders themselves", async () => {
    const picture = await loadBusinessPicture(testDb.db, 90, now);
    const daysWithSales = picture.perDay.filter((day) => day.revenue > 0).length;
    expect(daysWithSales).toBeGreaterThan(60);
    expect(picture.topProducts.length).toBeGreaterThan(3);
    expect(picture.statusSplit.paid).toBeGreaterThan(80);
    const paid = await one(
      testDb.db
        .select({ total: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint` })
        .from(orders)
        .where(sql`${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled'`),
    );
    expect(picture.perDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(Number(paid.total));
  });

  it("gives the cards sold counts and buyers' ratings, and leaves every stock as the catalogue says, its history adding up", async () => {
    const cards = await listProducts(testDb.db, {});
    expect(cards.filter((card) => card.unitsSold > 0).length).toBeGreaterThan(8);
    expect(cards.filter((card) => card.ratingAverage !== null).length).toBeGreaterThan(5);
    expect(history!.reviews).toBe((await testDb.db.select({ id: productReviews.id }).from(productReviews)).length);
    for (const product of DEMO_PRODUCTS) {
      const row = await one(
        testDb.db
          .select({
            quantity: stocks.quantity,
            moved: sql<number>`(select coalesce(sum(change), 0)::int from stock_movements m where m.product_id = ${stocks.productId})`,
          })
          .from(stocks)
          .innerJoin(products, eq(products.id, stocks.productId))
          .where(eq(products.slug, product.slug)),
      );
      expect(row.quantity, product.slug).toBe(product.stock);
      expect(row.moved, product.slug).toBe(product.stock);
    }
  });

  it("keeps every member's points equal to their ledger, and sends nothing", async () => {
    const mismatched = await testDb.db.execute(
      sql`select p.user_id from profiles p where p.loyalty_points <> (select coalesce(sum(points), 0) from loyalty_ledger l where l.user_id = p.user_id)`,
    );
    expect(mismatched.rows).toEqual([]);
    expect(await testDb.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([]);
    expect(await testDb.db.select({ id: lineOutbox.id }).from(lineOutbox)).toEqual([]);
  });

  it("is never seeded into a database that already has orders", async () => {
    const before = (await testDb.db.select({ id: orders.id }).from(orders)).length;
    expect(await seedDemoHistory(testDb.db, { uploadsDir: path.join(dataDir, "uploads"), dataDir, now })).toBeUndefined();
    expect((await testDb.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});
