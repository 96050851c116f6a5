import { until } from "../test-support/until";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_EVENTS_PATH } from "../../../domain/shared/live-refresh";
import { heroSlides, siteConfig } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { clientAddressMiddleware } from "../http/client-address";
import { CONTENT_CHANGES_APPLICATION_NAME, startContentChanges, type ContentChanges } from "../http/content-changes";
import { startPageCache } from "../http/page-cache-setup";
import { startPageServer } from "../http/test-support/page-server";
import { liveEvents, startLiveStreams } from "./live-events";
import { EventStreamClient } from "./test-support/event-stream-client";

const testDb = provideTestDatabase();
const MAX_STREAMS = 4;
const PER_ADDRESS = 2;

let changes: ContentChanges;
let live: ReturnType<typeof startLiveStreams>;
let server: Awaited<ReturnType<typeof startPageServer>>;
const opened: EventStreamClient[] = [];

let streamsOpened = 0;
/** Opens a stream the way a browser does (it always offers gzip), from a client address of its own unless one is given. */
async function openStream(localAddress = `127.0.0.${10 + (streamsOpened++ % 240)}`) {
  const stream = await EventStreamClient.open(server.url + LIVE_EVENTS_PATH, { headers: { "accept-encoding": "gzip, br" }, localAddress });
  opened.push(stream);
  return stream;
}

beforeAll(async () => {
  changes = startContentChanges(testDb.connection);
  live = startLiveStreams(changes, { maxStreams: MAX_STREAMS, maxPerAddress: PER_ADDRESS });
  // Shaped like the shop: compression() in front, the client address, the stream handler, then pages.
  server = await startPageServer(express.Router().use(clientAddressMiddleware).get(LIVE_EVENTS_PATH, liveEvents), (_req, res) => void res.send("page"));
  await until(() => changes.listening, "the listener is listening");
});

afterAll(async () => {
  for (const stream of opened) stream.close();
  await live?.stop();
  await server?.close();
  await changes?.stop();
});

describe("GET /api/live", () => {
  it("is an uncompressed, never-stored event stream that starts with a hello", async () => {
    const stream = await openStream();
    expect(stream.status).toBe(200);
    expect(stream.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers["cache-control"]).toBe("no-store, no-transform");
    expect(stream.response.headers["content-encoding"]).toBeUndefined();
    const hello = await stream.next((event) => event.event === "hello");
    expect(Number(hello.data)).toBeGreaterThanOrEqual(0);
    stream.close();
  });

  it("carries a committed UPDATE of a storefront table to every open stream, with the table's name", async () => {
    const [first, second] = [await openStream(), await openStream()];
    await first.next((event) => event.event === "hello");
    const [slide] = await testDb.db.insert(heroSlides).values({ slideType: "text", title: "ลิปใหม่" }).returning();
    await first.next((event) => event.event === "change" && event.data === "hero_slides");
    const seen = first.events.length;

    await testDb.db.update(heroSlides).set({ title: "ลิปใหม่ล่าสุด" }).where(eq(heroSlides.id, slide!.id));
    await testDb.db
      .insert(siteConfig)
      .values({ configKey: "brand_name", configValue: "Velvet Live" })
      .onConflictDoUpdate({ target: siteConfig.configKey, set: { configValue: "Velvet Live" } });
    await first.next((event) => event.event === "change" && event.data === "site_config");
    expect(first.events.slice(seen).map((event) => event.data)).toEqual(["hero_slides", "site_config"]);
    await second.next((event) => event.event === "change" && event.data === "site_config");
    expect(second.events.filter((event) => event.event === "change").map((event) => event.data)).toEqual(["hero_slides", "hero_slides", "site_config"]);
    first.close();
    second.close();
  });

  it("shares the instance's one LISTEN connection with the page cache: both hear every change", async () => {
    const pageCache = startPageCache(testDb.connection, 1024 * 1024, changes);
    try {
      expect(pageCache.cache.isActive).toBe(true);
      const stream = await openStream();
      await stream.next((event) => event.event === "hello");
      const generation = pageCache.cache.store.generation;
      await testDb.db.update(heroSlides).set({ sortOrder: 1 });
      await stream.next((event) => event.event === "change" && event.data === "hero_slides");
      expect(pageCache.cache.store.generation).not.toBe(generation);
      const listening = await testDb.db.execute<{ count: number }>(sql`
        select count(*)::int as count from pg_stat_activity
        where application_name = ${CONTENT_CHANGES_APPLICATION_NAME} and datname = current_database()`);
      expect(listening.rows[0]!.count).toBe(1);
      stream.close();
    } finally {
      await pageCache.stop();
    }
  });

  it("sends nothing for a change that was rolled back", async () => {
    const stream = await openStream();
    await stream.next((event) => event.event === "hello");
    await testDb.db
      .transaction(async (tx) => {
        await tx.update(heroSlides).set({ title: "ไม่มีใครเห็น" });
        tx.rollback();
      })
      .catch(() => undefined);
    // A committed change after it, to another table: notifications arrive in commit order, so
    // once this one is here, one for the rolled-back change would have come before it.
    await testDb.db
      .insert(siteConfig)
      .values({ configKey: "brand_name", configValue: "Velvet After" })
      .onConflictDoUpdate({ target: siteConfig.configKey, set: { configValue: "Velvet After" } });
    const marker = await stream.next((event) => event.event === "change" && event.data === "site_config");
    const beforeMarker = stream.events.slice(0, stream.events.indexOf(marker));
    expect(beforeMarker.map((event) => event.event)).toEqual(["hello"]);
    stream.close();
  });

  it("tells open streams to resync after the listening connection was lost and is back", async () => {
    const stream = await openStream();
    await stream.next((event) => event.event === "hello");
    await testDb.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${CONTENT_CHANGES_APPLICATION_NAME} and datname = current_database()`);
    await stream.next((event) => event.event === "resync");
    await until(() => changes.listening, "the listener is back");
    await testDb.db.update(heroSlides).set({ sortOrder: 2 });
    await stream.next((event) => event.event === "change" && event.data === "hero_slides");
    stream.close();
  });

  it("answers 503 with Retry-After once the instance holds as many streams as it may", async () => {
    await until(() => live.streams.size === 0, "earlier streams are gone");
    const held = await Promise.all(Array.from({ length: MAX_STREAMS }, () => openStream()));
    await Promise.all(held.map((stream) => stream.next((event) => event.event === "hello")));
    const refused = await openStream();
    expect(refused.status).toBe(503);
    expect(refused.response.headers["retry-after"]).toBe("10");
    expect(refused.response.headers["cache-control"]).toBe("no-store, no-transform");
    for (const stream of held) stream.close();
  });

  it("answers 429 with Retry-After to a client holding its share while others get theirs, and lets it in again when one closes", async () => {
    await until(() => live.streams.size === 0, "earlier streams are gone");
    const home = "127.0.0.2";
    const held = [await openStream(home), await openStream(home)];
    await Promise.all(held.map((stream) => stream.next((event) => event.event === "hello")));
    const refused = await openStream(home);
    expect(refused.status).toBe(429);
    expect(refused.response.headers["retry-after"]).toBe("10");
    expect(refused.response.headers["cache-control"]).toBe("no-store, no-transform");
    const neighbour = await openStream("127.0.0.3");
    expect(neighbour.status).toBe(200);

    held[0]!.close();
    await until(() => live.streams.size === 2, "the closed stream is dropped");
    const again = await openStream(home);
    expect(again.status).toBe(200);
    await again.next((event) => event.event === "hello");
    for (const stream of [held[1]!, neighbour, again]) stream.close();
  });

  it("ends every open stream at once when the shop stops, and refuses new ones", async () => {
    await until(() => live.streams.size === 0, "earlier streams are gone");
    const stream = await openStream();
    await stream.next((event) => event.event === "hello");
    const stoppedAt = Date.now();
    await live.stop();
    await stream.untilEnded(1_000);
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    expect((await openStream()).status).toBe(503);
  });
});
