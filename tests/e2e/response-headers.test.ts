import { readdirSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { request } from "../../server/platform/http/test-support/page-server";
import { signUpMember } from "./support/accounts";
import { uniqueEmail } from "./support/browser";

const shopUrl = inject("shopUrl");
// This file's client address (see tests/e2e/support: each journey file keeps its own).
const CLIENT_ADDRESS = "127.0.59.1";
const PASSWORD = "Lipstick-2024!";

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "strict-transport-security",
];

async function signedInCookie(email = uniqueEmail("headers")) {
  const signedUp = await signUpMember(shopUrl, { name: "หัวข้อ", email, password: PASSWORD, localAddress: CLIENT_ADDRESS });
  expect(signedUp.body).not.toHaveProperty("token");
  return (signedUp.setCookie ?? []).map((header) => header.split(";")[0]!).join("; ");
}

describe("response headers", () => {
  it("static files carry the same security headers as pages", async () => {
    const asset = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
    for (const path of ["/favicon.svg", "/robots.txt", `/assets/${asset}`, "/"]) {
      const answer = await request(`${shopUrl}${path}`, { headers: { "accept-encoding": "br" } });
      expect(answer.status, path).toBe(200);
      for (const header of SECURITY_HEADERS) expect(answer.headers[header], `${path} ${header}`).toBeTruthy();
    }
  });

  it("member pages are private and never stored; the session's JSON carries no token", async () => {
    const email = uniqueEmail("headers");
    const cookie = await signedInCookie(email);
    for (const path of ["/profile", "/dashboard", "/payment-settings", "/add-payment-method", "/profile.data"]) {
      const answer = await request(`${shopUrl}${path}`, { headers: { cookie } });
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
    }
    // A guest sent from a member page to sign in: that answer is not stored either.
    expect((await request(`${shopUrl}/profile`)).headers["cache-control"]).toBe("private, no-store");

    // Storefront pages come to members from the guests' page cache (decision 051): marked as a
    // member shell, private and never stored, with nothing of the member in them.
    for (const path of ["/", "/products"]) await request(`${shopUrl}${path}`);
    for (const path of ["/", "/products"]) {
      const answer = await request(`${shopUrl}${path}`, { headers: { cookie } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["x-shop-cache"], path).toBe("hit");
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
      expect(answer.text, path).toContain('<html data-member-shell=""');
      expect(answer.text, path).not.toContain(email);
    }
    // Their data (the root loader's member) and /api/me carry the name and e-mail: private, never stored.
    for (const path of ["/_.data", "/_.data?_routes=root", "/products.data", "/contact.data", "/api/me"]) {
      const answer = await request(`${shopUrl}${path}`, { headers: { cookie } });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain(email);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
      expect(answer.headers["x-shop-cache"], path).not.toBe("hit");
    }

    const session = await request(`${shopUrl}/api/auth/get-session`, { headers: { cookie } });
    const body = JSON.parse(session.text) as { session: Record<string, unknown>; user: { name: string } };
    expect(body.user.name).toBe("หัวข้อ");
    expect(body.session).not.toHaveProperty("token");
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(session.text).not.toContain(token);
  });
});
