import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveConnection, reconnectDelayMs, type EventSourceLike } from "./live-connection";

/** The browser's EventSource as the connection uses it: events are dispatched by the test. */
class ScriptedSource implements EventSourceLike {
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly openedAt: number) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  dispatch(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

let now = 0;
let sources: ScriptedSource[];
let heard: Array<string | null>;
let connection: LiveConnection;
const latest = () => sources.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  now = 5_000;
  sources = [];
  heard = [];
  connection = new LiveConnection((table) => heard.push(table), {
    open: () => {
      const source = new ScriptedSource(now);
      sources.push(source);
      return source;
    },
    now: () => now,
  });
});
afterEach(() => {
  connection.stop();
  vi.useRealTimers();
});

/** Moves both the page's clock and its timers. */
function wait(ms: number) {
  now += ms;
  vi.advanceTimersByTime(ms);
}

describe("the reconnect schedule", () => {
  it("is 1 s, 2 s, 5 s, then 10 s for ever", () => {
    expect([0, 1, 2, 3, 4, 20].map(reconnectDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });

  it("reopens a failed stream after 1 s, 2 s, 5 s, 10 s, 10 s, and starts over once connected", () => {
    connection.start();
    const gaps: number[] = [];
    for (let failure = 0; failure < 5; failure++) {
      const failed = latest();
      failed.dispatch("error");
      expect(failed.closed).toBe(true);
      const before = sources.length;
      while (sources.length === before) wait(100);
      gaps.push(latest().openedAt - failed.openedAt);
    }
    expect(gaps).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);

    latest().dispatch("hello", "999999");
    const openedAt = latest().openedAt;
    latest().dispatch("error");
    wait(1_000);
    expect(latest().openedAt - openedAt).toBe(1_000);
  });

  it("ignores a closed stream's late events, and opens nothing once stopped", () => {
    connection.start();
    const first = latest();
    first.dispatch("error");
    first.dispatch("change", "faqs");
    connection.stop();
    wait(60_000);
    expect(sources).toHaveLength(1);
    expect(heard).toEqual([]);
  });
});

describe("what the page hears", () => {
  it("passes each change on with its table, and a resync as 'anything may have changed'", () => {
    connection.start();
    latest().dispatch("hello", "3600000");
    latest().dispatch("change", "hero_slides");
    latest().dispatch("resync", "*");
    expect(heard).toEqual(["hero_slides", null]);
  });

  it("revalidates on the first hello only if the server heard a change since the page was requested", () => {
    connection.start();
    // The page started at 0 and it is 5 s later: a change 2 s ago came after the page's data was read.
    latest().dispatch("hello", "2000");
    expect(heard).toEqual([null]);

    connection.stop();
    heard = [];
    connection.start();
    // Stopped and restarted at once: nothing changed for 10 minutes.
    latest().dispatch("hello", "600000");
    expect(heard).toEqual([]);
  });

  it("after a lost stream, revalidates only if something changed while it was away", () => {
    connection.start();
    latest().dispatch("hello", "600000");
    wait(30_000);
    latest().dispatch("error");
    wait(1_000);
    // Reconnected 1 s after the loss; the instance heard its last change 20 s ago: nothing missed.
    latest().dispatch("hello", "20000");
    expect(heard).toEqual([]);

    latest().dispatch("error");
    wait(1_000);
    // This time a change came 500 ms ago, while the page was not listening.
    latest().dispatch("hello", "500");
    expect(heard).toEqual([null]);
  });
});

describe("a feature's signals", () => {
  it("reach the signal listener by name, never the change listener", () => {
    const signals: string[] = [];
    const withSignals = new LiveConnection(
      (table) => heard.push(table),
      {
        open: () => {
          const source = new ScriptedSource(now);
          sources.push(source);
          return source;
        },
        now: () => now,
      },
      "/api/live",
      (name) => signals.push(name),
    );
    withSignals.start();
    latest().dispatch("hello", String(now + 10_000));
    latest().dispatch("signal", "chat:abc");
    latest().dispatch("change", "faqs");
    expect(signals).toEqual(["chat:abc"]);
    expect(heard).toEqual(["faqs"]);
    withSignals.stop();
  });
});
