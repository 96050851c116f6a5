import { sql } from "drizzle-orm";
import type { ShopDatabase, ShopTransaction } from "../../platform/db/database";
import { lineOutbox } from "../../platform/db/schema";
import { deliverDueRows, sendOrRetry, type OutboxDeliveryResult } from "../../platform/mail/outbox-delivery";
import { LinePushRefused, type LinePush } from "./line-push";
import { consentedLineRecipient } from "./line-recipients";

/** PostgreSQL notification channel announcing new LINE outbox rows. */
export const LINE_QUEUED_CHANNEL = "shop_line_queued";

export type LineDeliveryResult = OutboxDeliveryResult;

/**
 * Pushes the LINE outbox's due messages, one row per transaction, like the mail delivery:
 * `FOR UPDATE SKIP LOCKED` gives each row to one sender; a failure waits with the mail's
 * backoff (30 s doubling to an hour) and gives up after the same number of attempts; a push
 * LINE refuses for good (bad token, unknown recipient) is marked failed at once. A member's
 * message goes only while they still may get it (consented, not withdrawn, not unfollowed);
 * otherwise it is marked failed, never pushed (decision 111).
 */
export async function deliverDueLineMessages(db: ShopDatabase, push: LinePush, options: { batchSize?: number } = {}): Promise<LineDeliveryResult> {
  return deliverDueRows(db, lineOutbox, options.batchSize ?? 50, (tx, message, attempts) =>
    sendOrRetry(
      tx,
      lineOutbox,
      message,
      attempts,
      message.userId ? "LINE member message" : "LINE notice",
      async () => {
        if (message.userId && !(await stillWanted(tx, message.userId, message.toId))) throw new LinePushRefused("The member withdrew or unfollowed");
        await push({ id: message.id, to: message.toId, text: message.text, messages: message.messages as unknown[] | null });
      },
      { refusedForGood: (error) => error instanceof LinePushRefused },
    ),
  );
}

async function stillWanted(tx: ShopTransaction, userId: string, lineUserId: string) {
  const rows = await tx.execute(sql`select 1 from (${consentedLineRecipient(userId)}) recipient where recipient.line_user_id = ${lineUserId}`);
  return rows.rows.length > 0;
}
