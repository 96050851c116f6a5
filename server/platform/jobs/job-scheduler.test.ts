// The scheduler on a fake clock: every interval and every pause inside a run is exact, so what
// did not run is proved by the clock having moved past it, not by a sleep that hopes it did.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createJobScheduler, type JobScheduler } from "./job-scheduler";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Moves the fake clock on, running each timer due and the promises it settles. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
let scheduler: JobScheduler | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  const stopping = scheduler?.stop();
  await vi.runAllTimersAsync();
  await stopping;
  scheduler = undefined;
  vi.useRealTimers();
});

/** A new scheduler with one job that counts its runs as each begins; `rest` is the rest of a run. */
function schedulerWithCountedJob(name: string, everyMs: number, rest: (runs: number) => Promise<void> = async () => {}) {
  const job = { runs: 0 };
  scheduler = createJobScheduler();
  scheduler.add({ name, everyMs, run: () => rest(++job.runs) });
  return { scheduler, job };
}

describe("createJobScheduler", () => {
  it("runs each job at start and then every interval", async () => {
    const { scheduler, job } = schedulerWithCountedJob("tick", 40);
    await elapse(100);
    expect(job.runs).toBe(0);
    scheduler.start();
    await elapse(150);
    expect(job.runs).toBeGreaterThanOrEqual(3);
    // At 0, 40, 80 and 120 ms: each run's pause starts when it ends.
    expect(job.runs).toBe(4);
  });

  it("runs a kicked job at once, and never overlaps a job with itself", async () => {
    scheduler = createJobScheduler();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    scheduler.add({
      name: "slow",
      everyMs: 60_000,
      run: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await sleep(30);
        running--;
        runs++;
      },
    });
    scheduler.start();
    // Three kicks during the first run collapse into one more run right after it.
    scheduler.kick("slow");
    scheduler.kick("slow");
    scheduler.kick("slow");
    await elapse(120);
    expect(maxRunning).toBe(1);
    expect(runs).toBe(2);
    scheduler.kick("slow");
    // At once: the kicked run has begun before the clock moves at all.
    expect(running).toBe(1);
    await elapse(60);
    expect(runs).toBe(3);
  });

  it("keeps going after a failing run", async () => {
    const { scheduler, job } = schedulerWithCountedJob("flaky", 20, async (runs) => {
      if (runs === 1) throw new Error("first run fails");
    });
    scheduler.start();
    await elapse(100);
    expect(job.runs).toBeGreaterThanOrEqual(2);
  });

  it("waits for a run in progress on stop, then runs nothing more", async () => {
    let finished = false;
    const { scheduler, job } = schedulerWithCountedJob("long", 10, async () => {
      await sleep(50);
      finished = true;
    });
    scheduler.start();
    await elapse(10);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    // stop() waits on the run's own 50 ms, not less.
    await elapse(39);
    expect(stopped).toBe(false);
    await elapse(1);
    await stopping;
    expect(finished).toBe(true);
    const runsAtStop = job.runs;
    scheduler.kick("long");
    // Nothing is left to fire: no timer of the scheduler's remains, however far the clock goes.
    expect(vi.getTimerCount()).toBe(0);
    await elapse(50);
    expect(job.runs).toBe(runsAtStop);
  });
});
