// `npm run bench:tricks [-- --duration=8 --connections=50 --runs=3 --taps=6]`: each rendering trick
// against its own off-switch, in one run, on the measure it exists for (issue 34, decision 100):
// - the page cache (PAGE_CACHE_MB): guests' requests/second on `/` and a product page;
// - whole-page rendering (WHOLE_PAGE_RENDER, with the cache off): rendered requests/second;
// - deferred hydration (DEFERRED_HYDRATION): Lighthouse's mobile Performance, FCP, LCP and TBT;
// - early-tap replay (EARLY_TAP_REPLAY): of N taps on "เพิ่มลงตะกร้า" at first sight on a slow
//   phone (CPU 4×, scripts 1 s late), how many reached the cart.
// Each variant is its own production shop (same build, own database); the bare-Node yardstick is
// measured in the same run. A trick that buys less than 15 % on its measure goes (issue 34).
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { productTexts } from "../domain/catalog/product-texts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/support/chromium";
import { freePort, startShopProcess, type ShopProcess } from "../tests/e2e/support/shop-process";
import { slowPhonePage } from "../tests/e2e/support/slow-phone";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { keepNoBodies } from "./bench/keep-no-bodies";
import { markdownTable } from "./bench/markdown-table";
import { numberOption } from "./bench/options";
import { startStaticServer } from "./bench/static-server";

const DURATION_S = numberOption("duration", 8);
const CONNECTIONS = numberOption("connections", 50);
const LIGHTHOUSE_RUNS = numberOption("runs", 3);
const TAPS = numberOption("taps", 6);
// `--only=whole`: just the two rendered variants, twice each in alternation (a second look at a close result).
const ONLY_WHOLE = process.argv.includes("--only=whole");

type Variant = { name: string; settings: Record<string, string> };
const ON: Variant = { name: "all tricks on (default)", settings: {} };
const NO_CACHE: Variant = { name: "PAGE_CACHE_MB=0", settings: { PAGE_CACHE_MB: "0" } };
const STREAMED: Variant = { name: "PAGE_CACHE_MB=0 WHOLE_PAGE_RENDER=false", settings: { PAGE_CACHE_MB: "0", WHOLE_PAGE_RENDER: "false" } };
const NO_DEFERRAL: Variant = { name: "DEFERRED_HYDRATION=false", settings: { DEFERRED_HYDRATION: "false" } };
const NO_REPLAY: Variant = { name: "EARLY_TAP_REPLAY=false", settings: { EARLY_TAP_REPLAY: "false" } };

type Measures = { rps: Record<string, number>; lighthouse?: Record<string, LighthouseFigures>; taps?: number };
type LighthouseFigures = { performance: number; fcp: number; lcp: number; tbt: number };

buildIfNeeded();
const root = await mkdtemp(path.join(os.tmpdir(), "shop-tricks-"));
await chmod(root, 0o755);
const cleanups: Array<() => Promise<void>> = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS], logLevel: "error" });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  console.log(`${os.cpus().length} CPUs, load average ${loadAverage()}.`);
  const results = new Map<Variant, Measures>();
  let yardstick = 0;
  if (ONLY_WHOLE) {
    for (const variant of [STREAMED, NO_CACHE, STREAMED, NO_CACHE]) {
      console.log(`\n${variant.name}`);
      await withShop(variant, async (shopUrl) => {
        for (const page of await storefrontPages(shopUrl)) await requestsPerSecond(shopUrl + page, page);
      });
    }
  }
  for (const variant of ONLY_WHOLE ? [] : [ON, NO_CACHE, STREAMED, NO_DEFERRAL, NO_REPLAY]) {
    console.log(`\n${variant.name}`);
    await withShop(variant, async (shopUrl) => {
      const pages = await storefrontPages(shopUrl);
      const measures: Measures = { rps: {} };
      if (variant === ON) {
        const home = Buffer.from(await (await fetch(`${shopUrl}/`)).arrayBuffer());
        yardstick = await requestsPerSecond(await startStaticServer(home, root, cleanups), "bare node http, static page");
      }
      if (variant === ON || variant === NO_CACHE || variant === STREAMED) {
        for (const page of pages) measures.rps[page] = await requestsPerSecond(shopUrl + page, page);
      }
      if (variant === ON || variant === NO_DEFERRAL) measures.lighthouse = await lighthouseFigures(shopUrl, pages);
      if (variant === ON || variant === NO_DEFERRAL || variant === NO_REPLAY) measures.taps = await tapsHonoured(shopUrl, pages[1]!);
      results.set(variant, measures);
    });
  }
  if (!ONLY_WHOLE) printTables(results, yardstick);
  console.log(`\nLoad average afterwards: ${loadAverage()}.`);
} finally {
  await browser.close();
  chrome.kill();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await rm(root, { recursive: true, force: true });
}

async function withShop(variant: Variant, measure: (shopUrl: string) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(root, "shop-"));
  await chmod(dataDir, 0o755);
  let shop: ShopProcess | undefined;
  try {
    shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn", EMBEDDED_DB_PORT: String(await freePort()), ...variant.settings });
    await measure(shop.url.replace("localhost", "127.0.0.1"));
  } finally {
    await shop?.stop();
  }
}

/** `/` and the first product page the home page links to. */
async function storefrontPages(shopUrl: string): Promise<string[]> {
  const home = await (await fetch(`${shopUrl}/`)).text();
  const slug = /href="\/products\/([a-z0-9-]+)"/.exec(home)?.[1];
  if (!slug) throw new Error("No product link on the home page.");
  return ["/", `/products/${slug}`];
}

async function requestsPerSecond(url: string, label: string): Promise<number> {
  const load = { url, connections: CONNECTIONS, setupClient: keepNoBodies };
  await autocannon({ ...load, duration: 2 });
  const result = await autocannon({ ...load, duration: DURATION_S });
  if (result.non2xx + result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(`  ${label}: ${Math.round(result.requests.average)} req/s`);
  return result.requests.average;
}

/** Lighthouse mobile (simulated throttling), the median run by Performance, per page. */
async function lighthouseFigures(shopUrl: string, pages: string[]): Promise<Record<string, LighthouseFigures>> {
  await lighthouse(`${shopUrl}/`, { port: chrome.port, output: "json", logLevel: "error", onlyAudits: ["first-contentful-paint"] });
  const figures: Record<string, LighthouseFigures> = {};
  for (const page of pages) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const result = await lighthouse(shopUrl + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = result!.lhr;
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    figures[page] = runs[Math.floor(runs.length / 2)]!;
    console.log(`  Lighthouse ${page}: ${figures[page]!.performance}`);
  }
  return figures;
}

/** Of TAPS fresh slow-phone tabs, how many added the product with one tap made the moment its button showed. */
async function tapsHonoured(shopUrl: string, productPage: string): Promise<number> {
  let honoured = 0;
  for (let tap = 0; tap < TAPS; tap++) {
    const context = await browser.newContext({ baseURL: shopUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await slowPhonePage(context);
      await page.goto(productPage, { waitUntil: "commit" });
      await page.getByRole("button", { name: productTexts.addToCart }).tap();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      // Hydrated; a kept tap is carried out within the next frames. Then the badge says what the cart holds.
      const badge = page.locator('[data-testid="cart-badge"]');
      const added = await badge
        .filter({ hasText: "1" })
        .waitFor({ state: "attached", timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (added) honoured += 1;
    } finally {
      await context.close();
    }
  }
  console.log(`  taps at first sight that reached the cart: ${honoured} of ${TAPS}`);
  return honoured;
}

function printTables(results: Map<Variant, Measures>, yardstick: number) {
  const gain = (on: number, off: number, higherIsBetter = true) => {
    const change = higherIsBetter ? on / off - 1 : off / on - 1;
    return `${change >= 0 ? "+" : ""}${Math.round(change * 100)} %`;
  };
  const rows: string[][] = [];
  const on = results.get(ON)!;
  const noCache = results.get(NO_CACHE)!;
  const streamed = results.get(STREAMED)!;
  for (const page of Object.keys(on.rps)) {
    rows.push(["page cache", `guests' req/s ${page}`, fmt(on.rps[page]!), fmt(noCache.rps[page]!), gain(on.rps[page]!, noCache.rps[page]!)]);
  }
  for (const page of Object.keys(noCache.rps)) {
    rows.push([
      "whole-page rendering",
      `rendered req/s ${page}`,
      fmt(noCache.rps[page]!),
      fmt(streamed.rps[page]!),
      gain(noCache.rps[page]!, streamed.rps[page]!),
    ]);
  }
  const deferred = on.lighthouse!;
  const standard = results.get(NO_DEFERRAL)!.lighthouse!;
  for (const page of Object.keys(deferred)) {
    const a = deferred[page]!;
    const b = standard[page]!;
    rows.push(["deferred hydration", `Lighthouse Performance ${page}`, String(a.performance), String(b.performance), gain(a.performance, b.performance)]);
    rows.push([
      "",
      `  FCP / LCP / TBT ms ${page}`,
      `${ms(a.fcp)} / ${ms(a.lcp)} / ${ms(a.tbt)}`,
      `${ms(b.fcp)} / ${ms(b.lcp)} / ${ms(b.tbt)}`,
      gain(a.lcp, b.lcp, false) + " (LCP)",
    ]);
  }
  const taps = (variant: Variant) => `${results.get(variant)!.taps} of ${TAPS}`;
  rows.push([
    "early-tap replay",
    "taps at first sight that reached the cart",
    taps(ON),
    taps(NO_REPLAY),
    `(${taps(NO_DEFERRAL)} with DEFERRED_HYDRATION=false)`,
  ]);
  console.log(`\nBare Node http, static page of the home page's size: ${fmt(yardstick)} req/s (the yardstick of this run).`);
  console.log(`${markdownTable(["trick", "measure", "on", "off", "gain"], rows, 2)}`);
}

function fmt(value: number) {
  return Math.round(value).toLocaleString("en-US");
}

function ms(value: number) {
  return Math.round(value).toString();
}

function loadAverage() {
  return os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
}
