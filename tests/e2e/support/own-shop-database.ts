import { afterAll, beforeAll } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../../server/platform/db/database";
import { embeddedShopDatabaseUrl } from "../../../server/platform/db/shop-database";
import { freePort, startOwnShop, type OwnShop } from "./shop-process";

/**
 * A shop of the journey's own (its settings, its embedded database on a free port) with that
 * database open beside it, for what the journey sets up or checks there: started before the
 * journey's tests, stopped after them.
 */
export function provideOwnShopDatabase(name: string, settings: Record<string, string> = {}) {
  let shop: OwnShop | undefined;
  let db: DatabaseConnection | undefined;
  beforeAll(async () => {
    const databasePort = await freePort();
    shop = await startOwnShop(name, { EMBEDDED_DB_PORT: String(databasePort), ...settings });
    db = connectDatabase(embeddedShopDatabaseUrl(shop.dataDir, databasePort), { max: 2 });
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await shop?.stop();
  });
  return {
    get shop() {
      return shop!;
    },
    get db() {
      return db!;
    },
  };
}
