import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { request, type RawResponse } from "../../server/platform/http/test-support/page-server";
import { badBody, badText } from "./support/bad-input";
import { uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { betterAuthEndpoints, shopRoutes, type ShopRoute } from "./support/route-table";

/**
 * Issue 10's authorization walk: every route of the build's route table (its page, its
 * single-fetch data URL and, when it has one, its action) as a guest, a signed-in member and
 * the admin. Which routes are the back-office is read from their paths (`/admin-…`,
 * `/admin/…`), never from a hand-kept list, so a new admin screen is walked the day it is
 * added, and one whose loader or action forgets `requireAdmin` fails here.
 */

const shopUrl = inject("shopUrl");
const ADDRESSES = { guest: "127.0.70.3", member: "127.0.70.1", admin: "127.0.70.2" } as const;
type Who = keyof typeof ADDRESSES;

const isAdminRoute = (route: ShopRoute) => /^\/admin(-|\/|$)/.test(route.template);

let sessions: Promise<Record<Who, string | undefined>> | undefined;
/** One member sign-up and one admin sign-in for the whole file (sign-ups are limited per address). */
function signedIn(): Promise<Record<Who, string | undefined>> {
  sessions ??= signInBoth();
  return sessions;
}

async function signInBoth(): Promise<Record<Who, string | undefined>> {
  const cookieOf = (headers: { "set-cookie"?: string[] }) => (headers["set-cookie"] ?? []).map((header) => header.split(";")[0]).join("; ");
  const member = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name: "ผู้ตรวจสิทธิ์", email: uniqueEmail("authz"), password: "Lipstick-2024!" },
    { localAddress: ADDRESSES.member, headers: { origin: shopUrl } },
  );
  expect(member.status).toBe(200);
  const admin = await postJson(
    `${shopUrl}/api/auth/sign-in/email`,
    { email: inject("adminEmail"), password: inject("adminPassword") },
    { localAddress: ADDRESSES.admin, headers: { origin: shopUrl } },
  );
  expect(admin.status).toBe(200);
  return { guest: undefined, member: cookieOf(member.headers), admin: cookieOf(admin.headers) };
}

function send(who: Who, cookie: string | undefined, method: "GET" | "POST", path: string): Promise<RawResponse> {
  const headers: Record<string, string> = { origin: shopUrl };
  if (cookie) headers.cookie = cookie;
  // An empty form: what a tampered or scripted POST would send; an action must refuse a
  // non-admin before it reads it, and refuse it as bad input (4xx) for the admin.
  if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
  return request(`${shopUrl}/`, {
    method,
    path,
    headers,
    ...(method === "POST" ? { body: "" } : {}),
    localAddress: ADDRESSES[who],
    timeoutMs: 20_000,
  });
}

/**
 * Where a response sends the client: a document's `Location`, or the redirect React Router's
 * single fetch encodes in a `.data` answer (a 202 whose body names the target).
 */
function redirectTarget(answer: RawResponse): string | null {
  if (answer.status >= 300 && answer.status < 400) return String(answer.headers.location ?? "");
  if (answer.status === 202 || answer.status === 200) {
    const match = answer.text.match(/"redirect","([^"]*)"/) ?? answer.text.match(/"redirect":"([^"]*)"/);
    if (match) return match[1]!;
  }
  return null;
}

/** What each identity must get from a back-office route; a message saying what went wrong, or null. */
function checkAdminAnswer(who: Who, answer: RawResponse): string | null {
  const target = redirectTarget(answer);
  if (answer.status >= 500) return `${answer.status}`;
  if (who === "guest") return target?.startsWith("/auth?redirectTo=") ? null : `not sent to /auth (${answer.status} ${target ?? ""})`;
  if (who === "member") {
    const denied = (answer.headers["set-cookie"] ?? []).some((cookie) => cookie.startsWith("shop_notice=access-denied"));
    return target === "/" && denied ? null : `not turned away to / with the notice (${answer.status} ${target ?? ""})`;
  }
  // The admin gets in: the page, or the action's own answer (an empty form is refused as bad
  // input, 4xx); never a redirect away to /auth or /.
  if (target === "/" || target?.startsWith("/auth")) return `admin turned away (${answer.status} ${target})`;
  return null;
}

describe("authorization walk over the route table", () => {
  const routes = shopRoutes();
  const adminRoutes = routes.filter(isAdminRoute);

  it("finds the back-office in the route table", () => {
    const templates = adminRoutes.map((route) => route.template);
    for (const screen of ["/admin-dashboard", "/admin-members", "/admin-categories", "/admin/audit", "/admin-orders"]) expect(templates).toContain(screen);
    expect(adminRoutes.filter((route) => route.hasAction).map((route) => route.template)).toEqual(
      expect.arrayContaining(["/admin-members", "/admin-categories", "/admin-orders"]),
    );
  });

  it("turns guests to /auth and members to / on every admin page, data URL and action; lets the admin in; no route answers 5xx", async () => {
    const cookies = await signedIn();
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const targets: ["GET" | "POST", string][] = [
        ["GET", route.path],
        ["GET", route.dataPath],
      ];
      if (route.hasAction) targets.push(["POST", route.path], ["POST", route.dataPath]);
      // Signing out last, so the member and the admin stay signed in for the rest of the walk.
      if (route.template === "/sign-out") continue;
      for (const who of ["guest", "member", "admin"] as const) {
        for (const [method, path] of targets) {
          const answer = await send(who, cookies[who], method, path);
          requests += 1;
          const problem = isAdminRoute(route) ? checkAdminAnswer(who, answer) : answer.status >= 500 ? `${answer.status}` : null;
          if (problem) failures.push(`${who} ${method} ${path}: ${problem}`);
        }
      }
    }
    console.log(`authorization walk: ${routes.length} routes (${adminRoutes.length} admin), ${requests} requests`);
    expect(failures).toEqual([]);
  }, 240_000);

  it("the admin page answers the admin with the page itself", async () => {
    const cookies = await signedIn();
    for (const route of adminRoutes) {
      const answer = await send("admin", cookies.admin, "GET", route.path);
      // A file (the orders' CSV export) is the admin's answer as it is; no page around it.
      if (route.isResource) {
        // A file of one row (a promotion's uses) named by a made-up id is not found, as a page of one is.
        expect(answer.status, route.path).toBe(route.template.includes(":") ? 404 : 200);
        continue;
      }
      // A parameter filled with "walk" names no row: the screen's own 404, inside the back-office frame.
      expect(answer.status, route.path).toBe(route.template.includes(":") ? 404 : 200);
      expect(answer.text).toContain('href="/admin-dashboard"');
    }
  });

  it("refuses Better Auth's own admin endpoints to everyone over HTTP, the admin included", async () => {
    const cookies = await signedIn();
    const endpoints = betterAuthEndpoints().filter((endpoint) => endpoint.endpoint.startsWith("/admin/"));
    expect(endpoints.map((endpoint) => endpoint.endpoint)).toEqual(expect.arrayContaining(["/admin/set-role", "/admin/remove-user", "/admin/list-users"]));
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const who of ["guest", "member", "admin"] as const) {
        for (const method of endpoint.methods) {
          const headers: Record<string, string> = { origin: shopUrl, "content-type": "application/json" };
          if (cookies[who]) headers.cookie = cookies[who];
          const answer = await request(`${shopUrl}/`, {
            method,
            path: endpoint.path,
            headers,
            ...(method === "GET" ? {} : { body: "{}" }),
            localAddress: ADDRESSES[who],
          });
          if (answer.status !== 403 && !(who === "guest" && answer.status === 401)) failures.push(`${who} ${method} ${endpoint.path}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers the admin's malformed dialog forms, bodies and list parameters with a 4xx or less, never a 5xx", async () => {
    const cookies = await signedIn();
    const seed = Number(process.env.WALK_SEED ?? 20_261_123);
    // Dialog forms as a tampered page could send them: known and unknown intents, ids that are
    // and are not row ids, every dialog field with bad text.
    const dialogForm = fc.record(
      {
        intent: fc.oneof(fc.constantFrom("create", "update", "delete"), badText),
        id: fc.oneof(fc.constant(randomUUID()), badText),
        email: badText,
        firstName: badText,
        postalCode: badText,
        phone: badText,
        membershipTier: fc.oneof(fc.constantFrom("standard", "vip"), badText),
        role: fc.oneof(fc.constantFrom("user", "admin"), badText),
        name: badText,
        description: badText,
        quantity: badText,
        expectedQuantity: badText,
        reason: badText,
      },
      { requiredKeys: ["intent"] },
    );
    // Kept short: a URL of several kilobytes is refused by Node's HTTP parser before the shop sees it.
    const shortText = badText.filter((text) => text.length < 200);
    const listQuery = fc.record({ q: shortText, page: shortText, edit: shortText, delete: shortText, new: shortText }, { requiredKeys: [] });
    const failures: string[] = [];
    let requests = 0;
    const noAnswer = (error: Error): RawResponse => ({ status: 0, headers: {}, body: Buffer.alloc(0), text: error.message });
    const check = (what: string, answer: RawResponse) => {
      requests += 1;
      if (answer.status >= 500 || answer.status === 0) failures.push(`${answer.status} ← ${what}: ${answer.text.slice(0, 200)}`);
    };
    const headers = { origin: shopUrl, cookie: cookies.admin! };
    for (const [index, route] of adminRoutes.entries()) {
      for (const query of fc.sample(listQuery, { seed: seed + index, numRuns: 15 })) {
        const path = `${route.path}?${new URLSearchParams(query as Record<string, string>).toString()}`;
        check(`GET ${path.slice(0, 120)}`, await request(`${shopUrl}/`, { path, headers, localAddress: ADDRESSES.admin, timeoutMs: 20_000 }).catch(noAnswer));
      }
      if (!route.hasAction) continue;
      for (const form of fc.sample(dialogForm, { seed: seed + 100 + index, numRuns: 40 })) {
        const body = new URLSearchParams(form as Record<string, string>).toString();
        const answer = await request(`${shopUrl}/`, {
          method: "POST",
          path: route.path,
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body,
          localAddress: ADDRESSES.admin,
          timeoutMs: 20_000,
        }).catch(noAnswer);
        check(`POST ${route.path} ${body.slice(0, 120)}`, answer);
      }
      for (const bad of fc.sample(badBody, { seed: seed + 200 + index, numRuns: 15 })) {
        const answer = await request(`${shopUrl}/`, {
          method: "POST",
          path: route.dataPath,
          headers: { ...headers, ...(bad.contentType ? { "content-type": bad.contentType } : {}) },
          body: bad.body,
          localAddress: ADDRESSES.admin,
          timeoutMs: 20_000,
        }).catch(noAnswer);
        check(`POST ${route.dataPath} with ${bad.kind}`, answer);
      }
    }
    console.log(`admin malformed-input walk (seed ${seed}): ${requests} requests`);
    expect(failures.slice(0, 15), `${failures.length} bad answers`).toEqual([]);
  }, 240_000);
});
