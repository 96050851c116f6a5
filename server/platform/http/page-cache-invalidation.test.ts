import { until } from "../test-support/until";
import { eq, sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, flashSales, products, promotions, stocks } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { LIVE_TABLES } from "../../../domain/shared/live-refresh";
import { CONTENT_CHANGES_APPLICATION_NAME, startContentChanges, type ContentChanges } from "./content-changes";
import type { PageCache } from "./page-cache";
import { msUntilNextFlashSaleBoundary } from "./page-cache-lifetime";
import { pageCacheMiddleware, startPageCache } from "./page-cache-setup";
import { request, startPageServer, streamHtml } from "./test-support/page-server";
import { installShopRegistry } from "../../shop-registry";

// The shop's private pages are registered at start-up (decision 060); the page cache keeps nothing before.
installShopRegistry();

const testDb = provideTestDatabase();

let productId: string;
let cache: PageCache;
let stopCache: () => Promise<void>;
let changes: ContentChanges;
let server: Awaited<ReturnType<typeof startPageServer>>;

/** A product page rendered from the database, as a storefront route would. */
async function renderProduct(_req: Request, res: Response) {
  const [row] = await testDb.db
    .select({ name: products.name, price: products.price, quantity: stocks.quantity })
    .from(products)
    .innerJoin(stocks, eq(stocks.productId, products.id))
    .where(eq(products.id, productId));
  streamHtml(res, `<!DOCTYPE html><html lang="th"><body><h1>${row!.name}</h1><p>${row!.price}</p><p>คงเหลือ ${row!.quantity}</p></body></html>`);
}

const get = (path = "/products/rose-velvet") => request(server.url + path);

beforeAll(async () => {
  const [category] = await testDb.db.insert(categories).values({ name: "Velvet" }).returning();
  const [product] = await testDb.db
    .insert(products)
    .values({ slug: "rose-velvet", name: "Rose Velvet", nameThai: "โรส เวลเวท", line: "velvet", price: 39_000, categoryId: category!.id })
    .returning();
  productId = product!.id;
  await testDb.db.insert(stocks).values({ productId, quantity: 7 });
  changes = startContentChanges(testDb.connection);
  ({ cache, stop: stopCache } = startPageCache(testDb.connection, 1024 * 1024, changes));
  server = await startPageServer(pageCacheMiddleware, (req, res, next) => void renderProduct(req, res).catch(next));
  await until(() => cache.isActive, "the listener is listening");
});

afterAll(async () => {
  await server?.close();
  await stopCache?.();
  await changes?.stop();
});

describe("invalidation through PostgreSQL NOTIFY", () => {
  it("every storefront table (and the image library) notifies on change", async () => {
    const result = await testDb.db.execute<{ table: string }>(sql`
      select distinct c.relname as table
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'shop_notify_content_changed' and not t.tgisinternal`);
    expect(result.rows.map((row) => row.table).sort()).toEqual([...LIVE_TABLES].sort());
  });

  it("serves the fresh page after the product changes", async () => {
    expect((await get()).headers["x-shop-cache"]).toBe("miss");
    const cached = await get();
    expect(cached.headers["x-shop-cache"]).toBe("hit");
    expect(cached.text).toContain("Rose Velvet");

    const generation = cache.store.generation;
    await testDb.db.update(products).set({ name: "Rose Velvet Matte", price: 35_000 }).where(eq(products.id, productId));
    await until(() => cache.store.generation !== generation, "the change is heard");

    const fresh = await get();
    expect(fresh.headers["x-shop-cache"]).toBe("miss");
    expect(fresh.text).toContain("Rose Velvet Matte");
    expect(fresh.text).toContain("35000");
    expect((await get()).text).toContain("Rose Velvet Matte");
  });

  it("serves the fresh stock after an order takes some", async () => {
    await get();
    expect((await get()).text).toContain("คงเหลือ 7");
    const generation = cache.store.generation;
    await testDb.db
      .update(stocks)
      .set({ quantity: sql`${stocks.quantity} - 2` })
      .where(eq(stocks.productId, productId));
    await until(() => cache.store.generation !== generation, "the change is heard");
    expect((await get()).text).toContain("คงเหลือ 5");
  });

  it("is not disturbed by a change that was rolled back", async () => {
    await get();
    const generation = cache.store.generation;
    await testDb.db
      .transaction(async (tx) => {
        await tx.update(products).set({ name: "Never Seen" }).where(eq(products.id, productId));
        tx.rollback();
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.store.generation).toBe(generation);
    expect((await get()).headers["x-shop-cache"]).toBe("hit");
  });

  it("stops serving from memory while the connection is lost, and resumes when it is back", async () => {
    await get();
    expect((await get()).headers["x-shop-cache"]).toBe("hit");
    await testDb.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${CONTENT_CHANGES_APPLICATION_NAME} and datname = current_database()`);
    await until(() => !cache.isActive, "the loss is noticed");
    expect((await get()).headers["x-shop-cache"]).toBe("bypass");
    await until(() => cache.isActive, "the listener reconnects");
    expect((await get()).headers["x-shop-cache"]).toBe("miss");
    expect((await get()).headers["x-shop-cache"]).toBe("hit");
  });
});

describe("msUntilNextFlashSaleBoundary", () => {
  const now = new Date("2030-06-01T12:00:00Z");
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it("is null when no sale is scheduled, and the nearest active start or end otherwise", async () => {
    expect(await msUntilNextFlashSaleBoundary(testDb.db, now)).toBeNull();
    const sale = { productId, productName: "Rose Velvet", originalPrice: 39_000, salePrice: 31_000 };
    await testDb.db.insert(flashSales).values([
      { ...sale, startTime: at(-60), endTime: at(45) },
      { ...sale, startTime: at(30), endTime: at(90) },
      { ...sale, startTime: at(5), endTime: at(10), isActive: false },
      { ...sale, startTime: at(-90), endTime: at(-30) },
    ]);
    expect(await msUntilNextFlashSaleBoundary(testDb.db, now)).toBe(30 * 60_000);
    expect(await msUntilNextFlashSaleBoundary(testDb.db, at(30))).toBe(15 * 60_000);
    expect(await msUntilNextFlashSaleBoundary(testDb.db, at(90))).toBeNull();
  });

  it("counts a running promotion's start and end too (/promotions lists them), not a paused one's", async () => {
    const promotion = { title: "ส่งฟรี", rewardType: "freeShipping" };
    await testDb.db.insert(promotions).values([
      { ...promotion, startsAt: at(100), endsAt: at(200) },
      { ...promotion, startsAt: at(-10), endsAt: at(150) },
      { ...promotion, startsAt: at(95), status: "paused" },
    ]);
    expect(await msUntilNextFlashSaleBoundary(testDb.db, at(90))).toBe(10 * 60_000);
    expect(await msUntilNextFlashSaleBoundary(testDb.db, at(120))).toBe(30 * 60_000);
    expect(await msUntilNextFlashSaleBoundary(testDb.db, at(200))).toBeNull();
  });
});
