// The mail and LINE outboxes are delivered the same way (decision 034): one due row per
// transaction, the same backoff, the same number of attempts, the same bookkeeping once sent.
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { ShopDatabase, ShopTransaction } from "../db/database";
import type { lineOutbox, mailOutbox } from "../db/schema";
import { errorFields, logger } from "../logger";

/** After this many failed attempts a row is marked failed and left for a person to look at. */
export const MAIL_MAX_ATTEMPTS = 8;

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: a short outage costs little delay, a long one little noise. */
export function mailRetryDelaySeconds(attempts: number) {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

type Outbox = typeof mailOutbox | typeof lineOutbox;
type OutboxRow<Table extends Outbox> = Table["$inferSelect"];

export type OutboxDeliveryResult = { sent: number; failed: number };

/**
 * Hands the outbox's due rows to `deliver`, one row per transaction. `FOR UPDATE SKIP LOCKED`
 * gives each row to exactly one sender, so any number of shop instances can run this at once;
 * the lock is held while the row goes out, so it is never sent twice while it is in flight.
 */
export async function deliverDueRows<Table extends Outbox>(
  db: ShopDatabase,
  table: Table,
  batchSize: number,
  deliver: (tx: ShopTransaction, row: OutboxRow<Table>, attempts: number) => Promise<"sent" | "failed">,
): Promise<OutboxDeliveryResult> {
  const outbox = table as Outbox;
  const result: OutboxDeliveryResult = { sent: 0, failed: 0 };
  for (let index = 0; index < batchSize; index++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.sendAfter, sql`now()`)))
        .orderBy(asc(outbox.sendAfter), asc(outbox.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return "none" as const;
      return deliver(tx, row as OutboxRow<Table>, row.attempts + 1);
    });
    if (outcome === "none") break;
    result[outcome] += 1;
  }
  return result;
}

/**
 * Sends one claimed row: marked sent (with `sentColumns`, such as a wiped body), or on an error
 * tried again after the backoff, or failed for good after the last attempt or when `refusedForGood`.
 */
export async function sendOrRetry<Table extends Outbox>(
  tx: ShopTransaction,
  table: Table,
  row: { id: string },
  attempts: number,
  what: string,
  send: () => Promise<void>,
  options: { refusedForGood?: (error: unknown) => boolean; sentColumns?: Partial<OutboxRow<Table>> } = {},
): Promise<"sent" | "failed"> {
  const outbox = table as Outbox;
  try {
    await send();
  } catch (error) {
    const giveUp = options.refusedForGood?.(error) === true || attempts >= MAIL_MAX_ATTEMPTS;
    const reason = errorFields(error).error.slice(0, 1000);
    await tx
      .update(outbox)
      .set({
        attempts,
        lastError: reason,
        status: giveUp ? "failed" : "pending",
        sendAfter: sql`now() + make_interval(secs => ${mailRetryDelaySeconds(attempts)})`,
      })
      .where(eq(outbox.id, row.id));
    logger.warn(giveUp ? `${what} failed for good` : `${what} not sent, will retry`, { id: row.id, attempts, error: reason });
    return "failed";
  }
  await tx
    .update(outbox)
    .set({ attempts, status: "sent", sentAt: sql`now()`, lastError: null, ...options.sentColumns })
    .where(eq(outbox.id, row.id));
  logger.info(`${what} sent`, { id: row.id });
  return "sent";
}
