import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { deliverDueMail } from "./mail-delivery";
import { mailHtmlTemplate, queuedMailHtml, registerMailHtmlTemplates } from "./mail-html-later";
import { mailColumns, queueMail, queueMailsCtes } from "./mail-outbox";
import type { MailMessage } from "./mail-transport";
import { provideSmtpWithTransport } from "./test-support/smtp-with-transport";

const testDb = provideTestDatabase();
const peer = provideSmtpWithTransport();
const FROM = "Glossy & Velvet <shop@shop.test>";

let rendered = 0;
const receipt = mailHtmlTemplate<{ name: string; at: string; lines: { item: string; quantity: number }[] }>("test-receipt", async (data) => {
  rendered += 1;
  return `<!DOCTYPE html><p>${data.name}</p><p>${new Date(data.at).toISOString()}</p>${data.lines.map((line) => `<li>${line.item} × ${line.quantity}</li>`).join("")}`;
});
registerMailHtmlTemplates([receipt]);

const rowOf = async (id: string) => (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

async function deliverAll() {
  const handed: MailMessage[] = [];
  await deliverDueMail(
    testDb.db,
    async (message) => {
      handed.push(message);
      await peer.transport.send(message);
    },
    { from: FROM },
  );
  return handed;
}

describe("a mail whose HTML is rendered when it is sent (decision 122)", () => {
  const data = { name: 'มะลิ "หอม" \\ <ลิป>', at: "2026-12-06T01:02:03.000Z", lines: [{ item: "แดงอิฐ", quantity: 2 }] };

  it("keeps the template and its data, not markup, and renders them when it goes out", async () => {
    const before = rendered;
    const id = await queueMail(testDb.db, { to: "later@shop.test", subject: "ใบเสร็จ", text: "ข้อความ", html: receipt.later(data) });
    const row = await rowOf(id);
    expect(row).toMatchObject({ htmlBody: null, htmlTemplate: "test-receipt", htmlData: data, textBody: "ข้อความ" });
    expect(rendered).toBe(before);

    const handed = await deliverAll();
    const sent = handed.find((message) => message.to === "later@shop.test")!;
    expect(sent.html).toBe(await receipt.render(data));
    expect(sent.text).toBe("ข้อความ");
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
  });

  it("is queued the same way by a statement's CTEs, JSON with quotes and backslashes intact, beside a mail rendered now", async () => {
    const mails = [
      { to: "cte-later@shop.test", subject: "ใบเสร็จ", text: "ข้อความ", html: receipt.later(data) },
      { to: "cte-now@shop.test", subject: "ทันที", text: "ข้อความ", html: "<p>ทันที</p>" },
    ];
    const result = await testDb.db.execute<{ id: string }>(sql`with ${queueMailsCtes("mails", mailColumns(mails), sql`true`)} select id from mails`);
    const rows = await Promise.all(result.rows.map((row) => rowOf(row.id)));
    const later = rows.find((row) => row.toAddress === "cte-later@shop.test")!;
    const now = rows.find((row) => row.toAddress === "cte-now@shop.test")!;
    expect(later).toMatchObject({ htmlBody: null, htmlTemplate: "test-receipt", htmlData: data });
    expect(now).toMatchObject({ htmlBody: "<p>ทันที</p>", htmlTemplate: null, htmlData: null });
    expect(await queuedMailHtml(later)).toContain('มะลิ "หอม" \\ <ลิป>');

    const handed = await deliverAll();
    expect(handed.find((message) => message.to === "cte-later@shop.test")!.html).toBe(await receipt.render(data));
    expect(handed.find((message) => message.to === "cte-now@shop.test")!.html).toBe("<p>ทันที</p>");
  });

  it("whose template no feature registered is an attempt that failed, tried again later, never sent without its HTML", async () => {
    const id = await queueMail(testDb.db, { to: "unknown@shop.test", subject: "?", text: "ข้อความ", html: { template: "nobody-registered", data: {} } });
    const handed = await deliverAll();
    expect(handed.some((message) => message.to === "unknown@shop.test")).toBe(false);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("nobody-registered") });
  });

  it("cannot carry a secret: a sensitive mail's HTML is sealed when it is queued", async () => {
    await expect(queueMail(testDb.db, { to: "secret@shop.test", subject: "?", text: "x", html: receipt.later(data), sensitive: true })).rejects.toThrow(
      /sensitive/,
    );
  });

  it("refuses two templates under one name", () => {
    expect(() => registerMailHtmlTemplates([mailHtmlTemplate("test-receipt", async () => "")])).toThrow(/Two mail templates/);
  });
});
