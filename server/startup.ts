import { configureImageLibrary } from "./platform/media/image-library";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensureAdminAccount } from "./platform/auth/admin-account";
import { installShopAuth } from "./platform/auth/auth-instance";
import { sessionNoticesHeard, sessionsChanged } from "./platform/auth/session-cache";
import { createShopAuth } from "./platform/auth/shop-auth";
import { installDatabase, withStartupLock } from "./platform/db/database";
import { expectDatabaseToGoAway } from "./platform/db/lost-connections";
import { openShopDatabase } from "./platform/db/shop-database";
import { seedDemoData } from "./shop/demo/seed-demo-data";
import { seedDemoHistory } from "./shop/demo/demo-history";
import { moveReviewPhotosOutOfMemberFolders } from "./shop/product-reviews/review-photo-move";
import { settings as readShopSettings, type ShopSettings } from "./platform/env";
import { startContentChanges } from "./platform/http/content-changes";
import { watchStorefrontChanges } from "./shop/content/storefront-memo";
import { installReadiness } from "./platform/http/health";
import { startPageCache } from "./platform/http/page-cache-setup";
import { installShopRegistry } from "./shop-registry";
import { startShopJobs, type ShopJobs } from "./shop-jobs";
import { startLiveStreams } from "./platform/live/live-events";
import { setLogLevel } from "./platform/logger";
import { configuredStorage } from "./platform/media/configured-storage";
import { installFileStorage } from "./platform/media/file-storage";
import { shopMetrics } from "./platform/metrics/shop-metrics";
import { logMailBodies, mailBodiesBelongInLog } from "./platform/mail/mail-outbox";

export type RunningShop = {
  settings: ShopSettings;
  /**
   * Stops the shop in order: `drainRequests` (the HTTP server's, while the database is still
   * there), then jobs and listeners, the pool, and last the embedded database. Calling it
   * again returns the same stop.
   */
  stop: (drainRequests?: () => Promise<void>) => Promise<void>;
};

/**
 * Brings the shop up: validated settings, database (embedded unless DATABASE_URL is set),
 * migrations, demo data, admin account, auth and background jobs. Safe to call more than once per process.
 */
export async function startShop(): Promise<RunningShop> {
  // The shop's pages and body allowances, before anything can answer a request (decision 060).
  installShopRegistry();
  configureImageLibrary();
  const holder = globalThis as { __runningShop?: Promise<RunningShop> };
  holder.__runningShop ??= bringUp();
  return holder.__runningShop;
}

async function bringUp(): Promise<RunningShop> {
  const settings = readShopSettings();
  setLogLevel(settings.LOG_LEVEL);
  logMailBodies(mailBodiesBelongInLog(settings));
  await mkdir(settings.uploadsDir, { recursive: true });
  installFileStorage(await configuredStorage(settings));

  const database = await openShopDatabase(settings);
  const { connection } = database;
  let jobs: ShopJobs | undefined;
  try {
    installDatabase(connection);
    const auth = createShopAuth({
      db: connection.db,
      publicUrl: settings.publicUrl,
      secret: settings.AUTH_SECRET ?? (await persistentSecret(settings.dataDir)),
      secureCookies: settings.secureCookies,
      google: settings.google,
      line: settings.line,
    });
    installShopAuth(auth);

    if (settings.SEED_DEMO_DATA === "true") {
      const catalogueSeeded = await seedDemoData(connection.db, settings);
      // A brand-new demo shop gets its 90 days of orders (decision 098); never a shop in use.
      if (catalogueSeeded && settings.SEED_DEMO_HISTORY === "true")
        await seedDemoHistory(connection.db, { uploadsDir: settings.uploadsDir, dataDir: settings.dataDir });
    }
    await withStartupLock(connection.pool, () => ensureAdminAccount(auth, connection.db, settings));
    // Review photos stored under their author's id move to random keys, once (decision 113).
    await withStartupLock(connection.pool, () => moveReviewPhotosOutOfMemberFolders(connection.db, settings.uploadsDir));
    jobs = await startShopJobs(connection, settings);
  } catch (error) {
    installDatabase(undefined);
    await database.close();
    throw error;
  }

  // One LISTEN connection per instance hears every storefront change (decision 040), for the
  // page cache and the open pages' event streams alike, in development too.
  const contentChanges = startContentChanges(connection);
  // Anonymous storefront pages are cached in production only: in development every request
  // must show the code just edited.
  const pageCache =
    settings.NODE_ENV === "production" && settings.PAGE_CACHE_MB > 0
      ? startPageCache(connection, settings.PAGE_CACHE_MB * 1024 * 1024, contentChanges)
      : undefined;
  const liveStreams = startLiveStreams(contentChanges, {
    maxStreams: settings.LIVE_STREAMS_MAX,
    maxPerAddress: settings.LIVE_STREAMS_PER_ADDRESS,
  });
  // What every page reads (the site chrome) is kept until the storefront changes (decision 051).
  const stopWatchingForMemos = watchStorefrontChanges(contentChanges);
  // Sessions are kept a few seconds only while this instance hears every change to them (decision 089).
  const stopKeepingSessions = contentChanges.subscribe({
    onSessionsChanged: sessionsChanged,
    onListening: () => sessionNoticesHeard(true),
    onLost: () => sessionNoticesHeard(false),
  });
  installReadiness({ db: connection.db, listening: () => contentChanges.listening });
  const metricSources = shopMetrics().sources;
  metricSources.poolStats = () => ({
    total: connection.pool.totalCount,
    idle: connection.pool.idleCount,
    waiting: connection.pool.waitingCount,
  });
  metricSources.openStreams = () => liveStreams.streams.size;

  let stopping: Promise<void> | undefined;
  const stopInOrder = async (drainRequests?: () => Promise<void>) => {
    expectDatabaseToGoAway();
    const steps = [
      // /readyz answers 503 from now on, so a load balancer sends no new shoppers here.
      async () => installReadiness(undefined),
      // Open event streams never end on their own: they go first, so the drain does not wait for them.
      liveStreams.stop,
      drainRequests,
      jobs?.stop,
      pageCache?.stop,
      async () => stopWatchingForMemos(),
      async () => {
        stopKeepingSessions();
        sessionNoticesHeard(false);
      },
      contentChanges.stop,
      async () => {
        installShopAuth(undefined);
        installDatabase(undefined);
      },
      database.close,
    ];
    // A failing step must not leave the embedded database running: every step runs.
    let failure: unknown;
    for (const step of steps) await step?.().catch((error: unknown) => (failure ??= error));
    if (failure) throw failure;
  };
  return {
    settings,
    stop: (drainRequests) => (stopping ??= stopInOrder(drainRequests)),
  };
}

/** Without AUTH_SECRET, a random secret is made once and kept beside the data. */
export async function persistentSecret(dataDir: string) {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, secret + "\n", { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
