import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureDatabaseExists, withDatabaseName } from "../../../server/platform/db/database";
import { startEmbeddedPostgres } from "../../../server/platform/db/embedded-postgres";
import { freePort } from "../../e2e/support/shop-process";

export type SharedDatabase = {
  /** DATABASE_URL for every instance. */
  url: string;
  /** Stops the server (fast shutdown), as an operator restarting it would. */
  stop: () => Promise<void>;
  /** Starts it again on the same data and port. */
  start: () => Promise<void>;
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  /** Stops it and removes its data. */
  remove: () => Promise<void>;
};

/** One PostgreSQL for several shop instances: the bundled server, on a port and directory of the test's own. */
export async function startSharedDatabase(name: string): Promise<SharedDatabase> {
  const root = await mkdtemp(path.join(os.tmpdir(), `shop-ops-${name}-db-`));
  // The embedded PostgreSQL runs as another user when the tests run as root.
  await chmod(root, 0o755);
  const port = await freePort();
  const databaseDir = path.join(root, "postgres");
  let server = await startEmbeddedPostgres({ databaseDir, port });
  await ensureDatabaseExists(server.connectionString, "shop");
  const url = withDatabaseName(server.connectionString, "shop");
  let running = true;
  return {
    url,
    stop: async () => {
      running = false;
      await server.stop();
    },
    start: async () => {
      server = await startEmbeddedPostgres({ databaseDir, port });
      running = true;
    },
    query: async (text, values) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    remove: async () => {
      if (running) await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
