import { DEMO_GIFT_PRODUCT } from "./demo-catalogue";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBusinessPicture } from "../admin/business-picture";
import { listProducts } from "../catalog/product-queries";
import { provideDemoDatabase } from "./test-support/demo-database";
import { lineOutbox, mailOutbox, orders, payments, productReviews, products, productStocks } from "../../platform/db/schema";
import { DEMO_PRODUCTS } from "./demo-catalogue";
import { seedDemoHistory, type DemoHistory } from "./demo-history";

// Seeded and written as on one fixed day: the promotions (the tote's) run from before the history's first order.
const now = new Date("2026-12-05T10:00:00Z");
const testDb = provideDemoDatabase(now);
let dataDir = "";
let history: DemoHistory | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-demo-history-"));
  history = await seedDemoHistory(testDb.db, { uploadsDir: path.join(dataDir, "uploads"), dataDir, now });
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const one = async <T>(query: Promise<T[]>) => (await query)[0]!;

/** A product's stock (its shades' together, decision 114) beside a sum over its history (`sum` reads the product as `productStocks.productId`). */
const stockBeside = (slug: string, sum: SQL<number>) =>
  one(
    testDb.db
      .select({ quantity: productStocks.quantity, summed: sum })
      .from(productStocks)
      .innerJoin(products, eq(products.id, productStocks.productId))
      .where(eq(products.slug, slug)),
  );

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
      const row = await stockBeside(
        product.slug,
        sql<number>`(select coalesce(sum(change), 0)::int from stock_movements m where m.product_id = ${productStocks.productId})`,
      );
      expect(row.quantity, product.slug).toBe(product.stock);
      expect(row.summed, product.slug).toBe(product.stock);
    }
    // The tote went out with orders of two lipsticks (decision 101), and was restocked with the rest.
    const tote = await stockBeside(
      DEMO_GIFT_PRODUCT.slug,
      sql<number>`(select coalesce(sum(quantity), 0)::int from order_items i where i.product_id = ${productStocks.productId})`,
    );
    expect(tote.summed).toBeGreaterThan(0);
    expect(tote.quantity).toBe(DEMO_GIFT_PRODUCT.stock);
  });

  it("keeps every member's points equal to their ledger, and sends nothing", async () => {
    const mismatched = await testDb.db.execute(
      sql`select p.user_id from profiles p where p.loyalty_points <> (select coalesce(sum(points), 0) from loyalty_ledger l where l.user_id = p.user_id)`,
    );
    expect(mismatched.rows).toEqual([]);
    expect(await testDb.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([]);
    expect(await testDb.db.select({ id: lineOutbox.id }).from(lineOutbox)).toEqual([]);
  });

  it("tells each order's story in order, in the shop's Bangkok hours: placed, paid, packed, shipped, delivered, then reviewed, none after now", async () => {
    const late = (first: string, then: string) => sql.raw(`${first} is not null and ${then} is not null and ${then} < ${first}`);
    // A buyer who bought a product again and rated it again changed their review: it names the later order.
    const outOfOrder = await testDb.db.execute(sql`
      select o.order_number, 'steps' as what from orders o where ${late("o.created_at", "o.processing_at")} or ${late("o.processing_at", "o.shipped_at")}
        or ${late("o.shipped_at", "o.delivered_at")} or ${late("o.created_at", "o.updated_at")}
      union all select o.order_number, 'paid' from orders o join payments p on p.order_id = o.id where ${late("o.created_at", "p.created_at")} or ${late("p.created_at", "p.verified_at")}
      union all select o.order_number, 'review' from orders o join product_reviews r on r.order_id = o.id where ${late("o.delivered_at", "r.updated_at")} or ${late("r.created_at", "r.updated_at")}
      union all select o.order_number, 'stock' from orders o join stock_movements m on m.order_id = o.id where ${late("o.created_at", "m.created_at")}
      union all select o.order_number, 'points' from orders o join loyalty_ledger l on l.order_id = o.id where ${late("o.created_at", "l.created_at")}`);
    expect(outOfOrder.rows).toEqual([]);
    const future = await testDb.db.execute(sql`
      select 'orders' as what from orders where greatest(created_at, updated_at, processing_at, shipped_at, delivered_at) > ${now}
      union all select 'reviews' from product_reviews where greatest(created_at, updated_at) > ${now}
      union all select 'stock' from stock_movements where created_at > ${now}
      union all select 'points' from loyalty_ledger where created_at > ${now}
      union all select 'audit' from admin_audit_log where created_at > ${now}`);
    expect(future.rows).toEqual([]);
    // Buyers order in the day and the evening, Bangkok time, and today has its orders too.
    const hours = await testDb.db.execute<{ hour: number; n: number }>(
      sql`select extract(hour from created_at at time zone 'Asia/Bangkok')::int as hour, count(*)::int as n from orders group by 1 order by 1`,
    );
    expect(hours.rows.filter((row) => row.hour < 8 || row.hour > 22)).toEqual([]);
    const today = await testDb.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where (created_at at time zone 'Asia/Bangkok')::date = (${now}::timestamptz at time zone 'Asia/Bangkok')::date`,
    );
    expect(today.rows[0]!.n).toBeGreaterThan(0);
  });

  it("is never seeded into a database that already has orders", async () => {
    const before = (await testDb.db.select({ id: orders.id }).from(orders)).length;
    expect(await seedDemoHistory(testDb.db, { uploadsDir: path.join(dataDir, "uploads"), dataDir, now })).toBeUndefined();
    expect((await testDb.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});
