import { sql } from "drizzle-orm";
import type { RateLimit } from "../../../domain/shared/limits";
import type { DatabaseOrTransaction, DatabaseOrDrizzleTransaction } from "../db/database";

export type RateLimitVerdict = { allowed: true; hitId: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts in PostgreSQL so limits hold across restarts and across several app
 * instances. The advisory lock makes check-and-count atomic per key: two concurrent
 * attempts can never both take the last free slot.
 */
export async function consumeRateLimit(db: DatabaseOrDrizzleTransaction, key: string, rule: RateLimit): Promise<RateLimitVerdict> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const windowStart = sql`now() - make_interval(secs => ${rule.windowMs / 1000})`;
    const recent = await tx.execute<{ hits: number; oldest: Date | null }>(
      sql`select count(*)::int as hits, min(created_at) as oldest
          from rate_limit_hits where key = ${key} and created_at > ${windowStart}`,
    );
    const { hits, oldest } = recent.rows[0]!;
    if (hits >= rule.maxAttempts) {
      const oldestMs = oldest ? new Date(oldest).getTime() : Date.now();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldestMs + rule.windowMs - Date.now()) / 1000));
      return { allowed: false as const, retryAfterSeconds };
    }
    const inserted = await tx.execute<{ id: string }>(sql`insert into rate_limit_hits (key) values (${key}) returning id`);
    return { allowed: true as const, hitId: inserted.rows[0]!.id };
  });
}

export type RateLimitsVerdict = { allowed: true; hitIds: string[] } | { allowed: false; retryAfterSeconds: number; refusedAt: number };

/**
 * Counts one attempt against several limits at once (say per account and per address). If
 * any refuses, the slots already taken in the others are given back: a refused attempt
 * counts nowhere, so being refused by one limit never uses up another.
 */
export async function consumeRateLimits(db: DatabaseOrDrizzleTransaction, buckets: readonly { key: string; rule: RateLimit }[]): Promise<RateLimitsVerdict> {
  const hitIds: string[] = [];
  for (const [index, bucket] of buckets.entries()) {
    const verdict = await consumeRateLimit(db, bucket.key, bucket.rule);
    if (!verdict.allowed) {
      for (const hitId of hitIds) await releaseRateLimitHit(db, hitId);
      return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds, refusedAt: index };
    }
    hitIds.push(verdict.hitId);
  }
  return { allowed: true, hitIds };
}

/** Whether any of `keys` has used up its attempts under `rule` now (read only: counts nothing). */
export async function rateLimitsReached(db: DatabaseOrTransaction, keys: readonly string[], rule: RateLimit): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${rule.windowMs / 1000})`;
  const rows = await db.execute<{ reached: boolean }>(
    sql`select exists (select 1 from rate_limit_hits where key = any(${sql.param([...keys])}::text[]) and created_at > ${windowStart}
        group by key having count(*) >= ${rule.maxAttempts}) as reached`,
  );
  return rows.rows[0]?.reached ?? false;
}

/** Takes back one counted attempt, e.g. a sign-in that turned out to be successful. */
export async function releaseRateLimitHit(db: DatabaseOrTransaction, hitId: string) {
  await db.execute(sql`delete from rate_limit_hits where id = ${hitId}`);
}

/** Forgets every counted attempt under keys that start with `prefix`, e.g. an account's failed sign-ins once its password was reset. */
export async function clearRateLimitsStartingWith(db: DatabaseOrTransaction, prefix: string) {
  await db.execute(sql`delete from rate_limit_hits where starts_with(key, ${prefix})`);
}

/** Old hits are worthless once outside every window; a job calls this now and then. */
export async function pruneRateLimitHits(db: DatabaseOrTransaction, olderThanMs: number) {
  await db.execute(sql`delete from rate_limit_hits where created_at < now() - make_interval(secs => ${olderThanMs / 1000})`);
}
