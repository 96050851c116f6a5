// `npm run probe:load [-- --requests=50000 --concurrency=50 --max-seconds=900]`: a guest's junk
// traffic against a production shop of its own (issue 21): made-up paths (deep, Thai,
// percent-encoded, broken encodings, `.data`), ordinary and odd methods, cross-site, `null`,
// absent and the shop's own Origin. It reads the request histogram's series count and the
// server's memory (RSS and V8 heap from /metrics, and both again after a full GC) after a
// warm-up round, sends `--requests` more, and reads them again. The measured requests repeat
// the warm-up's kinds of request with words never seen before, so a series they add can only
// come from a label taken from the request: then the probe exits 1.
// All traffic stays on loopback; the shop runs with its own temporary data directory and database.
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { junkRequests, readMetrics, sendTraffic, type MetricsReading, type TrafficResult } from "../tests/e2e/support/random-traffic";
import { freePort, startShopProcess } from "../tests/e2e/support/shop-process";
import { numberOption } from "./bench/options";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { mb, shopMemoryAfterGc, type ShopMemory } from "./bench/shop-memory";

const REQUESTS = numberOption("requests", 50_000);
const CONCURRENCY = numberOption("concurrency", 50);
const MAX_SECONDS = numberOption("max-seconds", 900);
/** The warm-up round: every kind of request the measured ones are made of, once. */
const SHAPES = Math.min(5_000, REQUESTS);
const METRICS_TOKEN = "load-probe-metrics-token-0123456789";

/** The process's resident memory now, from /proc (no request of its own). */
function residentBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

function statusLine(result: TrafficResult) {
  return [...result.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? "no answer" : status}: ${count}`)
    .join(", ");
}

async function main() {
  buildIfNeeded();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-load-probe-"));
  await chmod(dataDir, 0o755);
  const memoryReport = fileURLToPath(new URL("./bench/memory-report.mjs", import.meta.url));
  console.log("Starting the production server…");
  const shop = await startShopProcess({
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
    METRICS_TOKEN,
    LOG_LEVEL: "error",
    NODE_OPTIONS: `--expose-gc --import=${memoryReport}`,
  });
  try {
    const url = shop.directUrl;
    const junk = junkRequests({ shapeSeed: 50_000, shapes: SHAPES, shopUrl: shop.url });
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const traffic = (count: number, first: number) =>
      sendTraffic(url, count, (serial) => junk(first + serial), {
        concurrency: CONCURRENCY,
        maxMs: deadline - Date.now(),
        onProgress: (sent) => console.log(`  … ${sent} sent, server RSS ${mb(residentBytes(shop.pid))}`),
      });

    console.log(
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}.`,
    );
    const start = await readMetrics(url, METRICS_TOKEN);
    const warmUp = await traffic(SHAPES, 0);
    console.log(`Warm-up: ${warmUp.sent} requests in ${warmUp.seconds.toFixed(1)} s (${statusLine(warmUp)}).`);
    const before = await readMetrics(url, METRICS_TOKEN);
    const beforeGc = await shopMemoryAfterGc(shop);

    const measured = await traffic(REQUESTS, SHAPES);
    console.log(
      `Measured: ${measured.sent} requests in ${measured.seconds.toFixed(1)} s, ${(measured.sent / measured.seconds).toFixed(0)}/s, ` +
        `${CONCURRENCY} at a time (${statusLine(measured)}).`,
    );
    const after = await readMetrics(url, METRICS_TOKEN);
    const afterGc = await shopMemoryAfterGc(shop);

    const row = (name: string, value: (reading: MetricsReading) => string) =>
      console.log(`  ${name.padEnd(34)} ${value(start).padStart(10)} ${value(before).padStart(10)} ${value(after).padStart(10)}`);
    console.log(`\n  ${"".padEnd(34)} ${"start".padStart(10)} ${"warmed up".padStart(10)} ${"after".padStart(10)}`);
    row("request-duration series", (reading) => String(reading.requestSeries));
    row("/metrics lines", (reading) => String(reading.lines));
    row("server RSS", (reading) => mb(reading.rssBytes));
    row("server V8 heap used", (reading) => mb(reading.heapUsedBytes));
    const gcRow = (name: string, key: keyof ShopMemory) =>
      console.log(`  ${name.padEnd(34)} ${"".padStart(10)} ${mb(beforeGc[key]).padStart(10)} ${mb(afterGc[key]).padStart(10)}`);
    gcRow("server RSS after a full GC", "rss");
    gcRow("server V8 heap after a full GC", "heapUsed");
    gcRow("  V8 heap reserved", "heapTotal");
    gcRow("  external memory (Buffers, …)", "external");

    const grew = after.requestSeries - before.requestSeries;
    if (measured.stoppedEarly) {
      console.error(`\nStopped after ${MAX_SECONDS} s with ${measured.sent} of ${REQUESTS} requests sent.`);
      process.exitCode = 1;
    }
    if (grew > 0) {
      console.error(`\nThe request metrics grew by ${grew} series: some label comes from the request itself.`);
      process.exitCode = 1;
    } else {
      console.log(`\nThe request metrics kept ${after.requestSeries} series.`);
    }
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
