import { describe, expect, it } from "vitest";
import type { ContentChanges, ContentChangeSubscriber } from "../../platform/http/content-changes";
import { heroSlides, siteConfig, socialLinks } from "../../platform/db/schema";
import { memoUntilStorefrontChanges, watchStorefrontChanges } from "./storefront-memo";

/** A content-change feed the test drives by hand. */
function fakeChanges() {
  const subscribers = new Set<ContentChangeSubscriber>();
  const changes: ContentChanges = {
    listening: true,
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      subscriber.onListening?.(false);
      return () => void subscribers.delete(subscriber);
    },
    stop: async () => undefined,
  };
  const each = (call: (subscriber: ContentChangeSubscriber) => void) => subscribers.forEach(call);
  return {
    changes,
    change: (table = "site_config") => each((s) => s.onChange?.(table)),
    lose: () => each((s) => s.onLost?.()),
    listen: () => each((s) => s.onListening?.(true)),
  };
}

/** Runs `test` while the storefront memo watches a hand-driven feed, and stops watching after. */
async function watching(test: (feed: ReturnType<typeof fakeChanges>) => Promise<void>) {
  const feed = fakeChanges();
  const stop = watchStorefrontChanges(feed.changes);
  try {
    await test(feed);
  } finally {
    stop();
  }
}

describe("memoUntilStorefrontChanges", () => {
  it("reads afresh every time while nothing listens for changes", async () => {
    let reads = 0;
    const brand = memoUntilStorefrontChanges(async () => ++reads);
    expect([await brand(), await brand()]).toEqual([1, 2]);
  });

  it("keeps the value while listening, reads again after a change, and not at all while the listener is lost", () =>
    watching(async (feed) => {
      let reads = 0;
      const brand = memoUntilStorefrontChanges(async () => ++reads);
      expect([await brand(), await brand()]).toEqual([1, 1]);
      feed.change();
      expect([await brand(), await brand()]).toEqual([2, 2]);
      feed.lose();
      expect([await brand(), await brand()]).toEqual([3, 4]);
      feed.listen();
      expect([await brand(), await brand()]).toEqual([5, 5]);
    }));

  it("never keeps a failed read, nor a read that began before a change", () =>
    watching(async (feed) => {
      let reads = 0;
      let fail = true;
      const brand = memoUntilStorefrontChanges(async () => {
        reads += 1;
        if (fail) throw new Error("database away");
        return reads;
      });
      await expect(brand()).rejects.toThrow("database away");
      fail = false;
      expect(await brand()).toBe(2);
      let release: () => void = () => {};
      const slow = memoUntilStorefrontChanges(() => new Promise<number>((resolve) => (release = () => resolve(++reads))));
      const during = slow();
      feed.change();
      release();
      expect(await during).toBe(3);
      const after = slow();
      release();
      expect(await after).toBe(4);
    }));

  it("kept for its own tables forgets only when one of them changes, or when the listener is lost", () =>
    watching(async (feed) => {
      let reads = 0;
      const chrome = memoUntilStorefrontChanges(async () => ++reads, [siteConfig, socialLinks]);
      let slideReads = 0;
      const slides = memoUntilStorefrontChanges(async (label: string) => `${label}${++slideReads}`, [heroSlides]);
      expect([await chrome(), await chrome(), await slides("a"), await slides("b")]).toEqual([1, 1, "a1", "a1"]);
      // An order changes stock: neither is forgotten.
      feed.change("stocks");
      feed.change("products");
      expect([await chrome(), await slides("c")]).toEqual([1, "a1"]);
      feed.change("social_links");
      expect([await chrome(), await chrome(), await slides("d")]).toEqual([2, 2, "a1"]);
      feed.change("hero_slides");
      expect([await chrome(), await slides("e"), await slides("f")]).toEqual([2, "e2", "e2"]);
      feed.lose();
      expect([await chrome(), await chrome(), await slides("g")]).toEqual([3, 4, "g3"]);
      feed.listen();
      expect([await chrome(), await chrome(), await slides("h"), await slides("i")]).toEqual([5, 5, "h4", "h4"]);
    }));
});
