import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_EVENTS_PATH } from "../../domain/shared/live-refresh";
import { connectDatabase, type DatabaseConnection } from "../../server/platform/db/database";
import { siteConfig } from "../../server/platform/db/schema";
import { embeddedShopDatabaseUrl } from "../../server/platform/db/shop-database";
import { EventStreamClient } from "../../server/platform/live/test-support/event-stream-client";
import { waitForHydrationOnGoto } from "./support/browser";
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from "./support/chromium";
import { postForm, postJson } from "./support/http-client";
import { freePort, startShopProcess, type ShopProcess } from "./support/shop-process";

const ADMIN = { email: "admin@live-e2e.test", password: "Live-e2e-Admin-1!" };

// Two instances of the shop on one database, as behind a load balancer: the first runs the
// embedded PostgreSQL, the second reaches it through DATABASE_URL.
let dataDir: string;
let first: ShopProcess;
let second: ShopProcess | undefined;
let database: DatabaseConnection;
let browser: Browser;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-live-"));
  await chmod(dataDir, 0o755);
  const databasePort = String(await freePort());
  const shared = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  [first, browser] = await Promise.all([
    startShopProcess({ ...shared, EMBEDDED_DB_PORT: databasePort }),
    chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"] }),
  ]);
  // The cluster's password exists once the first shop has made it.
  const databaseUrl = embeddedShopDatabaseUrl(dataDir, Number(databasePort));
  second = await startShopProcess({ ...shared, DATABASE_URL: databaseUrl });
  database = connectDatabase(databaseUrl, { max: 2 });
}, 180_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await browser?.close();
  await database?.close();
  await second?.stop();
  await first?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function openStream(shop: ShopProcess) {
  const stream = await EventStreamClient.open(shop.url + LIVE_EVENTS_PATH);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((event) => event.event === "hello");
  return stream;
}

describe("live refresh across instances", () => {
  it("an admin's edit through one instance reaches an event stream open on the other", async () => {
    const onSecond = await openStream(second!);
    const onFirst = await openStream(first);

    const session = await postJson(`${first.url}/api/auth/sign-in/email`, ADMIN, {
      localAddress: "127.0.74.1",
      headers: { origin: first.url },
    });
    expect(session.status).toBe(200);
    const cookie = (session.headers["set-cookie"] ?? []).map((header) => header.split(";")[0]).join("; ");
    const created = await postForm(
      `${first.url}/admin-categories`,
      { intent: "create", name: "ลิปไลฟ์", description: "หมวดที่สร้างระหว่างทดสอบ" },
      { localAddress: "127.0.74.1", headers: { origin: first.url, cookie } },
    );
    expect(created.status).toBeLessThan(400);

    const heard = await onSecond.next((event) => event.event === "change" && event.data === "categories");
    await onFirst.next((event) => event.event === "change" && event.data === "categories");
    expect(heard.data).toBe("categories");
  });
});

describe("a guest's open page", () => {
  it("shows a new brand name without a reload, and the next guest gets it from the page cache too", async () => {
    const context = await browser.newContext({ baseURL: second!.url, locale: "th-TH", viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(15_000);
    try {
      const page = waitForHydrationOnGoto(await context.newPage());
      const opened = page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_EVENTS_PATH);
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect.poll(() => header.getByText("Glossy & Velvet").first().isVisible()).toBe(true);
      // Only after hydration: the stream is nothing the first paint needs.
      expect((await opened).status()).toBe(200);
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

      // Staff rename the shop (through the database the other instance writes to).
      await database.db
        .insert(siteConfig)
        .values({ configKey: "brand_name", configValue: "Velvet Live Bangkok" })
        .onConflictDoUpdate({ target: siteConfig.configKey, set: { configValue: "Velvet Live Bangkok" } });

      await expect.poll(() => header.getByText("Velvet Live Bangkok").first().isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      const fresh = await fetch(second!.url + "/");
      expect(await fresh.text()).toContain("Velvet Live Bangkok");
    } finally {
      await context.close();
      await database.db.delete(siteConfig).where(eq(siteConfig.configKey, "brand_name"));
    }
  });
});

describe("stopping an instance", () => {
  it("ends its open streams first, so they do not hold up the drain", async () => {
    const stream = await openStream(second!);
    const stopping = Date.now();
    await second!.stop();
    const tookMs = Date.now() - stopping;
    second = undefined;
    await stream.untilEnded(1_000);
    // The drain would wait up to 8 s for a response still open.
    expect(tookMs).toBeLessThan(5_000);
  });
});
