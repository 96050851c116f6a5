import { describe, expect, it } from "vitest";
import type { DatabaseOrTransaction } from "./database";
import { keptReads } from "./kept-read";

// Only the handle's identity matters to the keep.
const handle = () => ({}) as DatabaseOrTransaction;

describe("kept reads", () => {
  it("answers from the kept read until it is keepMs old, per handle and key", async () => {
    const kept = keptReads<string, number>(1_000);
    const db = handle();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(kept(db, "a", read, 0)).toMatchObject({ fresh: true });
    const again = kept(db, "a", read, 999);
    expect(again.fresh).toBe(false);
    expect(await again.value).toBe(1);
    expect(await kept(db, "b", read, 999).value).toBe(2);
    expect(await kept(handle(), "a", read, 999).value).toBe(3);
    expect(await kept(db, "a", read, 1_000).value).toBe(4);
  });

  it("does not keep a failed read: the next call reads again", async () => {
    const kept = keptReads<string, number>(1_000);
    const db = handle();
    const failed = kept(db, "a", () => Promise.reject(new Error("database down")), 0);
    await expect(failed.value).rejects.toThrow("database down");
    const next = kept(db, "a", () => Promise.resolve(7), 10);
    expect(next.fresh).toBe(true);
    expect(await next.value).toBe(7);
  });
});
