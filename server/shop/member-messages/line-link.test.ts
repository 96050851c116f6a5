import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lineMessagesTexts } from "../../../domain/member-messages/line-messages-texts";
import { startSocialSignIn } from "../../platform/auth/social-sign-in";
import { provideTestAuth, requestHeaders, sessionCookie, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import { loginAtTestProvider, startTestOidcProvider, type TestOidcProvider } from "../../platform/auth/test-support/oidc-test-provider";
import { accounts, lineOutbox, securityLog, sessions, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { installSettings, readSettings, settings, type ShopSettings } from "../../platform/env";
import { deliverDueLineMessages } from "../notices/line-delivery";
import { createLinePush } from "../notices/line-push";
import { startLineTestServer, type LineTestServer } from "../notices/test-support/line-test-server";
import { placeTestOrder } from "../orders/test-fixtures";
import { consentToLineMessages, loadLineMessagesPage } from "./line-consent";
import { lineLinkRefusal, startLineLink } from "./line-link";

// Decision 115: a member who signed up by e-mail links LINE through Better Auth's account linking, run
// for real against a stand-in LINE Login (an OpenID provider on loopback) and a stand-in Messaging API.
const CALLBACK = `${TEST_SHOP_URL}/api/auth/callback/line`;
const LINKED = "U11411411411411411411411411411411";
const TAKEN = "U11422222222222222222222222222222";
const SAME_EMAIL = "U11433333333333333333333333333333";
const BY_TOKEN = "U11444444444444444444444444444444";
const CLIENT = { clientId: "shop-line-login", clientSecret: "line-login-secret" };

const testDb = provideTestDatabase();
let provider: TestOidcProvider;
let line: LineTestServer;
let original: ShopSettings;
let withLine: ShopSettings;
// The member whose e-mail a LINE account also gives; known before the provider starts.
const emailMember = `line-link-${crypto.randomUUID()}@shop.test`;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    client: { ...CLIENT, redirectUri: CALLBACK },
    accounts: {
      [LINKED]: { name: "มะลิ LINE", email: "mali-line@line.example" },
      [TAKEN]: { name: "คนแรก", email: "first@line.example" },
      [SAME_EMAIL]: { name: "อีเมลเดียวกัน", email: emailMember },
      [BY_TOKEN]: { name: "โทเค็น" },
    },
  });
  line = await startLineTestServer();
  original = settings();
  withLine = readSettings({
    LINE_CLIENT_ID: CLIENT.clientId,
    LINE_CLIENT_SECRET: CLIENT.clientSecret,
    LINE_DISCOVERY_URL: provider.discoveryUrl,
    LINE_CHANNEL_ACCESS_TOKEN: "member-channel-token",
    LINE_CHANNEL_SECRET: "member-channel-secret",
    LINE_API_URL: line.url,
  });
});
// Registered after the provider's beforeAll, so Better Auth reads the provider's discovery document.
const auth = provideTestAuth(testDb, {
  get line() {
    return withLine.line;
  },
});
afterAll(async () => {
  installSettings(original);
  await line?.close();
  await provider?.close();
});
beforeEach(() => installSettings(withLine));

/** "เชื่อมบัญชี LINE" as the page's action runs it, LINE Login as `lineUserId`, and the callback: where the member lands. */
async function linkLine(member: { userId: string; cookie: string }, lineUserId: string, clientAddress: string) {
  const request = new Request(`${TEST_SHOP_URL}/line-messages`, { method: "POST", headers: requestHeaders(clientAddress, { cookie: member.cookie }) });
  const started = await startLineLink(testDb.db, member.userId, request);
  if (!started.ok) throw new Error(started.message);
  const backAtShop = await loginAtTestProvider(started.value.headers.get("location")!, lineUserId, CALLBACK);
  const stateCookie = sessionCookie(started.value.headers);
  const callback = await auth.auth.handler(new Request(backAtShop, { headers: requestHeaders(clientAddress, { cookie: `${member.cookie}; ${stateCookie}` }) }));
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get("location")!, TEST_SHOP_URL);
}

const lineAccountsOf = (userId: string) =>
  testDb.db
    .select({ accountId: accounts.accountId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "line")));
const securityEventsOf = async (userId: string) =>
  (await testDb.db.select().from(securityLog).where(eq(securityLog.userId, userId))).map((row) => [row.event, row.details]);

describe("a member who signed up by e-mail links LINE", () => {
  it("links their own LINE account, consents, and the message for their order reaches LINE under that LINE user id", async () => {
    const member = await auth.signedUp("10.114.1.1");
    const landed = await linkLine(member, LINKED, "10.114.1.1");
    expect(landed.pathname + landed.search).toBe("/line-messages");
    expect(await lineAccountsOf(member.userId)).toEqual([{ accountId: LINKED }]);
    expect(await securityEventsOf(member.userId)).toContainEqual(["account_linked", { method: "line" }]);
    expect(await loadLineMessagesPage(testDb.db, member.userId)).toMatchObject({ available: true, linked: true, consentedAt: null });
    // Linked, but nothing goes before the member consents.
    await placeTestOrder(testDb.db, member.userId);
    expect(await testDb.db.select().from(lineOutbox).where(eq(lineOutbox.userId, member.userId))).toHaveLength(0);

    expect(await consentToLineMessages(testDb.db, member.userId)).toEqual({ ok: true });
    const order = await placeTestOrder(testDb.db, member.userId);
    expect(await deliverDueLineMessages(testDb.db, createLinePush(withLine.lineMembers!))).toEqual({ sent: 1, failed: 0 });
    const [pushed] = line.delivered;
    expect(pushed).toMatchObject({ path: "/v2/bot/message/push", authorization: "Bearer member-channel-token", body: { to: LINKED } });
    expect(JSON.stringify(pushed!.body)).toContain(`ได้รับคำสั่งซื้อแล้ว · ${order.orderNumber}`);

    // A second link is refused before LINE Login: one LINE user id per member.
    const again = await startLineLink(testDb.db, member.userId, new Request(`${TEST_SHOP_URL}/line-messages`, { method: "POST" }));
    expect(again).toMatchObject({ ok: false, status: 409, message: lineMessagesTexts.alreadyLinked });
  });

  it("refuses a LINE account another member already holds, in Thai, and leaves both accounts as they were", async () => {
    const first = await auth.signedUp("10.114.2.1");
    expect((await linkLine(first, TAKEN, "10.114.2.1")).pathname).toBe("/line-messages");
    const second = await auth.signedUp("10.114.2.2");
    const landed = await linkLine(second, TAKEN, "10.114.2.2");
    expect(landed.pathname).toBe("/line-messages");
    expect(lineLinkRefusal(landed.searchParams)).toBe(lineMessagesTexts.linkTakenByOther);
    expect(await lineAccountsOf(second.userId)).toEqual([]);
    expect(await lineAccountsOf(first.userId)).toEqual([{ accountId: TAKEN }]);
    expect(await securityEventsOf(second.userId)).toContainEqual([
      "failed_account_link",
      { method: "line", error: "account_already_linked_to_different_user" },
    ]);
  });

  it("never joins a LINE sign-in to an account with the same e-mail, a verified one too (decision 007)", async () => {
    const member = await auth.signedUp("10.114.3.1");
    // Verified, as the shop's admin account and the demo members are: with LINE trusted for linking,
    // only disableImplicitLinking stands between such an account and a LINE account giving its address.
    await testDb.db.update(users).set({ email: emailMember, emailVerified: true }).where(eq(users.id, member.userId));
    // "เข้าสู่ระบบด้วย LINE" on /auth, then LINE Login as an account giving that same e-mail.
    const started = await startSocialSignIn(new Request(`${TEST_SHOP_URL}/auth`, { headers: requestHeaders("10.114.3.2") }), "line", "/");
    if (!started.ok) throw new Error(started.message);
    const { url, headers } = started.value;
    const stateCookie = sessionCookie(headers);
    const backAtShop = await loginAtTestProvider(url, SAME_EMAIL, CALLBACK);
    const callback = await auth.auth.handler(new Request(backAtShop, { headers: requestHeaders("10.114.3.2", { cookie: stateCookie }) }));
    const landed = new URL(callback.headers.get("location")!, TEST_SHOP_URL);
    expect(landed.pathname).toBe("/auth");
    expect(landed.searchParams.get("error")).toBe("account_not_linked");
    expect(await lineAccountsOf(member.userId)).toEqual([]);
    expect(await testDb.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(1);
  });

  it("takes no ID token handed in by a client: LINE is linked only through LINE Login's redirect", async () => {
    // Genuine tokens (ID and access) of LINE Login for a LINE user linked to nobody, kept from a link since undone:
    // Better Auth alone would link that LINE user to whoever hands them in.
    const earlier = await auth.signedUp("10.114.4.1");
    await linkLine(earlier, BY_TOKEN, "10.114.4.1");
    const [kept] = await testDb.db
      .delete(accounts)
      .where(and(eq(accounts.userId, earlier.userId), eq(accounts.providerId, "line")))
      .returning();
    expect(kept?.idToken).toBeTruthy();

    const member = await auth.signedUp("10.114.4.2");
    const answer = await auth.post("/link-social", { provider: "line", idToken: { token: kept!.idToken, accessToken: kept!.accessToken } }, "10.114.4.2", {
      cookie: member.cookie,
    });
    expect(answer.status).toBe(403);
    expect(await lineAccountsOf(member.userId)).toEqual([]);
  });
});
