import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT, LiveStreams, streamOwner, type LiveStreamSink } from "./live-streams";

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
    for (const stream of [a, b, c]) expect(streams.admit(stream, "203.0.113.1")).toBe(true);
    streams.drop(c);
    streams.changed("hero_slides");
    streams.changed("site_config");
    const changes = (stream: typeof a) => stream.written.filter((chunk) => chunk.startsWith("event: change"));
    expectMapping(changes, [
      [a, ["event: change\ndata: hero_slides\n\n", "event: change\ndata: site_config\n\n"]],
      [b, changes(a)],
      [c, []],
    ]);
  });

  it("sends a feature's signal to every open stream as its own event, which is no change: the quiet time goes on", () => {
    streams.listening(false);
    const open = recordingStream();
    streams.admit(open, "203.0.113.1");
    clock += 5_000;
    streams.signal("chat:abc\r\ndata: forged");
    expect(open.written.at(-1)).toBe("event: signal\ndata: chat:abcdata: forged\n\n");
    const later = recordingStream();
    streams.admit(later, "203.0.113.1");
    expect(later.written).toEqual(["event: hello\ndata: 5000\n\n"]);
  });

  it("greets each stream with how long this instance has known nothing changed (0 while it cannot hear)", () => {
    const deaf = recordingStream();
    streams.admit(deaf, "203.0.113.1");
    expect(deaf.written).toEqual(["event: hello\ndata: 0\n\n"]);

    streams.listening(false);
    clock += 40_000;
    const later = recordingStream();
    streams.admit(later, "203.0.113.1");
    expect(later.written).toEqual(["event: hello\ndata: 40000\n\n"]);

    streams.changed("faqs");
    clock += 1_500;
    const afterChange = recordingStream();
    streams.drop(deaf);
    streams.admit(afterChange, "203.0.113.1");
    expect(afterChange.written).toEqual(["event: hello\ndata: 1500\n\n"]);

    streams.lost();
    const whileLost = recordingStream();
    streams.drop(later);
    streams.admit(whileLost, "203.0.113.1");
    expect(whileLost.written).toEqual(["event: hello\ndata: 0\n\n"]);
  });

  it("tells every stream to resync when the listener is back after a loss, not on its first start", () => {
    const stream = recordingStream();
    streams.admit(stream, "203.0.113.1");
    streams.listening(false);
    expect(stream.written).toHaveLength(1);
    streams.lost();
    streams.listening(true);
    expect(stream.written.at(-1)).toBe("event: resync\ndata: *\n\n");
  });

  it("beats every 25 s with a comment line on every stream", () => {
    const [a, b] = [recordingStream(), recordingStream()];
    streams.admit(a, "203.0.113.1");
    streams.admit(b, "203.0.113.1");
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
    for (const stream of held) streams.admit(stream, "203.0.113.1");
    const extra = recordingStream();
    expect(streams.admission("203.0.113.1")).toBe("full");
    expect(streams.admission("198.51.100.9")).toBe("full");
    expect(streams.admit(extra, "203.0.113.1")).toBe(false);
    expect(extra.written).toEqual([]);
    streams.drop(held[0]!);
    expect(streams.admit(extra, "203.0.113.1")).toBe(true);
    expect(streams.size).toBe(3);
  });

  it("cuts off a stream whose reader stopped reading", () => {
    const stuck = recordingStream(65 * 1024);
    const reading = recordingStream();
    streams.admit(stuck, "203.0.113.1");
    streams.admit(reading, "203.0.113.1");
    streams.changed("stocks");
    expect(stuck.abandoned).toBe(true);
    expect(streams.size).toBe(1);
    streams.changed("stocks");
    expect(stuck.written.filter((chunk) => chunk.includes("stocks"))).toHaveLength(1);
    expect(reading.written.filter((chunk) => chunk.includes("stocks"))).toHaveLength(2);
  });

  it("ends every stream when closed, and admits none after", () => {
    const [a, b] = [recordingStream(), recordingStream()];
    streams.admit(a, "203.0.113.1");
    streams.admit(b, "203.0.113.1");
    streams.close();
    expect([a.ended, b.ended]).toEqual([true, true]);
    expect(streams.admit(recordingStream(), "203.0.113.1")).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(a.written).toHaveLength(1);
  });
});

describe("one client address's share of the live streams (issue 21)", () => {
  const HOME = "203.0.113.7";
  let shared: LiveStreams;
  beforeEach(() => {
    shared = new LiveStreams({ maxStreams: 10, maxPerAddress: 3, heartbeatMs: 25_000, now: () => clock });
  });
  afterEach(() => shared.close());

  it("refuses a client's streams beyond its share while others still get theirs", () => {
    const own = [recordingStream(), recordingStream(), recordingStream()];
    for (const stream of own) expect(shared.admit(stream, HOME)).toBe(true);
    expect(shared.admission(HOME)).toBe("address-full");
    const fourth = recordingStream();
    expect(shared.admit(fourth, HOME)).toBe(false);
    expect(fourth.written).toEqual([]);
    // The instance has room: everyone else is let in.
    expect(shared.admission("198.51.100.20")).toBe("open");
    expect(shared.admit(recordingStream(), "198.51.100.20")).toBe(true);
    expect(shared.size).toBe(4);
  });

  it("frees a place when one of the client's streams closes, is cut off or the instance closes them all", () => {
    const own = [recordingStream(), recordingStream(), recordingStream(65 * 1024)];
    for (const stream of own) shared.admit(stream, HOME);
    shared.drop(own[0]!);
    shared.drop(own[0]!); // 'close' may come twice (ended, then the socket): counted once
    const another = recordingStream();
    expect(shared.admit(another, HOME)).toBe(true);
    expect(shared.admission(HOME)).toBe("address-full");

    // The stuck reader is cut off at the next event: its place is free too.
    shared.changed("stocks");
    expect(own[2]!.abandoned).toBe(true);
    const third = recordingStream();
    expect(shared.admit(third, HOME)).toBe(true);

    // Opening and closing many times leaves nothing behind.
    for (let round = 0; round < 1_000; round++) {
      const stream = recordingStream();
      expect(shared.admission(HOME)).toBe("address-full");
      shared.drop(another);
      expect(shared.admit(stream, HOME)).toBe(true);
      shared.drop(stream);
      expect(shared.admit(another, HOME)).toBe(true);
    }
    expect(shared.size).toBe(3);
    for (const stream of [own[1]!, another, third]) shared.drop(stream);
    expect([shared.size, shared.owners]).toEqual([0, 0]);

    for (const stream of [recordingStream(), recordingStream()]) shared.admit(stream, HOME);
    shared.close();
    expect([shared.size, shared.owners]).toEqual([0, 0]);
  });

  it("forgets a client once its last stream is gone, and counts a stream only once", () => {
    const stream = recordingStream();
    expect(shared.admit(stream, HOME)).toBe(true);
    expect(shared.admit(stream, HOME)).toBe(false);
    expect(shared.size).toBe(1);
    shared.drop(stream);
    expect(shared.owners).toBe(0);
    expect(shared.size).toBe(0);
  });

  it("counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one", () => {
    expectMapping(streamOwner, [
      ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
      ["2001:0db8:0001:0002:ffff:1:2:3", "2001:db8:1:2::/64"],
      ["2001:db8::1", "2001:db8:0:0::/64"],
      ["fe80::1%eth0", "fe80:0:0:0::/64"],
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["203.0.113.7", "203.0.113.7"],
    ]);
    for (let host = 1; host <= 3; host++) shared.admit(recordingStream(), `2001:db8:1:2::${host.toString(16)}`);
    expect(shared.admission("2001:db8:1:2:ffff::9")).toBe("address-full");
    expect(shared.admission("2001:db8:1:3::1")).toBe("open");
  });
});
