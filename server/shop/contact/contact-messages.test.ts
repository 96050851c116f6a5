import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_RATE_LIMIT } from "../../../domain/contact/contact-limits";
import { contactTexts } from "../../../domain/contact/contact-texts";
import { contactInfo, contactMessages, mailOutbox } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { submitContactMessage } from "./contact-messages";
import { logOf } from "../../platform/test-support/log-capture";

const testDb = provideTestDatabase();

const SHOP_ADDRESS = "shop@glossy.test";
const message = {
  name: "สมหญิง ใจดี",
  email: "somying@example.com",
  subject: "สอบถามเฉดสี",
  message: "ลิปเบอร์ Peach Pink เหมาะกับผิวสองสีไหมคะ",
};

async function counts() {
  const result = await testDb.db.execute<{ messages: number; mails: number }>(
    sql`select (select count(*)::int from contact_messages) as messages, (select count(*)::int from mail_outbox) as mails`,
  );
  return result.rows[0]!;
}

async function useShopAddress(email: string | null) {
  await testDb.db.delete(contactInfo);
  if (email) {
    await testDb.db.insert(contactInfo).values({ email, phone: "02-000-0000", address: "กรุงเทพฯ", workingHours: "ทุกวัน 9:00-18:00" });
  }
}

describe("submitContactMessage", () => {
  it("stores the message and queues exactly one mail to the shop's contact address", async () => {
    await useShopAddress(SHOP_ADDRESS);
    const before = await counts();
    const result = await submitContactMessage(testDb.db, message, { address: "10.0.0.1", userAgent: "vitest" });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;

    const [stored] = await testDb.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${result.value.messageId}`);
    expect(stored).toMatchObject(message);
    const [mail] = await testDb.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} = ${result.value.mailId}`);
    expect(mail).toMatchObject({ toAddress: SHOP_ADDRESS, subject: "[ติดต่อเรา] สอบถามเฉดสี", status: "pending" });
    expect(mail!.textBody).toContain(message.message);
    expect(mail!.textBody).toContain("somying@example.com");
    expect(mail!.htmlBody).toBeNull();
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
  });

  it("logs the message's and mail's ids, never what the customer wrote or their address", async () => {
    await useShopAddress(SHOP_ADDRESS);
    let result: Awaited<ReturnType<typeof submitContactMessage>> | undefined;
    const log = await logOf(async () => {
      result = await submitContactMessage(testDb.db, message, { address: "10.0.0.9", userAgent: "vitest" });
    });
    expect(result?.ok && result.value.mailId && log.includes(result.value.mailId)).toBeTruthy();
    for (const personal of [message.name, message.email, message.subject, message.message]) expect(log).not.toContain(personal);
  });

  it("writes neither the message nor the mail when the mail cannot be queued", async () => {
    await useShopAddress(SHOP_ADDRESS);
    const before = await counts();
    // Make the outbox refuse inserts for this test only: the message insert before it must roll back.
    await testDb.db.execute(sql`alter table mail_outbox add constraint reject_all check (false) not valid`);
    try {
      const result = await submitContactMessage(testDb.db, message, { address: "10.0.0.2", userAgent: null });
      expect(result).toEqual({ ok: false, status: 500, message: contactTexts.sendFailed });
    } finally {
      await testDb.db.execute(sql`alter table mail_outbox drop constraint reject_all`);
    }
    expect(await counts()).toEqual(before);
    // The failed attempt did not use up the shopper's allowance either.
    const hits = await testDb.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where key = 'contact:10.0.0.2'`);
    expect(hits.rows[0]!.n).toBe(0);
  });

  it("still keeps the message when the shop has no contact address yet", async () => {
    await useShopAddress(null);
    const before = await counts();
    const result = await submitContactMessage(testDb.db, message, { address: "10.0.0.3", userAgent: null });
    expect(result).toMatchObject({ ok: true, value: { mailId: null } });
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails });
  });

  it("allows five messages per client address in 15 minutes, then refuses and logs it", async () => {
    await useShopAddress(SHOP_ADDRESS);
    expect(CONTACT_MESSAGE_RATE_LIMIT).toEqual({ maxAttempts: 5, windowMs: 15 * 60_000 });
    const client = { address: "10.0.0.4", userAgent: "vitest" };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await submitContactMessage(testDb.db, message, client)).ok).toBe(true);
    }
    const before = await counts();
    const refused = await submitContactMessage(testDb.db, message, client);
    expect(refused).toMatchObject({ ok: false, status: 429, message: contactTexts.rateLimited(15) });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    expect(await counts()).toEqual(before);
    const logged = await testDb.db.execute<{ n: number }>(
      sql`select count(*)::int as n from security_log where event = 'rate_limit_exceeded' and client_address = '10.0.0.4'`,
    );
    expect(logged.rows[0]!.n).toBe(1);
    // Another address is not affected.
    expect((await submitContactMessage(testDb.db, message, { address: "10.0.0.5", userAgent: null })).ok).toBe(true);
  });
});
