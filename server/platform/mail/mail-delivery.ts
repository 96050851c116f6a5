import { eq } from "drizzle-orm";
import type { ShopDatabase } from "../db/database";
import { mailOutbox } from "../db/schema";
import { logger } from "../logger";
import { inlineImagesFor } from "./mail-brand";
import { renderLaterHtml } from "./mail-html-later";
import { wipedMailBody } from "./mail-outbox";
import { openMailBody } from "./sealed-mail";
import type { MailMessage } from "./mail-transport";
import { deliverDueRows, sendOrRetry, type OutboxDeliveryResult } from "./outbox-delivery";

export { MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds } from "./outbox-delivery";

export type MailDeliveryResult = OutboxDeliveryResult;

/** Sends the outbox's due mail, one row per transaction (see `deliverDueRows`). */
export async function deliverDueMail(
  db: ShopDatabase,
  send: (message: MailMessage) => Promise<void>,
  options: { from: string; batchSize?: number },
): Promise<MailDeliveryResult> {
  return deliverDueRows(db, mailOutbox, options.batchSize ?? 50, async (tx, mail, attempts) => {
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
      return "failed";
    }
    return sendOrRetry(
      tx,
      mailOutbox,
      mail,
      attempts,
      "Mail",
      async () => {
        // Rendered now when it was queued as a template and its data (decision 122); a template
        // that cannot render is an attempt that failed, tried again like a mail server's refusal.
        const html = mail.htmlTemplate ? await renderLaterHtml({ template: mail.htmlTemplate, data: mail.htmlData }) : bodies.html;
        // The logo is attached here, not stored with each row (decision 073).
        const attachments = await inlineImagesFor(html);
        await send({
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: bodies.text,
          ...(html ? { html } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      },
      // A sent secret is in the recipient's mailbox; the outbox need not keep a copy.
      { sentColumns: mail.sensitive ? wipedMailBody : {} },
    );
  });
}
