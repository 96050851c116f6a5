import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { deliverDueMail } from "./mail-delivery";
import { readSettings } from "../env";
import { logMailBodies, mailBodiesBelongInLog, queueMail, WIPED_MAIL_BODY, wipeOutdatedSecretMail } from "./mail-outbox";
import { passwordResetMail } from "./password-reset-mail";
import { logOf } from "../test-support/log-capture";
import { mailText } from "./test-support/smtp-test-server";
import { provideSmtpWithTransport } from "./test-support/smtp-with-transport";

const testDb = provideTestDatabase();
const FROM = "Glossy & Velvet <shop@shop.test>";
const LINK = "https://shop.test/reset-password?token=SecretToken0123456789abc";

const peer = provideSmtpWithTransport();
afterEach(() => {
  logMailBodies(false);
  vi.restoreAllMocks();
});

const rowOf = async (id: string) => (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe("a mail carrying a reset link", () => {
  it("is logged by its outbox id only, and its body is wiped once sent", async () => {
    let id = "";
    const log = await logOf(async () => {
      id = await queueMail(testDb.db, passwordResetMail({ to: "ploy@shop.test", name: "พลอย", link: LINK }));
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
    const id = await queueMail(testDb.db, passwordResetMail({ to: "late@shop.test", name: "ช้า", link: LINK }));
    const ordinary = await queueMail(testDb.db, { to: "shop@shop.test", subject: "ปกติ", text: "ข้อความทั่วไป" });
    await wipeOutdatedSecretMail(testDb.db, 60 * 60_000);
    expect((await rowOf(id)).textBody).toContain(LINK);

    await testDb.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    await wipeOutdatedSecretMail(testDb.db, 60 * 60_000);
    expect(await rowOf(id)).toMatchObject({ status: "failed", textBody: WIPED_MAIL_BODY, htmlBody: null });
    expect(await rowOf(ordinary)).toMatchObject({ status: "pending", textBody: "ข้อความทั่วไป" });
    await deliverDueMail(testDb.db, peer.transport.send, { from: FROM });
    expect(peer.smtp.received.some((mail) => mail.to.includes("late@shop.test"))).toBe(false);
  });

  it("shows in the log in full only where a developer without SMTP reads mail there", async () => {
    expect(mailBodiesBelongInLog(readSettings({ NODE_ENV: "development" }))).toBe(true);
    expect(mailBodiesBelongInLog(readSettings({ NODE_ENV: "production" }))).toBe(false);
    expect(mailBodiesBelongInLog(readSettings({ NODE_ENV: "development", SMTP_URL: "smtp://mail.test:25" }))).toBe(false);

    logMailBodies(true);
    const log = await logOf(() => queueMail(testDb.db, passwordResetMail({ to: "dev@shop.test", name: "dev", link: LINK })));
    expect(log).toContain(LINK);
  });
});
