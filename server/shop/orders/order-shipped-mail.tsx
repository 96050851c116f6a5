/** @jsxImportSource react */
import { SHIPPING_CARRIER_LABELS, type ShippingCarrier } from "../../../domain/orders/order-status";
import { orderNoticeMail } from "../../platform/mail/mail-document";
import { Facts, MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";
import { mailTexts } from "../../platform/mail/mail-texts";

export type ShippedOrder = {
  to: string;
  customerName: string;
  orderNumber: string;
  carrier: ShippingCarrier;
  trackingNumber: string;
};

/**
 * The spec's shipped notification (§4: send-order-status-email with status shipped), in Thai,
 * with the carrier and tracking number and one button, "ติดตามพัสดุ", to the member's order page.
 */
export async function orderShippedMail(order: ShippedOrder, orderPageUrl: string): Promise<RenderedMail> {
  const m = mailTexts;
  const greeting = [m.orderConfirmationGreeting(order.customerName), "", m.orderShippedIntro(order.orderNumber)];
  const facts = [m.orderShippedCarrier(SHIPPING_CARRIER_LABELS[order.carrier]), m.orderShippedTracking(order.trackingNumber)];
  return orderNoticeMail({
    to: order.to,
    subject: m.orderShippedSubject(order.orderNumber),
    intro: m.orderShippedIntro(order.orderNumber),
    greeting,
    sections: [
      [...facts, m.orderShippedHint],
      [m.orderConfirmationLink, orderPageUrl],
    ],
    body: () => (
      <>
        <Facts lines={facts} />
        <Paragraph lines={[m.orderShippedHint]} muted />
        <MailButton href={orderPageUrl} label={m.trackButton} />
      </>
    ),
  });
}
