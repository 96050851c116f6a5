import path from "node:path";
import type { ShopSettings } from "../env";
import { logger } from "../logger";
import { connectDatabase, ensureDatabaseExists, migrateDatabase, withDatabaseName, withStartupLock, type DatabaseConnection } from "./database";
import { embeddedPostgresUrl, startEmbeddedPostgres } from "./embedded-postgres";

export type OpenShopDatabase = { connection: DatabaseConnection; close: () => Promise<void> };

export const EMBEDDED_DATABASE_NAME = "shop";

/** Where the embedded cluster lives; its password is beside it (DATA_DIR/postgres-password). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, "postgres");

/** The shop's database on the embedded server a shop with this DATA_DIR runs (for tools and tests). */
export function embeddedShopDatabaseUrl(dataDir: string, port: number) {
  return embeddedPostgresUrl(embeddedDatabaseDir(dataDir), port, EMBEDDED_DATABASE_NAME);
}

/**
 * Connects to the shop's database — DATABASE_URL, or the embedded PostgreSQL under DATA_DIR —
 * and brings its schema up to date.
 */
export async function openShopDatabase(settings: ShopSettings): Promise<OpenShopDatabase> {
  const server = settings.DATABASE_URL ? { connectionString: settings.DATABASE_URL, stop: undefined } : await startShopDatabaseServer(settings);
  const connection = connectDatabase(server.connectionString, { max: settings.DATABASE_POOL_MAX });
  const close = async () => {
    await connection.close().catch(() => undefined);
    await server.stop?.();
  };
  try {
    // Instances deployed together migrate one after the other (the first does the work).
    await withStartupLock(connection.pool, () => migrateDatabase(connection.db));
  } catch (error) {
    await close();
    throw error;
  }
  return { connection, close };
}

/**
 * The embedded PostgreSQL under DATA_DIR, started, with the shop's database in it: its address
 * and how to stop it. Web workers (decision 093) share the one their primary process starts.
 */
export async function startShopDatabaseServer(settings: ShopSettings): Promise<{ connectionString: string; stop: () => Promise<void> }> {
  const embedded = await startEmbeddedPostgres({
    databaseDir: embeddedDatabaseDir(settings.dataDir),
    port: settings.EMBEDDED_DB_PORT,
    portIsDefault: settings.embeddedDbPortIsDefault,
    ownProcessGroup: true,
  });
  try {
    await ensureDatabaseExists(embedded.connectionString, EMBEDDED_DATABASE_NAME);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  logger.info("Embedded PostgreSQL is running", { port: embedded.port, dataDir: settings.dataDir });
  return { connectionString: withDatabaseName(embedded.connectionString, EMBEDDED_DATABASE_NAME), stop: embedded.stop };
}
