// The shop's own start of its embedded database when another copy of the shop holds the default
// port (decision 058): the default is injected as a port this test occupies, never 54329 itself.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openToolDatabase } from "../backup/tool-database";
import { readSettings } from "../env";
import { openShopDatabase } from "./shop-database";

let root: string;
let occupant: Server;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "shop-database-port-"));
  await chmod(root, 0o755);
  occupant = createServer();
  await new Promise<void>((resolve) => occupant.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => occupant.close(resolve));
  await rm(root, { recursive: true, force: true });
});

it("takes a free port when the default is taken, and its tools find the database there", async () => {
  const occupied = (occupant.address() as { port: number }).port;
  const settings = { ...readSettings({ DATA_DIR: root }), EMBEDDED_DB_PORT: occupied };
  expect(settings.embeddedDbPortIsDefault).toBe(true);
  const shop = await openShopDatabase(settings);
  try {
    expect((await shop.connection.pool.query("select current_database() as name")).rows).toEqual([{ name: "shop" }]);
    // A backup beside the running shop reaches the same server, not the port the settings name.
    const tool = await openToolDatabase(settings);
    const client = new pg.Client({ connectionString: tool.url });
    await client.connect();
    const { rows } = await client.query<{ port: string }>("select current_setting('port') as port");
    await client.end();
    await tool.close();
    expect(Number(rows[0]!.port)).not.toBe(occupied);
  } finally {
    await shop.close();
  }
});
