import type { ContactMessageInput } from "../../../domain/contact/contact-form";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { CONTACT_MESSAGE_RATE_LIMIT } from "../../../domain/contact/contact-limits";
import { contactTexts } from "../../../domain/contact/contact-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { loadContactInfo } from "../content/contact-info";
import type { ShopDatabase } from "../../platform/db/database";
import { contactMessages } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { queueMail, type OutgoingMail } from "../../platform/mail/mail-outbox";
import { consumeRateLimit } from "../../platform/security/rate-limit";
import { recordSecurityEvent } from "../../platform/security/security-log";

export type ContactClient = { address: string; userAgent: string | null };

/** The stored message and its queued mail; refused 429 (with when to try again) or 500. */
export type ContactSubmission = Outcome<{ messageId: string; mailId: string | null }>;

/**
 * Stores a shopper's message and queues a mail to the shop's contact address, both in one
 * transaction: either the shop has the message *and* the notification, or neither (and the
 * shopper is told to try again). The per-address limit is counted in the same transaction,
 * so a failed attempt does not use up the shopper's allowance.
 */
export async function submitContactMessage(db: ShopDatabase, input: ContactMessageInput, client: ContactClient): Promise<ContactSubmission> {
  let result: ContactSubmission;
  try {
    result = await db.transaction(async (tx): Promise<ContactSubmission> => {
      const verdict = await consumeRateLimit(tx, `contact:${client.address}`, CONTACT_MESSAGE_RATE_LIMIT);
      if (!verdict.allowed) {
        const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
        return refused(429, contactTexts.rateLimited(minutes), undefined, { retryAfterSeconds: verdict.retryAfterSeconds });
      }

      const [stored] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      const shop = await loadContactInfo(tx);
      if (!shop) {
        // Nowhere to send it yet; the stored row is the record staff will find.
        logger.warn("Contact message stored without a mail: the shop has no contact address", { id: stored!.id });
        return { ok: true, value: { messageId: stored!.id, mailId: null } };
      }
      const mailId = await queueMail(tx, contactMessageMail(shop.email, input, stored!.createdAt));
      return { ok: true, value: { messageId: stored!.id, mailId } };
    });
  } catch (error) {
    logger.error("Could not store a contact message", errorFields(error));
    return refused(500, contactTexts.sendFailed);
  }
  if (!result.ok && result.status === 429) {
    await recordSecurityEvent(db, {
      event: "rate_limit_exceeded",
      email: input.email,
      clientAddress: client.address,
      userAgent: client.userAgent,
      details: { action: "contact-message" },
    });
  }
  return result;
}

/**
 * The notification staff read. Plain text only: nothing the shopper typed is ever
 * interpreted as HTML. The outbox has no Reply-To, so the shopper's address is spelled out.
 */
export function contactMessageMail(to: string, input: ContactMessageInput, receivedAt: Date): OutgoingMail {
  return {
    to,
    subject: `[ติดต่อเรา] ${input.subject}`,
    text: [
      'มีข้อความใหม่จากแบบฟอร์มหน้า "ติดต่อเรา"',
      "",
      `ชื่อ: ${input.name}`,
      `อีเมล: ${input.email}`,
      `หัวข้อ: ${input.subject}`,
      `เวลา: ${formatThaiDateTime(receivedAt)}`,
      "",
      "ข้อความ:",
      input.message,
      "",
      `ตอบกลับลูกค้าได้ที่ ${input.email}`,
    ].join("\n"),
  };
}
