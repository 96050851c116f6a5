// The order's LINE messages to its member (issue 38): each names only that member's own order and
// links to its pages on this shop (or the carrier's tracking page); the deadline is the payment
// clock's own (domain/payments/payment-deadline.ts), the money formatted by formatBaht.
import { carrierTrackingUrl, SHIPPING_CARRIER_LABELS, type PaymentMethod, type ShippingCarrier } from "../../../domain/orders/order-status";
import { formatPaymentDeadline, paymentDeadline } from "../../../domain/payments/payment-deadline";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { absoluteUrl } from "../../platform/http/public-url";
import { shopFlexMessage, type LineMemberMessage } from "./flex-message";
import { memberMessageTexts as m } from "./member-message-texts";

const orderPage = (orderNumber: string) => absoluteUrl(`/orders/${orderNumber}`);

export function orderPlacedLine(
  order: { orderNumber: string; totalAmount: Satang; paymentMethod: PaymentMethod; placedAt: Date },
  paymentHours: number,
): LineMemberMessage {
  const cod = order.paymentMethod === "cod";
  const rows: Array<[string, string]> = [
    [m.orderNumberLabel, order.orderNumber],
    [m.totalLabel, formatBaht(order.totalAmount)],
  ];
  if (!cod) rows.push([m.deadlineLabel, formatPaymentDeadline(paymentDeadline({ createdAt: order.placedAt, lastProofActivityAt: null }, paymentHours))]);
  const buttons = cod
    ? [{ label: m.orderButton, url: orderPage(order.orderNumber) }]
    : [
        { label: m.payButton, url: absoluteUrl(`/payment-confirmation?order=${encodeURIComponent(order.orderNumber)}`) },
        { label: m.orderButton, url: orderPage(order.orderNumber) },
      ];
  return shopFlexMessage({ title: m.placedTitle, text: cod ? m.placedCodText : m.placedText, rows, buttons }, m.alt(m.placedTitle, order.orderNumber));
}

export function paymentConfirmedLine(order: { orderNumber: string; amount: Satang }): LineMemberMessage {
  return shopFlexMessage(
    {
      title: m.paidTitle,
      text: m.paidText,
      rows: [
        [m.orderNumberLabel, order.orderNumber],
        [m.totalLabel, formatBaht(order.amount)],
      ],
      buttons: [{ label: m.orderButton, url: orderPage(order.orderNumber) }],
    },
    m.alt(m.paidTitle, order.orderNumber),
  );
}

export function orderShippedLine(order: { orderNumber: string; carrier: ShippingCarrier; trackingNumber: string }): LineMemberMessage {
  const tracking = carrierTrackingUrl(order.carrier, order.trackingNumber);
  return shopFlexMessage(
    {
      title: m.shippedTitle,
      text: m.shippedText(order.trackingNumber),
      rows: [
        [m.orderNumberLabel, order.orderNumber],
        [m.carrierLabel, SHIPPING_CARRIER_LABELS[order.carrier]],
        [m.trackingLabel, order.trackingNumber],
      ],
      buttons: [...(tracking ? [{ label: m.trackButton, url: tracking }] : []), { label: m.orderButton, url: orderPage(order.orderNumber) }],
    },
    m.alt(m.shippedText(order.trackingNumber), order.orderNumber),
  );
}

/** Delivered: the review invitation, on the order's page where each of its products can be reviewed. */
export function orderDeliveredLine(order: { orderNumber: string }): LineMemberMessage {
  return shopFlexMessage(
    {
      title: m.deliveredTitle,
      text: m.deliveredText,
      rows: [[m.orderNumberLabel, order.orderNumber]],
      buttons: [{ label: m.reviewButton, url: orderPage(order.orderNumber) }],
    },
    m.alt(m.deliveredTitle, order.orderNumber),
  );
}

/** An after-sale step (request received, decided, refunded): the step's own subject and text, linking to the request's order. */
export function requestStepLine(step: { orderNumber: string; title: string; text: string; link: string }): LineMemberMessage {
  return shopFlexMessage(
    { title: step.title, text: step.text, rows: [[m.orderNumberLabel, step.orderNumber]], buttons: [{ label: m.requestButton, url: step.link }] },
    m.alt(step.title, step.orderNumber),
  );
}
