import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationsSent, notifyAfterCommit } from "./notify-after-commit";
import { provideTestDatabase } from "./test-support/test-database";

const testDb = provideTestDatabase();
const CHANNEL = "shop_test_wake_up";

afterEach(() => {
  vi.restoreAllMocks();
});

async function listening(work: (heard: string[]) => Promise<void>) {
  const listener = new pg.Client({ connectionString: testDb.connectionString });
  await listener.connect();
  try {
    const heard: string[] = [];
    listener.on("notification", (message) => {
      if (message.channel === CHANNEL) heard.push(message.payload ?? "");
    });
    await listener.query(`listen ${CHANNEL}`);
    await work(heard);
    // A round trip on the listener's connection delivers what was notified before it.
    await listener.query("select 1");
  } finally {
    await listener.end();
  }
}

describe("notifyAfterCommit", () => {
  it("delivers every payload, gathering those asked for while one notification is on its way into the next", async () => {
    const sentTexts: string[] = [];
    const query = pg.Pool.prototype.query;
    vi.spyOn(pg.Pool.prototype, "query").mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      if (typeof args[0] === "string" && args[0].includes(CHANNEL)) sentTexts.push(args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    let heardAll: string[] = [];
    await listening(async (heard) => {
      notifyAfterCommit(testDb.db, CHANNEL, ["a"]);
      notifyAfterCommit(testDb.db, CHANNEL, ["b", "c"]);
      notifyAfterCommit(testDb.db, CHANNEL, ["d'quoted"]);
      await notificationsSent(testDb.db);
      heardAll = heard;
    });
    expect(heardAll).toEqual(["a", "b", "c", "d'quoted"]);
    // The first went alone; the three asked for while it was on its way shared the next transaction.
    expect(sentTexts).toHaveLength(2);
  });

  it("sends nothing for no payloads, and a failed send is logged while later notices still go", async () => {
    let heardAll: string[] = [];
    await listening(async (heard) => {
      notifyAfterCommit(testDb.db, CHANNEL, []);
      await notificationsSent(testDb.db);
      // A channel PostgreSQL refuses (an empty name) fails alone.
      notifyAfterCommit(testDb.db, "", ["lost"]);
      await notificationsSent(testDb.db);
      notifyAfterCommit(testDb.db, CHANNEL, ["after"]);
      await notificationsSent(testDb.db);
      heardAll = heard;
    });
    expect(heardAll).toEqual(["after"]);
  });
});
