import { expectMapping } from "../domain/shared/test-support/expect-mapping";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, salesDayChanges, salesDays } from "./platform/db/schema";
import { provideTestDatabase } from "./platform/db/test-support/test-database";
import { readSettings } from "./platform/env";
import { queueMail } from "./platform/mail/mail-outbox";
import { mailText, startSmtpTestServer, type SmtpTestServer } from "./platform/mail/test-support/smtp-test-server";
import { insertMember } from "./shop/members/test-fixtures";
import { placeOrder } from "./shop/orders/place-order";
import { checkoutForm, insertProduct, stockOf } from "./shop/orders/test-fixtures";
import { orderExpiryCheckMs, startShopJobs, type ShopJobs } from "./shop-jobs";

const testDb = provideTestDatabase();
let smtp: SmtpTestServer;
let jobs: ShopJobs;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  jobs = await startShopJobs(testDb.connection, readSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Shop <shop@shop.test>" }));
});
afterAll(async () => {
  await jobs?.stop();
  await smtp?.close();
});

describe("the mail delivery job", () => {
  it("sends a queued mail within moments, long before the next poll", async () => {
    const startedAt = Date.now();
    await queueMail(testDb.db, { to: "prompt@shop.test", subject: "เร็ว", text: "ส่งทันที" });
    const mail = await smtp.waitFor((candidate) => candidate.to.includes("prompt@shop.test"), 10_000);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(mailText(mail)).toBe("ส่งทันที");
  });

  it("sends mail queued inside a transaction once it commits, never before", async () => {
    let id = "";
    await testDb.db.transaction(async (tx) => {
      id = await queueMail(tx, { to: "after-commit@shop.test", subject: "s", text: "committed" });
      // The job is woken only by the commit: while the transaction is open nothing goes out.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.some((mail) => mail.to.includes("after-commit@shop.test"))).toBe(false);
    });
    await smtp.waitFor((candidate) => candidate.to.includes("after-commit@shop.test"), 10_000);
    await expect.poll(async () => (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status).toBe("sent");
  });

  it("never sends mail from a transaction that rolled back", async () => {
    await testDb.db
      .transaction(async (tx) => {
        await queueMail(tx, { to: "rolled-back@shop.test", subject: "s", text: "t" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await queueMail(testDb.db, { to: "marker@shop.test", subject: "s", text: "t" });
    await smtp.waitFor((candidate) => candidate.to.includes("marker@shop.test"), 10_000);
    expect(smtp.received.some((mail) => mail.to.includes("rolled-back@shop.test"))).toBe(false);
  });
});

describe("without SMTP_URL", () => {
  it("leaves mail pending in the outbox", async () => {
    const quiet = await startShopJobs(testDb.connection, readSettings({}));
    try {
      await jobs.stop();
      const id = await queueMail(testDb.db, { to: "kept@shop.test", subject: "s", text: "t" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe("pending");
      expect(smtp.received.some((mail) => mail.to.includes("kept@shop.test"))).toBe(false);
    } finally {
      await quiet.stop();
    }
  });
});

describe("the unpaid-order expiry job", () => {
  it("checks every 5 minutes, or every quarter of a short setting", () =>
    expectMapping(orderExpiryCheckMs, [
      [24 * 60 * 60_000, 5 * 60_000],
      [8_000, 2_000],
      [100, 1_000],
    ]));

  it("cancels an unpaid order after ORDER_PAYMENT_HOURS and returns its stock", async () => {
    const lip = await insertProduct(testDb.db, { stock: 4 });
    const result = await placeOrder(testDb.db, await insertMember(testDb.db), checkoutForm([{ productId: lip.id, quantity: 3 }]));
    if (!result.ok) throw new Error("order refused");
    expect(await stockOf(testDb.db, lip.id)).toBe(1);
    // Two seconds.
    const expiring = await startShopJobs(testDb.connection, readSettings({ ORDER_PAYMENT_HOURS: String(2 / 3600) }));
    try {
      await expect
        .poll(async () => (await testDb.db.select().from(orders).where(eq(orders.id, result.value.id)))[0]?.status, {
          timeout: 10_000,
          interval: 250,
        })
        .toBe("cancelled");
      expect(await stockOf(testDb.db, lip.id)).toBe(4);
    } finally {
      await expiring.stop();
    }
  });

  it("folds the orders' changes to the dashboard's sums into the day rows when it starts, then every minute", async () => {
    const lip = await insertProduct(testDb.db, { stock: 4 });
    const result = await placeOrder(testDb.db, await insertMember(testDb.db), checkoutForm([{ productId: lip.id, quantity: 1 }]));
    if (!result.ok) throw new Error("order refused");
    const waiting = async () => (await testDb.db.select({ n: sql<number>`count(*)::int` }).from(salesDayChanges))[0]!.n;
    expect(await waiting()).toBeGreaterThan(0);
    const folding = await startShopJobs(testDb.connection, readSettings({}));
    try {
      await expect.poll(waiting, { timeout: 10_000, interval: 100 }).toBe(0);
      const [folded] = await testDb.db.select({ orders: sql<number>`sum(${salesDays.orders})::int` }).from(salesDays);
      expect(folded!.orders).toBeGreaterThan(0);
    } finally {
      await folding.stop();
    }
  });
});
