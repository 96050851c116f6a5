import { toNodeHandler } from "better-auth/node";
import express from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { startPageServer } from "../http/test-support/page-server";
import { fastGetSession } from "./get-session-route";
import { sessionAnswer } from "./session-lookup";
import { provideTestAuth, requestHeaders, TEST_SHOP_URL } from "./test-support/test-auth";

// The fast get-session must answer exactly what Better Auth answers, and leave it every other case.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

let addressCounter = 0;
const signUp = () => testAuth.signedUp(`10.37.0.${++addressCounter}`, { name: "มะลิ" });

async function betterAuthAnswer(cookie: string) {
  const response = await testAuth.auth.handler(new Request(`${TEST_SHOP_URL}/api/auth/get-session`, { headers: requestHeaders("10.37.1.1", { cookie }) }));
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
}

describe("sessionAnswer", () => {
  it("answers a member's session and user field for field as Better Auth does, without the token", async () => {
    const member = await signUp();
    const fast = JSON.parse(JSON.stringify(await sessionAnswer(testAuth.auth, member.cookie))) as unknown;
    expect(fast).toEqual(await betterAuthAnswer(member.cookie));
    expect(JSON.stringify(fast)).not.toContain('"token"');
    // An admin (the admin plugin's fields) reads the same too.
    await testDb.db.update(users).set({ role: "admin", banReason: null }).where(eq(users.id, member.userId));
    expect(JSON.parse(JSON.stringify(await sessionAnswer(testAuth.auth, member.cookie)))).toEqual(await betterAuthAnswer(member.cookie));
  });

  it("answers a guest with null, and leaves a signed-out or tampered cookie to Better Auth", async () => {
    expect(await sessionAnswer(testAuth.auth, null)).toBeNull();
    expect(await betterAuthAnswer("theme=rose")).toBeNull();
    const member = await signUp();
    const [name, value] = member.cookie.split("=") as [string, string];
    const tampered = `${name}=${decodeURIComponent(value).replace(/^./, (c) => (c === "a" ? "b" : "a"))}`;
    expect(await sessionAnswer(testAuth.auth, tampered)).toBe("ask-better-auth");
    await testDb.db.delete(sessions).where(eq(sessions.userId, member.userId));
    expect(await sessionAnswer(testAuth.auth, member.cookie)).toBe("ask-better-auth");
  });

  it("leaves a session due for its daily refresh to Better Auth, which refreshes it", async () => {
    const member = await signUp();
    const inTwentyNineDays = new Date(Date.now() + 29 * 24 * 60 * 60 * 1000 - 60_000);
    await testDb.db.update(sessions).set({ expiresAt: inTwentyNineDays }).where(eq(sessions.userId, member.userId));
    expect(await sessionAnswer(testAuth.auth, member.cookie)).toBe("ask-better-auth");
  });
});

describe("fastGetSession", () => {
  let server: Awaited<ReturnType<typeof startPageServer>>;
  const answeredByBetterAuth: string[] = [];
  beforeAll(async () => {
    const betterAuth = toNodeHandler((request: globalThis.Request) => testAuth.auth.handler(request));
    const app = express.Router();
    app.get(
      "/api/auth/get-session",
      fastGetSession(() => testAuth.auth),
    );
    app.all("/api/auth/{*rest}", (req, res) => {
      answeredByBetterAuth.push(req.originalUrl);
      return betterAuth(req, res);
    });
    server = await startPageServer(app, (_req, res) => void res.status(404).send("ไม่พบหน้านี้"));
  });
  afterAll(() => server.close());

  it("answers the ordinary case itself and passes a query on to Better Auth", async () => {
    const member = await signUp();
    const headers = { cookie: member.cookie, "x-shop-client-address": "10.37.2.1", origin: TEST_SHOP_URL };
    const fast = await fetch(`${server.url}/api/auth/get-session`, { headers });
    expect(fast.status).toBe(200);
    expect(fast.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await fast.json()) as { user: { id: string } }).user.id).toBe(member.userId);
    expect(answeredByBetterAuth).toEqual([]);
    const withOptions = await fetch(`${server.url}/api/auth/get-session?disableRefresh=true`, { headers });
    expect(((await withOptions.json()) as { user: { id: string } }).user.id).toBe(member.userId);
    expect(answeredByBetterAuth).toEqual(["/api/auth/get-session?disableRefresh=true"]);
  });
});
