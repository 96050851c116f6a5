import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { provideTestAuth, requestHeaders, sessionCookie, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import { securityLog, sessions } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { accountTexts } from "../../../domain/members/account-texts";
import { changeMemberPassword } from "./change-password";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb, { secret: "s".repeat(40) });

const PASSWORD = "Lipstick-2024!";

const signUp = () => testAuth.signUpMember("พลอย", PASSWORD, 0);
const signIn = (email: string, password: string) => testAuth.canSignIn(email, password);

const requestWith = (cookie: string) => new Request("http://shop.test/profile", { method: "POST", headers: { cookie } });

describe("changeMemberPassword", () => {
  it("changes the password, signs out every other session and hands this device a new one", async () => {
    const member = await signUp();
    const otherDevice = await testAuth.auth.api.signInEmail({
      body: { email: member.email, password: PASSWORD },
      headers: new Headers(),
      returnHeaders: true,
    });
    expect(await testDb.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(2);

    const result = await changeMemberPassword(requestWith(member.cookie), member.userId, {
      currentPassword: PASSWORD,
      newPassword: "NewLipstick-2025",
      confirmPassword: "NewLipstick-2025",
    });
    expect(result.ok).toBe(true);
    const newCookie = result.ok ? sessionCookie(result.value.headers) : "";
    expect(newCookie).toContain("session_token");

    expect(await testAuth.auth.api.getSession({ headers: new Headers({ cookie: sessionCookie(otherDevice.headers) }) })).toBeNull();
    expect(await testAuth.auth.api.getSession({ headers: new Headers({ cookie: member.cookie }) })).toBeNull();
    expect((await testAuth.auth.api.getSession({ headers: new Headers({ cookie: newCookie }) }))?.user.id).toBe(member.userId);

    expect(await signIn(member.email, PASSWORD)).toBe(false);
    expect(await signIn(member.email, "NewLipstick-2025")).toBe(true);
    const events = await testDb.db
      .select()
      .from(securityLog)
      .where(and(eq(securityLog.userId, member.userId), eq(securityLog.event, "password_changed")));
    expect(events).toHaveLength(1);
  });

  it("refuses a wrong current password in Thai and keeps the old one", async () => {
    const member = await signUp();
    const result = await changeMemberPassword(requestWith(member.cookie), member.userId, {
      currentPassword: "Not-my-password-1",
      newPassword: "NewLipstick-2025",
      confirmPassword: "NewLipstick-2025",
    });
    expect(result).toEqual({ ok: false, status: 400, message: accountTexts.currentPasswordWrong, field: "currentPassword" });
    expect(await signIn(member.email, PASSWORD)).toBe(true);
  });

  it("refuses a request without a session", async () => {
    const member = await signUp();
    const result = await changeMemberPassword(requestWith(""), member.userId, {
      currentPassword: PASSWORD,
      newPassword: "NewLipstick-2025",
      confirmPassword: "NewLipstick-2025",
    });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it("limits wrong current passwords to 5 per 15 minutes per member, on /profile and both Better Auth endpoints", async () => {
    const member = await signUp();
    const bystander = await signUp();
    const endpoint = (who: { cookie: string }, path: string, body: unknown) =>
      testAuth.auth.handler(
        new Request(`${TEST_SHOP_URL}/api/auth${path}`, {
          method: "POST",
          headers: requestHeaders("10.9.0.1", { "content-type": "application/json", cookie: who.cookie }),
          body: JSON.stringify(body),
        }),
      );
    const viaProfile = (who: { cookie: string; userId: string }, currentPassword: string) =>
      changeMemberPassword(requestWith(who.cookie), who.userId, {
        currentPassword,
        newPassword: "NewLipstick-2025",
        confirmPassword: "NewLipstick-2025",
      });
    const viaChangePassword = (who: { cookie: string }, currentPassword: string) =>
      endpoint(who, "/change-password", { currentPassword, newPassword: "NewLipstick-2025" });
    const viaVerifyPassword = (who: { cookie: string }, password: string) => endpoint(who, "/verify-password", { password });

    // A right answer is not a guess and uses nothing up.
    expect((await viaVerifyPassword(member, PASSWORD)).status).toBe(200);
    // Five wrong answers, spread over the three ways in.
    expect(await viaProfile(member, "Wrong-guess-1")).toMatchObject({ status: 400, message: accountTexts.currentPasswordWrong });
    expect(await viaProfile(member, "Wrong-guess-2")).toMatchObject({ status: 400 });
    expect((await viaChangePassword(member, "Wrong-guess-3")).status).toBe(400);
    expect((await viaChangePassword(member, "Wrong-guess-4")).status).toBe(400);
    expect((await viaVerifyPassword(member, "Wrong-guess-5")).status).toBe(400);

    // From now on every way in is refused, even with the right password.
    const limited = "ใส่รหัสผ่านปัจจุบันผิดหลายครั้งเกินไป กรุณารอ 15 นาที";
    expect(await viaProfile(member, PASSWORD)).toEqual({ ok: false, status: 429, message: limited, field: "currentPassword" });
    for (const refused of [await viaChangePassword(member, PASSWORD), await viaVerifyPassword(member, PASSWORD)]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(((await refused.json()) as { message: string }).message).toBe(limited);
    }
    expect(await signIn(member.email, PASSWORD)).toBe(true);
    const limitEvents = await testDb.db
      .select()
      .from(securityLog)
      .where(and(eq(securityLog.userId, member.userId), eq(securityLog.event, "rate_limit_exceeded")));
    expect(limitEvents).toHaveLength(3);
    expect(limitEvents[0]).toMatchObject({ details: { action: "password-check" } });

    // Another member's checks are their own.
    expect((await viaVerifyPassword(bystander, PASSWORD)).status).toBe(200);
  });
});
