// `npm run bench [-- --duration=10 --warm-up=2 --connections=50 --only=pages|checkout --buyers=20 --members-per-buyer=1
// --hot-buyers=200 --hot-stock=1000 --quantity=1 --code-cap=300 --checkout=http,in-process --workers=auto --cpu-prof]`:
// - pages: requests/second and p99 latency of the production server for storefront pages,
//   answered from the page cache to a guest and to a signed-in member (decision 051), and
//   rendered (a request carrying the `shop_bench_nocache` cookie, which the cache never answers),
//   next to a bare Node `http` server answering a static page of the same size; then the shop
//   process's resident memory, now and at its peak;
// - checkout (scripts/bench/checkout.ts): orders/second and p50/p99 of POST /checkout by
//   signed-in returning members, `buyers` at once on distinct products, the same typing a capped
//   code (its count checked against the orders carrying it), and again until a code capped at
//   `code-cap` is used up, and `hot-buyers` at once on one product until it is sold out (checked
//   for oversell), over HTTP and in-process.
// All traffic stays on loopback; the shop runs with its own temporary data directory and
// database, with WEB_WORKERS=auto unless `--workers` says otherwise (decision 093). `--cpu-prof`
// writes a V8 CPU profile of each shop process into ./bench-profiles.
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startShopProcess } from "../tests/e2e/support/shop-process";
import { BENCH_CHECKOUT_SETTINGS, benchCheckout, printCheckoutTable } from "./bench/checkout";
import { closeMembers, signUpMembers } from "./bench/members";
import { numberOption } from "./bench/options";
import { startStaticServer } from "./bench/static-server";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { keepNoBodies } from "./bench/keep-no-bodies";
import { markdownTable } from "./bench/markdown-table";
import { processTable, shopProcessIds } from "./bench/machine-load";

const text = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DURATION_S = numberOption("duration", 10);
const CONNECTIONS = numberOption("connections", 50);
const ONLY = text("only", "all");
if (!["all", "pages", "checkout"].includes(ONLY)) throw new Error("--only must be pages or checkout");
const CHECKOUT_MODES = text("checkout", "http,in-process").split(",") as ("http" | "in-process")[];
if (CHECKOUT_MODES.some((mode) => mode !== "http" && mode !== "in-process")) throw new Error("--checkout must list http and/or in-process");
const CPU_PROFILE = process.argv.includes("--cpu-prof");
// The shop as a machine with this many cores runs it: one web worker per core (decision 093);
// --workers=1 measures one process, as before that decision.
const WEB_WORKERS = text("workers", "auto");
if (!/^(auto|[1-9]\d?)$/.test(WEB_WORKERS)) throw new Error("--workers must be auto or a number of processes");
const WARM_UP_S = numberOption("warm-up", Math.min(2, DURATION_S));
const BYPASS = { cookie: "shop_bench_nocache=1" };

type Case = { name: string; url: string; headers?: Record<string, string>; expectCache?: "hit" | "bypass" };
type Row = { name: string; status: string; cache: string; rps?: number; p50?: number; p99?: number; failures?: number };

buildIfNeeded();
const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-"));
await chmod(dataDir, 0o755);
const stops: Array<() => Promise<void>> = [];
try {
  console.log("Starting the production server…");
  const databasePort = await freePort();
  const profileDir = path.resolve("bench-profiles");
  const shop = await startShopProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    EMBEDDED_DB_PORT: String(databasePort),
    WEB_WORKERS,
    ...BENCH_CHECKOUT_SETTINGS,
    ...(CPU_PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
  });
  stops.push(shop.stop);
  const shopUrl = shop.url.replace("localhost", "127.0.0.1");
  if (CPU_PROFILE) console.log(`The shop's CPU profile goes to ${profileDir} when it stops.`);
  // The figures only mean something next to how busy the machine was.
  console.log(`The shop: WEB_WORKERS=${WEB_WORKERS} (${WEB_WORKERS === "auto" ? os.availableParallelism() : WEB_WORKERS} serving processes).`);
  console.log(
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}.\n`,
  );
  if (ONLY !== "checkout") {
    await benchPages(shopUrl, shop.url);
    await printMemory(shop.pid);
  }
  if (ONLY === "checkout") await benchYardstick(shopUrl);
  if (ONLY !== "pages") {
    const { rows, session } = await benchCheckout({
      // Origin and Host as a browser at the public address sends them.
      shopUrl: shop.url,
      shopPid: shop.pid,
      dataDir,
      databasePort,
      durationS: DURATION_S,
      warmUpS: WARM_UP_S,
      distinctBuyers: numberOption("buyers", 20),
      membersPerBuyer: numberOption("members-per-buyer", 1),
      hotBuyers: numberOption("hot-buyers", 200),
      hotStock: numberOption("hot-stock", 1000),
      quantity: numberOption("quantity", 1),
      codeCap: numberOption("code-cap", 300),
      modes: CHECKOUT_MODES,
    });
    printCheckoutTable(rows, session);
    if (rows.some((row) => row.problems.length > 0)) process.exitCode = 1;
  }
  console.log(
    `Load average afterwards: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}.`,
  );
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
}

async function benchPages(shopUrl: string, publicUrl: string) {
  const home = await fetch(`${shopUrl}/`, { headers: BYPASS });
  const homeHtml = Buffer.from(await home.arrayBuffer());
  const slug = /href="\/products\/([a-z0-9-]+)"/.exec(homeHtml.toString("utf8"))?.[1];
  if (!slug) throw new Error("No product link on the home page to benchmark a product page with.");

  const staticUrl = await startStaticServer(homeHtml, dataDir, stops);
  console.log(`Home page: ${homeHtml.length} bytes; static yardstick serves the same bytes. Product page: /products/${slug}`);
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per case after a ${WARM_UP_S} s warm-up.\n`);

  // A member signed up as shoppers sign up (at the public address, as a browser posts it);
  // their session cookie rides on every request.
  const [member] = await signUpMembers(publicUrl, 1, "pages");
  const cases: Case[] = [{ name: "bare node http, static page", url: staticUrl }];
  for (const page of ["/", "/products", `/products/${slug}`]) {
    cases.push({ name: `${page} guest (cached)`, url: shopUrl + page, expectCache: "hit" });
    cases.push({ name: `${page} member (cached)`, url: shopUrl + page, headers: { cookie: member!.cookie }, expectCache: "hit" });
    cases.push({ name: `${page} uncached render`, url: shopUrl + page, headers: BYPASS, expectCache: "bypass" });
  }

  const rows: Row[] = [];
  try {
    for (const benchCase of cases) rows.push(await run(benchCase));
  } finally {
    closeMembers([member!]);
  }
  printTable(rows);
}

/** The checkout's figures next to what bare Node serves on this machine right now (the pages part measures it too). */
async function benchYardstick(shopUrl: string) {
  const home = await fetch(`${shopUrl}/`, { headers: BYPASS });
  const staticUrl = await startStaticServer(Buffer.from(await home.arrayBuffer()), dataDir, stops);
  printTable([await run({ name: "bare node http, static page (yardstick)", url: staticUrl })]);
}

async function run(benchCase: Case): Promise<Row> {
  // Two probes: the first may fill the cache, the second shows how the run will be answered.
  await fetch(benchCase.url, { headers: benchCase.headers }).then((response) => response.arrayBuffer());
  const probe = await fetch(benchCase.url, { headers: benchCase.headers });
  await probe.arrayBuffer();
  const cache = probe.headers.get("x-shop-cache") ?? "—";
  const row: Row = { name: benchCase.name, status: String(probe.status), cache };
  if (probe.status === 404) {
    console.log(`${benchCase.name}: 404 — this route does not exist in this branch; not measured.`);
    return { ...row, status: "404 (route missing)" };
  }
  if (benchCase.expectCache && cache !== benchCase.expectCache) {
    console.warn(`${benchCase.name}: expected X-Shop-Cache ${benchCase.expectCache}, got ${cache}.`);
  }
  process.stdout.write(`${benchCase.name}… `);
  const load = { url: benchCase.url, headers: benchCase.headers, connections: CONNECTIONS, setupClient: keepNoBodies };
  await autocannon({ ...load, duration: WARM_UP_S });
  const result = await autocannon({ ...load, duration: DURATION_S });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(`${Math.round(result.requests.average)} req/s`);
  return { ...row, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

function printTable(rows: Row[]) {
  const header = ["case", "status", "X-Shop-Cache", "req/s", "p50 ms", "p99 ms", "failed"];
  const cells = rows.map((row) => [
    row.name,
    row.status,
    row.cache,
    row.rps === undefined ? "—" : Math.round(row.rps).toString(),
    row.p50 === undefined ? "—" : row.p50.toFixed(1),
    row.p99 === undefined ? "—" : row.p99.toFixed(1),
    row.failures === undefined ? "—" : String(row.failures),
  ]);
  console.log(`\n${markdownTable(header, cells, 1)}`);
}

/** The shop's resident memory now and its peak so far, each of its processes (Linux's /proc; elsewhere not shown). */
async function printMemory(pid: number) {
  try {
    const processes = shopProcessIds(await processTable(), pid).map((each) => {
      const status = readFileSync(`/proc/${each}/status`, "utf8");
      const megabytes = (field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024);
      return { now: megabytes("VmRSS"), peak: megabytes("VmHWM") };
    });
    const each =
      processes.length > 1
        ? ` (${processes.map((process) => `${process.now}/${process.peak}`).join(", ")}: the supervising process first, then each web worker)`
        : "";
    const sum = (key: "now" | "peak") => processes.reduce((total, process) => total + process[key], 0);
    console.log(`\nShop memory: resident ${sum("now")} MB now, ${sum("peak")} MB at the peaks under this load${each}.\n`);
  } catch {
    console.log("\nShop memory: not available on this system.\n");
  }
}
