import pg from "pg";
import { reportLostConnection } from "../db/lost-connections";

/** The channel the storefront tables' triggers notify (migration 0001_page_cache_notify). */
export const CONTENT_CHANGED_CHANNEL = "shop_content_changed";

export type ContentChangeListenerOptions = {
  /** How to open the dedicated connection (LISTEN holds a connection for as long as it lives). */
  client: pg.ClientConfig;
  /** A storefront table changed (payload: its name). */
  onChange: (table: string) => void;
  /** Listening (again): changes made while we were not listening were missed. */
  onListening: () => void;
  /** The connection is gone: until `onListening`, changes cannot be heard. */
  onLost: () => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** How often the idle connection is checked, so a silently dropped one is noticed. */
  pingMs?: number;
};

export type ContentChangeListener = {
  readonly listening: boolean;
  stop: () => Promise<void>;
};

/**
 * LISTENs for storefront data changes on a connection of its own, reconnecting with
 * exponential back-off whenever the connection fails. One per instance, shared through
 * `content-changes.ts` by the page cache and the live event streams.
 */
export function listenForContentChanges(options: ContentChangeListenerOptions): ContentChangeListener {
  const firstRetryMs = options.firstRetryMs ?? 500;
  // Short enough that an instance hears changes again within seconds of a database restart.
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const pingMs = options.pingMs ?? 30_000;
  let stopped = false;
  let listening = false;
  let client: pg.Client | undefined;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = undefined;
    clearInterval(pingTimer);
    if (listening || error) {
      reportLostConnection("Lost the content-change connection; retrying", error, { retryInMs: retryMs });
    }
    listening = false;
    options.onLost();
    current.removeAllListeners("notification");
    current.on("error", () => {});
    void current.end().catch(() => {});
    if (stopped) return;
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(maxRetryMs, retryMs * 2);
  };

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client({ ...options.client, keepAlive: true });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL) options.onChange(message.payload ?? "");
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (client !== current || stopped) return;
    listening = true;
    retryMs = firstRetryMs;
    options.onListening();
    pingTimer = setInterval(() => {
      current.query("select 1").catch((error: unknown) => lost(current, error));
    }, pingMs);
    pingTimer.unref();
  };

  void connect();

  return {
    get listening() {
      return listening;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const current = client;
      client = undefined;
      if (listening) options.onLost();
      listening = false;
      if (current) {
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
