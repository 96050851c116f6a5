/** @jsxImportSource react */
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { shopMail } from "../../platform/mail/mail-document";
import { Callout, MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";
import type { OrderMailLinks } from "../orders/order-confirmation-mail";
import { mailTexts } from "../../platform/mail/mail-texts";

const m = mailTexts;

/** To the customer when the shop has verified their payment (with the points it earned). */
export async function paymentVerifiedMail(
  to: string,
  order: { orderNumber: string; amount: Satang; points: number },
  orderPageUrl: string,
): Promise<RenderedMail> {
  const lines = m.paymentVerifiedText(order.orderNumber, formatBaht(order.amount), order.points).split("\n");
  return shopMail({
    to,
    subject: m.paymentVerifiedSubject(order.orderNumber),
    // One line between paragraphs in the text, as customers read short mails on a phone.
    text: [...lines, m.paymentReviewLink, orderPageUrl].join("\n"),
    preview: lines[0]!,
    heading: m.paymentVerifiedSubject(order.orderNumber),
    body: (
      <>
        <Paragraph lines={lines} />
        <MailButton href={orderPageUrl} label={m.orderConfirmationButton} />
      </>
    ),
  });
}

/**
 * To the customer when the shop could not accept their proof: one button back to the payment
 * page to send a new one (the order page stays linked in the text).
 */
export async function paymentRejectedMail(to: string, order: { orderNumber: string }, links: OrderMailLinks): Promise<RenderedMail> {
  const lines = m.paymentRejectedText(order.orderNumber).split("\n");
  return shopMail({
    to,
    subject: m.paymentRejectedSubject(order.orderNumber),
    text: [...lines, m.payLink, links.payment, m.paymentReviewLink, links.orderPage].join("\n"),
    preview: lines[0]!,
    heading: m.paymentRejectedSubject(order.orderNumber),
    body: (
      <>
        <Callout lines={lines} />
        <MailButton href={links.payment} label={m.payButton} />
      </>
    ),
  });
}
