import { existsSync } from "node:fs";
import pg from "pg";
import { ensureDatabaseExists, withDatabaseName } from "../db/database";
import { embeddedPasswordFile } from "../db/embedded-password";
import { runningEmbeddedPort, startEmbeddedPostgres } from "../db/embedded-postgres";
import { EMBEDDED_DATABASE_NAME, embeddedDatabaseDir, embeddedShopDatabaseUrl } from "../db/shop-database";
import type { ShopSettings } from "../env";

export type ToolDatabase = { url: string; close: () => Promise<void> };

/**
 * The shop's database for a command-line tool (backup, restore): DATABASE_URL; or the embedded
 * PostgreSQL the running shop has started; or, with the shop stopped, the embedded one started
 * for the tool alone (creating the cluster in an empty DATA_DIR) and stopped again by `close`.
 */
export async function openToolDatabase(settings: ShopSettings): Promise<ToolDatabase> {
  if (settings.DATABASE_URL) return { url: settings.DATABASE_URL, close: async () => {} };
  const databaseDir = embeddedDatabaseDir(settings.dataDir);
  // Without its password file no cluster has run here yet (decision 052).
  if (existsSync(embeddedPasswordFile(databaseDir))) {
    // The running shop's server may have taken a free port in place of the default (decision 058).
    const port = (await runningEmbeddedPort(databaseDir)) ?? settings.EMBEDDED_DB_PORT;
    const running = embeddedShopDatabaseUrl(settings.dataDir, port);
    if (await answers(running)) return { url: running, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({
    databaseDir,
    port: settings.EMBEDDED_DB_PORT,
    portIsDefault: settings.embeddedDbPortIsDefault,
  });
  try {
    await ensureDatabaseExists(embedded.connectionString, EMBEDDED_DATABASE_NAME);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: withDatabaseName(embedded.connectionString, EMBEDDED_DATABASE_NAME), close: embedded.stop };
}

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
