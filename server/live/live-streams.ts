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
  heartbeatMs?: number;
  /** A stream this far behind is ended: its reader is gone or stuck, and would only hoard memory. */
  maxBacklogBytes?: number;
  now?: () => number;
};

/** The event-stream heartbeat: a comment line, so proxies and phones keep an idle stream open. */
export const HEARTBEAT = ": keep-alive\n\n";

/**
 * Fans the instance's storefront changes out to every open event stream (decision 040). Each
 * event is formatted once and the same string is written to every stream; one timer beats
 * for all of them.
 *
 * Events: `hello` (first, data: for how many ms this instance knows nothing changed, so a
 * page can tell whether it missed something between its render and this stream), `change`
 * (data: the table), `resync` (the listener was lost and is back: anything may have changed).
 */
export class LiveStreams {
  readonly maxStreams: number;
  private readonly sinks = new Set<LiveStreamSink>();
  private readonly maxBacklogBytes: number;
  private readonly now: () => number;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  private listeningSince: number | undefined;
  private lastChangeAt: number | undefined;

  constructor(options: LiveStreamsOptions) {
    this.maxStreams = options.maxStreams;
    this.maxBacklogBytes = options.maxBacklogBytes ?? 64 * 1024;
    this.now = options.now ?? Date.now;
    this.heartbeat = setInterval(() => this.broadcast(HEARTBEAT), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size() {
    return this.sinks.size;
  }

  /** Whether another stream would be admitted now. */
  get hasRoom() {
    return !this.closed && this.sinks.size < this.maxStreams;
  }

  /** Takes a stream and sends it its `hello`; false (nothing written) when full or stopping. */
  admit(sink: LiveStreamSink): boolean {
    if (!this.hasRoom) return false;
    this.sinks.add(sink);
    sink.write(event("hello", String(this.quietMs())));
    return true;
  }

  drop(sink: LiveStreamSink) {
    this.sinks.delete(sink);
  }

  /** A table changed: every stream hears of it. */
  changed(table: string) {
    this.lastChangeAt = this.now();
    // The payload is a table name from our own trigger; a line break would split the event.
    this.broadcast(event("change", table.replace(/[\r\n]/g, "")));
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
    for (const sink of this.sinks) sink.end();
    this.sinks.clear();
  }

  /** How long this instance has known that nothing changed: 0 while it cannot hear changes. */
  private quietMs() {
    if (this.listeningSince === undefined) return 0;
    return Math.max(0, this.now() - Math.max(this.listeningSince, this.lastChangeAt ?? 0));
  }

  private broadcast(chunk: string) {
    for (const sink of this.sinks) {
      sink.write(chunk);
      if (sink.backlog > this.maxBacklogBytes) {
        this.sinks.delete(sink);
        sink.abandon();
      }
    }
  }
}

/** One server-sent event. Its data must not be empty: browsers drop events without data. */
function event(name: string, data: string) {
  return `event: ${name}\ndata: ${data}\n\n`;
}
