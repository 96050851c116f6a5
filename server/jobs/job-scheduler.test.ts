import { afterEach, describe, expect, it } from "vitest";
import { createJobScheduler, type JobScheduler } from "./job-scheduler";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let scheduler: JobScheduler | undefined;
afterEach(async () => {
  await scheduler?.stop();
});

describe("createJobScheduler", () => {
  it("runs each job at start and then every interval", async () => {
    scheduler = createJobScheduler();
    let runs = 0;
    scheduler.add({ name: "tick", everyMs: 40, run: async () => void runs++ });
    expect(runs).toBe(0);
    scheduler.start();
    await sleep(150);
    expect(runs).toBeGreaterThanOrEqual(3);
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
    await sleep(120);
    expect(maxRunning).toBe(1);
    expect(runs).toBe(2);
    scheduler.kick("slow");
    await sleep(60);
    expect(runs).toBe(3);
  });

  it("keeps going after a failing run", async () => {
    scheduler = createJobScheduler();
    let runs = 0;
    scheduler.add({
      name: "flaky",
      everyMs: 20,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("first run fails");
      },
    });
    scheduler.start();
    await sleep(100);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it("waits for a run in progress on stop, then runs nothing more", async () => {
    scheduler = createJobScheduler();
    let finished = false;
    let runs = 0;
    scheduler.add({
      name: "long",
      everyMs: 10,
      run: async () => {
        runs++;
        await sleep(50);
        finished = true;
      },
    });
    scheduler.start();
    await sleep(10);
    await scheduler.stop();
    expect(finished).toBe(true);
    const runsAtStop = runs;
    scheduler.kick("long");
    await sleep(50);
    expect(runs).toBe(runsAtStop);
  });
});
