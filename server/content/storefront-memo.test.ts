import { describe, expect, it } from "vitest";
import type { ContentChanges, ContentChangeSubscriber } from "../http/content-changes";
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
    change: () => each((s) => s.onChange?.("site_config")),
    lose: () => each((s) => s.onLost?.()),
    listen: () => each((s) => s.onListening?.(true)),
  };
}

describe("memoUntilStorefrontChanges", () => {
  it("reads afresh every time while nothing listens for changes", async () => {
    let reads = 0;
    const brand = memoUntilStorefrontChanges(async () => ++reads);
    expect([await brand(), await brand()]).toEqual([1, 2]);
  });

  it("keeps the value while listening, reads again after a change, and not at all while the listener is lost", async () => {
    const feed = fakeChanges();
    const stop = watchStorefrontChanges(feed.changes);
    try {
      let reads = 0;
      const brand = memoUntilStorefrontChanges(async () => ++reads);
      expect([await brand(), await brand()]).toEqual([1, 1]);
      feed.change();
      expect([await brand(), await brand()]).toEqual([2, 2]);
      feed.lose();
      expect([await brand(), await brand()]).toEqual([3, 4]);
      feed.listen();
      expect([await brand(), await brand()]).toEqual([5, 5]);
    } finally {
      stop();
    }
  });

  it("never keeps a failed read, nor a read that began before a change", async () => {
    const feed = fakeChanges();
    const stop = watchStorefrontChanges(feed.changes);
    try {
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
    } finally {
      stop();
    }
  });
});
