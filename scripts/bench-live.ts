// `npm run bench:live [-- --streams=2000 --edits=20]`: what live refresh costs one instance
// (decision 040). A production shop of its own (bundled PostgreSQL in a temporary directory)
// is started; the benchmark opens `--streams` event streams to it (as that many open pages
// would), reads the server's memory before and after (RSS and V8 heap, after a full GC), then
// commits `--edits` storefront changes one after another and times, for each, how long every
// stream took to hear it: from the UPDATE being sent (autocommit: the commit is the statement)
// to each stream's `change` event.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { LIVE_EVENTS_PATH } from "../domain/shared/live-refresh";
import { connectDatabase } from "../server/platform/db/database";
import { embeddedShopDatabaseUrl } from "../server/platform/db/shop-database";
import { EventStreamClient, type ReceivedEvent } from "../server/platform/live/test-support/event-stream-client";
import { freePort, startShopProcess } from "../tests/e2e/support/shop-process";
import { numberOption } from "./bench/options";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { mb, shopMemoryAfterGc, type ShopMemory } from "./bench/shop-memory";

const STREAMS = numberOption("streams", 2_000);
const EDITS = numberOption("edits", 20);
const OPEN_BATCH = 100;
const EDIT_TABLE = "hero_slides";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  buildIfNeeded();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-live-"));
  await chmod(dataDir, 0o755);
  const databasePort = await freePort();
  const memoryReport = fileURLToPath(new URL("./bench/memory-report.mjs", import.meta.url));
  const shop = await startShopProcess({
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(databasePort),
    LIVE_STREAMS_MAX: String(Math.max(STREAMS, 5_000)),
    // Every stream comes from this one loopback address.
    LIVE_STREAMS_PER_ADDRESS: String(Math.max(STREAMS, 5_000)),
    NODE_OPTIONS: `--expose-gc --import=${memoryReport}`,
  });
  const database = connectDatabase(embeddedShopDatabaseUrl(dataDir, databasePort), { max: 2 });
  const streams: EventStreamClient[] = [];
  try {
    // Warm the server (first requests, module code) before the baseline.
    const warm = await EventStreamClient.open(shop.url + LIVE_EVENTS_PATH);
    await warm.next((event) => event.event === "hello");
    warm.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await shopMemoryAfterGc(shop);

    const waiting = new Map<number, (event: ReceivedEvent) => void>();
    const openedAt = performance.now();
    for (let start = 0; start < STREAMS; start += OPEN_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(OPEN_BATCH, STREAMS - start) }, async (_, offset) => {
          const index = start + offset;
          const stream = await EventStreamClient.open(shop.url + LIVE_EVENTS_PATH, {
            onEvent: (event) => waiting.get(index)?.(event),
          });
          if (stream.status !== 200) throw new Error(`Stream ${index} was answered ${stream.status}`);
          await stream.next((event) => event.event === "hello");
          return stream;
        }),
      );
      streams.push(...batch);
    }
    const openMs = performance.now() - openedAt;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await shopMemoryAfterGc(shop);

    const lastClientMs: number[] = [];
    const everyClientMs: number[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const heard = streams.map(
        (_, index) =>
          new Promise<number>((resolve) => {
            waiting.set(index, (event) => {
              if (event.event === "change" && event.data === EDIT_TABLE) {
                waiting.delete(index);
                resolve(event.at);
              }
            });
          }),
      );
      const sentAt = performance.now();
      await database.db.execute(sql`update hero_slides set sort_order = sort_order`);
      const arrivals = (await Promise.all(heard)).map((at) => at - sentAt);
      everyClientMs.push(...arrivals);
      lastClientMs.push(Math.max(...arrivals));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    lastClientMs.sort((a, b) => a - b);
    everyClientMs.sort((a, b) => a - b);

    const grew = (key: keyof ShopMemory) => after[key] - before[key];
    console.log(`\nLive refresh: ${STREAMS} open event streams on one instance (opened in ${ms(openMs)})`);
    console.log(`  server RSS        ${mb(before.rss)} → ${mb(after.rss)}  (+${mb(grew("rss"))}, ${kb(grew("rss") / STREAMS)} per stream)`);
    console.log(`  server heap used  ${mb(before.heapUsed)} → ${mb(after.heapUsed)}  (+${mb(grew("heapUsed"))}, ${kb(grew("heapUsed") / STREAMS)} per stream)`);
    console.log(`  server external   ${mb(before.external)} → ${mb(after.external)}`);
    console.log(`\n${EDITS} committed changes (UPDATE ${EDIT_TABLE}), from the UPDATE being sent:`);
    console.log(
      `  to the last stream's message   p50 ${ms(percentile(lastClientMs, 50))}  p99 ${ms(percentile(lastClientMs, 99))}  max ${ms(lastClientMs.at(-1)!)}`,
    );
    console.log(
      `  to each stream's message       p50 ${ms(percentile(everyClientMs, 50))}  p99 ${ms(percentile(everyClientMs, 99))}  max ${ms(everyClientMs.at(-1)!)}  (${everyClientMs.length} deliveries)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await database.close();
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
