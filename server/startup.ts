import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensureAdminAccount } from "./auth/admin-account";
import { installShopAuth } from "./auth/auth-instance";
import { createShopAuth } from "./auth/shop-auth";
import {
  connectDatabase,
  ensureDatabaseExists,
  migrateDatabase,
  installDatabase,
  withDatabaseName,
  type DatabaseConnection,
} from "./db/database";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded-postgres";
import { seedDemoData } from "./db/seed/seed-demo-data";
import { settings as readShopSettings, type ShopSettings } from "./env";
import { logger, setLogLevel } from "./logger";

export type RunningShop = {
  settings: ShopSettings;
  stop: () => Promise<void>;
};

const EMBEDDED_DATABASE_NAME = "shop";

/**
 * Brings the shop up: validated settings, database (embedded unless DATABASE_URL is set),
 * migrations, demo data, admin account and auth. Safe to call more than once per process.
 */
export async function startShop(): Promise<RunningShop> {
  const holder = globalThis as { __runningShop?: Promise<RunningShop> };
  holder.__runningShop ??= bringUp();
  return holder.__runningShop;
}

async function bringUp(): Promise<RunningShop> {
  const settings = readShopSettings();
  setLogLevel(settings.LOG_LEVEL);
  await mkdir(settings.uploadsDir, { recursive: true });

  let embedded: EmbeddedDatabase | undefined;
  let connectionString = settings.DATABASE_URL;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      databaseDir: path.join(settings.dataDir, "postgres"),
      port: settings.EMBEDDED_DB_PORT,
    });
    await ensureDatabaseExists(embedded.connectionString, EMBEDDED_DATABASE_NAME);
    connectionString = withDatabaseName(embedded.connectionString, EMBEDDED_DATABASE_NAME);
    logger.info("Embedded PostgreSQL is running", { port: settings.EMBEDDED_DB_PORT, dataDir: settings.dataDir });
  }

  let connection: DatabaseConnection | undefined;
  try {
    connection = connectDatabase(connectionString);
    await migrateDatabase(connection.db);
    installDatabase(connection);

    const auth = createShopAuth({
      db: connection.db,
      publicUrl: settings.publicUrl,
      secret: settings.AUTH_SECRET ?? (await persistentSecret(settings.dataDir)),
      secureCookies: settings.secureCookies,
    });
    installShopAuth(auth);

    if (settings.SEED_DEMO_DATA === "true") await seedDemoData(connection.db, settings);
    await ensureAdminAccount(auth, connection.db, settings);
  } catch (error) {
    await connection?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }

  const open = connection;
  return {
    settings,
    stop: async () => {
      installShopAuth(undefined);
      installDatabase(undefined);
      await open.close();
      await embedded?.stop();
    },
  };
}

/** Without AUTH_SECRET, a random secret is made once and kept beside the data. */
async function persistentSecret(dataDir: string) {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, secret + "\n", { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
