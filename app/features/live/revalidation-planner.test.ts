import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RevalidationPlanner } from "./revalidation-planner";

let revalidations: number[];
let mustWait: boolean;
let planner: RevalidationPlanner;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
  revalidations = [];
  mustWait = false;
  planner = new RevalidationPlanner({
    revalidate: () => revalidations.push(Date.now()),
    mustWait: () => mustWait,
    delayMs: 200,
    jitterMs: 800,
    minSpacingMs: 3_000,
    random: () => 0.5,
  });
});
afterEach(() => {
  planner.dispose();
  vi.useRealTimers();
});

describe("revalidating the open page", () => {
  it("turns a burst of changes into one revalidation, after the delay and its share of the jitter", () => {
    for (let i = 0; i < 20; i++) {
      planner.changed();
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(10_000);
    expect(revalidations).toEqual([600]);
  });

  it("keeps revalidations at least 3 s apart, and still follows a change that came during one", () => {
    planner.changed();
    vi.advanceTimersByTime(600);
    expect(revalidations).toEqual([600]);
    vi.advanceTimersByTime(100);
    planner.changed();
    planner.changed();
    vi.advanceTimersByTime(10_000);
    expect(revalidations).toEqual([600, 3_600]);
  });

  it("holds back while it must wait (a form's answer on screen, a navigation, a hidden tab) and goes when resumed", () => {
    mustWait = true;
    planner.changed();
    vi.advanceTimersByTime(10_000);
    expect(revalidations).toEqual([]);
    planner.changed();
    vi.advanceTimersByTime(10_000);
    expect(revalidations).toEqual([]);
    mustWait = false;
    planner.resume();
    vi.advanceTimersByTime(10_000);
    expect(revalidations).toEqual([20_600]);
    planner.resume();
    vi.advanceTimersByTime(10_000);
    expect(revalidations).toHaveLength(1);
  });

  it("plans nothing without a change", () => {
    planner.resume();
    vi.advanceTimersByTime(60_000);
    expect(revalidations).toEqual([]);
  });
});
