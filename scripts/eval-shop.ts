// The evaluation scripts' shop: a PostgreSQL of its own filled with the demo data, its eval member,
// and the assistant the shop would use (with AI_* settings in the environment: the LLM, falling back).
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectDatabase, ensureDatabaseExists, migrateDatabase, withDatabaseName, type ShopDatabase } from "../server/platform/db/database";
import { startEmbeddedPostgres } from "../server/platform/db/embedded-postgres";
import { readSettings } from "../server/platform/env";
import { assistantFor } from "../server/shop/assistant/shop-assistant";
import { prepareEvalShop } from "../server/shop/assistant/evaluation/run-eval";
import { freePort } from "../tests/e2e/support/shop-process";

export type EvalShop = {
  db: ShopDatabase;
  shop: Awaited<ReturnType<typeof prepareEvalShop>>;
  assistant: ReturnType<typeof assistantFor>;
};

/** Runs `evaluate` against a fresh demo shop and removes it afterwards; answers what `evaluate` answers. */
export async function withEvalShop<T>(name: string, evaluate: (eval_: EvalShop) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-${name}-`));
  // mkdtemp makes it owner-only; PostgreSQL's own user (when run as root) must reach its folder inside.
  await chmod(dataDir, 0o755);
  let stopDatabase: (() => Promise<void>) | undefined;
  let closeConnection: (() => Promise<void>) | undefined;
  try {
    console.log("Starting a PostgreSQL of its own with the demo data…");
    const embedded = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, "postgres"), port: await freePort() });
    stopDatabase = embedded.stop;
    await ensureDatabaseExists(embedded.connectionString, "shop");
    const connection = connectDatabase(withDatabaseName(embedded.connectionString, "shop"), { max: 4 });
    closeConnection = connection.close;
    await migrateDatabase(connection.db);
    const shop = await prepareEvalShop(connection.db, readSettings({ DATA_DIR: dataDir, LOG_LEVEL: "warn" } as NodeJS.ProcessEnv));
    return await evaluate({ db: connection.db, shop, assistant: assistantFor(readSettings().ai) });
  } finally {
    await closeConnection?.();
    await stopDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  }
}
