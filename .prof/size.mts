import { chmod, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startShopProcess } from "/work/main/tests/e2e/support/shop-process";
const dataDir = await mkdtemp(path.join(os.tmpdir(), "size-"));
await chmod(dataDir, 0o755);
const shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn", EMBEDDED_DB_PORT: String(await freePort()) });
for (const p of ["/", "/products"]) {
  const html = await (await fetch(shop.url + p, { headers: { cookie: "shop_bench_nocache=1" } })).text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.length);
  const svg = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].reduce((n, m) => n + m[0].length, 0);
  console.log(p, "total", html.length, "scripts", scripts.join(","), "svg", svg);
  await (await import("node:fs/promises")).writeFile(`/tmp/shopcheck/${p === "/" ? "home" : "products"}.html`, html);
}
await shop.stop();
