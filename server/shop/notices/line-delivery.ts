import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { ShopDatabase } from "../../platform/db/database";
import { lineOutbox } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds } from "../../platform/mail/mail-delivery";
import { LinePushRefused, type LinePush } from "./line-push";

/** PostgreSQL notification channel announcing new LINE outbox rows. */
export const LINE_QUEUED_CHANNEL = "shop_line_queued";

export type LineDeliveryResult = { sent: number; failed: number };

/**
 * Pushes the LINE outbox's due messages, one row per transaction, like the mail delivery:
 * `FOR UPDATE SKIP LOCKED` gives each row to one sender; a failure waits with the mail's
 * backoff (30 s doubling to an hour) and gives up after the same number of attempts; a push
 * LINE refuses for good (bad token, unknown recipient) is marked failed at once.
 */
export async function deliverDueLineMessages(db: ShopDatabase, push: LinePush, options: { batchSize?: number } = {}): Promise<LineDeliveryResult> {
  const result: LineDeliveryResult = { sent: 0, failed: 0 };
  for (let index = 0; index < (options.batchSize ?? 50); index++) {
    const outcome = await db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(lineOutbox)
        .where(and(eq(lineOutbox.status, "pending"), lte(lineOutbox.sendAfter, sql`now()`)))
        .orderBy(asc(lineOutbox.sendAfter), asc(lineOutbox.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!message) return "none" as const;
      const attempts = message.attempts + 1;
      try {
        await push({ id: message.id, to: message.toId, text: message.text });
      } catch (error) {
        const giveUp = error instanceof LinePushRefused || attempts >= MAIL_MAX_ATTEMPTS;
        const reason = errorFields(error).error.slice(0, 1000);
        await tx
          .update(lineOutbox)
          .set({
            attempts,
            lastError: reason,
            status: giveUp ? "failed" : "pending",
            sendAfter: sql`now() + make_interval(secs => ${mailRetryDelaySeconds(attempts)})`,
          })
          .where(eq(lineOutbox.id, message.id));
        logger.warn(giveUp ? "LINE notice failed for good" : "LINE notice not sent, will retry", {
          id: message.id,
          attempts,
          error: reason,
        });
        return "failed" as const;
      }
      await tx
        .update(lineOutbox)
        .set({ attempts, status: "sent", sentAt: sql`now()`, lastError: null })
        .where(eq(lineOutbox.id, message.id));
      logger.info("LINE notice sent", { id: message.id });
      return "sent" as const;
    });
    if (outcome === "none") break;
    result[outcome] += 1;
  }
  return result;
}
