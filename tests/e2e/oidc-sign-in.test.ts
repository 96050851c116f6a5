import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, ensureDatabaseExists, withDatabaseName, type DatabaseConnection } from "../../server/platform/db/database";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/platform/db/embedded-postgres";
import { accounts, securityLog, users } from "../../server/platform/db/schema";
import { openAccountMenu, provideBrowser, uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { startTestOidcProvider, type TestOidcProvider } from "../../server/platform/auth/test-support/oidc-test-provider";
import { signInWithLine as signInAtProvider } from "./support/line-login-steps";
import { freePort, startShopProcess, type ShopProcess } from "./support/shop-process";

// LINE accounts at the stand-in provider; LINE user ids are "U" + 32 hex digits.
const WITH_EMAIL = "U11111111111111111111111111111111";
const WITHOUT_EMAIL = "U22222222222222222222222222222222";
const CLASHING = "U33333333333333333333333333333333";
const lineEmail = uniqueEmail("line-user");
const passwordUserEmail = uniqueEmail("password-user");

let provider: TestOidcProvider;
let shop: ShopProcess;
let postgres: EmbeddedDatabase;
let db: DatabaseConnection;
const cleanups: Array<() => Promise<unknown>> = [];
const browser = provideBrowser();

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-oidc-"));
  await chmod(root, 0o755);
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  // The shop's database is started here so the test can read what the shop recorded.
  postgres = await startEmbeddedPostgres({ databaseDir: path.join(root, "postgres"), port: await freePort() });
  cleanups.push(() => postgres.stop());
  await ensureDatabaseExists(postgres.connectionString, "shop_oidc");
  const databaseUrl = withDatabaseName(postgres.connectionString, "shop_oidc");

  // The shop's address must be known before it starts: the provider registers its callback,
  // and the shop reads the provider's discovery document at start-up.
  const shopPort = await freePort();
  const shopUrl = `http://localhost:${shopPort}`;
  provider = await startTestOidcProvider({
    client: { clientId: "shop-line-channel", clientSecret: "line-channel-secret", redirectUri: `${shopUrl}/api/auth/callback/line` },
    accounts: {
      [WITH_EMAIL]: { name: "พลอย LINE", email: lineEmail },
      [WITHOUT_EMAIL]: { name: "ไม่มีอีเมล" },
      [CLASHING]: { name: "คนอื่น", email: passwordUserEmail },
    },
  });
  cleanups.push(() => provider.close());
  shop = await startShopProcess({
    DATA_DIR: path.join(root, "data"),
    DATABASE_URL: databaseUrl,
    PORT: String(shopPort),
    PUBLIC_URL: shopUrl,
    SEED_DEMO_DATA: "false",
    ADMIN_EMAIL: "admin@oidc-e2e.test",
    ADMIN_PASSWORD: "Oidc-e2e-Admin-1!",
    LINE_CLIENT_ID: "shop-line-channel",
    LINE_CLIENT_SECRET: "line-channel-secret",
    LINE_DISCOVERY_URL: provider.discoveryUrl,
  });
  cleanups.push(() => shop.stop());
  db = connectDatabase(databaseUrl, { max: 2 });
  cleanups.push(() => db.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** From /auth through the provider's login and consent pages, back to the shop. */
const signInWithLine = (page: Page, lineUserId: string) => signInAtProvider(page, shop.url, provider, lineUserId);

async function sessionUser(page: Page) {
  const session = (await page.evaluate(async () => (await fetch("/api/auth/get-session")).json())) as {
    user: { id: string; email: string; name: string };
  } | null;
  return session?.user ?? null;
}

async function blockExternalRequests(page: Page) {
  // The provider's development pages import a web font; there is no network here.
  await page.context().route(/fonts\.googleapis\.com/, (route) => route.abort());
}

describe("LINE sign-in through an OpenID Connect provider", () => {
  it("shows only the configured provider's button", async () => {
    const { page } = browser;
    await page.goto(`${shop.url}/auth`);
    expect(await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "เข้าสู่ระบบด้วย Google" }).count()).toBe(0);
  });

  it("signs a shopper in and lands on /, with the sign-in in the security log", async () => {
    const { page } = browser;
    await blockExternalRequests(page);
    await signInWithLine(page, WITH_EMAIL);
    await page.waitForURL(`${shop.url}/`);
    // The home page comes from the guests' cache (decision 051): the account button shows once the
    // page has hydrated and /api/me answered, a second or two on a busy machine; wait for the
    // control itself rather than poll it for expect.poll's one second.
    await page.getByRole("button", { name: "บัญชีของ พลอย LINE" }).waitFor();
    const user = await sessionUser(page);
    expect(user?.email).toBe(lineEmail);

    const [account] = await db.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account).toMatchObject({ providerId: "line", accountId: WITH_EMAIL });
    const logged = await db.db.select().from(securityLog).where(eq(securityLog.userId, user!.id));
    expect(logged.map((row) => [row.event, row.details])).toContainEqual(["successful_login", { method: "line" }]);
  });

  it("signs in an account that shares no e-mail, under a stable placeholder address", async () => {
    const { page } = browser;
    await blockExternalRequests(page);
    await signInWithLine(page, WITHOUT_EMAIL);
    await page.waitForURL(`${shop.url}/`);
    const accountButton = page.getByRole("button", { name: "บัญชีของ ไม่มีอีเมล" });
    await accountButton.waitFor();
    const first = await sessionUser(page);
    expect(first?.email).toBe(`line-${WITHOUT_EMAIL.toLowerCase()}@users.line.invalid`);
    // The placeholder is not shown as if it were an address.
    await openAccountMenu(page, accountButton);
    expect(await page.getByText("users.line.invalid").count()).toBe(0);

    // Sign out and in again: the same account, not a new one.
    await page.getByRole("menuitem", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE" }).click();
    // The provider remembers the login and the consent, so it sends the shopper straight back.
    await page.waitForURL(`${shop.url}/`);
    expect((await sessionUser(page))?.id).toBe(first!.id);
    const sameEmail = await db.db.select().from(users).where(eq(users.email, first!.email));
    expect(sameEmail).toHaveLength(1);
  });

  it("never attaches a LINE sign-in to an existing account with the same e-mail", async () => {
    const { page } = browser;
    await blockExternalRequests(page);
    const signedUp = await postJson(
      `${shop.url}/api/auth/sign-up/email`,
      { name: "เจ้าของเดิม", email: passwordUserEmail, password: "Lipstick-2024!" },
      {
        localAddress: "127.0.0.53",
        headers: { origin: shop.url },
      },
    );
    expect(signedUp.status).toBe(200);
    await signInWithLine(page, CLASHING);
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("เข้าสู่ระบบด้วย LINE ไม่สำเร็จ");
    expect(await page.getByRole("alert").textContent()).toContain("อีเมลนี้มีบัญชีอยู่แล้ว");
    expect(await sessionUser(page)).toBeNull();
    const [owner] = await db.db.select().from(users).where(eq(users.email, passwordUserEmail));
    expect(await db.db.select().from(accounts).where(eq(accounts.userId, owner!.id))).toHaveLength(1);
  });

  it("comes back to /auth with the LINE failure title when the shopper cancels at the provider", async () => {
    const { page } = browser;
    await blockExternalRequests(page);
    await page.goto(`${shop.url}/auth`);
    await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE" }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await page.waitForURL((url) => url.origin === shop.url && url.pathname === "/auth");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("เข้าสู่ระบบด้วย LINE ไม่สำเร็จ");
    expect(await page.getByRole("alert").textContent()).toContain("End-User aborted interaction");
    const failures = await db.db.select().from(securityLog).where(eq(securityLog.event, "failed_login"));
    expect(failures.map((row) => row.details)).toContainEqual({ method: "line" });
  });
});
