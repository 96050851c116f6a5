import { mailMessages } from "../../domain/mail-messages";
import { formatBaht, type Satang } from "../../domain/money";
import type { OutgoingMail } from "./mail-outbox";

const m = mailMessages;

function plainMail(to: string, subject: string, lines: string[]): OutgoingMail {
  const text = lines.join("\n");
  const html = lines.map((line) => `<p>${escapeHtml(line).replaceAll("\n", "<br>")}</p>`).join("\n");
  return { to, subject, text, html: `<!doctype html><html lang="th"><body style="font-family:sans-serif;line-height:1.6">${html}</body></html>` };
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

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
