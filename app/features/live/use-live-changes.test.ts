import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveChangeListener } from "./live-connection";
import { watchLiveTables } from "./use-live-changes";

let hear: LiveChangeListener;
let subscribed: boolean;
const subscribe = (listener: LiveChangeListener) => {
  hear = listener;
  subscribed = true;
  return () => void (subscribed = false);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("watching chosen tables (useLiveChanges)", () => {
  it("reports a burst of changes to the watched tables once, with each table once, and ignores the rest", () => {
    const calls: string[][] = [];
    const stop = watchLiveTables(["hero_slides", "image_library"], (changed) => calls.push(changed), subscribe);
    hear("hero_slides");
    hear("stocks");
    hear("image_library");
    hear("hero_slides");
    vi.advanceTimersByTime(249);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([["hero_slides", "image_library"]]);

    hear("stocks");
    vi.advanceTimersByTime(1_000);
    expect(calls).toHaveLength(1);
    stop();
    expect(subscribed).toBe(false);
  });

  it("reports every watched table after changes may have been missed", () => {
    const calls: string[][] = [];
    watchLiveTables(["faqs", "site_config"], (changed) => calls.push(changed), subscribe);
    hear(null);
    vi.advanceTimersByTime(250);
    expect(calls).toEqual([["faqs", "site_config"]]);
  });

  it("reports nothing once stopped, even for a burst already under way", () => {
    const calls: string[][] = [];
    const stop = watchLiveTables(["faqs"], (changed) => calls.push(changed), subscribe);
    hear("faqs");
    stop();
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual([]);
  });
});
