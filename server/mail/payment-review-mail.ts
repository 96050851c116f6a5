import { mailTexts } from "./mail-texts";
import { formatBaht, type Satang } from "../../domain/money";
import { mailBodies } from "./mail-document";
import type { OutgoingMail } from "./mail-outbox";

const m = mailTexts;

/** Short mails: one line between paragraphs in the text, as customers read them on a phone. */
function plainMail(to: string, subject: string, lines: string[]): OutgoingMail {
  const { html } = mailBodies(lines.map((line) => line.split("\n")));
  return { to, subject, text: lines.join("\n"), html };
}

/** To the customer when the shop has verified their payment (with the points it earned). */
export function paymentVerifiedMail(to: string, order: { orderNumber: string; amount: Satang; points: number }, orderPageUrl: string): OutgoingMail {
  return plainMail(to, m.paymentVerifiedSubject(order.orderNumber), [
    m.paymentVerifiedText(order.orderNumber, formatBaht(order.amount), order.points),
    `${m.paymentReviewLink}\n${orderPageUrl}`,
  ]);
}

/** To the customer when the shop could not accept their proof: send a new one or get in touch. */
export function paymentRejectedMail(to: string, order: { orderNumber: string }, orderPageUrl: string): OutgoingMail {
  return plainMail(to, m.paymentRejectedSubject(order.orderNumber), [m.paymentRejectedText(order.orderNumber), `${m.paymentReviewLink}\n${orderPageUrl}`]);
}
