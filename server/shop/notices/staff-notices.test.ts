import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailTexts } from "../../platform/mail/mail-texts";
import { staffNoticeTexts } from "./staff-notice-texts";
import { contactInfo, lineOutbox, mailOutbox, orders } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { installSettings } from "../../platform/env";
import { startShopJobs, type ShopJobs } from "../../shop-jobs";
import { insertMember } from "../members/test-fixtures";
import { placeTestOrder } from "../orders/test-fixtures";
import { submitPaymentProof } from "../payments/payment-proof";
import { tinyPdf } from "../payments/test-support/proof-files";
import { deliverDueLineMessages } from "./line-delivery";
import { createLinePush } from "./line-push";
import { provideLineTestServer } from "./test-support/line-test-server";

const testDb = provideTestDatabase();
const SHOP_ADDRESS = "staff@shop.test";
const GROUP = "C0123456789abcdef0123456789abcdef";
const line = provideLineTestServer({ LINE_CHANNEL_ACCESS_TOKEN: "test-channel-token", LINE_NOTIFY_TO: GROUP }, { lineInEveryTest: false });

beforeAll(async () => {
  await testDb.db
    .insert(contactInfo)
    .values({ email: SHOP_ADDRESS, phone: "02-000-0000", address: "กรุงเทพฯ", workingHours: "9-18" })
    .onConflictDoUpdate({
      target: contactInfo.singleton,
      set: { email: SHOP_ADDRESS },
    });
});
beforeEach(async () => {
  await testDb.db.delete(lineOutbox);
});

async function placeAnOrder(paymentMethod = "bankTransfer") {
  const member = await insertMember(testDb.db);
  return { member, order: await placeTestOrder(testDb.db, member, { price: 450_00, stock: 5, extra: { paymentMethod } }) };
}

const staffMails = (orderNumber: string) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${SHOP_ADDRESS} and ${mailOutbox.subject} like ${`%${orderNumber}%`}`);

describe("staff notices", () => {
  it("a new order, with LINE configured: a mail to the shop and a LINE push to the group, sent by the job with the token", async () => {
    installSettings(line.settings);
    const jobs: ShopJobs = await startShopJobs(testDb.connection, line.settings);
    try {
      const { order } = await placeAnOrder();
      const [mail] = await staffMails(order.orderNumber);
      expect(mail?.subject).toBe(staffNoticeTexts.staffNewOrderSubject(order.orderNumber));
      expect(mail?.textBody).toContain("สมหญิง ใจดี");
      expect(mail?.textBody).toContain(`/admin-orders?q=${order.orderNumber}`);

      const push = await line.waitFor((request) => JSON.stringify(request.body).includes(order.orderNumber));
      const [row] = await testDb.db.select().from(lineOutbox);
      expect(push).toMatchObject({
        method: "POST",
        path: "/v2/bot/message/push",
        authorization: "Bearer test-channel-token",
        contentType: "application/json",
        retryKey: row!.id,
        body: { to: GROUP, messages: [{ type: "text", text: expect.stringContaining(`คำสั่งซื้อใหม่ ${order.orderNumber}`) }] },
      });
      await expect.poll(async () => (await testDb.db.select().from(lineOutbox).where(eq(lineOutbox.id, row!.id)))[0]?.status).toBe("sent");
      expect(line.received).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it("a new slip: mail and LINE row point at /admin-payments for that order; without LINE settings no row is written", async () => {
    const proofsDir = await mkdtemp(path.join(os.tmpdir(), "shop-proofs-"));
    try {
      const { member, order } = await placeAnOrder();
      expect(await testDb.db.select().from(lineOutbox)).toHaveLength(0);

      installSettings(line.settings);
      const proof = await submitPaymentProof(testDb.db, { userId: member, orderNumber: order.orderNumber, bytes: tinyPdf(), fields: {} }, { proofsDir });
      expect(proof.ok).toBe(true);
      const slipMail = (await staffMails(order.orderNumber)).find((mail) => mail.subject === staffNoticeTexts.staffNewSlipSubject(order.orderNumber));
      expect(slipMail?.textBody).toContain(`/admin-payments?q=${order.orderNumber}`);
      const rows = await testDb.db.select().from(lineOutbox);
      expect(rows).toMatchObject([{ toId: GROUP, status: "pending", text: expect.stringContaining(`/admin-payments?q=${order.orderNumber}`) }]);
    } finally {
      await rm(proofsDir, { recursive: true, force: true });
    }
  });

  it("retries a push LINE could not take (500, 429) with backoff, and gives up at once on a refused one (401)", async () => {
    installSettings(line.settings);
    const { order } = await placeAnOrder();
    const push = createLinePush(line.settings.lineMessaging!);
    line.answerNext(500);
    expect(await deliverDueLineMessages(testDb.db, push)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await testDb.db.select().from(lineOutbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("500") });
    expect(waiting!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is pushed.
    expect(await deliverDueLineMessages(testDb.db, push)).toEqual({ sent: 0, failed: 0 });
    await testDb.db.update(lineOutbox).set({ sendAfter: sql`now()` });
    expect(await deliverDueLineMessages(testDb.db, push)).toEqual({ sent: 1, failed: 0 });
    expect(line.received.map((request) => request.retryKey)).toEqual([waiting!.id, waiting!.id]);
    expect(JSON.stringify(line.received[1]!.body)).toContain(order.orderNumber);

    await placeAnOrder();
    line.answerNext(401);
    expect(await deliverDueLineMessages(testDb.db, push)).toEqual({ sent: 0, failed: 1 });
    expect((await testDb.db.select().from(lineOutbox).where(eq(lineOutbox.status, "failed"))).map((row) => row.attempts)).toEqual([1]);
  });

  it("never blocks an order: a notice that cannot be queued is logged and the order stands", async () => {
    installSettings(line.settings);
    await testDb.db.execute(
      sql.raw(`
      create or replace function refuse_line_notice() returns trigger language plpgsql as $$
      begin raise exception 'line outbox refused for the test'; end $$;
      create trigger refuse_line_notice before insert on line_outbox for each row execute function refuse_line_notice();`),
    );
    try {
      const { order } = await placeAnOrder();
      expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("pending");
      // The savepoint took the staff mail back with the LINE row; the customer's confirmation stays.
      expect(await staffMails(order.orderNumber)).toHaveLength(0);
      expect(
        await testDb.db
          .select()
          .from(mailOutbox)
          .where(sql`${mailOutbox.subject} = ${mailTexts.orderConfirmationSubject(order.orderNumber)}`),
      ).toHaveLength(1);
    } finally {
      await testDb.db.execute(sql`drop trigger refuse_line_notice on line_outbox`);
    }
  });
});
