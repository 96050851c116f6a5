// A newcomer starting the shop where another copy of it already runs (decision 058): with
// EMBEDDED_DB_PORT set to the port that copy's PostgreSQL holds, one line says so, naming the
// port and the setting — not PostgreSQL's "database system is shut down".
import path from "node:path";
import { expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../server/platform/db/embedded-postgres";
import { freePort, runShopProcessToExit } from "./support/shop-process";
import { useCleanups } from "./support/cleanups";

const { later, tempDir } = useCleanups();

it("refuses to start in one line naming the port and EMBEDDED_DB_PORT when another shop's database has the port", async () => {
  const port = await freePort();
  const otherShop = await startEmbeddedPostgres({ databaseDir: path.join(await tempDir("shop-other-copy-"), "postgres"), port });
  later(otherShop.stop);
  const result = await runShopProcessToExit({ DATA_DIR: await tempDir("shop-newcomer-"), EMBEDDED_DB_PORT: String(port) });
  expect(result.code).toBe(1);
  expect(result.output.trim()).toBe(
    `Port ${port} for the embedded PostgreSQL is already in use (another copy of the shop, or another PostgreSQL): set EMBEDDED_DB_PORT to a free port, or stop what uses ${port}.`,
  );
}, 60_000);
