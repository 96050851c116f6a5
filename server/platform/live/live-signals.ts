import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";
import { LIVE_SIGNAL_CHANNEL } from "../http/content-changes";

/**
 * Sends a signal to every open live stream of every instance: PostgreSQL delivers the NOTIFY
 * when the caller's transaction commits, so no page hears of a write it cannot read yet. The
 * name goes to every open page: it must say nothing by itself (a random key, never a member).
 */
export async function sendLiveSignal(db: DatabaseOrTransaction, name: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_SIGNAL_CHANNEL}, ${name})`);
}
