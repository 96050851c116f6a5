import pg from "pg";
import { errorFields, logger } from "../logger";
import type { ShopDatabase } from "./database";

type Notices = {
  /** Notifications asked for and not yet sent. */
  waiting: { channel: string; payload: string }[];
  /** The notifications on their way (at most one transaction at a time: the next gathers what arrives meanwhile). */
  sending?: Promise<void>;
};

// Per database handle (the shop has one; each test database has its own).
const noticesOf = new WeakMap<ShopDatabase, Notices>();

/**
 * NOTIFY `channel` once per payload, sent after the caller's transaction committed, outside it
 * (decision 089). A transaction that notifies takes one lock shared by the whole database from
 * its commit until its WAL is flushed, so notifying inside an order's transaction kept every
 * other order — and the hot product's locked stock rows — waiting behind it. Here the order
 * commits plainly and the notices follow in a tiny transaction of their own: at most one on its
 * way, the notices asked for meanwhile (any channel) going together in the next, so under load
 * many orders share one notifying commit. That transaction commits without waiting for its WAL
 * flush: a notice lost in a crash is made up for by the listeners' catch-up after every
 * (re)connect and the jobs' polling. Every instance LISTENing hears it, this one included.
 * A failure is logged, and left to the same catch-up.
 */
export function notifyAfterCommit(db: ShopDatabase, channel: string, payloads: readonly string[]): void {
  if (payloads.length === 0) return;
  let notices = noticesOf.get(db);
  if (!notices) noticesOf.set(db, (notices = { waiting: [] }));
  for (const payload of payloads) notices.waiting.push({ channel, payload });
  notices.sending ??= sendWaiting(db, notices);
}

/** Settles once every notification asked for so far on `db` was sent (or failed and was logged). */
export async function notificationsSent(db: ShopDatabase): Promise<void> {
  await noticesOf.get(db)?.sending;
}

async function sendWaiting(db: ShopDatabase, notices: Notices) {
  while (notices.waiting.length > 0) {
    const batch = notices.waiting.splice(0);
    // Channels and payloads are the shop's own names and ids, escaped all the same.
    const notifies = batch.map(({ channel, payload }) => `select pg_notify(${pg.escapeLiteral(channel)}, ${pg.escapeLiteral(payload)})`).join("; ");
    try {
      // drizzle's handle carries its pool; one simple-protocol query holds several statements.
      await (db as ShopDatabase & { $client: pg.Pool }).$client.query(`begin; set local synchronous_commit = off; ${notifies}; commit`);
    } catch (error) {
      logger.warn("Notices sent after commit were lost; listeners catch up when they next look", {
        channels: [...new Set(batch.map((notice) => notice.channel))],
        ...errorFields(error),
      });
    }
  }
  notices.sending = undefined;
}
