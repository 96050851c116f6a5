// Concurrent buyers, each its own loop: one checkout at a time per buyer (a shopper waits for
// the answer before buying again), all buyers at once. Every attempt's latency is kept.

/** `orderNumber`: the order the shop acknowledged (its redirect names it), when the placer knows it. */
export type Outcome = { kind: "placed"; orderNumber?: string } | { kind: "sold-out" } | { kind: "failed"; detail: string };

export type LoadResult = {
  buyers: number;
  elapsedMs: number;
  placed: number;
  soldOut: number;
  failed: number;
  /** The first few failures, to show what went wrong. */
  failures: string[];
  latenciesMs: number[];
};

export type LoadPlan =
  /** Buy again and again until the time is up (a sold-out answer is counted and the buyer goes on). */
  | { until: "time"; durationMs: number }
  /** Buy until the shop says it is sold out (or an attempt fails); `maxAttempts` per buyer guards against a shop that never does. */
  | { until: "sold-out"; maxAttempts: number };

export async function runBuyers(buyers: number, plan: LoadPlan, attempt: (buyer: number) => Promise<Outcome>): Promise<LoadResult> {
  const result: LoadResult = { buyers, elapsedMs: 0, placed: 0, soldOut: 0, failed: 0, failures: [], latenciesMs: [] };
  const started = performance.now();
  const deadline = plan.until === "time" ? started + plan.durationMs : Infinity;
  const buyer = async (index: number) => {
    for (let attempts = 0; ; attempts += 1) {
      if (performance.now() >= deadline) return;
      if (plan.until === "sold-out" && attempts >= plan.maxAttempts) return;
      const sent = performance.now();
      let outcome: Outcome;
      try {
        outcome = await attempt(index);
      } catch (error) {
        outcome = { kind: "failed", detail: error instanceof Error ? error.message : String(error) };
      }
      result.latenciesMs.push(performance.now() - sent);
      if (outcome.kind === "placed") result.placed += 1;
      else if (outcome.kind === "sold-out") result.soldOut += 1;
      else {
        result.failed += 1;
        if (result.failures.length < 5) result.failures.push(outcome.detail);
      }
      if (plan.until === "sold-out" && outcome.kind !== "placed") return;
    }
  };
  await Promise.all(Array.from({ length: buyers }, (_, index) => buyer(index)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** The value below which `fraction` of the samples lie (nearest rank). */
export function percentile(samples: readonly number[], fraction: number) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export type Spread = { p50: number; p95: number; max: number };

/** p50/p95/max in milliseconds of `requests` runs of `read`, one after another (none overlaps, so each is its own time). */
export async function timeSequentialRuns(read: () => Promise<unknown>, requests: number): Promise<Spread> {
  const durations: number[] = [];
  for (let round = 0; round < requests; round++) {
    const started = performance.now();
    await read();
    durations.push(performance.now() - started);
  }
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95), max: Math.max(...durations) };
}
