import pg from "pg";
import { reportLostConnection } from "./lost-connections";

/** Where the LISTEN connection comes from (LISTEN holds it for as long as the listener lives). */
export type ListenerConnection =
  /** One of the pool's connections: it counts against the pool's size. */
  | { pool: pg.Pool }
  /** A connection of its own, outside the pool (name it with `application_name` to find it in pg_stat_activity). */
  | { client: pg.ClientConfig };

export type NotificationListenerOptions = {
  connection: ListenerConnection;
  channels: readonly string[];
  /** A notification on one of `channels` (payload "" when none was sent). */
  onNotify: (channel: string, payload: string) => void;
  /**
   * LISTENing, after the first connect and after every reconnect: whatever was announced while
   * nobody listened was missed, so caches are emptied and jobs catch up here.
   */
  onListening?: () => void;
  /** The connection is gone: until `onListening`, notifications cannot be heard. */
  onLost?: () => void;
  firstRetryMs?: number;
  /** Short enough that an instance hears again within seconds of a database restart. */
  maxRetryMs?: number;
  /** How often the idle connection is checked, so a silently dropped one is noticed. */
  pingMs?: number;
};

export type NotificationListener = {
  readonly listening: boolean;
  /** Settles once the first attempt to listen has succeeded or failed (a failure is retried). */
  readonly started: Promise<void>;
  close: () => Promise<void>;
};

type Held = { client: pg.Client | pg.PoolClient; pooled: boolean; unwatch?: () => void };

const ignore = () => undefined;

/**
 * The shop's one way to LISTEN (decision 057): on one connection for all `channels`,
 * reconnecting with exponential back-off whenever the connection fails or stops answering.
 * Used by the content-change feed (its own connection) and the job kicker (a pooled one).
 */
export function listenForNotifications(options: NotificationListenerOptions): NotificationListener {
  const firstRetryMs = options.firstRetryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const pingMs = options.pingMs ?? 30_000;
  const channels = new Set(options.channels);
  const source = options.connection;
  let closed = false;
  let listening = false;
  let held: Held | undefined;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const lost = (current: Held | undefined, error?: unknown) => {
    if (current) {
      if (held !== current) return;
      held = undefined;
      discard(current, error);
    }
    clearInterval(pingTimer);
    if (listening || error) {
      reportLostConnection("Lost the LISTEN connection; retrying", error, { channels: [...channels], retryInMs: retryMs });
    }
    listening = false;
    options.onLost?.();
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(maxRetryMs, retryMs * 2);
  };

  const watch = (current: Held) => {
    const onError = (error: Error) => lost(current, error);
    const onEnd = () => lost(current);
    const onNotification = (message: pg.Notification) => {
      if (held === current && channels.has(message.channel)) options.onNotify(message.channel, message.payload ?? "");
    };
    current.client.on("error", onError).on("end", onEnd).on("notification", onNotification);
    current.unwatch = () => void current.client.off("error", onError).off("end", onEnd).off("notification", onNotification);
  };

  const connect = async () => {
    if (closed) return;
    let current: Held | undefined;
    try {
      if ("pool" in source) {
        const client = await source.pool.connect();
        current = { client, pooled: true };
        if (closed) return client.release();
        held = current;
        watch(current);
      } else {
        current = { client: new pg.Client({ ...source.client, keepAlive: true }), pooled: false };
        held = current;
        watch(current);
        await current.client.connect();
      }
      await current.client.query([...channels].map((channel) => `listen ${pg.escapeIdentifier(channel)}`).join("; "));
    } catch (error) {
      lost(current, error);
      return;
    }
    if (held !== current || closed) return;
    listening = true;
    retryMs = firstRetryMs;
    options.onListening?.();
    // A ping still unanswered at the next one means the connection was dropped without a word.
    let answered = true;
    pingTimer = setInterval(() => {
      if (!answered) return lost(current, new Error("The LISTEN connection did not answer its ping"));
      answered = false;
      current.client.query("select 1").then(
        () => void (answered = true),
        (error: unknown) => lost(current, error),
      );
    }, pingMs);
    pingTimer.unref();
  };

  const started = connect();

  return {
    get listening() {
      return listening;
    },
    started,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const current = held;
      held = undefined;
      if (listening) options.onLost?.();
      listening = false;
      if (!current) return;
      if (!current.pooled) {
        current.client.on("error", ignore);
        await (current.client as pg.Client).end().catch(ignore);
        return;
      }
      // Back to the pool, clean. A checked-out client's 'error' without a listener ends the
      // process, and the database may be going away right now (Ctrl+C reaches the embedded
      // PostgreSQL too), so it keeps a listener until the pool, which then listens itself, has it.
      const client = current.client as pg.PoolClient;
      client.on("error", ignore);
      current.unwatch?.();
      try {
        await client.query("unlisten *");
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : true);
      } finally {
        client.off("error", ignore);
      }
    },
  };
}

/** Lets go of a failed connection: the pool destroys its own; ours is ended. Its late errors are ignored. */
function discard(current: Held, error: unknown) {
  current.client.on("error", ignore);
  current.unwatch?.();
  if (current.pooled) (current.client as pg.PoolClient).release(error instanceof Error ? error : true);
  else void (current.client as pg.Client).end().catch(ignore);
}
