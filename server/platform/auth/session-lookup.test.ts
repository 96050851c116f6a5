import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { currentUser } from "./guards";
import { lookUpSession } from "./session-lookup";
import { provideTestAuth, requestHeaders, TEST_SHOP_URL } from "./test-support/test-auth";

// The cheap session lookup must answer exactly what Better Auth's getSession answers, and leave
// every case with a side effect (refresh, clean-up) to Better Auth itself.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const DAY_MS = 24 * 60 * 60 * 1000;

let addressCounter = 0;
const signUp = () => testAuth.signedUp(`10.36.0.${++addressCounter}`, { name: "ดาวเรือง" });

const betterAuthUser = async (cookie: string) => (await testAuth.auth.api.getSession({ headers: requestHeaders("10.36.1.1", { cookie }) }))?.user ?? null;
const userOf = (cookie: string) => currentUser(new Request(`${TEST_SHOP_URL}/`, { headers: requestHeaders("10.36.1.1", { cookie }) }));
const sessionRowsOf = (userId: string) => testDb.db.select().from(sessions).where(eq(sessions.userId, userId));

describe("lookUpSession", () => {
  it("answers a valid session as Better Auth does, with the role from the user's row", async () => {
    const member = await signUp();
    const fast = await lookUpSession(testAuth.auth, member.cookie);
    const slow = await betterAuthUser(member.cookie);
    expect(fast).toEqual({ id: slow!.id, email: slow!.email, name: slow!.name, role: "user" });
    expect(await userOf(`other=1; ${member.cookie}; theme=rose`)).toEqual({
      id: member.userId,
      email: member.email,
      name: "ดาวเรือง",
      isAdmin: false,
    });
    await testDb.db.update(users).set({ role: "admin" }).where(eq(users.id, member.userId));
    expect((await userOf(member.cookie))?.isAdmin).toBe(true);
  });

  it("answers a guest without a session cookie with null", async () => {
    expect(await lookUpSession(testAuth.auth, null)).toBeNull();
    expect(await lookUpSession(testAuth.auth, "theme=rose")).toBeNull();
    expect(await betterAuthUser("theme=rose")).toBeNull();
  });

  it("leaves a tampered cookie, an unknown token and a signed-out session to Better Auth, which refuses them", async () => {
    const member = await signUp();
    const [name, value] = member.cookie.split("=") as [string, string];
    const tampered = `${name}=${decodeURIComponent(value).replace(/^./, (c) => (c === "a" ? "b" : "a"))}`;
    expect(await lookUpSession(testAuth.auth, tampered)).toBe("ask-better-auth");
    expect(await userOf(tampered)).toBeNull();
    // Signed out everywhere: the rows are gone, and the very next request is a guest's.
    await testDb.db.delete(sessions).where(eq(sessions.userId, member.userId));
    expect(await lookUpSession(testAuth.auth, member.cookie)).toBe("ask-better-auth");
    expect(await userOf(member.cookie)).toBeNull();
    expect(await betterAuthUser(member.cookie)).toBeNull();
  });

  it("leaves a session due for its daily refresh to Better Auth, which extends it", async () => {
    const member = await signUp();
    const [row] = await sessionRowsOf(member.userId);
    // Refreshed once a day (updateAge) within its 30 days: make it two days old.
    const aged = new Date(row!.expiresAt.getTime() - 2 * DAY_MS);
    await testDb.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.id, row!.id));
    expect(await lookUpSession(testAuth.auth, member.cookie)).toBe("ask-better-auth");
    expect((await userOf(member.cookie))?.id).toBe(member.userId);
    const [refreshed] = await sessionRowsOf(member.userId);
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + DAY_MS);
    expect(await lookUpSession(testAuth.auth, member.cookie)).toMatchObject({ id: member.userId });
  });

  it("leaves an expired session to Better Auth, which refuses it and deletes the row", async () => {
    const member = await signUp();
    await testDb.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.userId));
    expect(await lookUpSession(testAuth.auth, member.cookie)).toBe("ask-better-auth");
    expect(await userOf(member.cookie)).toBeNull();
    expect(await sessionRowsOf(member.userId)).toEqual([]);
  });
});
