import pg from "pg";
import { errorFields, logger } from "../logger";
import type { ShopDatabase } from "./database";

type Channel = {
  /** Payloads asked for and not yet sent. */
  waiting: string[];
  /** The notification on its way (at most one per channel: the next one gathers what arrives meanwhile). */
  sending?: Promise<void>;
};

// Per database handle (the shop has one; each test database has its own).
const channelsOf = new WeakMap<ShopDatabase, Map<string, Channel>>();

/**
 * NOTIFY `channel` once per payload, sent after the caller's transaction committed, outside it
 * (decision 089). A transaction that notifies takes one lock shared by the whole database from
 * its commit until its WAL is flushed, so notifying inside an order's transaction kept every
 * other order — and the hot product's locked stock row — waiting behind it. Here the order
 * commits plainly and the wake-ups follow in their own tiny transaction: at most one on its way
 * per channel, the payloads asked for meanwhile going together in the next one, so under load
 * many orders share one notifying commit. That transaction commits without waiting for its WAL
 * flush: a wake-up lost in a crash is found by the jobs' run after every (re)connect and poll.
 * Every instance LISTENing hears it, this one included. A failure is logged; polling finds the rows.
 */
export function notifyAfterCommit(db: ShopDatabase, channel: string, payloads: readonly string[]): void {
  if (payloads.length === 0) return;
  let channels = channelsOf.get(db);
  if (!channels) channelsOf.set(db, (channels = new Map()));
  let state = channels.get(channel);
  if (!state) channels.set(channel, (state = { waiting: [] }));
  state.waiting.push(...payloads);
  if (!state.sending) state.sending = sendWaiting(db, channel, state);
}

/** Settles once every notification asked for so far on `db` was sent (or failed and was logged). */
export async function notificationsSent(db: ShopDatabase): Promise<void> {
  for (const state of channelsOf.get(db)?.values() ?? []) await state.sending;
}

async function sendWaiting(db: ShopDatabase, channel: string, state: Channel) {
  while (state.waiting.length > 0) {
    const payloads = state.waiting.splice(0);
    // Payloads are ids, escaped all the same.
    const notifies = payloads.map((payload) => `select pg_notify(${pg.escapeLiteral(channel)}, ${pg.escapeLiteral(payload)})`).join("; ");
    try {
      // drizzle's handle carries its pool; one simple-protocol query holds several statements.
      await (db as ShopDatabase & { $client: pg.Pool }).$client.query(`begin; set local synchronous_commit = off; ${notifies}; commit`);
    } catch (error) {
      logger.warn("A wake-up could not be sent; the jobs find the work when they next look", { channel, ...errorFields(error) });
    }
  }
  state.sending = undefined;
}
