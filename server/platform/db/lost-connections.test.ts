import { until } from "../test-support/until";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "./database";
import { startDatabaseRelay } from "./test-support/database-relay";
import { logOf } from "../test-support/log-capture";
import { forgetLostConnectionNotices } from "./lost-connections";

const cleanups: Array<() => Promise<void>> = [];
// Files before this one in the same worker may have cut connections (a shutdown announced in the
// last 10 s is not announced again): each test starts from a process that announced nothing.
beforeEach(forgetLostConnectionNotices);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connectThroughRelay(): Promise<{ connection: DatabaseConnection; cut: () => void }> {
  const relay = await startDatabaseRelay();
  cleanups.push(relay.close);
  const connection = connectDatabase(relay.connectionString, { max: 2 });
  cleanups.push(() => connection.close().catch(() => undefined));
  return { connection, cut: relay.cut };
}

describe("a database that goes away", () => {
  it("costs the pool its idle connections, not the process", async () => {
    const { connection, cut } = await connectThroughRelay();
    await connection.pool.query("select 1");
    expect(connection.pool.idleCount).toBe(1);

    cut();
    await until(() => connection.pool.totalCount === 0);

    // The database is back (the relay still accepts): the pool simply connects again.
    const { rows } = await connection.pool.query<{ answer: number }>("select 42 as answer");
    expect(rows[0]?.answer).toBe(42);
  });

  it("is announced once when the server shuts down, not once per connection", async () => {
    const serverUrl = inject("testDatabaseServerUrl");
    const connection = connectDatabase(serverUrl, { max: 4 });
    cleanups.push(() => connection.close().catch(() => undefined));
    // Four idle connections in the pool, whose server processes we know.
    const clients = await Promise.all([1, 2, 3, 4].map(() => connection.pool.connect()));
    const pids = await Promise.all(clients.map(async (client) => (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid));
    for (const client of clients) client.release();

    const printed = await logOf(async () => {
      // What each connection receives when PostgreSQL shuts down: 57P01, admin_shutdown.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
      await admin.end();
      await until(() => connection.pool.totalCount === 0);
    });
    const lines = printed.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "info",
      message: "The database server is shutting down: its connections were closed",
      code: "57P01",
    });
  });
});
