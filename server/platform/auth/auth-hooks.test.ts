import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTexts } from "../../../domain/auth/auth-texts";
import { securityLog, users } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { provideTestAuth, sessionCookie } from "./test-support/test-auth";

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
    expect(limited).toMatchObject({
      event: "rate_limit_exceeded",
      clientAddress: "10.0.6.1",
      details: { action: "sign-in", limit: "address" },
    });
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
    expect((await json(refused)).message).toBe(authTexts.signInAccountCeiling);
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

/** The device cookies a sign-in answer set, as a Cookie header, and each Set-Cookie line. */
function deviceCookies(response: Response) {
  const lines = response.headers.getSetCookie().filter((line) => line.startsWith("gv_device_"));
  return { header: [...new Set(lines.map((line) => line.split(";")[0]!))].join("; "), lines };
}

describe("device cookies (OWASP): strangers' guesses cannot lock the owner's own browser out", () => {
  it("keeps the right password working in a browser that signed in before, after 30 guesses from many addresses, admin included", async () => {
    const email = "boss@shop.test";
    await post("/sign-up/email", { name: "ผู้ดูแล", email, password: PASSWORD }, "10.0.8.250");
    await testDb.db.update(users).set({ role: "admin" }).where(eq(users.email, email));
    const firstSignIn = await post("/sign-in/email", { email, password: PASSWORD }, "10.0.8.251");
    expect(firstSignIn.status).toBe(200);
    const device = deviceCookies(firstSignIn);
    // One cookie for the account, sent only where a password sign-in arrives; long-lived, script-proof.
    expect(device.lines.map((line) => line.match(/Path=([^;]+)/)?.[1])).toEqual(["/auth", "/auth.data", "/api/auth/sign-in", "/sign-out", "/sign-out.data"]);
    for (const line of device.lines) {
      expect(line).toMatch(/; Max-Age=31536000/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Strict/);
    }

    for (let attempt = 1; attempt <= 30; attempt++) {
      const address = `10.0.8.${Math.ceil(attempt / 3)}`;
      expect((await post("/sign-in/email", { email, password: `Guess-${attempt}-pass` }, address)).status).toBe(401);
    }
    // A browser that never signed in to the account is refused even with the right password, and told what to do.
    const unknown = await post("/sign-in/email", { email, password: PASSWORD }, "10.0.8.200");
    expect(unknown.status).toBe(429);
    expect((await json(unknown)).message).toBe(authTexts.signInAccountCeiling);
    expect(authTexts.signInAccountCeiling).toContain("ลืมรหัสผ่าน?");

    // The owner's browser gets in, from anywhere — even from an address the guesses came from.
    const owner = await post("/sign-in/email", { email, password: PASSWORD }, "10.0.8.1", { cookie: device.header });
    expect(owner.status).toBe(200);
    // A fresh cookie each time; the newest keeps working.
    const renewed = deviceCookies(owner);
    expect(renewed.header).not.toBe(device.header);
    expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.8.2", { cookie: renewed.header })).status).toBe(200);
  });

  it("ignores a forged device cookie and one signed for another account", async () => {
    const email = "guarded@shop.test";
    const other = "other-browser-owner@shop.test";
    await post("/sign-up/email", { name: "ระวัง", email, password: PASSWORD }, "10.0.9.250");
    await post("/sign-up/email", { name: "คนอื่น", email: other, password: PASSWORD }, "10.0.9.251");
    const own = deviceCookies(await post("/sign-in/email", { email, password: PASSWORD }, "10.0.9.252"));
    const others = deviceCookies(await post("/sign-in/email", { email: other, password: PASSWORD }, "10.0.9.253"));
    for (let attempt = 1; attempt <= 30; attempt++) {
      await post("/sign-in/email", { email, password: `Guess-${attempt}-pass` }, `10.0.9.${Math.ceil(attempt / 3)}`);
    }
    const ownName = own.header.split("=")[0]!;
    const [ownNonce] = own.header.split("=")[1]!.split(".");
    const othersValue = others.header.split("=")[1]!;
    const forgeries = [
      `${ownName}=${ownNonce}.${"A".repeat(43)}`, // the right name and nonce, a made-up signature
      `${ownName}=${othersValue}`, // another account's valid cookie under this account's name
      others.header, // another account's valid cookie as it is
      `${ownName}=garbage`,
    ];
    for (const cookie of forgeries) {
      expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.9.200", { cookie })).status, cookie).toBe(429);
    }
    expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.9.200", { cookie: own.header })).status).toBe(200);
  });

  it("counts a known browser's wrong passwords for that browser alone: five lock just that cookie", async () => {
    const email = "clumsy@shop.test";
    await post("/sign-up/email", { name: "มือพลาด", email, password: PASSWORD }, "10.0.10.250");
    const phone = deviceCookies(await post("/sign-in/email", { email, password: PASSWORD }, "10.0.10.1"));
    const laptop = deviceCookies(await post("/sign-in/email", { email, password: PASSWORD }, "10.0.10.2"));
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post("/sign-in/email", { email, password: `Typo-${attempt}-pass` }, "10.0.10.1", { cookie: phone.header })).status).toBe(401);
    }
    const locked = await post("/sign-in/email", { email, password: PASSWORD }, "10.0.10.1", { cookie: phone.header });
    expect(locked.status).toBe(429);
    expect((await json(locked)).message).toBe(authTexts.signInRateLimited);
    expect((await logFor(email)).at(-1)).toMatchObject({ event: "rate_limit_exceeded", details: { action: "sign-in", limit: "device" } });
    // The other browser, and the address's and account's buckets, were not touched.
    expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.10.1", { cookie: laptop.header })).status).toBe(200);
    expect((await post("/sign-in/email", { email, password: PASSWORD }, "10.0.10.1")).status).toBe(200);
  });
});

describe("device cookies end (decision 113): replaced at the next sign-in, all revoked by a new password or signing out everywhere", () => {
  /** 30 wrong guesses from many addresses: from now on only a kept device cookie lets the right password in. */
  async function lockForUnknownDevices(email: string, subnet: number) {
    for (let attempt = 1; attempt <= 30; attempt++) {
      await post("/sign-in/email", { email, password: `Guess-${attempt}-pass` }, `10.${subnet}.0.${Math.ceil(attempt / 3)}`);
    }
  }
  const signIn = (email: string, address: string, cookie?: string) => post("/sign-in/email", { email, password: PASSWORD }, address, cookie ? { cookie } : {});

  it("a copy of a replaced cookie no longer opens the locked account's allowance; another browser's still does", async () => {
    const email = "replaced-cookie@shop.test";
    await post("/sign-up/email", { name: "เปลี่ยน", email, password: PASSWORD }, "10.0.11.250");
    const copied = deviceCookies(await signIn(email, "10.0.11.1"));
    const laptop = deviceCookies(await signIn(email, "10.0.11.2"));
    // The owner signs in again from the browser the cookie was copied from: it gets a new one.
    const renewed = deviceCookies(await signIn(email, "10.0.11.1", copied.header));
    expect(renewed.header).not.toBe(copied.header);
    await lockForUnknownDevices(email, 11);

    expect((await signIn(email, "10.0.11.200", copied.header)).status).toBe(429);
    expect((await post("/sign-in/email", { email, password: "Guess-31-pass" }, "10.0.11.201", { cookie: copied.header })).status).toBe(429);
    expect((await signIn(email, "10.0.11.1", renewed.header)).status).toBe(200);
    expect((await signIn(email, "10.0.11.2", laptop.header)).status).toBe(200);
  });

  it("signing out everywhere ends every other browser's device cookie, and keeps the one of the browser signing out", async () => {
    const email = "revoked-cookies@shop.test";
    await post("/sign-up/email", { name: "ออกทุกที่", email, password: PASSWORD }, "10.0.12.250");
    const phoneSignIn = await signIn(email, "10.0.12.1");
    const phone = deviceCookies(phoneSignIn);
    const laptop = deviceCookies(await signIn(email, "10.0.12.2"));
    const signedOut = await post("/revoke-sessions", {}, "10.0.12.1", { cookie: `${sessionCookie(phoneSignIn.headers)}; ${phone.header}` });
    expect(signedOut.status).toBe(200);
    await lockForUnknownDevices(email, 12);
    expect((await signIn(email, "10.0.12.2", laptop.header)).status).toBe(429);
    expect((await signIn(email, "10.0.12.1", phone.header)).status).toBe(200);
  });

  it("a password change ends every device cookie of the account", async () => {
    const changer = "changed-password@shop.test";
    await post("/sign-up/email", { name: "เปลี่ยนรหัส", email: changer, password: PASSWORD }, "10.0.13.250");
    const tabletSignIn = await signIn(changer, "10.0.13.1");
    const tablet = deviceCookies(tabletSignIn);
    const newPassword = "Velvet-Rouge-2025!";
    const changed = await post("/change-password", { currentPassword: PASSWORD, newPassword, revokeOtherSessions: true }, "10.0.13.1", {
      cookie: sessionCookie(tabletSignIn.headers),
    });
    expect(changed.status).toBe(200);
    await lockForUnknownDevices(changer, 13);
    expect((await post("/sign-in/email", { email: changer, password: newPassword }, "10.0.13.1", { cookie: tablet.header })).status).toBe(429);
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
