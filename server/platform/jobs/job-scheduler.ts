import { errorFields, logger } from "../logger";
import { shopMetrics } from "../metrics/shop-metrics";

export type JobDefinition = {
  name: string;
  /** Pause between the end of one run and the start of the next. */
  everyMs: number;
  run: () => Promise<unknown>;
};

export type JobScheduler = {
  add: (job: JobDefinition) => void;
  /** Runs a job now (or right after its current run), e.g. when new work was queued. */
  kick: (name: string) => void;
  start: () => void;
  /** Stops scheduling and waits for runs in progress. */
  stop: () => Promise<void>;
};

type JobState = {
  job: JobDefinition;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
};

/**
 * A small in-process scheduler. A job never overlaps itself in one process; jobs whose work
 * lives in PostgreSQL rows claim it with `FOR UPDATE SKIP LOCKED`, so several shop instances
 * can each run the same jobs safely. Timers are unref'd: they never keep a process alive.
 */
export function createJobScheduler(): JobScheduler {
  const jobs = new Map<string, JobState>();
  let started = false;
  let stopped = false;

  function schedule(state: JobState, delayMs: number) {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void runNow(state), delayMs);
    state.timer.unref();
  }

  async function runNow(state: JobState) {
    if (stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    clearTimeout(state.timer);
    const { jobRuns } = shopMetrics();
    state.running = state.job.run().then(
      () => void jobRuns.inc({ job: state.job.name, outcome: "ok" }),
      (error: unknown) => {
        jobRuns.inc({ job: state.job.name, outcome: "failed" });
        logger.error("Job failed", { job: state.job.name, ...errorFields(error) });
      },
    );
    await state.running;
    state.running = undefined;
    if (stopped) return;
    if (state.again) {
      state.again = false;
      void runNow(state);
    } else {
      schedule(state, state.job.everyMs);
    }
  }

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is already scheduled.`);
      const state: JobState = { job, again: false };
      jobs.set(job.name, state);
      if (started) void runNow(state);
    },
    kick(name) {
      const state = jobs.get(name);
      if (state && started) void runNow(state);
    },
    start() {
      if (started) return;
      started = true;
      for (const state of jobs.values()) void runNow(state);
    },
    async stop() {
      stopped = true;
      for (const state of jobs.values()) clearTimeout(state.timer);
      await Promise.all([...jobs.values()].map((state) => state.running));
    },
  };
}
