import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { securityLog } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { provideTestAuth } from "./test-support/test-auth";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const PASSWORD = "Lipstick-2024!";

const post = testAuth.post;

async function logFor(email: string) {
  return testDb.db.select().from(securityLog).where(eq(securityLog.email, email)).orderBy(securityLog.createdAt);
}

async function json(response: Response) {
  return (await response.json()) as { message: string; code?: string };
}

describe("sign-in limit", () => {
  it("refuses the sixth wrong attempt for one e-mail from one address, whatever X-Forwarded-For says", async () => {
    const email = "target@shop.test";
    expect((await post("/sign-up/email", { name: "เป้าหมาย", email, password: PASSWORD }, "10.0.0.1")).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post("/sign-in/email", { email, password: `Wrong-${attempt}-pass` }, "10.0.1.1", {
        "x-forwarded-for": `203.0.113.${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const refused = await post("/sign-in/email", { email, password: PASSWORD }, "10.0.1.1", { "x-forwarded-for": "198.51.100.1" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await json(refused)).message).toBe("ลองเข้าสู่ระบบมากเกินไป กรุณารอ 15 นาที");

    const log = await logFor(email);
    expect(log.map((row) => row.event)).toEqual([
      "successful_signup",
      "failed_login",
      "failed_login",
      "failed_login",
      "failed_login",
      "failed_login",
      "rate_limit_exceeded",
    ]);
    expect(log.every((row) => row.source === "server" && row.userAgent === "vitest-browser/1.0")).toBe(true);
    expect(log[1]!.clientAddress).toBe("10.0.1.1");
    expect(log[6]!.details).toEqual({ action: "sign-in", limit: "email-and-address" });
  });

  it("cannot be used to lock the owner out: the right password from another address still works", async () => {
    const email = "owner@shop.test";
    await post("/sign-up/email", { name: "เจ้าของ", email, password: PASSWORD }, "10.0.0.5");
    for (let attempt = 1; attempt <= 6; attempt++) {
      await post("/sign-in/email", { email, password: `Wrong-${attempt}-pass` }, "10.0.5.1");
    }
    expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.5.1")).status).toBe(429);
    expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.5.2")).status).toBe(200);
  });

  it("stops one address spraying passwords across many e-mails", async () => {
    for (let account = 1; account <= 20; account++) {
      const response = await post("/sign-in/email", { email: `sprayed-${account}@shop.test`, password: "Summer2024!" }, "10.0.6.1");
      expect(response.status).toBe(401);
    }
    const refused = await post("/sign-in/email", { email: "sprayed-21@shop.test", password: "Summer2024!" }, "10.0.6.1");
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toBe("มีการลองเข้าสู่ระบบจากเครือข่ายนี้มากเกินไป กรุณารอ 15 นาที");
    // The refusal belongs to that address: the same e-mail from elsewhere is answered as usual.
    expect((await post("/sign-in/email", { email: "sprayed-21@shop.test", password: "Summer2024!" }, "10.0.6.2")).status).toBe(401);
    const [limited] = await logFor("sprayed-21@shop.test");
    expect(limited).toMatchObject({ event: "rate_limit_exceeded", clientAddress: "10.0.6.1", details: { action: "sign-in", limit: "address" } });
  });

  it("stops guessing one account from many addresses at 30 failures an hour", async () => {
    const email = "distributed@shop.test";
    await post("/sign-up/email", { name: "เป้า", email, password: PASSWORD }, "10.0.0.7");
    for (let attempt = 1; attempt <= 30; attempt++) {
      const address = `10.0.7.${Math.ceil(attempt / 3)}`; // three guesses each, under every per-address limit
      expect((await post("/sign-in/email", { email, password: `Guess-${attempt}-pass` }, address)).status).toBe(401);
    }
    const refused = await post("/sign-in/email", { email, password: PASSWORD }, "10.0.7.200");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await json(refused)).message).toBe(
      "บัญชีนี้ถูกลองเข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 1 ชั่วโมง หรือขอลิงก์ตั้งรหัสผ่านใหม่ทางอีเมล",
    );
    expect((await logFor(email)).at(-1)).toMatchObject({ event: "rate_limit_exceeded", details: { action: "sign-in", limit: "email" } });
    // Refused attempts are not counted: an address that was refused has used nothing of its own limit.
    expect((await post("/sign-in/email", { email: "someone-else@shop.test", password: PASSWORD }, "10.0.7.200")).status).toBe(401);
  });

  it("gives a successful sign-in's slot back", async () => {
    const email = "regular@shop.test";
    await post("/sign-up/email", { name: "ประจำ", email, password: PASSWORD }, "10.0.0.2");
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.2.1")).status).toBe(200);
    }
    const log = await logFor(email);
    expect(log.filter((row) => row.event === "successful_login")).toHaveLength(8);
    expect(log.every((row) => row.event !== "rate_limit_exceeded")).toBe(true);
    expect(log.at(-1)!.userId).toBe(log[0]!.userId);
  });
});

describe("sign-up", () => {
  it("refuses addresses under the reserved .invalid domain used for LINE placeholders", async () => {
    const response = await post(
      "/sign-up/email",
      { name: "แอบอ้าง", email: "line-u0123456789abcdef0123456789abcdef@users.line.invalid", password: PASSWORD },
      "10.0.0.3",
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("รูปแบบอีเมลไม่ถูกต้อง");
  });

  it("logs the sign-up limit with the client's address", async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      await post("/sign-up/email", { name: "ใหม่", email: `many-${attempt}@shop.test`, password: PASSWORD }, "10.0.0.4");
    }
    const refused = await post("/sign-up/email", { name: "ใหม่", email: "many-4@shop.test", password: PASSWORD }, "10.0.0.4");
    expect(refused.status).toBe(429);
    const entries = await testDb.db.select().from(securityLog).where(eq(securityLog.event, "signup_rate_limit_exceeded"));
    expect(entries.map((row) => row.clientAddress)).toContain("10.0.0.4");
  });
});
