import { LIVE_EVENTS_PATH } from "../../../domain/shared/live-refresh";

/** Spec §9's realtime reconnect delays: 1 s, 2 s, 5 s, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `attempt` (0 = the first after a loss). */
export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

/** What a page hears: a table's name, or null when anything may have changed (missed while away). */
export type LiveChangeListener = (table: string | null) => void;

/** How long the `hello` may take to arrive, beyond which a change could slip between render and stream. */
const HELLO_MARGIN_MS = 1_000;

/** What the connection uses of the browser's EventSource. */
export type EventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type LiveConnectionEnvironment = {
  open: (url: string) => EventSourceLike;
  /** Monotonic milliseconds since the document started loading (performance.now()). */
  now: () => number;
};

const browserEnvironment: LiveConnectionEnvironment = {
  open: (url) => new EventSource(url),
  now: () => performance.now(),
};

/**
 * One event stream to the server, reopened on the spec's schedule when it fails (EventSource's
 * own retry waits whatever the server said and gives up on a 503, so it is closed and replaced
 * instead). After every (re)connect the server's `hello` says how long it has known nothing
 * changed; if that is shorter than the time this page was not listening (since the document
 * was requested, or since the stream was lost), something may have been missed: `null`.
 */
export class LiveConnection {
  private source: EventSourceLike | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private connected = false;
  /** Since when changes may have been missed: the document's start, then each loss. */
  private deafSince = 0;

  constructor(
    private readonly onChange: LiveChangeListener,
    private readonly environment: LiveConnectionEnvironment = browserEnvironment,
    private readonly url = LIVE_EVENTS_PATH,
    private readonly onSignal: (name: string) => void = () => {},
  ) {}

  get running() {
    return this.source !== undefined || this.retry !== undefined;
  }

  start() {
    if (!this.running) this.connect();
  }

  stop() {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.source?.close();
    this.source = undefined;
    this.lose();
    this.attempt = 0;
  }

  private connect() {
    this.retry = undefined;
    const source = this.environment.open(this.url);
    this.source = source;
    const current = (listener: (event: MessageEvent<string>) => void) => (event: MessageEvent<string>) => {
      if (this.source === source) listener(event);
    };
    source.addEventListener(
      "hello",
      current((event) => {
        this.connected = true;
        this.attempt = 0;
        const quietMs = Number(event.data);
        if (!(quietMs > this.environment.now() - this.deafSince + HELLO_MARGIN_MS)) this.onChange(null);
      }),
    );
    source.addEventListener(
      "change",
      current((event) => this.onChange(event.data)),
    );
    source.addEventListener(
      "signal",
      current((event) => this.onSignal(event.data)),
    );
    source.addEventListener(
      "resync",
      current(() => this.onChange(null)),
    );
    source.addEventListener(
      "error",
      current(() => {
        source.close();
        this.source = undefined;
        this.lose();
        this.retry = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt++));
      }),
    );
  }

  private lose() {
    if (this.connected) this.deafSince = this.environment.now();
    this.connected = false;
  }
}

const listeners = new Set<LiveChangeListener>();
const signalListeners = new Set<(name: string) => void>();
let connection: LiveConnection | undefined;

/** Whether the page should hold its stream now: someone listens and the page can be seen. */
const wanted = () => listeners.size + signalListeners.size > 0 && document.visibilityState !== "hidden";

function theConnection(): LiveConnection {
  if (!connection) {
    const opened = new LiveConnection(
      (table) => {
        for (const each of [...listeners]) each(table);
      },
      browserEnvironment,
      LIVE_EVENTS_PATH,
      (name) => {
        for (const each of [...signalListeners]) each(name);
      },
    );
    connection = opened;
    const follow = () => (wanted() ? opened.start() : opened.stop());
    window.addEventListener("pagehide", () => opened.stop());
    window.addEventListener("pageshow", follow);
    document.addEventListener("visibilitychange", follow);
  }
  return connection;
}

function listen<T>(set: Set<T>, listener: T): () => void {
  const opened = theConnection();
  set.add(listener);
  if (wanted()) opened.start();
  return () => {
    set.delete(listener);
    if (!wanted()) opened.stop();
  };
}

/**
 * Listens to the shop's live changes; the page's one stream opens with the first listener and
 * closes with the last. It is held only while the page can be seen: a browser opens at most
 * six HTTP/1.1 connections to a site, and a stream in every background tab would use them up
 * (and keep pages out of the back/forward cache). Coming back reopens it, and the `hello` then
 * tells whether anything changed meanwhile.
 */
export function subscribeToLiveChanges(listener: LiveChangeListener): () => void {
  return listen(listeners, listener);
}

/**
 * Listens to the live stream's signals (an opaque name a feature sends, e.g. the chat's staff
 * reply), on the same one stream; `null` when the stream (re)connected and one may have been missed.
 */
export function subscribeToLiveSignals(listener: (name: string | null) => void): () => void {
  const changes: LiveChangeListener = (table) => {
    if (table === null) listener(null);
  };
  const stopChanges = listen(listeners, changes);
  const stopSignals = listen(signalListeners, listener);
  return () => {
    stopChanges();
    stopSignals();
  };
}
