import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ONLY_FORM } from "../../domain/shared/form-contract";
import { contactInfo } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { action } from "./contact";

// The whole server path of the contact form: the route action parses the post, the
// service stores and queues, the client address comes from the header Express sets.
const testDb = provideTestDatabase();

beforeAll(async () => {
  await testDb.db.insert(contactInfo).values({ email: "shop@glossy.test", phone: "02-000-0000", address: "กรุงเทพฯ", workingHours: "ทุกวัน" });
});

const complete = { name: "สมหญิง", email: "somying@example.com", subject: "สอบถาม", message: "ขอสอบถามเรื่องการจัดส่งค่ะ" };

function post(fields: Record<string, string>, clientAddress: string) {
  const request = new Request("http://shop.test/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-shop-client-address": clientAddress },
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

async function written() {
  const result = await testDb.db.execute<{ messages: number; mails: number; hits: number }>(
    sql`select (select count(*)::int from contact_messages) as messages,
               (select count(*)::int from mail_outbox) as mails,
               (select count(*)::int from rate_limit_hits) as hits`,
  );
  return result.rows[0]!;
}

describe("POST /contact", () => {
  it("answers a JSON body with 415 and a Thai message, not a server error", async () => {
    const request = new Request("http://shop.test/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": "10.3.9.9" },
      body: JSON.stringify(complete),
    });
    const thrown = await action({ request, params: {}, context: {} } as Parameters<typeof action>[0]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ data: "รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาส่งผ่านแบบฟอร์มของร้าน", init: { status: 415 } });
    expect(await written()).toMatchObject({ messages: 0 });
  });

  it("refuses a NUL byte in a field with 400 and writes nothing", async () => {
    const result = await post({ ...complete, name: "สม\u0000หญิง" }, "10.3.9.8");
    expect(result).toMatchObject({ init: { status: 400 }, data: { ok: false, message: "ข้อมูลมีอักขระที่ใช้ไม่ได้", field: "name" } });
    expect(await written()).toMatchObject({ messages: 0 });
  });

  it("rejects a missing field with the spec's Thai message, hands the typed values back, and writes nothing", async () => {
    const before = await written();
    const answer = await post({ ...complete, subject: "  " }, "10.9.0.1");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      intent: ONLY_FORM,
      message: "กรุณากรอกข้อมูลให้ครบถ้วน",
      field: "subject",
      fieldErrors: { subject: "กรุณากรอกข้อมูลให้ครบถ้วน" },
      values: { ...complete, subject: "  " },
    });
    // Every field in trouble is named, each with its own message.
    const twoMissing = await post({ ...complete, name: "", subject: "" }, "10.9.0.1");
    expect(twoMissing.data).toMatchObject({
      field: "name",
      fieldErrors: { name: "กรุณากรอกข้อมูลให้ครบถ้วน", subject: "กรุณากรอกข้อมูลให้ครบถ้วน" },
    });
    const malformed = await post({ ...complete, email: "somying" }, "10.9.0.1");
    expect(malformed.data).toMatchObject({ ok: false, message: "รูปแบบอีเมลไม่ถูกต้อง", field: "email" });
    expect(await written()).toEqual(before);
  });

  it("stores a complete message with its mail and answers ok", async () => {
    const before = await written();
    const answer = await post(complete, "10.9.0.2");
    expect(answer.data).toEqual({ ok: true, intent: ONLY_FORM });
    const after = await written();
    expect(after.messages).toBe(before.messages + 1);
    expect(after.mails).toBe(before.mails + 1);
  });

  it("answers 429 with Retry-After and a Thai message after five messages from one address", async () => {
    for (let attempt = 0; attempt < 4; attempt++) expect((await post(complete, "10.9.0.2")).data).toEqual({ ok: true, intent: ONLY_FORM });
    const refused = await post(complete, "10.9.0.2");
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("retry-after"))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({ ok: false, message: "คุณส่งข้อความบ่อยเกินไป กรุณารอ 15 นาทีแล้วลองใหม่อีกครั้ง" });
  });
});
