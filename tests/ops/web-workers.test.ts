// WEB_WORKERS=2 (decision 093): one `node server.js` that starts the embedded database and
// supervises two web workers on one port. Both serve; a content change reaches the page cache of
// each; a worker that dies is replaced; Ctrl+C stops workers and database and exits 0; a worker
// whose primary is killed stops by itself; a worker that cannot start stops the whole shop.
import http from "node:http";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processTable, shopProcessIds } from "../../scripts/bench/machine-load";
import { connectDatabase } from "../../server/platform/db/database";
import { embeddedDatabaseDir, embeddedShopDatabaseUrl } from "../../server/platform/db/shop-database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { freePort, runShopProcessToExit, startShopProcess, type ShopProcess } from "../e2e/support/shop-process";
import { postgresServersOf, stopPostgresServersOf } from "./support/leftover-postgres";
import { waitUntil } from "./support/proxy-process";

let dataDir: string;
let settings: Record<string, string>;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-ops-workers-"));
  // The embedded PostgreSQL runs as another user when the tests run as root.
  await chmod(dataDir, 0o755);
  settings = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()), WEB_WORKERS: "2", METRICS_TOKEN: METRICS_TOKEN };
}, 60_000);

afterAll(async () => {
  for (const shop of shops) await shop.stop();
  await stopPostgresServersOf(embeddedDatabaseDir(dataDir));
  await rm(dataDir, { recursive: true, force: true });
});

/** A GET on a connection of its own: the cluster hands each new connection to the next worker. */
function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      })
      .on("error", reject);
  });
}

/** A shop process started (stopped after all tests) once it says its two web workers are up. */
async function startedWithTwoWorkers(...args: Parameters<typeof startShopProcess>): Promise<ShopProcess> {
  const started = await startShopProcess(...args);
  shops.push(started);
  await waitUntil(
    async () => started.output().includes("(2 web workers)"),
    WAIT_MS,
    () => started.output(),
  );
  return started;
}

async function workersOf(shop: ShopProcess): Promise<number[]> {
  return shopProcessIds(await processTable(), shop.pid).filter((pid) => pid !== shop.pid);
}

/** CPU time (clock ticks) each process has used so far. */
async function cpuTicks(pids: number[]): Promise<number[]> {
  const processes = await processTable();
  return pids.map((pid) => processes.get(pid)!.ticks);
}

const WAIT_MS = 20_000;
const METRICS_TOKEN = "ops-test-metrics-token-0123456789abcdef";

/** One sample of a scrape: the value of the line that starts with `series`. */
function sample(scrape: string, series: string): number {
  const line = scrape.split("\n").find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("WEB_WORKERS=2", () => {
  let shop: ShopProcess;

  it("serves from two workers on one port, each hearing the storefront's changes", async () => {
    shop = await startedWithTwoWorkers(settings, { ownProcessGroup: true });
    const workers = await workersOf(shop);
    expect(workers).toHaveLength(2);

    // Uncached renders on fresh connections: each worker does its share of the work.
    const before = await cpuTicks(workers);
    for (let index = 0; index < 60; index++) {
      expect((await getOnNewConnection(`${shop.directUrl}/`, { cookie: "shop_bench_nocache=1" })).status).toBe(200);
    }
    const used = (await cpuTicks(workers)).map((ticks, index) => ticks - before[index]!);
    for (const ticks of used) expect(ticks).toBeGreaterThanOrEqual(5);

    // Each worker keeps its own copy of /products; a new product reaches both (one LISTEN each).
    for (let index = 0; index < 6; index++) await getOnNewConnection(`${shop.directUrl}/products`);
    const connection = connectDatabase(embeddedShopDatabaseUrl(dataDir, Number(settings.EMBEDDED_DB_PORT)), { max: 1 });
    await insertProduct(connection.db, { price: 199_00, stock: 5, nameThai: "ลิปของทั้งสองโปรเซส" }).finally(() => connection.close());
    await waitUntil(async () => {
      const pages = await Promise.all([0, 1, 2, 3].map(() => getOnNewConnection(`${shop.directUrl}/products`)));
      return pages.every((page) => page.body.includes("ลิปของทั้งสองโปรเซส"));
    }, WAIT_MS);
  }, 120_000);

  it("answers every scrape of /metrics for the whole shop, whichever worker takes it", async () => {
    const healthChecks = 'shop_http_request_duration_seconds_count{method="GET",route="/healthz",status="2xx"}';
    const scrape = async () => {
      const answer = await getOnNewConnection(`${shop.directUrl}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const before = sample(await scrape(), healthChecks);
    // Forty requests on fresh connections: the cluster spreads them over both workers.
    for (let index = 0; index < 40; index++) expect((await getOnNewConnection(`${shop.directUrl}/healthz`)).status).toBe(200);
    // Each scrape, on its own connection (so on either worker), counts all forty.
    for (let index = 0; index < 4; index++) expect(sample(await scrape(), healthChecks) - before).toBe(40);
  }, 60_000);

  it("replaces a worker that dies, and keeps answering", async () => {
    const [victim, survivor] = await workersOf(shop);
    process.kill(victim!, "SIGKILL");
    let replaced: number[] = [];
    await waitUntil(async () => {
      replaced = await workersOf(shop);
      return replaced.length === 2 && !replaced.includes(victim!) && replaced.includes(survivor!);
    }, WAIT_MS);
    expect(shop.output()).toContain(`A web worker (pid ${victim}) ended (SIGKILL); starting another.`);
    // The new one serves too.
    const before = await cpuTicks(replaced);
    await waitUntil(async () => {
      for (let index = 0; index < 10; index++) await getOnNewConnection(`${shop.directUrl}/`, { cookie: "shop_bench_nocache=1" });
      const used = (await cpuTicks(replaced)).map((ticks, index) => ticks - before[index]!);
      return used.every((ticks) => ticks >= 3);
    }, WAIT_MS);
  }, 60_000);

  it("stops workers, then the database, on Ctrl+C (SIGINT to the whole process group) and exits 0", async () => {
    const workers = await workersOf(shop);
    process.kill(-shop.pid, "SIGINT");
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain("The shop is closed.");
    for (const pid of workers) expect(isRunning(pid)).toBe(false);
    expect(await postgresServersOf(embeddedDatabaseDir(dataDir))).toEqual([]);
  }, 60_000);

  it("lets the workers of a killed primary stop by themselves", async () => {
    const again = await startedWithTwoWorkers(settings);
    const workers = await workersOf(again);
    process.kill(again.pid, "SIGKILL");
    await waitUntil(async () => workers.every((pid) => !isRunning(pid)), WAIT_MS);
    // The database the primary started is left as kill -9 leaves it; the next start recognises it (decision 052).
    await stopPostgresServersOf(embeddedDatabaseDir(dataDir));
  }, 90_000);

  it("stops the whole shop with exit 1 when its workers cannot start", async () => {
    const taken: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const { code, output } = await runShopProcessToExit({ ...settings, PORT: String(port), HOST: "127.0.0.1" });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
    } finally {
      taken.close();
    }
    expect(await postgresServersOf(embeddedDatabaseDir(dataDir))).toEqual([]);
  }, 90_000);
});
