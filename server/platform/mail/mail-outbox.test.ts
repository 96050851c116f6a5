import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { deliverDueMail } from "./mail-delivery";
import { readSettings } from "../env";
import { logMailBodies, mailBodiesBelongInLog, queueMail, WIPED_MAIL_BODY, wipeOutdatedSecretMail } from "./mail-outbox";
import { passwordResetMail } from "./password-reset-mail";
import { keyMailSeal } from "./sealed-mail";
import type { MailMessage } from "./mail-transport";
import { logOf } from "../test-support/log-capture";
import { mailText } from "./test-support/smtp-test-server";
import { provideSmtpWithTransport } from "./test-support/smtp-with-transport";

const testDb = provideTestDatabase();
const FROM = "Glossy & Velvet <shop@shop.test>";
const LINK = "https://shop.test/reset-password?token=SecretToken0123456789abc";

const peer = provideSmtpWithTransport();
const SECRET = "test-secret-that-is-long-enough-for-better-auth";
beforeAll(() => keyMailSeal(SECRET));
afterEach(() => {
  logMailBodies(false);
  vi.restoreAllMocks();
});

const rowOf = async (id: string) => (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe("a mail carrying a reset link", () => {
  it("is logged by its outbox id only, and its body is wiped once sent", async () => {
    let id = "";
    const log = await logOf(async () => {
      id = await queueMail(testDb.db, await passwordResetMail({ to: "ploy@shop.test", name: "พลอย", link: LINK }));
      await deliverDueMail(testDb.db, peer.transport.send, { from: FROM });
    });
    expect(log).toContain(id);
    expect(log).not.toContain("SecretToken");
    expect(log).not.toContain("ploy@shop.test");

    // The recipient got the link; the outbox no longer has it.
    expect(mailText(peer.smtp.received.at(-1)!)).toContain(LINK);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", sensitive: true, textBody: WIPED_MAIL_BODY, htmlBody: null });
  });

  it("is wiped once out of date even when it was never sent, and is then no longer sent", async () => {
    const id = await queueMail(testDb.db, await passwordResetMail({ to: "late@shop.test", name: "ช้า", link: LINK }));
    const ordinary = await queueMail(testDb.db, { to: "shop@shop.test", subject: "ปกติ", text: "ข้อความทั่วไป" });
    await wipeOutdatedSecretMail(testDb.db, 60 * 60_000);
    expect((await rowOf(id)).status).toBe("pending");

    await testDb.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    await wipeOutdatedSecretMail(testDb.db, 60 * 60_000);
    expect(await rowOf(id)).toMatchObject({ status: "failed", textBody: WIPED_MAIL_BODY, htmlBody: null });
    expect(await rowOf(ordinary)).toMatchObject({ status: "pending", textBody: "ข้อความทั่วไป" });
    await deliverDueMail(testDb.db, peer.transport.send, { from: FROM });
    expect(peer.smtp.received.some((mail) => mail.to.includes("late@shop.test"))).toBe(false);
  });

  it("waits in the outbox sealed: neither the link nor its token is readable from the table, and it goes out whole", async () => {
    const to = "sealed@shop.test";
    const id = await queueMail(testDb.db, await passwordResetMail({ to, name: "ซีล", link: LINK }));
    const waiting = await testDb.db.execute<Record<string, unknown>>(sql`select * from mail_outbox where id = ${id}`);
    const stored = JSON.stringify(waiting.rows[0]);
    expect(stored).toContain(to);
    expect(stored).not.toContain("SecretToken");
    expect(stored).not.toContain("reset-password");
    expect(stored).not.toContain("ซีล");

    // A sealed body copied onto a row addressed to someone else does not open there.
    const row = await rowOf(id);
    const copied = await queueMail(testDb.db, { to: "thief@shop.test", subject: row.subject, text: "x" });
    await testDb.db.update(mailOutbox).set({ textBody: row.textBody, htmlBody: row.htmlBody }).where(eq(mailOutbox.id, copied));

    const handedToSmtp: MailMessage[] = [];
    await deliverDueMail(
      testDb.db,
      async (message) => {
        handedToSmtp.push(message);
        await peer.transport.send(message);
      },
      { from: FROM },
    );
    expect(mailText(peer.smtp.received.find((mail) => mail.to.includes(to))!)).toContain(LINK);
    expect(handedToSmtp.find((message) => message.to === to)?.html).toContain(`href="${LINK}"`);
    expect(peer.smtp.received.some((mail) => mail.to.includes("thief@shop.test"))).toBe(false);
    expect(await rowOf(copied)).toMatchObject({ status: "failed", textBody: WIPED_MAIL_BODY });
  });

  it("cannot be opened under another auth secret: marked failed, not retried for ever", async () => {
    const id = await queueMail(testDb.db, await passwordResetMail({ to: "moved@shop.test", name: "ย้าย", link: LINK }));
    keyMailSeal("another-secret-after-a-restore-elsewhere-0123");
    try {
      expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toMatchObject({ sent: 0 });
    } finally {
      keyMailSeal(SECRET);
    }
    expect(await rowOf(id)).toMatchObject({ status: "failed", textBody: WIPED_MAIL_BODY, htmlBody: null });
  });

  it("shows in the log in full only where a developer without SMTP reads mail there", async () => {
    expectMapping(mailBodiesBelongInLog, [
      [readSettings({ NODE_ENV: "development" }), true],
      [readSettings({ NODE_ENV: "production" }), false],
      [readSettings({ NODE_ENV: "development", SMTP_URL: "smtp://mail.test:25" }), false],
    ]);

    logMailBodies(true);
    const log = await logOf(async () => queueMail(testDb.db, await passwordResetMail({ to: "dev@shop.test", name: "dev", link: LINK })));
    expect(log).toContain(LINK);
  });
});
