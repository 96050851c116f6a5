/** One open event stream, as the fan-out sees it (an HTTP response in the shop, a recorder in tests). */
export type LiveStreamSink = {
  write: (chunk: string) => void;
  end: () => void;
  /** Cuts the stream off without waiting for its reader (who stopped reading). */
  abandon: () => void;
  /** Bytes written but not yet taken by the network. */
  readonly backlog: number;
};

export type LiveStreamsOptions = {
  /** Streams this instance holds at most; more are refused (503) and the browser retries later. */
  maxStreams: number;
  /**
   * Streams one client address holds at most (decision 053), far below `maxStreams`, so one
   * client cannot take them all; more are refused (429). Defaults to `maxStreams`.
   */
  maxPerAddress?: number;
  heartbeatMs?: number;
  /** A stream this far behind is ended: its reader is gone or stuck, and would only hoard memory. */
  maxBacklogBytes?: number;
  now?: () => number;
};

/** The event-stream heartbeat: a comment line, so proxies and phones keep an idle stream open. */
export const HEARTBEAT = ": keep-alive\n\n";

/** Whether a stream would be taken now: `full` (the instance's bound, or stopping), `address-full` (the client's). */
export type Admission = "open" | "full" | "address-full";

/**
 * Whose stream it is, for the per-address bound: the client address, an IPv6 one as its /64
 * (one household's or one attacker's whole block, which it could otherwise walk through).
 */
export function streamOwner(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const plain = address.split("%")[0]!.toLowerCase();
  const halves = plain.split("::");
  if (halves.length > 2) return plain;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const groups = halves.length === 2 ? [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail] : head;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Fans the instance's storefront changes out to every open event stream (decision 040). Each
 * event is formatted once and the same string is written to every stream; one timer beats
 * for all of them.
 *
 * Events: `hello` (first, data: for how many ms this instance knows nothing changed, so a
 * page can tell whether it missed something between its render and this stream), `change`
 * (data: the table), `resync` (the listener was lost and is back: anything may have changed),
 * `signal` (data: an opaque name a feature sent, live-signals.ts).
 */
export class LiveStreams {
  readonly maxStreams: number;
  readonly maxPerAddress: number;
  /** Each open stream and its owner (`streamOwner`). */
  private readonly sinks = new Map<LiveStreamSink, string>();
  /** Open streams per owner; an owner leaves the map with its last stream. */
  private readonly perOwner = new Map<string, number>();
  private readonly maxBacklogBytes: number;
  private readonly now: () => number;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  private listeningSince: number | undefined;
  private lastChangeAt: number | undefined;

  constructor(options: LiveStreamsOptions) {
    this.maxStreams = options.maxStreams;
    this.maxPerAddress = options.maxPerAddress ?? options.maxStreams;
    this.maxBacklogBytes = options.maxBacklogBytes ?? 64 * 1024;
    this.now = options.now ?? Date.now;
    this.heartbeat = setInterval(() => this.broadcast(HEARTBEAT), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size() {
    return this.sinks.size;
  }

  /** Whether another stream of `address` would be admitted now. */
  admission(address: string): Admission {
    if (this.closed || this.sinks.size >= this.maxStreams) return "full";
    return (this.perOwner.get(streamOwner(address)) ?? 0) >= this.maxPerAddress ? "address-full" : "open";
  }

  /** Takes a stream of `address` and sends it its `hello`; false (nothing written) when `admission` says no. */
  admit(sink: LiveStreamSink, address: string): boolean {
    if (this.admission(address) !== "open" || this.sinks.has(sink)) return false;
    const owner = streamOwner(address);
    this.sinks.set(sink, owner);
    this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
    sink.write(event("hello", String(this.quietMs())));
    return true;
  }

  /** A stream closed (or is cut off): its place, and its owner's, are free again. */
  drop(sink: LiveStreamSink) {
    const owner = this.sinks.get(sink);
    if (owner === undefined) return;
    this.sinks.delete(sink);
    const left = (this.perOwner.get(owner) ?? 1) - 1;
    if (left > 0) this.perOwner.set(owner, left);
    else this.perOwner.delete(owner);
  }

  /** Client owners holding streams now (for tests: the per-owner counts are kept only while needed). */
  get owners() {
    return this.perOwner.size;
  }

  /** A table changed: every stream hears of it. */
  changed(table: string) {
    this.lastChangeAt = this.now();
    // The payload is a table name from our own trigger; a line break would split the event.
    this.broadcast(event("change", table.replace(/[\r\n]/g, "")));
  }

  /**
   * A feature's signal (live-signals.ts): every stream hears its opaque name, and only the pages
   * waiting for that name act on it. Not a change: the `hello`'s quiet time stays as it was.
   */
  signal(name: string) {
    this.broadcast(event("signal", name.replace(/[\r\n]/g, "")));
  }

  listening(afterLoss: boolean) {
    this.listeningSince = this.now();
    if (afterLoss) this.broadcast(event("resync", "*"));
  }

  lost() {
    this.listeningSince = undefined;
  }

  /** Ends every stream and admits no more (the shop is stopping: decision 019). */
  close() {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const sink of this.sinks.keys()) sink.end();
    this.sinks.clear();
    this.perOwner.clear();
  }

  /** How long this instance has known that nothing changed: 0 while it cannot hear changes. */
  private quietMs() {
    if (this.listeningSince === undefined) return 0;
    return Math.max(0, this.now() - Math.max(this.listeningSince, this.lastChangeAt ?? 0));
  }

  private broadcast(chunk: string) {
    for (const sink of this.sinks.keys()) {
      sink.write(chunk);
      if (sink.backlog > this.maxBacklogBytes) {
        this.drop(sink);
        sink.abandon();
      }
    }
  }
}

/** One server-sent event. Its data must not be empty: browsers drop events without data. */
function event(name: string, data: string) {
  return `event: ${name}\ndata: ${data}\n\n`;
}
