import { checkoutTexts } from "../../domain/checkout-texts";
import { mailTexts } from "./mail-texts";
import { formatBaht, type Satang } from "../../domain/money";
import type { PaymentMethod } from "../../domain/order-status";
import { paymentMethodOption } from "../../domain/payment-methods";
import { mailBodies } from "./mail-document";
import type { OutgoingMail } from "./mail-outbox";

export type ConfirmedOrder = {
  orderNumber: string;
  paymentMethod: PaymentMethod;
  subtotal: Satang;
  shippingFee: Satang;
  discount: Satang;
  totalAmount: Satang;
  shipTo: { firstName: string; lastName: string; email: string; address: string; city: string; postalCode: string };
  items: readonly { productName: string; colorName: string; unitPrice: Satang; quantity: number }[];
};

/**
 * The Thai order confirmation: items, amounts, how to pay with the chosen method, and the
 * member's order page. Plain text first, with a simple HTML twin; nothing secret in it.
 */
export function orderConfirmationMail(order: ConfirmedOrder, orderPageUrl: string): OutgoingMail {
  const m = mailTexts;
  const payment = paymentMethodOption(order.paymentMethod);
  const shipTo = order.shipTo;
  const sections: string[][] = [
    [m.orderConfirmationGreeting(`${shipTo.firstName} ${shipTo.lastName}`), "", m.orderConfirmationIntro(order.orderNumber)],
    [
      `${m.orderConfirmationItems}:`,
      ...order.items.map((item) => m.orderConfirmationLine(item.productName, item.colorName, item.quantity, formatBaht(item.unitPrice * item.quantity))),
    ],
    [
      m.orderConfirmationSubtotal(formatBaht(order.subtotal)),
      m.orderConfirmationShipping(order.shippingFee === 0 ? checkoutTexts.freeShipping : formatBaht(order.shippingFee)),
      ...(order.discount > 0 ? [m.orderConfirmationDiscount(formatBaht(order.discount))] : []),
      m.orderConfirmationTotal(formatBaht(order.totalAmount)),
    ],
    [m.orderConfirmationPayment(payment.label), payment.howToPay],
    [m.orderConfirmationShipTo(`${shipTo.firstName} ${shipTo.lastName}`, `${shipTo.address} ${shipTo.city} ${shipTo.postalCode}`)],
    [m.orderConfirmationLink, orderPageUrl],
  ];
  const { text, html } = mailBodies(sections, { url: orderPageUrl, label: m.orderConfirmationButton });
  return {
    to: shipTo.email,
    subject: m.orderConfirmationSubject(order.orderNumber),
    text,
    html,
  };
}
