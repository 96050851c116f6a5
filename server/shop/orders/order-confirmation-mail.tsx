/** @jsxImportSource react */
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { paymentDeadline } from "../../../domain/payments/payment-deadline";
import type { PaymentMethod } from "../../../domain/orders/order-status";
import { paymentMethodOption } from "../../../domain/payments/payment-methods";
import { mailImageUrl, orderNoticeHtml, orderNoticeMail, orderNoticeText, type OrderNoticeParts } from "../../platform/mail/mail-document";
import { mailHtmlTemplate } from "../../platform/mail/mail-html-later";
import { Callout, MailButton, OrderSummary, Paragraph } from "../../platform/mail/mail-layout";
import type { OutgoingMail, RenderedMail } from "../../platform/mail/mail-outbox";
import { mailTexts } from "../../platform/mail/mail-texts";

export type ConfirmedOrder = {
  orderNumber: string;
  paymentMethod: PaymentMethod;
  /** When the order was placed: its payment clock starts here. */
  placedAt: Date;
  subtotal: Satang;
  shippingFee: Satang;
  discount: Satang;
  totalAmount: Satang;
  shipTo: { firstName: string; lastName: string; email: string; address: string; city: string; postalCode: string };
  items: readonly { productName: string; colorName: string; unitPrice: Satang; quantity: number; imageUrl?: string | null }[];
  /** The promotions the order carries, as placed (decision 101). */
  promotions?: readonly { title: string; code: string | null; discount: Satang }[];
};

export type OrderMailLinks = {
  /** The member's order page, absolute. */
  orderPage: string;
  /** Where a transfer is paid and its proof sent (/payment-confirmation?order=…), absolute. */
  payment: string;
};

/** Only transfers wait for the shopper's money; cash on delivery is paid to the courier. */
const paidByTransfer = (method: PaymentMethod) => method === "promptpay" || method === "bankTransfer";

/**
 * The Thai order confirmation: items with their pictures, amounts, how to pay with the chosen
 * method, the payment deadline (ORDER_PAYMENT_HOURS, Bangkok time) and one button: pay, or see
 * the order for cash on delivery. The plain-text twin carries the same facts; nothing secret.
 */
export function orderConfirmationMail(order: ConfirmedOrder, links: OrderMailLinks, paymentHours: number): Promise<RenderedMail> {
  return orderNoticeMail(confirmationParts(order, links, paymentHours));
}

/** What the confirmation's HTML is rendered from when it is sent: the order as placed (JSON, its time as ISO text). */
type ConfirmationData = { order: Omit<ConfirmedOrder, "placedAt"> & { placedAt: string }; links: OrderMailLinks; paymentHours: number };

/** The confirmation's HTML, rendered by the mail delivery job from the order as it was placed (decision 122). */
export const orderConfirmationHtml = mailHtmlTemplate<ConfirmationData>("order-confirmation", ({ order, links, paymentHours }) =>
  orderNoticeHtml(confirmationParts({ ...order, placedAt: new Date(order.placedAt) }, links, paymentHours)),
);

/**
 * The confirmation as the checkout queues it (decision 122): its subject and text twin now, its HTML
 * rendered when it is sent, from the same facts, so the order's request never renders markup.
 */
export function orderConfirmationMailLater(order: ConfirmedOrder, links: OrderMailLinks, paymentHours: number): OutgoingMail {
  const parts = confirmationParts(order, links, paymentHours);
  return {
    to: parts.to,
    subject: parts.subject,
    text: orderNoticeText(parts),
    html: orderConfirmationHtml.later({ order: storedOrder(order), links, paymentHours }),
  };
}

/** Only what the mail shows, so the outbox row keeps no more of the order than the mail would. */
function storedOrder(order: ConfirmedOrder): ConfirmationData["order"] {
  const { firstName, lastName, email, address, city, postalCode } = order.shipTo;
  return {
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    placedAt: order.placedAt.toISOString(),
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    discount: order.discount,
    totalAmount: order.totalAmount,
    shipTo: { firstName, lastName, email, address, city, postalCode },
    items: order.items.map(({ productName, colorName, unitPrice, quantity, imageUrl }) => ({
      productName,
      colorName,
      unitPrice,
      quantity,
      imageUrl: imageUrl ?? null,
    })),
    promotions: (order.promotions ?? []).map(({ title, code, discount }) => ({ title, code, discount })),
  };
}

function confirmationParts(order: ConfirmedOrder, links: OrderMailLinks, paymentHours: number): OrderNoticeParts {
  const m = mailTexts;
  const payment = paymentMethodOption(order.paymentMethod);
  const shipTo = order.shipTo;
  const name = `${shipTo.firstName} ${shipTo.lastName}`;
  const byTransfer = paidByTransfer(order.paymentMethod);
  const deadline = byTransfer
    ? [m.paymentDeadline(formatThaiDateTime(paymentDeadline({ createdAt: order.placedAt, lastProofActivityAt: null }, paymentHours))), m.paymentDeadlineHint]
    : [];
  const shipping = order.shippingFee === 0 ? checkoutTexts.freeShipping : formatBaht(order.shippingFee);
  const button = byTransfer ? { href: links.payment, label: m.payButton } : { href: links.orderPage, label: m.orderConfirmationButton };

  // Each promotion on its own line (decision 101); what is left of the discount is the points'.
  const promotions = (order.promotions ?? []).filter((promotion) => promotion.discount > 0);
  const pointsDiscount = order.discount - promotions.reduce((sum, promotion) => sum + promotion.discount, 0);
  // The same labels as the cart and checkout pages, in the table and in the text twin.
  const amounts = [
    { label: checkoutTexts.subtotal, value: formatBaht(order.subtotal) },
    ...promotions.map((promotion) => ({
      label: promotion.code ? `${promotion.title} (${promotion.code})` : promotion.title,
      value: `-${formatBaht(promotion.discount)}`,
    })),
    { label: checkoutTexts.shipping, value: shipping },
    ...(pointsDiscount > 0 ? [{ label: checkoutTexts.discount, value: `-${formatBaht(pointsDiscount)}` }] : []),
    { label: checkoutTexts.total, value: formatBaht(order.totalAmount), strong: true },
  ];
  const greeting = [m.orderConfirmationGreeting(name), "", m.orderConfirmationIntro(order.orderNumber)];
  const shipToLine = m.orderConfirmationShipTo(name, `${shipTo.address} ${shipTo.city} ${shipTo.postalCode}`);
  const sections: string[][] = [
    [
      `${m.orderConfirmationItems}:`,
      ...order.items.map((item) => m.orderConfirmationLine(item.productName, item.colorName, item.quantity, formatBaht(item.unitPrice * item.quantity))),
    ],
    [...amounts.map((row) => m.amountLine(row.label, row.value))],
    [m.orderConfirmationPayment(payment.label), payment.howToPay],
    ...(byTransfer ? [deadline, [m.payLink, links.payment]] : []),
    [shipToLine],
    [m.orderConfirmationLink, links.orderPage],
  ];

  return {
    to: shipTo.email,
    subject: m.orderConfirmationSubject(order.orderNumber),
    intro: m.orderConfirmationIntro(order.orderNumber),
    greeting,
    sections,
    body: () => (
      <>
        <OrderSummary
          lines={order.items.map((item) => ({
            imageSrc: mailImageUrl(item.imageUrl),
            name: item.productName,
            shade: item.colorName,
            quantity: item.quantity,
            unitPrice: formatBaht(item.unitPrice),
            amount: formatBaht(item.unitPrice * item.quantity),
          }))}
          rows={amounts}
        />
        <Paragraph lines={[m.orderConfirmationPayment(payment.label), payment.howToPay]} />
        {byTransfer ? <Callout lines={deadline} /> : null}
        <MailButton href={button.href} label={button.label} />
        <Paragraph lines={[shipToLine]} muted />
      </>
    ),
  };
}
