import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { deliverDueMail, MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds } from "./mail-delivery";
import { SHOP_LOGO_CID } from "./mail-brand";
import { queueMail } from "./mail-outbox";
import { createElement } from "react";
import { renderMailHtml } from "./mail-document";
import { Paragraph, ShopMail } from "./mail-layout";
import type { MailTransport } from "./mail-transport";
import { mailText } from "./test-support/smtp-test-server";
import { provideSmtpWithTransport } from "./test-support/smtp-with-transport";

const testDb = provideTestDatabase();
const FROM = "Glossy & Velvet <shop@shop.test>";

const peer = provideSmtpWithTransport();
beforeEach(async () => {
  peer.smtp.refuse(false);
  peer.smtp.received.length = 0;
  await testDb.db.delete(mailOutbox);
});

describe("deliverDueMail", () => {
  it("sends queued mail through SMTP and marks it sent", async () => {
    const id = await queueMail(testDb.db, {
      to: "ploy@shop.test",
      subject: "ตั้งรหัสผ่านใหม่",
      text: "สวัสดีค่ะ\nhttps://shop.test/reset-password?token=abc",
      html: "<p>สวัสดีค่ะ</p>",
    });
    expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toEqual({ sent: 1, failed: 0 });

    expect(peer.smtp.received).toHaveLength(1);
    expect(peer.smtp.received[0]!.to).toEqual(["ploy@shop.test"]);
    expect(peer.smtp.received[0]!.from).toBe("shop@shop.test");
    expect(peer.smtp.received[0]!.raw).toContain("Subject: =?UTF-8?");
    expect(mailText(peer.smtp.received[0]!)).toBe("สวัสดีค่ะ\nhttps://shop.test/reset-password?token=abc");
    const [row] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    // Nothing left to send: a second run sends nothing again.
    expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(peer.smtp.received).toHaveLength(1);
  });

  it("sends a branded mail with its logo attached inline (CID), and the same text twin", async () => {
    // A mail in the platform's kit of parts (the shop's own mails live in their features, e.g. server/shop/orders/order-shipped-mail.tsx).
    const lines = ["สวัสดีค่ะ คุณมะลิ", "พัสดุของคุณออกจากร้านแล้ว"];
    const html = await renderMailHtml(
      createElement(ShopMail, { shopName: "Glossy & Velvet", preview: lines[1]!, heading: "จัดส่งแล้ว", children: createElement(Paragraph, { lines }) }),
    );
    const mail = { to: "mali@shop.test", subject: "จัดส่งแล้ว", text: lines.join("\n"), html };
    await queueMail(testDb.db, mail);
    expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toEqual({ sent: 1, failed: 0 });
    const raw = peer.smtp.received[0]!.raw;
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toMatch(new RegExp(`Content-ID: <${SHOP_LOGO_CID}>`));
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(mailText(peer.smtp.received[0]!)).toBe(mail.text);
  });

  it("attaches nothing to a mail that shows no logo", async () => {
    await queueMail(testDb.db, { to: "plain@shop.test", subject: "s", text: "t", html: "<p>t</p>" });
    await deliverDueMail(testDb.db, peer.transport.send, { from: FROM });
    expect(peer.smtp.received[0]!.raw).not.toMatch(/Content-ID|image\/png/);
  });

  it("records a refused mail's attempt and error, then retries it after the back-off", async () => {
    const id = await queueMail(testDb.db, { to: "nobody@shop.test", subject: "s", text: "t" });
    peer.smtp.refuse(true);
    expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toEqual({ sent: 0, failed: 1 });
    const [failed] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toMatch(/Mailbox unavailable/);
    expect(failed!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: the next run leaves it alone.
    peer.smtp.refuse(false);
    expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toEqual({ sent: 0, failed: 0 });

    await testDb.db
      .update(mailOutbox)
      .set({ sendAfter: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(testDb.db, peer.transport.send, { from: FROM })).toEqual({ sent: 1, failed: 0 });
    const [sent] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives up after the last attempt", async () => {
    const id = await queueMail(testDb.db, { to: "gone@shop.test", subject: "s", text: "t" });
    await testDb.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    peer.smtp.refuse(true);
    await deliverDueMail(testDb.db, peer.transport.send, { from: FROM });
    const [row] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
  });

  it("hands each mail to exactly one of several concurrent senders", async () => {
    for (let index = 0; index < 6; index++) {
      await queueMail(testDb.db, { to: `m${index}@shop.test`, subject: `mail ${index}`, text: "t" });
    }
    // Two "instances" sending at once, each slow enough that their work overlaps.
    const slowSend: MailTransport["send"] = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await peer.transport.send(message);
    };
    const results = await Promise.all([deliverDueMail(testDb.db, slowSend, { from: FROM }), deliverDueMail(testDb.db, slowSend, { from: FROM })]);
    expect(results[0]!.sent + results[1]!.sent).toBe(6);
    expect(results[0]!.sent).toBeGreaterThan(0);
    expect(results[1]!.sent).toBeGreaterThan(0);
    const recipients = peer.smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(["m0@shop.test", "m1@shop.test", "m2@shop.test", "m3@shop.test", "m4@shop.test", "m5@shop.test"]);
  });
});

describe("mailRetryDelaySeconds", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map(mailRetryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
