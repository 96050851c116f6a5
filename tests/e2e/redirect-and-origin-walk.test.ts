import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { hasControlCharacters } from "../../domain/shared/form-contract";
import { authTexts } from "../../domain/auth/auth-texts";
import { commonTexts } from "../../domain/shared/common-texts";
import { request } from "../../server/platform/http/test-support/page-server";
import { REDIRECT_BYPASSES, SIGNED_IN_PAGES } from "../../server/platform/http/test-support/redirect-bypasses";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { cookiesFromSetCookie } from "./support/cookies";
import { postJson } from "./support/http-client";
import { actionRoutes, betterAuthEndpoints } from "./support/route-table";

/**
 * The redirect and origin walk (issue 8, decision 016): every parameter that becomes a
 * redirect, tried with every known bypass, must land on the shop and never cause a 5xx; every
 * state-changing route — read from the build's route table and Better Auth's own endpoint
 * table, so new ones are walked the day they are added — must refuse a cross-site request
 * and leave the shopper's session as it was.
 */

const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const shopOrigin = new URL(shopUrl).origin;
const PASSWORD = "Lipstick-2024!";
const EVIL = "http://evil.example";

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** One raw request (no redirect following, no automatic headers beyond Node's own). */
function send(method: string, url: string, options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {}) {
  return request(url, { method, ...options });
}

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: { "content-type": "application/x-www-form-urlencoded" },
});

/**
 * Where an answer sends the browser: the Location header, or for React Router's single
 * fetch (`/auth.data`) the redirect inside its turbo-stream body.
 */
function redirectTarget(answer: Answer): string | null {
  if (typeof answer.headers.location === "string") return answer.headers.location;
  if (!String(answer.headers["content-type"] ?? "").startsWith("text/x-script")) return null;
  const values = JSON.parse(answer.text.split("\n")[0]!) as unknown[];
  const index = values[0] as Record<string, number>;
  for (const [key, valueIndex] of Object.entries(index)) {
    if (values[Number(key.slice(1))] === "redirect") return String(values[valueIndex]);
  }
  return null;
}

/** The answer did not fail, and whatever it redirects to is this shop (in printable ASCII). */
function expectStaysOnShop(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  const target = redirectTarget(answer);
  if (target === null) return;
  expect(target, label).toMatch(/^[\x21-\x7e]*$/);
  expect(new URL(target, `${shopUrl}/auth`).origin, `${label} → ${target}`).toBe(shopOrigin);
}

// This file's clients: the sign-up limit (3 per address per 5 minutes) is per address, so
// the walk's many sign-ups rotate through addresses of their own (127.0.61.x, 127.0.62.x).
let signUps = 0;
function signUpAddress() {
  const n = Math.floor(signUps++ / 3);
  return `127.0.${61 + Math.floor(n / 250)}.${(n % 250) + 1}`;
}
const SIGN_IN_ADDRESS = "127.0.60.1";

async function signUpMember(name: string) {
  const email = uniqueEmail("walk");
  const signedUp = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name, email, password: PASSWORD },
    {
      localAddress: signUpAddress(),
      headers: { origin: shopUrl },
    },
  );
  expect(signedUp.status).toBe(200);
  return { email, cookie: cookieHeader(signedUp.headers["set-cookie"]) };
}

function cookieHeader(setCookie: string[] | undefined) {
  return (setCookie ?? [])
    .map((header) => header.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Runs `walk` over `items`, `parallel` at a time. */
async function inBatches<T>(items: readonly T[], parallel: number, walk: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += parallel) {
    await Promise.all(items.slice(start, start + parallel).map(walk));
  }
}

async function sessionEmail(cookie: string): Promise<string | null> {
  const answer = await send("GET", `${shopUrl}/api/auth/get-session`, { headers: { cookie } });
  const session = JSON.parse(answer.text) as { user?: { email: string } } | null;
  return session?.user?.email ?? null;
}

describe("redirect walk", () => {
  let member: { email: string; cookie: string };
  beforeAll(async () => {
    member = await signUpMember("เดินทางกลับ");
  });

  const authUrl = (base: "/auth" | "/auth.data", target: string) => {
    const url = new URL(`${shopUrl}${base}`);
    url.searchParams.set("redirectTo", target);
    return url.toString();
  };

  // Each try is a real sign-in or sign-up (password hashing included): four at a time.
  const WALK_TIMEOUT_MS = 240_000;

  it(
    "signing in through /auth and /auth.data always lands on the shop, whatever redirectTo says",
    async () => {
      const tries = (["/auth", "/auth.data"] as const).flatMap((base) => REDIRECT_BYPASSES.map((target) => ({ base, target })));
      await inBatches(tries, 4, async ({ base, target }) => {
        const { body, type } = form({ intent: "sign-in", email: member.email, password: PASSWORD });
        const answer = await send("POST", authUrl(base, target), {
          headers: { ...type, origin: shopUrl },
          body,
          localAddress: SIGN_IN_ADDRESS,
        });
        expectStaysOnShop(answer, `sign-in ${base} ${JSON.stringify(target)}`);
        // It really signed in: the walk tried the redirect, not an error page.
        expect(redirectTarget(answer), JSON.stringify(target)).not.toBeNull();
      });
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "signing up through /auth and /auth.data always lands on the shop, whatever redirectTo says",
    async () => {
      const tries = (["/auth", "/auth.data"] as const).flatMap((base) => REDIRECT_BYPASSES.map((target) => ({ base, target })));
      await inBatches(tries, 4, async ({ base, target }) => {
        const { body, type } = form({
          intent: "sign-up",
          name: "ทางกลับ",
          email: uniqueEmail("walk-up"),
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
        const answer = await send("POST", authUrl(base, target), {
          headers: { ...type, origin: shopUrl },
          body,
          localAddress: signUpAddress(),
        });
        expectStaysOnShop(answer, `sign-up ${base} ${JSON.stringify(target)}`);
        expect(redirectTarget(answer), JSON.stringify(target)).not.toBeNull();
      });
    },
    WALK_TIMEOUT_MS,
  );

  it("keeps a path on the shop as the place to continue to", async () => {
    const { body, type } = form({ intent: "sign-in", email: member.email, password: PASSWORD });
    const answer = await send("POST", authUrl("/auth", "/profile?tab=orders"), {
      headers: { ...type, origin: shopUrl },
      body,
      localAddress: SIGN_IN_ADDRESS,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/profile?tab=orders");
  });

  it(
    "Better Auth's callbackURL, redirectTo and error redirects land on the shop",
    async () => {
      await inBatches(REDIRECT_BYPASSES, 4, async (target) => {
        const label = JSON.stringify(target);
        const signIn = await postJson(
          `${shopUrl}/api/auth/sign-in/email`,
          { email: member.email, password: PASSWORD, callbackURL: target },
          {
            localAddress: SIGN_IN_ADDRESS,
            headers: { origin: shopUrl },
          },
        );
        // The shop's field rules refuse control characters in any field before Better Auth sees them.
        expect(signIn.status, label).toBe(hasControlCharacters(target) ? 400 : 200);
        expect(new URL(String(signIn.body.url ?? "/"), `${shopUrl}/`).origin, label).toBe(shopOrigin);

        const query = new URLSearchParams({ callbackURL: target, token: "walk-not-a-token" }).toString();
        for (const path of ["/api/auth/reset-password/walk-not-a-token", "/api/auth/verify-email", "/api/auth/delete-user/callback"]) {
          expectStaysOnShop(await send("GET", `${shopUrl}${path}?${query}`), `${path} ${label}`);
        }
        const reset = await postJson(
          `${shopUrl}/api/auth/request-password-reset`,
          { email: uniqueEmail("walk-reset"), redirectTo: target },
          {
            localAddress: "127.0.60.2",
            headers: { origin: shopUrl },
          },
        );
        expect(reset.status, label).toBeLessThan(500);
      });
    },
    WALK_TIMEOUT_MS,
  );

  it("every other redirect the shop makes stays on the shop: guards, sign-out, provider callbacks", async () => {
    for (const target of REDIRECT_BYPASSES) {
      const query = new URLSearchParams({ redirectTo: target, callbackURL: target, error: target }).toString();
      for (const path of [...SIGNED_IN_PAGES, "/sign-out", "/api/auth/error", "/api/auth/callback/google"]) {
        expectStaysOnShop(await send("GET", `${shopUrl}${path}?${query}`), `GET ${path} ${JSON.stringify(target)}`);
      }
      // Signed in, /auth sends the member home whatever it asks for.
      expectStaysOnShop(await send("GET", authUrl("/auth", target), { headers: { cookie: member.cookie } }), `GET /auth ${JSON.stringify(target)}`);
    }
  });
});

describe("origin walk", () => {
  const routes = actionRoutes();
  const endpoints = betterAuthEndpoints();
  const CROSS_SITE_VARIANTS: Record<string, Record<string, string>> = {
    "Origin of another site": { origin: EVIL },
    "Origin null": { origin: "null" },
    "Referer of another site without Origin": { referer: `${EVIL}/page` },
    "Sec-Fetch-Site cross-site alone": { "sec-fetch-site": "cross-site" },
    "Origin of the shop's host on another port": { origin: `${new URL(shopUrl).protocol}//${new URL(shopUrl).hostname}:1` },
  };

  it("reads every route with an action from the build, and Better Auth's endpoints", () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/auth", "/sign-out", "/contact", "/profile", "/reset-password", "/api/security-log"]),
    );
    expect(endpoints.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(["/api/auth/sign-out", "/api/auth/sign-in/email", "/api/auth/update-user", "/api/auth/sign-in/social", "/api/auth/callback/walk"]),
    );
  });

  it("refuses every state-changing route cross-site with 403, and the member stays signed in", async () => {
    const member = await signUpMember("ต่างเว็บ");
    const targets = [
      ...routes.flatMap((route) => [route.path, route.dataPath]),
      ...endpoints.filter((endpoint) => endpoint.methods.some((method) => method !== "GET")).map((endpoint) => endpoint.path),
    ];
    let requests = 0;
    for (const path of targets) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const [variant, headers] of Object.entries(CROSS_SITE_VARIANTS)) {
          // Half the walk as a form post without JavaScript, half as a script's JSON.
          const { body, type } =
            requests % 2 === 0
              ? form({ intent: "sign-out", email: member.email, password: PASSWORD, name: "x" })
              : {
                  body: JSON.stringify({ email: member.email, password: PASSWORD, name: "x" }),
                  type: { "content-type": "application/json" },
                };
          const answer = await send(method, `${shopUrl}${path}`, { headers: { ...type, ...headers, cookie: member.cookie }, body });
          requests++;
          const label = `${method} ${path} (${variant})`;
          expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(403);
          expect(answer.text, label).toContain(commonTexts.crossSiteRequestRefused);
          expect(answer.headers["set-cookie"], label).toBeUndefined();
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(await sessionEmail(member.cookie)).toBe(member.email);
  });

  it("the shop's own pages still post, without JavaScript: the same sign-out ends the session", async () => {
    const member = await signUpMember("เว็บเดียวกัน");
    const { body, type } = form({});
    const signedOut = await send("POST", `${shopUrl}/sign-out`, { headers: { ...type, origin: shopUrl, cookie: member.cookie }, body });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe("/auth");
    expect(await sessionEmail(member.cookie)).toBeNull();
  });

  it("reads stay open to links from other sites: provider callbacks and pages answer GET as before", async () => {
    const callback = await send("GET", `${shopUrl}/api/auth/callback/google?state=walk&code=walk`, {
      headers: { referer: `${EVIL}/`, "sec-fetch-site": "cross-site" },
    });
    expect(callback.status).toBe(302);
    const page = await send("GET", `${shopUrl}/products`, { headers: { referer: `${EVIL}/`, "sec-fetch-site": "cross-site" } });
    expect(page.status).toBe(200);
  });

  it("in a real browser without JavaScript: the shop's sign-in form works, another site's sign-out form is refused", async () => {
    const member = await signUpMember("เบราว์เซอร์จริง");
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH", javaScriptEnabled: false });
    // Another site (127.0.0.1 is another origin than localhost) with a form that posts to the shop.
    const attacker = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<form method="post" action="${shopUrl}/sign-out"><button>รับของรางวัล</button></form>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    try {
      const page = await context.newPage();
      await page.goto(`/auth?redirectTo=${encodeURIComponent("/\t/evil.example")}`);
      await page.getByLabel(authTexts.email).fill(member.email);
      await page.getByLabel(authTexts.password, { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: authTexts.signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(new URL(page.url()).origin).toBe(shopOrigin);
      const signedIn = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
      expect(await sessionEmail(signedIn)).toBe(member.email);

      // The session cookie is SameSite=Lax, so a browser would not even send it; give the
      // attacker's form the cookie anyway (as SameSite=None would) to test the server's check.
      await context.addCookies(
        cookiesFromSetCookie(
          member.cookie.split("; ").map((pair) => `${pair}; Path=/; SameSite=None; Secure`),
          shopUrl,
        ),
      );
      const attackerPage = await context.newPage();
      await attackerPage.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      const [refused] = await Promise.all([
        attackerPage.waitForResponse(`${shopUrl}/sign-out`),
        attackerPage.getByRole("button", { name: "รับของรางวัล" }).click(),
      ]);
      const sent = await refused.request().allHeaders();
      expect(sent.origin).toMatch(/^http:\/\/127\.0\.0\.1:/);
      expect(sent.cookie).toContain("session_token=");
      expect(refused.status()).toBe(403);
      expect(await attackerPage.locator("body").innerText()).toContain(commonTexts.crossSiteRequestRefused);
      expect(await sessionEmail(member.cookie)).toBe(member.email);
      expect(await sessionEmail(signedIn)).toBe(member.email);
    } finally {
      await context.close();
      attacker.close();
    }
  });
});
