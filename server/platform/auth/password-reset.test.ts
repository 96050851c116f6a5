import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, securityLog, users, verifications } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { PASSWORD_RESET_RATE_LIMIT, RESET_LINK_LIFETIME_MINUTES } from "../../../domain/auth/auth-limits";
import { authTexts } from "../../../domain/auth/auth-texts";
import { openMailBody } from "../mail/sealed-mail";
import { INVALID_RESET_LINK, isResetTokenUsable, requestPasswordReset, resetPasswordAndSignIn } from "./password-reset";
import { provideTestAuth, requestHeaders, sessionCookie, TEST_SHOP_URL } from "./test-support/test-auth";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const OLD_PASSWORD = "Lipstick-2024!";
const NEW_PASSWORD = "velvet lips 8";

let addressCounter = 0;
function browserRequest(path = "/auth") {
  addressCounter += 1;
  return new Request(`${TEST_SHOP_URL}${path}`, { method: "POST", headers: requestHeaders(`10.20.0.${addressCounter}`) });
}

async function signUp(email: string) {
  const { headers } = await testAuth.auth.api.signUpEmail({
    body: { name: "น้องพลอย", email, password: OLD_PASSWORD },
    headers: browserRequest().headers,
    returnHeaders: true,
  });
  return sessionCookie(headers);
}

async function sessionOf(cookie: string) {
  return testAuth.auth.api.getSession({ headers: new Headers({ cookie }) });
}

/** The mails queued for an address, their bodies opened as the delivery job opens them. */
async function mailsTo(email: string) {
  const rows = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);
  return rows.map((row) => ({
    ...row,
    textBody: openMailBody(row.textBody, row.toAddress),
    htmlBody: row.htmlBody && openMailBody(row.htmlBody, row.toAddress),
  }));
}

const linkIn = (text: string) => text.match(/http:\/\/shop\.test\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];

async function resetLinkMailedTo(email: string, request = browserRequest()) {
  const mailsBefore = (await mailsTo(email)).length;
  expect((await requestPasswordReset(request, { email })).ok).toBe(true);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(mailsBefore + 1);
  const link = linkIn(mails.at(-1)!.textBody);
  expect(link).toBeDefined();
  return { link: link!, token: new URL(link!).searchParams.get("token")!, mail: mails.at(-1)! };
}

async function events(email: string) {
  const rows = await testDb.db.select().from(securityLog).where(eq(securityLog.email, email)).orderBy(securityLog.createdAt);
  return rows.map((row) => row.event);
}

describe("forgot password", () => {
  it("answers the same for unknown addresses, and mails nothing", async () => {
    expect(await requestPasswordReset(browserRequest(), { email: "nobody-here@shop.test" })).toEqual({ ok: true });
    expect(await mailsTo("nobody-here@shop.test")).toHaveLength(0);
    expect(await events("nobody-here@shop.test")).toEqual(["password_reset_requested"]);
  });

  it("mails a Thai message with a link to /reset-password carrying a hashed-at-rest token", async () => {
    const email = "mail-shape@shop.test";
    await signUp(email);
    const { token, mail } = await resetLinkMailedTo(email);
    expect(mail.subject).toBe("ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ");
    expect(mail.textBody).toContain("สวัสดีคุณน้องพลอย");
    expect(mail.textBody).toContain("หมดอายุใน 60 นาที");
    expect(mail.htmlBody).toContain(`href="http://shop.test/reset-password?token=${token}"`);
    // The token itself is nowhere in the database, only its hash.
    const stored = await testDb.db
      .select()
      .from(verifications)
      .where(sql`${verifications.identifier} like ${`%${token}%`}`);
    expect(stored).toHaveLength(0);
    expect(await isResetTokenUsable(token)).toBe(true);
  });

  it("limits reset requests per client address, whatever the e-mail", async () => {
    const fromOnePlace = () => new Request(`${TEST_SHOP_URL}/auth`, { method: "POST", headers: requestHeaders("10.22.0.1") });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await requestPasswordReset(fromOnePlace(), { email: `bombed-${attempt}@shop.test` })).ok).toBe(true);
    }
    expect(await requestPasswordReset(fromOnePlace(), { email: "bombed-11@shop.test" })).toEqual({
      ok: false,
      status: 429,
      message: "ขอลิงก์ตั้งรหัสผ่านใหม่บ่อยเกินไป กรุณารอ 15 นาที",
    });
    const [limited] = await testDb.db.select().from(securityLog).where(eq(securityLog.email, "bombed-11@shop.test"));
    expect(limited).toMatchObject({
      event: "rate_limit_exceeded",
      clientAddress: "10.22.0.1",
      details: { action: "password-reset", limit: "address" },
    });
    // Another address asks as usual.
    expect((await requestPasswordReset(browserRequest(), { email: "bombed-11@shop.test" })).ok).toBe(true);
  });

  it("mails a newer link that ends the older ones", async () => {
    const email = "newest-only@shop.test";
    await signUp(email);
    const first = await resetLinkMailedTo(email);
    const second = await resetLinkMailedTo(email);
    expect(await isResetTokenUsable(first.token)).toBe(false);
    expect(await isResetTokenUsable(second.token)).toBe(true);
    const response = await testAuth.post("/reset-password", { token: first.token, newPassword: "another pass 9" }, "10.30.0.3");
    expect(response.status).toBe(400);
    expect(
      (
        await resetPasswordAndSignIn(browserRequest("/reset-password"), second.token, {
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
      ).ok,
    ).toBe(true);
  });

  it("leaves the owner a working link however many are asked for in their name, from however many addresses", async () => {
    const email = "wanted@shop.test";
    await signUp(email);
    // Strangers ask from many addresses: the first few are mailed, each ending the one before.
    for (let attempt = 0; attempt < PASSWORD_RESET_RATE_LIMIT.maxAttempts; attempt++) await resetLinkMailedTo(email);
    const mailed = await mailsTo(email);
    const newest = new URL(linkIn(mailed.at(-1)!.textBody)!).searchParams.get("token")!;
    // Then they go on, and so does the owner: answered as sent, but nothing is mailed and nothing ended.
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await requestPasswordReset(browserRequest(), { email })).toEqual({ ok: true });
    }
    expect(await mailsTo(email)).toHaveLength(PASSWORD_RESET_RATE_LIMIT.maxAttempts);
    expect(await isResetTokenUsable(newest)).toBe(true);
    const capped = await testDb.db
      .select()
      .from(securityLog)
      .where(and(eq(securityLog.email, email), eq(securityLog.event, "rate_limit_exceeded")));
    expect(capped).toHaveLength(20);
    expect(capped[0]!.details).toEqual({ action: "password-reset", limit: "email" });
    // The owner reads the newest mail, as the page tells them to, and gets in.
    expect(authTexts.resetLinkSent).toContain("ฉบับล่าสุด");
    const reset = await resetPasswordAndSignIn(browserRequest("/reset-password"), newest, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.ok && reset.value.headers !== null).toBe(true);
    // The newest link was mailed within the cap's window, so it outlives every time the cap is shut.
    expect(PASSWORD_RESET_RATE_LIMIT.windowMs).toBeLessThan(RESET_LINK_LIFETIME_MINUTES * 60_000);
  });

  it("keeps the link out of the outbox table while the mail waits", async () => {
    const email = "sealed-link@shop.test";
    await signUp(email);
    const { token } = await resetLinkMailedTo(email);
    const rows = await testDb.db.execute<Record<string, unknown>>(sql`select * from mail_outbox where to_address = ${email}`);
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    expect(JSON.stringify(rows.rows)).not.toContain("reset-password");
  });
});

describe("reset password", () => {
  it("sets the new password once, signs the owner in, and ends every older session", async () => {
    const email = "reset-once@shop.test";
    const oldSession = await signUp(email);
    expect(await sessionOf(oldSession)).not.toBeNull();
    const { token } = await resetLinkMailedTo(email);

    const reset = await resetPasswordAndSignIn(browserRequest("/reset-password"), token, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.ok).toBe(true);
    if (!reset.ok) return;
    const newSession = sessionCookie(reset.value.headers!);
    expect((await sessionOf(newSession))?.user.email).toBe(email);
    expect(await sessionOf(oldSession)).toBeNull();

    // Used: the link is refused from now on.
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(
      await resetPasswordAndSignIn(browserRequest("/reset-password"), token, {
        password: "another pass 9",
        confirmPassword: "another pass 9",
      }),
    ).toEqual(INVALID_RESET_LINK);
    expect(INVALID_RESET_LINK).toEqual({ ok: false, status: 400, message: authTexts.invalidResetLink, field: "token" });

    await expect(testAuth.auth.api.signInEmail({ body: { email, password: OLD_PASSWORD }, headers: browserRequest().headers })).rejects.toThrow();
    await expect(testAuth.auth.api.signInEmail({ body: { email, password: NEW_PASSWORD }, headers: browserRequest().headers })).resolves.toBeTruthy();

    const [user] = await testDb.db.select().from(users).where(eq(users.email, email));
    const logged = await testDb.db
      .select()
      .from(securityLog)
      .where(and(eq(securityLog.userId, user!.id), eq(securityLog.event, "password_reset")));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ source: "server", email, userAgent: "vitest-browser/1.0" });
    expect(logged[0]!.clientAddress).toMatch(/^10\.20\.0\./);
  });

  it("refuses forged, malformed and missing tokens", async () => {
    for (const token of ["A".repeat(24), "not a token!", "", null]) {
      expect(await isResetTokenUsable(token)).toBe(false);
      expect(await resetPasswordAndSignIn(browserRequest("/reset-password"), token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual(
        INVALID_RESET_LINK,
      );
      expect(INVALID_RESET_LINK).toEqual({ ok: false, status: 400, message: authTexts.invalidResetLink, field: "token" });
    }
    // The HTTP endpoint refuses a forged token too, and the attempt is logged.
    const response = await testAuth.post("/reset-password", { token: "B".repeat(24), newPassword: NEW_PASSWORD }, "10.30.0.1");
    expect(response.status).toBe(400);
    const failures = await testDb.db.select().from(securityLog).where(eq(securityLog.event, "failed_password_reset"));
    expect(failures.some((row) => row.clientAddress === "10.30.0.1")).toBe(true);
  });

  it("refuses an expired link", async () => {
    const email = "expired@shop.test";
    await signUp(email);
    const { token } = await resetLinkMailedTo(email);
    // Identifiers are stored hashed, so age every pending verification (all earlier ones are used up).
    await testDb.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await resetPasswordAndSignIn(browserRequest("/reset-password"), token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual(
      INVALID_RESET_LINK,
    );
    expect(INVALID_RESET_LINK).toEqual({ ok: false, status: 400, message: authTexts.invalidResetLink, field: "token" });
  });

  it("lets the owner in right after a reset even when wrong passwords had used up the sign-in limits", async () => {
    const email = "locked-out@shop.test";
    await signUp(email);
    const guess = (clientAddress: string) =>
      testAuth.auth.api.signInEmail({ body: { email, password: "wrong-guess-1" }, headers: requestHeaders(clientAddress) }).then(
        () => 200,
        (error: { statusCode: number }) => error.statusCode,
      );
    // The owner's own address is over its limit, and so is the account as a whole.
    for (let attempt = 0; attempt < 5; attempt++) await guess("10.21.0.1");
    for (let attempt = 0; attempt < 25; attempt++) await guess(`10.21.1.${attempt}`);
    expect(await guess("10.21.0.1")).toBe(429);
    expect(await guess("10.21.2.1")).toBe(429);

    const { token } = await resetLinkMailedTo(email);
    const request = new Request(`${TEST_SHOP_URL}/reset-password`, { method: "POST", headers: requestHeaders("10.21.0.1") });
    const reset = await resetPasswordAndSignIn(request, token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.ok && reset.value.headers !== null).toBe(true);
  });

  it("ends every other outstanding reset link of the account once one has been used", async () => {
    const email = "two-links@shop.test";
    await signUp(email);
    const first = await resetLinkMailedTo(email);
    const second = await resetLinkMailedTo(email);
    expect(first.token).not.toBe(second.token);
    const other = "other-account@shop.test";
    await signUp(other);
    const othersLink = await resetLinkMailedTo(other);

    const reset = await resetPasswordAndSignIn(browserRequest("/reset-password"), second.token, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.ok).toBe(true);

    // The older link is dead, by the page's check and at Better Auth's own endpoint.
    expect(await isResetTokenUsable(first.token)).toBe(false);
    expect(
      await resetPasswordAndSignIn(browserRequest("/reset-password"), first.token, {
        password: "another pass 9",
        confirmPassword: "another pass 9",
      }),
    ).toEqual(INVALID_RESET_LINK);
    expect(INVALID_RESET_LINK).toEqual({ ok: false, status: 400, message: authTexts.invalidResetLink, field: "token" });
    const response = await testAuth.post("/reset-password", { token: first.token, newPassword: "another pass 9" }, "10.30.0.2");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    await expect(testAuth.auth.api.signInEmail({ body: { email, password: NEW_PASSWORD }, headers: browserRequest().headers })).resolves.toBeTruthy();

    // Another account's link is untouched.
    expect(await isResetTokenUsable(othersLink.token)).toBe(true);
  });
});
