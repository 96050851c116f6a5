import { mailTexts } from "./mail-texts";
import { SHIPPING_CARRIER_LABELS, type ShippingCarrier } from "../../domain/order-status";
import { mailBodies } from "./mail-document";
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
  const m = mailTexts;
  const sections = [
    [m.orderConfirmationGreeting(order.customerName), "", m.orderShippedIntro(order.orderNumber)],
    [m.orderShippedCarrier(SHIPPING_CARRIER_LABELS[order.carrier]), m.orderShippedTracking(order.trackingNumber), m.orderShippedHint],
    [m.orderConfirmationLink, orderPageUrl],
  ];
  const { text, html } = mailBodies(sections, { url: orderPageUrl, label: m.orderConfirmationButton });
  return {
    to: order.to,
    subject: m.orderShippedSubject(order.orderNumber),
    text,
    html,
  };
}
