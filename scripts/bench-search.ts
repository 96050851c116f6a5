// `npm run bench:search [-- --requests=200 --only=demo|large --no-http]`: how fast the storefront search and /products' sorts
// and filters answer (issue 24, decision 068), on the demo catalogue and on 10,000 products.
// A PostgreSQL of its own in a temporary directory, every migration applied, holds two databases:
// the demo catalogue (the shop's own seed) and the back-office benchmark's shop
// (scripts/bench-admin-seed.ts: 10,000 products, 100,000 orders) with four shades per product.
// Each query is timed through the very server function the route's loader calls, then over
// HTTP against the production server on that database: rendered for every request (the
// `shop_bench_nocache` cookie, which the page cache never answers) and as a guest gets it
// (the page cache's copy after the first request). p50/p95/max of sequential requests.
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { parseSearchQuery, productListHref, searchHref, type ProductListQuery } from "../domain/catalog/product-search";
import { listProducts } from "../server/shop/catalog/product-queries";
import { searchProducts } from "../server/shop/catalog/product-search";
import { ensureDatabaseExists, migrateDatabase, withDatabaseName, type ShopDatabase } from "../server/platform/db/database";
import * as schema from "../server/platform/db/schema";
import { seedDemoData } from "../server/shop/demo/seed-demo-data";
import { readSettings } from "../server/platform/env";
import { startShopProcess } from "../tests/e2e/support/shop-process";
import { timeSequentialRuns } from "./bench/load-driver";
import { numberOption } from "./bench/options";
import { startStaticServer } from "./bench/static-server";
import { seedBenchShop } from "./bench-admin-seed";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { markdownTable } from "./bench/markdown-table";
import { startScratchPostgres } from "./scratch-postgres";

const REQUESTS = numberOption("requests", 200);
// `--only=demo` or `--only=large`: one of the two catalogues.
const ONLY = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
// `--no-http`: the server functions only, without building or starting the production server.
const HTTP = !process.argv.includes("--no-http");
const WARM_UP = 10;

/** What shoppers type: colour words, names, shades, typos, a word every product has, nothing. */
const QUERIES = ["แดง", "pink", "ลิปสีชมพู", "นู้ด ชานม", "เวลเวท", "Velvet", "glosy", "เวลเวต", "cheri", "มะม่วง", "ลิป", "zzqqxx"];
const VIEWS: Array<Partial<ProductListQuery>> = [
  {},
  { sort: "price-asc" },
  { sort: "best-selling" },
  { colour: "red" },
  { line: "velvet", colour: "pink", inStockOnly: true, sort: "price-desc" },
];

/** Shades for the 10,000 products, each named with a colour word in English and Thai. */
const BENCH_SHADES: Array<[string, string]> = [
  ["Cherry Red", "แดงเชอร์รี่"],
  ["Brick Red", "แดงอิฐ"],
  ["Baby Pink", "ชมพูอ่อน"],
  ["Rose Pink", "ชมพูโรส"],
  ["Milk Tea Nude", "นู้ดชานม"],
  ["Honey Nude", "นู้ดน้ำผึ้ง"],
  ["Coral Kiss", "คอรัลคิส"],
  ["Mocha", "มอคค่า"],
  ["Plum", "พลัม"],
  ["Champagne Gold", "แชมเปญโกลด์"],
  ["Peach", "พีช"],
  ["Watermelon", "แตงโม"],
];

type Timing = { matches: number; p50: number; p95: number; max: number };

async function timed(read: () => Promise<number>, requests = REQUESTS): Promise<Timing> {
  let matches = 0;
  for (let round = 0; round < WARM_UP; round++) matches = await read();
  return { matches, ...(await timeSequentialRuns(read, requests)) };
}

/** `view`: a /products view, which lists every product (there is no paging), so at 10,000 products it is timed at the function only. */
type Case = { label: string; path: string; view?: boolean; read: (db: ShopDatabase) => Promise<number> };

const cases: Case[] = [
  ...QUERIES.map((typed) => {
    const query = parseSearchQuery(typed);
    if (query.kind !== "query") throw new Error(`Not a query: ${typed}`);
    return {
      label: `search "${typed}"`,
      path: searchHref(query.text),
      read: async (db: ShopDatabase) => (await searchProducts(db, query.terms)).length,
    };
  }),
  ...VIEWS.map((view) => ({
    label: productListHref(view),
    path: productListHref(view),
    view: true,
    read: async (db: ShopDatabase) => (await listProducts(db, view)).length,
  })),
];

const NOT_MEASURED: Timing = { matches: 0, p50: NaN, p95: NaN, max: NaN };

async function benchDatabase(title: string, connectionString: string, dataDir: string, large: boolean) {
  const pool = new pg.Pool({ connectionString, max: 4 });
  const db = drizzle(pool, { schema }) as ShopDatabase;
  const functions: Timing[] = [];
  for (const benchCase of cases) functions.push(await timed(() => benchCase.read(db), large && benchCase.view ? 20 : REQUESTS));
  await pool.end();
  if (!HTTP)
    return printTable(
      title,
      functions,
      functions.map(() => NOT_MEASURED),
      functions.map(() => NOT_MEASURED),
    );

  const shop = await startShopProcess({ DATABASE_URL: connectionString, DATA_DIR: dataDir, SEED_DEMO_DATA: "false" });
  const stops: Array<() => Promise<void>> = [shop.stop];
  const rendered: Timing[] = [];
  const cached: Timing[] = [];
  const yardsticks: Array<{ label: string; timing: Timing }> = [];
  try {
    const shopUrl = shop.url.replace("localhost", "127.0.0.1");
    const get = (headers: Record<string, string>, expectCache: string) => async (url: string) => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}.`);
      const cache = response.headers.get("x-shop-cache");
      if (cache !== expectCache && cache !== "miss") throw new Error(`${url}: cache ${cache}, expected ${expectCache}.`);
      return 0;
    };
    const render = get({ cookie: "shop_bench_nocache=1" }, "bypass");
    const guest = get({ "accept-encoding": "br" }, "hit");
    for (const [index, benchCase] of cases.entries()) {
      if (large && benchCase.view) {
        rendered.push(NOT_MEASURED);
        cached.push(NOT_MEASURED);
        continue;
      }
      rendered.push({ ...(await timed(() => render(shopUrl + benchCase.path))), matches: functions[index]!.matches });
      cached.push({ ...(await timed(() => guest(shopUrl + benchCase.path))), matches: functions[index]!.matches });
    }
    // Yardsticks in the same run, timed the same way: the home page as a guest gets it from the
    // page cache, and a bare Node server answering the bytes of the first search's page
    // ("a guest's search served as fast as a cached page", issue 24).
    const searchPage = Buffer.from(await (await fetch(shopUrl + cases[0]!.path, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    const staticUrl = await startStaticServer(searchPage, dataDir, stops);
    const plain = async (url: string) => {
      const response = await fetch(url);
      await response.arrayBuffer();
      return 0;
    };
    yardsticks.push({ label: "/ guest (cached)", timing: await timed(() => guest(`${shopUrl}/`)) });
    yardsticks.push({ label: `bare node http, the ${searchPage.length} bytes of ${cases[0]!.path}`, timing: await timed(() => plain(staticUrl)) });
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
  printTable(title, functions, rendered, cached);
  console.log("\nYardsticks in the same run (ms, sequential, as the guest column):");
  for (const { label, timing } of yardsticks) console.log(`- ${label}: p50 ${timing.p50.toFixed(1)}, p95 ${timing.p95.toFixed(1)}`);
}

function printTable(title: string, functions: Timing[], rendered: Timing[], cached: Timing[]) {
  const header = ["case", "cards", "fn p50", "fn p95", "HTTP rendered p50", "p95", "HTTP guest (cached) p50", "p95"];
  const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));
  const rows = cases.map((benchCase, index) => [
    benchCase.label,
    String(functions[index]!.matches),
    ms(functions[index]!.p50),
    ms(functions[index]!.p95),
    ms(rendered[index]!.p50),
    ms(rendered[index]!.p95),
    ms(cached[index]!.p50),
    ms(cached[index]!.p95),
  ]);
  console.log(`\n${title}: milliseconds, ${REQUESTS} sequential requests per case after ${WARM_UP} warm-up ones`);
  console.log(markdownTable(header, rows, 1));
}

if (HTTP) buildIfNeeded();
let stopDatabase: (() => Promise<void>) | undefined;
try {
  console.log("Starting a PostgreSQL of its own and applying the migrations…");
  const database = await startScratchPostgres("bench-search");
  stopDatabase = database.stop;
  const { dataDir, connectionString } = database;
  console.log(
    `${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}.`,
  );

  const demoUrl = withDatabaseName(connectionString, "demo");
  if (ONLY !== "large") {
    await ensureDatabaseExists(connectionString, "demo");
    const pool = new pg.Pool({ connectionString: demoUrl, max: 2 });
    const db = drizzle(pool, { schema }) as ShopDatabase;
    await migrateDatabase(db);
    await seedDemoData(db, readSettings({ DATA_DIR: path.join(dataDir, "demo-shop") } as NodeJS.ProcessEnv));
    await pool.query("vacuum analyze");
    await pool.end();
    await benchDatabase("Demo catalogue (14 products)", demoUrl, path.join(dataDir, "demo-shop"), false);
  }

  const bigUrl = withDatabaseName(connectionString, "big");
  if (ONLY !== "demo") {
    await ensureDatabaseExists(connectionString, "big");
    const pool = new pg.Pool({ connectionString: bigUrl, max: 2 });
    await migrateDatabase(drizzle(pool, { schema }) as ShopDatabase);
    console.log("\nSeeding 10,000 products (and the back-office benchmark's members and orders)…");
    const client = await pool.connect();
    try {
      await seedBenchShop(client, console.log);
      await client.query(
        `insert into product_colors (product_id, name, name_thai, hex, sort_order)
         select p.id, ($1::text[])[1 + (p.n * 4 + k) % cardinality($1::text[])], ($2::text[])[1 + (p.n * 4 + k) % cardinality($2::text[])], '#aa3344', k
           from (select id, row_number() over (order by slug) as n from products) p cross join generate_series(0, 3) k`,
        [BENCH_SHADES.map(([name]) => name), BENCH_SHADES.map(([, nameThai]) => nameThai)],
      );
      await client.query("set session_replication_role = origin");
      await client.query("vacuum analyze");
    } finally {
      client.release();
    }
    await pool.end();
    // /products lists every product (no paging): its 10,000 cards are timed at the function only, 20 times.
    await benchDatabase("10,000 products, 40,000 shades, 100,000 orders", bigUrl, path.join(dataDir, "big-shop"), true);
  }
} finally {
  await stopDatabase?.();
}
