import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { users } from "../../db/schema";
import type { TestDatabase } from "../../db/test-support/test-database";
import { installShopAuth } from "../auth-instance";
import { createShopAuth, type ShopAuth, type ShopAuthOptions } from "../shop-auth";

export const TEST_SHOP_URL = "http://shop.test";

/** Better Auth configured as the shop does, on a test database, installed for server functions. */
export function provideTestAuth(testDb: TestDatabase, options: Partial<ShopAuthOptions> = {}) {
  let auth: ShopAuth | undefined;
  beforeAll(async () => {
    auth = createShopAuth({
      db: testDb.db,
      publicUrl: TEST_SHOP_URL,
      secret: "test-secret-that-is-long-enough-for-better-auth",
      secureCookies: false,
      ...options,
    });
    await auth.$context;
    installShopAuth(auth);
  });
  afterAll(() => installShopAuth(undefined));
  const provided = {
    get auth() {
      if (!auth) throw new Error("Auth is ready only inside tests.");
      return auth;
    },
    /** A JSON POST through Better Auth's handler from `clientAddress`, as the Express layer passes it on. */
    post(path: string, body: unknown, clientAddress: string, extra: Record<string, string> = {}) {
      return provided.auth.handler(
        new Request(`${TEST_SHOP_URL}/api/auth${path}`, {
          method: "POST",
          headers: requestHeaders(clientAddress, { "content-type": "application/json", ...extra }),
          body: JSON.stringify(body),
        }),
      );
    },
    /**
     * A new member signed up with `password` from a random address in 10.`subnet`.x.y (sign-ups
     * are limited per address): its email, id and session cookie.
     */
    async signUpMember(name: string, password: string, subnet: number) {
      const email = `member-${crypto.randomUUID()}@test.example`;
      const { headers, response } = await provided.auth.api.signUpEmail({
        body: { name, email, password },
        headers: new Headers({ "x-shop-client-address": `10.${subnet}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }),
        returnHeaders: true,
      });
      return { email, userId: response.user.id, cookie: sessionCookie(headers) };
    },
    /**
     * Someone who signed up from `clientAddress` through the endpoint the browser posts to: their
     * email, id and session cookie; made an admin when asked, as staff are (nobody signs up as one).
     */
    async signedUp(clientAddress: string, { role = "user", name = "แพร" }: { role?: "user" | "admin"; name?: string } = {}) {
      const email = `${role}-${crypto.randomUUID()}@shop.test`;
      const response = await provided.post("/sign-up/email", { name, email, password: "Lipstick-2024!" }, clientAddress);
      expect(response.status).toBe(200);
      if (role === "admin") await testDb.db.update(users).set({ role: "admin" }).where(eq(users.email, email));
      const [user] = await testDb.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return { email, userId: user!.id, cookie: sessionCookie(response.headers) };
    },
    /** The session cookie of someone who signed up as `signedUp` says. */
    async signedUpCookie(clientAddress: string, role: "user" | "admin", name?: string) {
      return (await provided.signedUp(clientAddress, { role, name })).cookie;
    },
    /** Whether Better Auth lets `email` in with `password`. */
    async canSignIn(email: string, password: string) {
      try {
        await provided.auth.api.signInEmail({ body: { email, password }, headers: new Headers() });
        return true;
      } catch {
        return false;
      }
    },
  };
  return provided;
}

/** Headers of a browser request arriving from `clientAddress` (as the Express layer sets them). */
export function requestHeaders(clientAddress: string, extra: Record<string, string> = {}) {
  return new Headers({
    origin: TEST_SHOP_URL,
    "user-agent": "vitest-browser/1.0",
    "x-shop-client-address": clientAddress,
    ...extra,
  });
}

/** The shop's session cookie(s) from a response's Set-Cookie headers, as a Cookie header value. */
export function sessionCookie(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
