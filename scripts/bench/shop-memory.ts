// The benchmarked shop's memory, as scripts/bench/memory-report.mjs (preloaded into it) reports
// it on SIGUSR2 after a full GC. Shared by `npm run bench:live` and `npm run probe:load`.
import type { ShopProcess } from "../../tests/e2e/support/shop-process";

export type ShopMemory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Asks the shop for its memory after a full GC and reads the answer from its output. */
export async function shopMemoryAfterGc(shop: ShopProcess): Promise<ShopMemory> {
  const from = shop.output().length;
  process.kill(shop.pid, "SIGUSR2");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const line = shop
      .output()
      .slice(from)
      .split("\n")
      .find((each) => each.includes('"benchMemory"'));
    if (line) return (JSON.parse(line) as { benchMemory: ShopMemory }).benchMemory;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The shop did not report its memory");
}
