import pg from "pg";
import { reportLostConnection } from "./lost-connections";

export type NotificationListener = { close: () => Promise<void> };

const RECONNECT_DELAY_MS = 5_000;

/**
 * LISTENs on a PostgreSQL channel over one dedicated pooled connection and calls `onNotify`
 * for each notification. A lost connection is replaced after a pause; `onNotify` also runs
 * after every (re)connect, so work announced while nobody listened is still picked up.
 */
export async function listenForNotifications(
  pool: pg.Pool,
  channel: string,
  onNotify: () => void,
): Promise<NotificationListener> {
  let client: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onNotify();
  };
  const onError = (error: Error) => drop(error);

  function drop(error: unknown) {
    reportLostConnection("Lost the PostgreSQL notification connection", error, { channel });
    if (client) {
      client.off("notification", onNotification);
      client.off("error", onError);
      client.release(error instanceof Error ? error : true);
      client = undefined;
    }
    if (!closed) {
      retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      retry.unref();
    }
  }

  async function connect() {
    try {
      const next = await pool.connect();
      client = next;
      next.on("notification", onNotification);
      next.on("error", onError);
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      onNotify();
    } catch (error) {
      drop(error);
    }
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (!current) return;
      current.off("notification", onNotification);
      // A checked-out client's 'error' without a listener ends the process, and the database
      // may be going away right now (Ctrl+C reaches the embedded PostgreSQL too). So the
      // client keeps a listener until it is back in the pool, which then listens itself.
      const ignore = () => undefined;
      current.on("error", ignore);
      current.off("error", onError);
      try {
        await current.query(`unlisten ${pg.escapeIdentifier(channel)}`);
        current.release();
      } catch (error) {
        current.release(error instanceof Error ? error : true);
      } finally {
        current.off("error", ignore);
      }
    },
  };
}
