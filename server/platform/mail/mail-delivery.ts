import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { ShopDatabase } from "../db/database";
import { mailOutbox } from "../db/schema";
import { errorFields, logger } from "../logger";
import { inlineImagesFor } from "./mail-brand";
import { wipedMailBody } from "./mail-outbox";
import { openMailBody } from "./sealed-mail";
import type { MailMessage } from "./mail-transport";

/** After this many failed attempts a mail is marked failed and left for a person to look at. */
export const MAIL_MAX_ATTEMPTS = 8;

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: a short outage costs little delay, a long one little noise. */
export function mailRetryDelaySeconds(attempts: number) {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export type MailDeliveryResult = { sent: number; failed: number };

/**
 * Sends the outbox's due mail, one row per transaction. `FOR UPDATE SKIP LOCKED` hands each
 * row to exactly one sender, so any number of shop instances can run this at once; the lock
 * is held while the mail goes out, so a row is never sent twice while it is in flight.
 */
export async function deliverDueMail(
  db: ShopDatabase,
  send: (message: MailMessage) => Promise<void>,
  options: { from: string; batchSize?: number },
): Promise<MailDeliveryResult> {
  const result: MailDeliveryResult = { sent: 0, failed: 0 };
  const batchSize = options.batchSize ?? 50;
  for (let index = 0; index < batchSize; index++) {
    const outcome = await db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.sendAfter, sql`now()`)))
        .orderBy(asc(mailOutbox.sendAfter), asc(mailOutbox.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!mail) return "none" as const;
      const attempts = mail.attempts + 1;
      let bodies: { text: string; html?: string };
      try {
        bodies = {
          text: openMailBody(mail.textBody, mail.toAddress),
          ...(mail.htmlBody ? { html: openMailBody(mail.htmlBody, mail.toAddress) } : {}),
        };
      } catch {
        // Sealed under another auth secret (a restore elsewhere, a new secret): no retry can open it.
        await tx
          .update(mailOutbox)
          .set({ attempts, status: "failed", lastError: "sealed body cannot be opened with this shop's secret", ...wipedMailBody })
          .where(eq(mailOutbox.id, mail.id));
        logger.warn("Mail failed for good: its sealed body cannot be opened", { id: mail.id });
        return "failed" as const;
      }
      try {
        // The logo is attached here, not stored with each row (decision 073).
        const attachments = await inlineImagesFor(bodies.html);
        await send({
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          ...bodies,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (error) {
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        const reason = errorFields(error).error.slice(0, 1000);
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: reason,
            status: giveUp ? "failed" : "pending",
            sendAfter: sql`now() + make_interval(secs => ${mailRetryDelaySeconds(attempts)})`,
          })
          .where(eq(mailOutbox.id, mail.id));
        logger.warn(giveUp ? "Mail failed for good" : "Mail not sent, will retry", { id: mail.id, attempts, error: reason });
        return "failed" as const;
      }
      await tx
        .update(mailOutbox)
        // A sent secret is in the recipient's mailbox; the outbox need not keep a copy.
        .set({ attempts, status: "sent", sentAt: sql`now()`, lastError: null, ...(mail.sensitive ? wipedMailBody : {}) })
        .where(eq(mailOutbox.id, mail.id));
      logger.info("Mail sent", { id: mail.id });
      return "sent" as const;
    });
    if (outcome === "none") break;
    result[outcome] += 1;
  }
  return result;
}
