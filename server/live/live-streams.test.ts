import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT, LiveStreams, type LiveStreamSink } from "./live-streams";

/** A stream that keeps what it is sent, as a reader that is always keeping up would. */
function recordingStream(backlog = 0) {
  const sink = {
    written: [] as string[],
    ended: false,
    abandoned: false,
    backlog,
    write(chunk: string) {
      this.written.push(chunk);
    },
    end() {
      this.ended = true;
    },
    abandon() {
      this.abandoned = true;
    },
  };
  return sink satisfies LiveStreamSink;
}

let clock = 1_000_000;
let streams: LiveStreams;
beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000_000;
  streams = new LiveStreams({ maxStreams: 3, heartbeatMs: 25_000, now: () => clock });
});
afterEach(() => {
  streams.close();
  vi.useRealTimers();
});

describe("the live streams' fan-out", () => {
  it("sends each change to every open stream, once, and nothing to a stream that left", () => {
    const [a, b, c] = [recordingStream(), recordingStream(), recordingStream()];
    for (const stream of [a, b, c]) expect(streams.admit(stream)).toBe(true);
    streams.drop(c);
    streams.changed("hero_slides");
    streams.changed("site_config");
    const changes = (stream: typeof a) => stream.written.filter((chunk) => chunk.startsWith("event: change"));
    expect(changes(a)).toEqual(["event: change\ndata: hero_slides\n\n", "event: change\ndata: site_config\n\n"]);
    expect(changes(b)).toEqual(changes(a));
    expect(changes(c)).toEqual([]);
  });

  it("greets each stream with how long this instance has known nothing changed (0 while it cannot hear)", () => {
    const deaf = recordingStream();
    streams.admit(deaf);
    expect(deaf.written).toEqual(["event: hello\ndata: 0\n\n"]);

    streams.listening(false);
    clock += 40_000;
    const later = recordingStream();
    streams.admit(later);
    expect(later.written).toEqual(["event: hello\ndata: 40000\n\n"]);

    streams.changed("faqs");
    clock += 1_500;
    const afterChange = recordingStream();
    streams.drop(deaf);
    streams.admit(afterChange);
    expect(afterChange.written).toEqual(["event: hello\ndata: 1500\n\n"]);

    streams.lost();
    const whileLost = recordingStream();
    streams.drop(later);
    streams.admit(whileLost);
    expect(whileLost.written).toEqual(["event: hello\ndata: 0\n\n"]);
  });

  it("tells every stream to resync when the listener is back after a loss, not on its first start", () => {
    const stream = recordingStream();
    streams.admit(stream);
    streams.listening(false);
    expect(stream.written).toHaveLength(1);
    streams.lost();
    streams.listening(true);
    expect(stream.written.at(-1)).toBe("event: resync\ndata: *\n\n");
  });

  it("beats every 25 s with a comment line on every stream", () => {
    const [a, b] = [recordingStream(), recordingStream()];
    streams.admit(a);
    streams.admit(b);
    vi.advanceTimersByTime(24_999);
    expect(a.written).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(a.written.at(-1)).toBe(HEARTBEAT);
    expect(HEARTBEAT.startsWith(":")).toBe(true);
    vi.advanceTimersByTime(25_000);
    expect(b.written.filter((chunk) => chunk === HEARTBEAT)).toHaveLength(2);
  });

  it("refuses streams beyond its bound, and takes one again when another leaves", () => {
    const held = [recordingStream(), recordingStream(), recordingStream()];
    for (const stream of held) streams.admit(stream);
    const extra = recordingStream();
    expect(streams.hasRoom).toBe(false);
    expect(streams.admit(extra)).toBe(false);
    expect(extra.written).toEqual([]);
    streams.drop(held[0]!);
    expect(streams.admit(extra)).toBe(true);
    expect(streams.size).toBe(3);
  });

  it("cuts off a stream whose reader stopped reading", () => {
    const stuck = recordingStream(65 * 1024);
    const reading = recordingStream();
    streams.admit(stuck);
    streams.admit(reading);
    streams.changed("stocks");
    expect(stuck.abandoned).toBe(true);
    expect(streams.size).toBe(1);
    streams.changed("stocks");
    expect(stuck.written.filter((chunk) => chunk.includes("stocks"))).toHaveLength(1);
    expect(reading.written.filter((chunk) => chunk.includes("stocks"))).toHaveLength(2);
  });

  it("ends every stream when closed, and admits none after", () => {
    const [a, b] = [recordingStream(), recordingStream()];
    streams.admit(a);
    streams.admit(b);
    streams.close();
    expect([a.ended, b.ended]).toEqual([true, true]);
    expect(streams.admit(recordingStream())).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(a.written).toHaveLength(1);
  });
});
