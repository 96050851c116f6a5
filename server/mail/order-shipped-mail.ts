import { mailMessages } from "../../domain/mail-messages";
import { SHIPPING_CARRIER_LABELS, type ShippingCarrier } from "../../domain/order-status";
import type { OutgoingMail } from "./mail-outbox";

export type ShippedOrder = {
  to: string;
  customerName: string;
  orderNumber: string;
  carrier: ShippingCarrier;
  trackingNumber: string;
};

/**
 * The spec's shipped notification (§4: send-order-status-email with status shipped), in Thai,
 * with the carrier and tracking number and a link to the member's order page.
 */
export function orderShippedMail(order: ShippedOrder, orderPageUrl: string): OutgoingMail {
  const m = mailMessages;
  const sections = [
    [m.orderConfirmationGreeting(order.customerName), "", m.orderShippedIntro(order.orderNumber)],
    [m.orderShippedCarrier(SHIPPING_CARRIER_LABELS[order.carrier]), m.orderShippedTracking(order.trackingNumber), m.orderShippedHint],
    [m.orderConfirmationLink, orderPageUrl],
  ];
  const text = sections.map((lines) => lines.join("\n")).join("\n\n");
  const html = sections
    .map((lines) =>
      lines
        .map((line) => (line === orderPageUrl ? `<a href="${escapeHtml(orderPageUrl)}">${escapeHtml(m.orderConfirmationButton)}</a>` : escapeHtml(line)))
        .join("<br>"),
    )
    .map((block) => `<p>${block}</p>`)
    .join("\n");
  return {
    to: order.to,
    subject: m.orderShippedSubject(order.orderNumber),
    text,
    html: `<!doctype html><html lang="th"><body style="font-family:sans-serif;line-height:1.6">${html}</body></html>`,
  };
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
