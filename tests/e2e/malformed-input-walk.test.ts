import http from "node:http";
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { CHECKED_AUTH_PATHS } from "../../server/platform/auth/auth-field-rules";
import { request } from "../../server/platform/http/test-support/page-server";
import { badBody, badPathSegment, stateChangingMethod, type BadBody } from "./support/bad-input";
import { uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { betterAuthEndpoints, fillParameters, routeUrl, shopRoutes } from "./support/route-table";

const shopUrl = inject("shopUrl");
/** Fixed unless WALK_SEED says otherwise, so a failure found in CI can be replayed. */
const SEED = Number(process.env.WALK_SEED ?? 20_261_123);
const RUNS_PER_ACTION = 10;
const RUNS_PER_OTHER_ROUTE = 2;
const RUNS_PER_AUTH_ENDPOINT = 6;

/** Addresses of their own, so the walk's sign-up and sign-in attempts limit nobody else. */
const GUEST_ADDRESS = "127.0.1.1";
const MEMBER_ADDRESS = "127.0.1.2";
const UPLOADER_ADDRESS = "127.0.1.3";

type Target = { label: string; path: () => fc.Arbitrary<string>; runs: number; endsSession: boolean };
type Answer = { status: number; text: string };

/** Stack frames ("    at fn (file:line)") or server file paths in a response body. */
const STACK_TRACE = /^\s+at \S.*(\(|:\d+)|(\/[\w.-]+)+\.(ts|tsx|js|mjs|cjs):\d+|node_modules\//m;

/** Every route of the build's route table, its path parameters filled with bad segments. */
function routeTargets(): Target[] {
  return shopRoutes().map((route) => ({
    label: `${route.hasAction ? "action" : "route"} ${route.template}${route.index ? "?index" : ""}`,
    runs: route.hasAction ? RUNS_PER_ACTION : RUNS_PER_OTHER_ROUTE,
    endsSession: route.template === "/sign-out",
    path: () =>
      fc
        .tuple(fc.array(badPathSegment, { minLength: 3, maxLength: 3 }), fc.boolean())
        // React Router's data requests (what a hydrated page posts) reach the same action.
        .map(([segments, data]) => routeUrl(fillParameters(route.template, segments), { index: route.index, data })),
  }));
}

function authTargets(): Target[] {
  const sessionEnders = ["/sign-out", "/revoke-sessions", "/revoke-other-sessions", "/revoke-session", "/delete-user", "/admin/stop-impersonating"];
  return betterAuthEndpoints().map((endpoint) => ({
    label: `auth ${endpoint.methods.join("/")} ${endpoint.endpoint}`,
    runs: RUNS_PER_AUTH_ENDPOINT,
    endsSession: sessionEnders.includes(endpoint.endpoint),
    path: () => fc.array(badPathSegment, { minLength: 2, maxLength: 2 }).map((segments) => `/api/auth${fillParameters(endpoint.endpoint, segments)}`),
  }));
}

function send(method: string, requestPath: string, body: BadBody, options: { localAddress: string; cookie?: string }) {
  const headers: Record<string, string> = { origin: shopUrl };
  if (body.contentType) headers["content-type"] = body.contentType;
  if (options.cookie) headers.cookie = options.cookie;
  return request(`${shopUrl}/`, {
    method,
    path: requestPath,
    headers,
    body: body.body,
    localAddress: options.localAddress,
    timeoutMs: 20_000,
  });
}

const tally = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

/** Sends every target its generated bad requests; returns what went wrong, for one message. */
async function walk(targets: Target[], identity: { localAddress: string; cookie?: string }, seedOffset: number) {
  const failures: string[] = [];
  for (const [index, target] of targets.entries()) {
    const cases = fc.sample(fc.tuple(stateChangingMethod, target.path(), badBody), {
      seed: SEED + seedOffset + index,
      numRuns: target.runs,
    });
    for (const [method, requestPath, body] of cases) {
      const answer = await send(method, requestPath, body, identity).catch((error: Error) => ({ status: 0, text: error.message }));
      tally.requests += 1;
      tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
      const what = `${target.label}: ${method} ${requestPath.slice(0, 80)} with ${body.kind} (${body.body.byteLength} bytes)`;
      if (answer.status >= 500) tally.serverErrors += 1;
      if (answer.status >= 500 || answer.status === 0) failures.push(`${answer.status || "no answer"} ← ${what}: ${answer.text.slice(0, 200)}`);
      else if (STACK_TRACE.test(answer.text)) failures.push(`stack trace in ${answer.status} ← ${what}`);
    }
  }
  return failures;
}

/** A new member signed up from `localAddress` (each walker its own, for the rate limits): their session cookie. */
async function signedUpCookie(name: string, emailPrefix: string, localAddress: string) {
  const signUp = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name, email: uniqueEmail(emailPrefix), password: "Lipstick-2024!" },
    { localAddress, headers: { origin: shopUrl } },
  );
  expect(signUp.status).toBe(200);
  return (signUp.headers["set-cookie"] ?? []).map((header) => header.split(";")[0]).join("; ");
}

async function stillServing() {
  const home = await fetch(shopUrl);
  await home.arrayBuffer();
  return home.status;
}

describe("malformed-input walk: no 5xx, no stack trace, still serving", () => {
  it("covers every action of the route table and Better Auth's endpoints", async () => {
    const labels = routeTargets().map((target) => target.label);
    for (const action of ["/contact", "/auth", "/reset-password", "/profile", "/sign-out", "/api/security-log"]) {
      expect(labels).toContain(`action ${action}`);
    }
    // The walk's data URLs are the ones the built shop serves: the root's is `/_.data`
    // (v8_trailingSlashAwareDataRequests), and `/_root.data` would only reach the landing page's 404.
    const root = shopRoutes().find((route) => route.id === "root");
    expect(root?.dataPath).toBe("/_.data");
    const rootData = await fetch(`${shopUrl}${root!.dataPath}?_routes=root`);
    expect(rootData.status).toBe(200);
    expect(rootData.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(await rootData.text()).toContain('"root"');

    const authPaths = betterAuthEndpoints().map((endpoint) => endpoint.endpoint);
    expect(authPaths.length).toBeGreaterThan(30);
    // Every endpoint whose body the shop checks is one Better Auth really serves.
    for (const checked of CHECKED_AUTH_PATHS) expect(authPaths).toContain(checked);
  });

  it("answers generated bad requests to every route and auth endpoint with a 4xx or less, as guest and as member", async () => {
    const targets = [...routeTargets(), ...authTargets()];
    // Session-ending endpoints go last, so the member stays signed in for the rest of the walk.
    const memberTargets = [...targets.filter((target) => !target.endsSession), ...targets.filter((target) => target.endsSession)];

    const cookie = await signedUpCookie("นักเดินสำรวจ", "walker", MEMBER_ADDRESS);

    const failures = [
      ...(await walk(targets, { localAddress: GUEST_ADDRESS }, 0)),
      ...(await walk(memberTargets, { localAddress: MEMBER_ADDRESS, cookie }, 10_000)),
    ];
    const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`malformed-input walk (seed ${SEED}): ${tally.requests} requests, ${tally.serverErrors} answered 5xx; ${statuses.join(" ")}`);
    expect(failures.slice(0, 15), `${failures.length} bad answers (seed ${SEED})`).toEqual([]);
    expect(await stillServing()).toBe(200);
  }, 240_000);

  it.each([
    ["/products/%00abc", 404],
    ["/product/%00", 404],
    ["/media/..%2f..%2fetc/passwd", 403],
    ["/media/%2e%2e/", 403],
    ["/media/%E0%A4%A", 400],
    ["/products/%E0%A4%A", 400],
  ])("answers GET %s with %i and no stack trace", async (probe, status) => {
    const answer = await request(`${shopUrl}/`, { path: probe });
    expect(answer.status).toBe(status);
    expect(answer.text).not.toMatch(STACK_TRACE);
  });

  it("answers a NUL byte in a sign-in e-mail with 400 and a Thai message", async () => {
    const answer = await postJson(
      `${shopUrl}/api/auth/sign-in/email`,
      { email: "walker\u0000@e2e.test", password: "Lipstick-2024!" },
      { localAddress: GUEST_ADDRESS, headers: { origin: shopUrl } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("ข้อมูลมีอักขระที่ใช้ไม่ได้");
  });

  it("answers a JSON body bigger than any form, sent to an upload route, with 415 rather than a dropped connection", async () => {
    const cookie = await signedUpCookie("นักอัปโหลด", "uploader", UPLOADER_ADDRESS);
    // Within the avatar's allowance, so the body cap lets it through to the action's form reader.
    const body = Buffer.from(JSON.stringify({ note: "a".repeat(300 * 1024) }));
    const answer = await request(`${shopUrl}/`, {
      method: "POST",
      path: "/profile",
      headers: { origin: shopUrl, cookie, "content-type": "application/json" },
      body,
      localAddress: UPLOADER_ADDRESS,
      timeoutMs: 20_000,
    });
    expect(answer.status).toBe(415);
    expect(await stillServing()).toBe(200);
  });

  it("refuses a 200 MB url-encoded body to /contact with 413 before reading it", async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        `${shopUrl}/contact`,
        {
          method: "POST",
          agent: false,
          localAddress: GUEST_ADDRESS,
          headers: { origin: shopUrl, "content-type": "application/x-www-form-urlencoded", "content-length": 200 * 1024 * 1024 },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") });
            request.destroy();
          });
        },
      );
      request.on("error", reject);
      // Only the start of the body is sent: the answer must not wait for the rest.
      request.write(`name=${"a".repeat(64 * 1024)}`);
    });
    expect(answer).toEqual({ status: 413, text: "ข้อมูลที่ส่งมามีขนาดใหญ่เกินกำหนด" });
    expect(await stillServing()).toBe(200);
  });
});
