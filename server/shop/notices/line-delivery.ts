import type { ShopDatabase } from "../../platform/db/database";
import { lineOutbox } from "../../platform/db/schema";
import { deliverDueRows, sendOrRetry, type OutboxDeliveryResult } from "../../platform/mail/outbox-delivery";
import { LinePushRefused, type LinePush } from "./line-push";

/** PostgreSQL notification channel announcing new LINE outbox rows. */
export const LINE_QUEUED_CHANNEL = "shop_line_queued";

export type LineDeliveryResult = OutboxDeliveryResult;

/**
 * Pushes the LINE outbox's due messages, one row per transaction, like the mail delivery:
 * `FOR UPDATE SKIP LOCKED` gives each row to one sender; a failure waits with the mail's
 * backoff (30 s doubling to an hour) and gives up after the same number of attempts; a push
 * LINE refuses for good (bad token, unknown recipient) is marked failed at once.
 */
export async function deliverDueLineMessages(db: ShopDatabase, push: LinePush, options: { batchSize?: number } = {}): Promise<LineDeliveryResult> {
  return deliverDueRows(db, lineOutbox, options.batchSize ?? 50, (tx, message, attempts) =>
    sendOrRetry(tx, lineOutbox, message, attempts, "LINE notice", () => push({ id: message.id, to: message.toId, text: message.text }), {
      refusedForGood: (error) => error instanceof LinePushRefused,
    }),
  );
}
