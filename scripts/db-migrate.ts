// `npm run db:migrate`: applies the committed migrations to the configured database
// (the embedded one unless DATABASE_URL is set) without starting the web server.
import { openShopDatabase } from "../server/platform/db/shop-database";
import { readSettings } from "../server/platform/env";

const database = await openShopDatabase(readSettings());
await database.close();
console.log("Migrations applied.");
