import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { securityLog } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { provideTestAuth, requestHeaders, sessionCookie, TEST_SHOP_URL } from "./test-support/test-auth";
import { recordClientSecurityReport } from "./client-security-report";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

function report(body: string, clientAddress: string, extra: Record<string, string> = {}) {
  return recordClientSecurityReport(
    new Request(`${TEST_SHOP_URL}/api/security-log`, {
      method: "POST",
      headers: requestHeaders(clientAddress, { "content-type": "application/json", ...extra }),
      body,
    }),
  );
}

async function clientEntries(clientAddress: string) {
  return testDb.db.select().from(securityLog).where(eq(securityLog.clientAddress, clientAddress));
}

describe("POST /api/security-log", () => {
  it("records a guest's report as a client event with the request's own address and browser", async () => {
    const response = await report(
      JSON.stringify({
        event: "failed_login",
        details: { reason: "wrong password" },
        timestamp: "2025-01-02T03:04:05.000Z",
        userAgent: "Spoofed/1.0",
        url: "http://shop.test/auth",
      }),
      "10.9.0.1",
    );
    expect(response.status).toBe(204);
    const [entry] = await clientEntries("10.9.0.1");
    expect(entry).toMatchObject({
      event: "failed_login",
      source: "client",
      userId: null,
      userAgent: "vitest-browser/1.0",
      details: {
        reason: "wrong password",
        reportedAt: "2025-01-02T03:04:05.000Z",
        url: "http://shop.test/auth",
        reportedUserAgent: "Spoofed/1.0",
      },
    });
  });

  it("takes the user from the session, never from the body", async () => {
    const { headers } = await testAuth.auth.api.signUpEmail({
      body: { name: "แชท", email: "chatter@shop.test", password: "Lipstick-2024!" },
      headers: requestHeaders("10.9.0.2"),
      returnHeaders: true,
    });
    const response = await report(
      JSON.stringify({ event: "chat_message_sent", details: { userId: "00000000-0000-0000-0000-000000000000", messageLength: 42 } }),
      "10.9.0.3",
      { cookie: sessionCookie(headers) },
    );
    expect(response.status).toBe(204);
    const [entry] = await clientEntries("10.9.0.3");
    expect(entry!.email).toBe("chatter@shop.test");
    expect(entry!.userId).not.toBe("00000000-0000-0000-0000-000000000000");
    expect(entry!.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ["an unknown event", JSON.stringify({ event: "admin_granted" }), 400, "invalid_report"],
    ["broken JSON", "{event:", 400, "invalid_json"],
  ])("refuses %s with a clear 4xx and records nothing", async (_name, body, status, error) => {
    const response = await report(body, "10.9.1.1");
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(error);
    expect(await clientEntries("10.9.1.1")).toHaveLength(0);
  });

  it("accepts only JSON posts", async () => {
    const form = await recordClientSecurityReport(
      new Request(`${TEST_SHOP_URL}/api/security-log`, {
        method: "POST",
        headers: requestHeaders("10.9.2.1", { "content-type": "text/plain" }),
        body: JSON.stringify({ event: "failed_login" }),
      }),
    );
    expect(form.status).toBe(415);
    const get = await recordClientSecurityReport(new Request(`${TEST_SHOP_URL}/api/security-log`, { headers: requestHeaders("10.9.2.1") }));
    expect(get.status).toBe(405);
  });

  it("limits reports per client address", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 32; index++) statuses.push((await report(JSON.stringify({ event: "failed_login" }), "10.9.3.1")).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(await clientEntries("10.9.3.1")).toHaveLength(30);
    // Another client is not affected.
    expect((await report(JSON.stringify({ event: "failed_login" }), "10.9.3.2")).status).toBe(204);
  });
});
