import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "../db/test-support/test-database";
import { clearRateLimitsStartingWith, consumeRateLimit, consumeRateLimits, releaseRateLimitHit } from "./rate-limit";

const testDb = provideTestDatabase();
const rule = { maxAttempts: 3, windowMs: 60_000 };

describe("consumeRateLimit", () => {
  it("allows up to the limit, then refuses with a retry time", async () => {
    const verdicts = [];
    for (let attempt = 0; attempt < 4; attempt++) verdicts.push(await consumeRateLimit(testDb.db, "k:a", rule));
    expect(verdicts.slice(0, 3).every((verdict) => verdict.allowed)).toBe(true);
    const refused = verdicts[3]!;
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("keeps separate buckets per key", async () => {
    for (let attempt = 0; attempt < 3; attempt++) await consumeRateLimit(testDb.db, "k:b", rule);
    expect((await consumeRateLimit(testDb.db, "k:c", rule)).allowed).toBe(true);
    expect((await consumeRateLimit(testDb.db, "k:b", rule)).allowed).toBe(false);
  });

  it("never lets concurrent attempts exceed the limit", async () => {
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(testDb.db, "k:race", rule)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it("forgets hits outside the window and released hits", async () => {
    for (let attempt = 0; attempt < 3; attempt++) await consumeRateLimit(testDb.db, "k:old", rule);
    await testDb.db.execute(sql`update rate_limit_hits set created_at = now() - interval '2 minutes' where key = 'k:old'`);
    const fresh = await consumeRateLimit(testDb.db, "k:old", rule);
    expect(fresh.allowed).toBe(true);
    if (fresh.allowed) await releaseRateLimitHit(testDb.db, fresh.hitId);
    const count = await testDb.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limit_hits where key = 'k:old' and created_at > now() - interval '1 minute'`,
    );
    expect(count.rows[0]!.n).toBe(0);
  });
});

const hitsOf = async (key: string) =>
  (await testDb.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where key = ${key}`)).rows[0]!.n;

describe("consumeRateLimits", () => {
  it("counts in every bucket, and a refusal by one counts in none", async () => {
    const wide = { maxAttempts: 10, windowMs: 60_000 };
    const buckets = [
      { key: "m:wide", rule: wide },
      { key: "m:narrow", rule: { maxAttempts: 2, windowMs: 60_000 } },
    ];
    expect(await consumeRateLimits(testDb.db, buckets)).toMatchObject({ allowed: true, hitIds: [expect.any(String), expect.any(String)] });
    await consumeRateLimits(testDb.db, buckets);
    expect(await consumeRateLimits(testDb.db, buckets)).toMatchObject({ allowed: false, refusedAt: 1 });
    expect(await hitsOf("m:wide")).toBe(2);
    expect(await hitsOf("m:narrow")).toBe(2);
  });
});

describe("clearRateLimitsStartingWith", () => {
  it("clears only the keys under the prefix", async () => {
    for (const key of ['sign-in:["a@b.co"]', 'sign-in:["a@b.co","10.0.0.1"]', 'sign-in:["a@b.com"]']) {
      await consumeRateLimit(testDb.db, key, rule);
    }
    await clearRateLimitsStartingWith(testDb.db, 'sign-in:["a@b.co"');
    expect(await hitsOf('sign-in:["a@b.co"]')).toBe(0);
    expect(await hitsOf('sign-in:["a@b.co","10.0.0.1"]')).toBe(0);
    expect(await hitsOf('sign-in:["a@b.com"]')).toBe(1);
  });
});
