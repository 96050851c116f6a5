import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "../../../domain/shared/form-contract";
import { provideTestDatabase } from "../db/test-support/test-database";
import { sameOriginRedirectTarget } from "../http/redirect-target";
import { REDIRECT_BYPASSES } from "../http/test-support/redirect-bypasses";
import { withoutSessionTokens } from "./auth-boundary";
import { provideTestAuth, requestHeaders, sessionCookie, TEST_SHOP_URL } from "./test-support/test-auth";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const PASSWORD = "Lipstick-2024!";

/** A request through Better Auth's handler, as the Express layer passes it on. */
function call(method: "GET" | "POST", path: string, options: { body?: unknown; cookie?: string; clientAddress?: string } = {}) {
  return testAuth.auth.handler(
    new Request(`${TEST_SHOP_URL}/api/auth${path}`, {
      method,
      headers: requestHeaders(options.clientAddress ?? "10.9.0.1", {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      }),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

async function signUp(email: string, clientAddress: string) {
  const response = await call("POST", "/sign-up/email", { body: { name: "ขอบเขต", email, password: PASSWORD }, clientAddress });
  expect(response.status).toBe(200);
  return { cookie: sessionCookie(response.headers), body: (await response.json()) as Record<string, unknown> };
}

describe("session tokens in Better Auth's JSON", () => {
  it("get-session, list-sessions, sign-up and sign-in answer page scripts without the token", async () => {
    const email = "no-token@shop.test";
    const { cookie, body: signedUp } = await signUp(email, "10.9.0.2");
    expect(signedUp).not.toHaveProperty("token");
    expect(signedUp.user).toMatchObject({ email });

    const session = (await (await call("GET", "/get-session", { cookie })).json()) as {
      session: Record<string, unknown>;
      user: { email: string };
    };
    expect(session.user.email).toBe(email);
    expect(session.session.userId).toBeTruthy();
    expect(session.session).not.toHaveProperty("token");
    expect(JSON.stringify(session)).not.toContain(decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!);

    const sessions = (await (await call("GET", "/list-sessions", { cookie })).json()) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    for (const listed of sessions) expect(listed).not.toHaveProperty("token");

    const signedIn = await call("POST", "/sign-in/email", { body: { email, password: PASSWORD }, clientAddress: "10.9.0.3" });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).not.toHaveProperty("token");
    // The session cookie still comes, and still works.
    expect(sessionCookie(signedIn.headers)).toMatch(/^shop\.session_token=/);
  });

  it("change-password answers without it either", async () => {
    const { cookie } = await signUp("other-answers@shop.test", "10.9.0.5");
    const changed = await call("POST", "/change-password", {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: "Velvet-Rouge-2025!", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).not.toHaveProperty("token");
    expect(sessionCookie(changed.headers)).toMatch(/^shop\.session_token=/);
  });

  it("removes tokens from every shape Better Auth answers with, and leaves other answers alone", () => {
    expectMapping(withoutSessionTokens, [
      [{ token: "t", user: { id: "u" } }, { user: { id: "u" } }],
      [
        { session: { id: "s", token: "t" }, user: {} },
        { session: { id: "s" }, user: {} },
      ],
      [
        [{ id: "s", token: "t" }, { id: "r" }],
        [{ id: "s" }, { id: "r" }],
      ],
      [{ sessions: [{ id: "s", token: "t" }] }, { sessions: [{ id: "s" }] }],
    ]);
    expect(withoutSessionTokens({ status: true })).toBeUndefined();
    expect(withoutSessionTokens(null)).toBeUndefined();
  });

  it("server code calling auth.api.getSession still gets the whole session", async () => {
    const { cookie } = await signUp("server-side@shop.test", "10.9.0.4");
    const session = await testAuth.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.session.token).toBeTruthy();
  });
});

describe("redirect targets handed to Better Auth", () => {
  it.each(REDIRECT_BYPASSES.slice(0, 12))("are a path on the shop whatever the caller sends: %j", async (target) => {
    const email = `callback-${Math.random().toString(36).slice(2)}@shop.test`;
    await signUp(email, `10.9.1.${Math.floor(Math.random() * 200) + 1}`);
    const response = await call("POST", "/sign-in/email", {
      body: { email, password: PASSWORD, callbackURL: target },
      clientAddress: `10.9.2.${Math.floor(Math.random() * 200) + 1}`,
    });
    // The shop's field rules refuse control characters in any field before Better Auth sees them.
    if (hasControlCharacters(target)) {
      expect(response.status).toBe(400);
      expect(await response.json()).not.toHaveProperty("url");
      return;
    }
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { url?: string };
    expect(new URL(answer.url ?? "/", `${TEST_SHOP_URL}/`).origin).toBe(TEST_SHOP_URL);
    expect(answer.url).toBe(sameOriginRedirectTarget(target, TEST_SHOP_URL));
  });

  it("keeps a path on the shop as it is", async () => {
    const email = "callback-kept@shop.test";
    await signUp(email, "10.9.3.1");
    const response = await call("POST", "/sign-in/email", {
      body: { email, password: PASSWORD, callbackURL: "/profile?tab=orders" },
      clientAddress: "10.9.3.2",
    });
    expect(((await response.json()) as { url?: string }).url).toBe("/profile?tab=orders");
  });
});
