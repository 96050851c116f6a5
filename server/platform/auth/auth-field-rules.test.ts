import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, users } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { provideTestAuth } from "./test-support/test-auth";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const PASSWORD = "Lipstick-2024!";
const HUGE_NAME = "ก".repeat(2 * 1024 * 1024);

const post = testAuth.post;

async function refusal(response: Response) {
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

async function signedUp(email: string, clientAddress: string) {
  const response = await post("/sign-up/email", { name: "สมาชิก", email, password: PASSWORD }, clientAddress);
  expect(response.status).toBe(200);
  return {
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
  };
}

describe("Better Auth's endpoints keep the shop's field rules", () => {
  it("refuses a 2 MB display name at sign-up with the sign-up form's Thai message, creating nobody", async () => {
    const email = "huge-name@shop.test";
    const response = await post("/sign-up/email", { name: HUGE_NAME, email, password: PASSWORD }, "10.7.0.1");
    expect(await refusal(response)).toEqual({ status: 400, message: "ชื่อยาวเกินไป" });
    expect(await testDb.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses a 2 MB display name through update-user, keeping the old one", async () => {
    const email = "rename@shop.test";
    const { cookie } = await signedUp(email, "10.7.0.2");
    const response = await post("/update-user", { name: HUGE_NAME }, "10.7.0.2", { cookie });
    expect(await refusal(response)).toEqual({ status: 400, message: "ชื่อยาวเกินไป" });
    const [user] = await testDb.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(user!.name).toBe("สมาชิก");
    // A name within the rules still goes through.
    expect((await post("/update-user", { name: "ชื่อใหม่" }, "10.7.0.2", { cookie })).status).toBe(200);
  });

  it.each([
    ["a NUL byte in the e-mail", "/sign-in/email", { email: "a\u0000b@shop.test", password: PASSWORD }, "ข้อมูลมีอักขระที่ใช้ไม่ได้"],
    ["a malformed e-mail", "/sign-up/email", { name: "ก", email: "not-an-email", password: PASSWORD }, "รูปแบบอีเมลไม่ถูกต้อง"],
    ["a weak password", "/sign-up/email", { name: "ก", email: "weak@shop.test", password: "aaaaaaaa" }, null],
    ["an image URL at sign-up", "/sign-up/email", { name: "ก", email: "pic@shop.test", password: PASSWORD, image: "x".repeat(9000) }, "คำขอไม่ถูกต้อง"],
    ["a body that is not an object", "/sign-in/email", ["a@shop.test"], "คำขอไม่ถูกต้อง"],
    ["a short new password in a reset", "/reset-password", { newPassword: "short", token: "whatever" }, "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร"],
    ["a malformed address for a reset link", "/request-password-reset", { email: "x".repeat(300) }, null],
  ])("refuses %s with 400 and a Thai message", async (_name, path, body, message) => {
    const result = await refusal(await post(path, body, "10.7.1.1"));
    expect(result.status).toBe(400);
    if (message) expect(result.message).toBe(message);
    else expect(result.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("checks change-email and change-password for a signed-in member", async () => {
    const { cookie } = await signedUp("changer@shop.test", "10.7.0.3");
    const email = await refusal(await post("/change-email", { newEmail: "bad\u0000@shop.test" }, "10.7.0.3", { cookie }));
    expect(email).toEqual({ status: 400, message: "ข้อมูลมีอักขระที่ใช้ไม่ได้" });
    const password = await refusal(await post("/change-password", { currentPassword: PASSWORD, newPassword: "x".repeat(5000) }, "10.7.0.3", { cookie }));
    expect(password).toEqual({ status: 400, message: "รหัสผ่านต้องไม่เกิน 128 ตัวอักษร" });
  });

  it("leaves a valid sign-up alone, profile included", async () => {
    const email = "fine@shop.test";
    await signedUp(email, "10.7.0.4");
    const [user] = await testDb.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile!.displayName).toBe("สมาชิก");
  });
});
