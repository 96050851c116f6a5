import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCacheStore } from "./page-cache-store";

const HTML = [["content-type", "text/html; charset=utf-8"]] as const;

function page(key: string, size: number, expiresAt = Number.MAX_SAFE_INTEGER) {
  return { key, status: 200, headers: HTML, body: Buffer.alloc(size, "a"), expiresAt };
}

describe("PageCacheStore", () => {
  it("keeps pages within the byte budget, evicting the least recently used first", () => {
    const store = new PageCacheStore({ maxBytes: 10_000, maxEntryBytes: 10_000, now: () => 0 });
    store.set(page("/a", 2_500), store.generation);
    store.set(page("/b", 2_500), store.generation);
    store.set(page("/c", 2_500), store.generation);
    expect(store.totalBytes).toBeLessThanOrEqual(10_000);
    expect(store.get("/a")).toBeDefined(); // /a is now the most recently used
    store.set(page("/d", 2_500), store.generation);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.get("/d")).toBeDefined();
    expect(store.totalBytes).toBeLessThanOrEqual(10_000);
    expect(store.size).toBe(3);
  });

  it("keeps pages with a query string within their share, pushing out each other and never the other pages", () => {
    const store = new PageCacheStore({ maxBytes: 40_000, maxEntryBytes: 10_000, maxQueryBytes: 10_000, now: () => 0 });
    store.set(page("/", 4_000), store.generation);
    store.set(page("/products", 4_000), store.generation);
    // A flood of made-up searches: each one new, as anyone can send.
    for (let n = 0; n < 100; n += 1) store.set(page(`/search?q=${n}`, 2_000), store.generation);
    expect(store.get("/")).toBeDefined();
    expect(store.get("/products")).toBeDefined();
    expect(store.totalQueryBytes).toBeLessThanOrEqual(10_000);
    expect(store.get("/search?q=99")).toBeDefined();
    expect(store.get("/search?q=0")).toBeUndefined();
    expect(store.size).toBe(2 + 3);
    // A search page taking more than the whole share is not kept at all.
    expect(store.set(page("/search?q=big", 9_000), store.generation)).toBeDefined();
    expect(store.set(page("/search?q=bigger", 10_000), store.generation)).toBeUndefined();
    store.clear();
    expect(store.totalQueryBytes).toBe(0);
  });

  it("refuses pages larger than an entry may be", () => {
    const store = new PageCacheStore({ maxBytes: 80_000 });
    expect(store.maxEntryBytes).toBe(10_000);
    expect(store.set(page("/huge", 20_000), store.generation)).toBeUndefined();
    expect(store.set(page("/small", 2_000), store.generation)).toBeDefined();
  });

  it("counts compressed copies against the budget", () => {
    const store = new PageCacheStore({ maxBytes: 100_000 });
    const entry = store.set({ ...page("/", 0), body: Buffer.from("<p>สวัสดี</p>".repeat(300)) }, store.generation)!;
    const before = store.totalBytes;
    const br = store.bodyFor(entry, "br");
    const gzip = store.bodyFor(entry, "gzip");
    expect(brotliDecompressSync(br).equals(entry.body)).toBe(true);
    expect(gunzipSync(gzip).equals(entry.body)).toBe(true);
    expect(store.totalBytes).toBe(before + br.length + gzip.length);
    expect(store.bodyFor(entry, "br")).toBe(br); // compressed once
  });

  it("drops pages when they expire", () => {
    let now = 0;
    const store = new PageCacheStore({ maxBytes: 100_000, now: () => now });
    store.set(page("/", 100, 1_000), store.generation);
    now = 999;
    expect(store.get("/")).toBeDefined();
    now = 1_000;
    expect(store.get("/")).toBeUndefined();
    expect(store.totalBytes).toBe(0);
    expect(store.set(page("/", 100, 1_000), store.generation)).toBeUndefined();
  });

  it("refuses a page rendered before the last clear", () => {
    const store = new PageCacheStore({ maxBytes: 100_000 });
    const renderedUnder = store.generation;
    store.set(page("/kept", 100), renderedUnder);
    store.clear();
    expect(store.get("/kept")).toBeUndefined();
    expect(store.set(page("/late", 100), renderedUnder)).toBeUndefined();
    expect(store.set(page("/late", 100), store.generation)).toBeDefined();
  });
});
