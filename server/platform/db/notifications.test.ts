import { until } from "../test-support/until";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "./database";
import { listenForNotifications, type NotificationListener, type NotificationListenerOptions } from "./notifications";
import { startDatabaseRelay } from "./test-support/database-relay";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function relayed() {
  const relay = await startDatabaseRelay();
  cleanups.push(relay.close);
  return relay;
}

function pooled(connectionString: string): DatabaseConnection {
  const connection = connectDatabase(connectionString, { max: 2 });
  cleanups.push(() => connection.close().catch(() => undefined));
  return connection;
}

/** A listener that records what it is told, in order. */
function listen(options: Pick<NotificationListenerOptions, "connection" | "channels"> & Partial<NotificationListenerOptions>) {
  const heard: string[] = [];
  const listener: NotificationListener = listenForNotifications({
    onNotify: (channel, payload) => heard.push(`${channel}:${payload}`),
    onListening: () => heard.push("listening"),
    onLost: () => heard.push("lost"),
    ...options,
  });
  cleanups.push(() => listener.close());
  return { listener, heard };
}

async function notify(channel: string, payload = "") {
  const client = new pg.Client({ connectionString: inject("testDatabaseServerUrl") });
  await client.connect();
  await client.query("select pg_notify($1, $2)", [channel, payload]);
  await client.end();
}

/** After its connection went: the listener said it lost it, listens again, and hears `channel` again. */
async function expectListeningAgain(heard: string[], channel: string, payload: string, what: string) {
  await until(() => heard.filter((event) => event === "listening").length === 2, "it listens again");
  expect(heard).toEqual(["listening", "lost", "listening"]);
  await notify(channel, payload);
  await until(() => heard.includes(`${channel}:${payload}`), what);
}

describe("listenForNotifications", () => {
  it("hears each of its channels, with the payload, on one connection, and nothing else", async () => {
    const applicationName = "notifications-test one-connection";
    const { listener, heard } = listen({
      connection: { client: { connectionString: inject("testDatabaseServerUrl"), application_name: applicationName } },
      channels: ["shop_test_first", "shop_test_second"],
    });
    await listener.started;
    expect(listener.listening).toBe(true);
    await notify("shop_test_other", "not ours");
    await notify("shop_test_first", "products");
    await notify("shop_test_second");
    await until(() => heard.length === 3, "both notices are heard");
    expect(heard).toEqual(["listening", "shop_test_first:products", "shop_test_second:"]);

    const admin = new pg.Client({ connectionString: inject("testDatabaseServerUrl") });
    await admin.connect();
    const { rows } = await admin.query<{ count: number }>("select count(*)::int as count from pg_stat_activity where application_name = $1", [applicationName]);
    await admin.end();
    expect(rows[0]!.count).toBe(1);
  });

  it("on a pooled connection: after a cut, says it lost the connection, listens again and says so", async () => {
    const relay = await relayed();
    const connection = pooled(relay.connectionString);
    const { listener, heard } = listen({ connection: { pool: connection.pool }, channels: ["shop_test_jobs"], firstRetryMs: 20 });
    await listener.started;
    expect(connection.pool.totalCount).toBe(1);

    relay.cut();
    await expectListeningAgain(heard, "shop_test_jobs", "after", "the notice after the cut is heard");
  });

  it("backs off exponentially up to its longest pause while the database refuses", async () => {
    const relay = await relayed();
    relay.refuse(true);
    const { listener } = listen({
      connection: { client: { connectionString: relay.connectionString } },
      channels: ["shop_test_refused"],
      firstRetryMs: 40,
      maxRetryMs: 160,
    });
    await until(() => relay.attempts.length >= 6, "six attempts");
    expect(listener.listening).toBe(false);
    const pauses = relay.attempts.slice(1, 6).map((at, index) => at - relay.attempts[index]!);
    // Each pause at least as long as planned (timers never fire early; a few ms of slack for the clocks).
    [40, 80, 160, 160, 160].forEach((planned, index) => expect(pauses[index]).toBeGreaterThanOrEqual(planned - 5));

    relay.refuse(false);
    await until(() => listener.listening, "it listens once the database answers", 2_000);
  });

  it("notices a connection dropped without a word by its unanswered ping, and listens again", async () => {
    const relay = await relayed();
    const { listener, heard } = listen({
      connection: { client: { connectionString: relay.connectionString } },
      channels: ["shop_test_silent"],
      firstRetryMs: 20,
      pingMs: 100,
    });
    await listener.started;
    relay.freeze();
    await expectListeningAgain(heard, "shop_test_silent", "heard", "the notice after the silent drop is heard");
  });

  it("lets a pooled listener close while its connection is being cut", async () => {
    const relay = await relayed();
    const connection = pooled(relay.connectionString);
    const { listener } = listen({ connection: { pool: connection.pool }, channels: ["shop_test_channel"] });
    await listener.started;
    expect(connection.pool.totalCount).toBe(1);

    const closing = listener.close();
    relay.cut();
    await closing;

    await until(() => connection.pool.totalCount === 0, "the pool holds no connection");
    await connection.close();
  });
});
