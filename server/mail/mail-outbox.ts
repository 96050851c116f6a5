import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";
import { mailOutbox } from "../db/schema";
import { logger } from "../logger";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** PostgreSQL notification channel announcing new outbox rows to every shop instance. */
export const MAIL_QUEUED_CHANNEL = "shop_mail_queued";

/**
 * Every mail is first written to the outbox (inside the caller's transaction when given one),
 * so nothing is lost when the mail server is down; the mail delivery job sends it. Without
 * SMTP_URL the outbox and this log line are where mail can be read.
 *
 * The NOTIFY wakes the delivery job at once; PostgreSQL delivers it only when the caller's
 * transaction commits, so the job never looks for a row it cannot see yet.
 */
export async function queueMail(db: DatabaseOrTransaction, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, ${row!.id})`);
  logger.info("Mail queued", { id: row!.id, to: mail.to, subject: mail.subject, text: mail.text });
  return row!.id;
}
