import type { DatabaseConnection } from "../db/database";
import { listenForNotifications, type NotificationListenerOptions } from "../db/notifications";
import { logger } from "../logger";

/** The channel the storefront tables' triggers notify (migration 0001_page_cache_notify). */
/** The notification channel of the `session` and `user` triggers; payload a member's id, or "*" for all. */
export const SESSIONS_CHANGED_CHANNEL = "shop_sessions_changed";
export const CONTENT_CHANGED_CHANNEL = "shop_content_changed";
/**
 * The channel of the live stream's signals (live-signals.ts): an opaque name a feature sends to
 * the open pages that listen for it, with no table behind it: no page revalidates, no cache empties.
 */
export const LIVE_SIGNAL_CHANNEL = "shop_live_signal";

/** One party interested in storefront changes: the page cache, the live event streams. */
export type ContentChangeSubscriber = {
  /** A watched table changed (the trigger's payload: its name). */
  onChange?: (table: string) => void;
  /** A member's sessions or account changed (the `session` and `user` triggers' payload: their id, "*" for all; decision 089). */
  onSessionsChanged?: (userId: string) => void;
  /** A live signal was sent (LIVE_SIGNAL_CHANNEL's payload: its name). */
  onSignal?: (name: string) => void;
  /**
   * LISTENing. `afterLoss`: the connection had been lost, so changes made meanwhile were
   * missed. A subscriber that arrives while the listener is already LISTENing is told at once.
   */
  onListening?: (afterLoss: boolean) => void;
  /** The connection is gone: until `onListening`, changes cannot be heard. */
  onLost?: () => void;
};

export type ContentChanges = {
  readonly listening: boolean;
  subscribe: (subscriber: ContentChangeSubscriber) => () => void;
  stop: () => Promise<void>;
};

type ListenerTuning = Pick<NotificationListenerOptions, "firstRetryMs" | "maxRetryMs" | "pingMs">;

/**
 * The instance's one LISTEN connection on `shop_content_changed` (decision 040), shared by
 * everyone who must hear storefront changes: a connection per subscriber would multiply the
 * connections every instance holds for nothing. It hears `shop_sessions_changed` too, for the
 * kept sessions (decision 089).
 */
export function startContentChanges(connection: DatabaseConnection, tuning: ListenerTuning = {}): ContentChanges {
  const subscribers = new Set<ContentChangeSubscriber>();
  let everListened = false;
  // One subscriber's failure must not keep the others from hearing the change.
  const tell = (call: (subscriber: ContentChangeSubscriber) => void) => {
    for (const subscriber of [...subscribers]) {
      try {
        call(subscriber);
      } catch (error) {
        logger.error("A content-change subscriber failed", { error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  // A connection of its own, outside the pool: named in pg_stat_activity, and a busy pool cannot keep the instance deaf.
  const listener = listenForNotifications({
    ...tuning,
    connection: { client: { ...connection.pool.options, application_name: CONTENT_CHANGES_APPLICATION_NAME } },
    channels: [CONTENT_CHANGED_CHANNEL, SESSIONS_CHANGED_CHANNEL, LIVE_SIGNAL_CHANNEL],
    onNotify: (channel, table) => {
      if (channel === SESSIONS_CHANGED_CHANNEL) return tell((subscriber) => subscriber.onSessionsChanged?.(table));
      if (channel === LIVE_SIGNAL_CHANNEL) return tell((subscriber) => subscriber.onSignal?.(table));
      logger.debug("Storefront data changed", { table });
      tell((subscriber) => subscriber.onChange?.(table));
    },
    onListening: () => {
      const afterLoss = everListened;
      everListened = true;
      tell((subscriber) => subscriber.onListening?.(afterLoss));
    },
    onLost: () => tell((subscriber) => subscriber.onLost?.()),
  });
  return {
    get listening() {
      return listener.listening;
    },
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      if (listener.listening) subscriber.onListening?.(false);
      return () => void subscribers.delete(subscriber);
    },
    stop: () => listener.close(),
  };
}

/** How the listening connection names itself in pg_stat_activity. */
export const CONTENT_CHANGES_APPLICATION_NAME = "glossy-velvet-shop content-changes";
