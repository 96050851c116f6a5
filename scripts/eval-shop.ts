// The evaluation scripts' shop: a PostgreSQL of its own filled with the demo data, its eval member,
// and the assistant the shop would use (with AI_* settings in the environment: the LLM, falling back).
import { connectDatabase, ensureDatabaseExists, migrateDatabase, withDatabaseName, type ShopDatabase } from "../server/platform/db/database";
import { readSettings } from "../server/platform/env";
import { assistantFor } from "../server/shop/assistant/shop-assistant";
import { prepareEvalShop } from "../server/shop/assistant/evaluation/run-eval";
import { startScratchPostgres } from "./scratch-postgres";

export type EvalShop = {
  db: ShopDatabase;
  shop: Awaited<ReturnType<typeof prepareEvalShop>>;
  assistant: ReturnType<typeof assistantFor>;
};

/** Runs `evaluate` against a fresh demo shop and removes it afterwards; answers what `evaluate` answers. */
export async function withEvalShop<T>(name: string, evaluate: (eval_: EvalShop) => Promise<T>): Promise<T> {
  console.log("Starting a PostgreSQL of its own with the demo data…");
  const database = await startScratchPostgres(name);
  let closeConnection: (() => Promise<void>) | undefined;
  try {
    await ensureDatabaseExists(database.connectionString, "shop");
    const connection = connectDatabase(withDatabaseName(database.connectionString, "shop"), { max: 4 });
    closeConnection = connection.close;
    await migrateDatabase(connection.db);
    const shop = await prepareEvalShop(connection.db, readSettings({ DATA_DIR: database.dataDir, LOG_LEVEL: "warn" } as NodeJS.ProcessEnv));
    return await evaluate({ db: connection.db, shop, assistant: assistantFor(readSettings().ai) });
  } finally {
    await closeConnection?.();
    await database.stop();
  }
}
