import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { orderPageTexts } from "./texts";
import { orderTexts } from "../../../domain/orders/order-texts";
import { PAYMENT_METHOD_LABELS } from "../../../domain/orders/order-status";
import type { FormReply } from "../../../domain/shared/form-contract";
import { CONFIRM_DELIVERY, parcelHasLeft } from "../../../domain/orders/order-tracking";
import { FormAlert, replyFor } from "../../ui/form-reply";
import { OrderTimeline, ParcelTracking } from "./order-tracking";
import { OrderStatusBadge, PaymentStatusBadge } from "../../ui/status-badges";
import { OrderAmountsList, OrderLinesTable } from "./order-lines";
import type { PaymentInstructions } from "../../../domain/payments/payment-confirmation";
import { OrderPaymentPanel } from "./order-payment-panel";
import { OrderReviewActions, type ReviewableProductItem } from "../product-reviews/order-review-actions";
import type { OrderView, ReceiptKind } from "./order-view";
import { TitledSection } from "../../ui/titled-section";
import { TaxInvoicePanel, type TaxInvoicePanelProps } from "./tax-invoice-panel";
import type { OrderAfterSale } from "../../../domain/after-sale/after-sale-view";
import { OrderAfterSaleSection } from "../after-sale/order-after-sale";

const m = orderPageTexts;

export type OrderPageProps = {
  order: OrderView;
  receiptKind: ReceiptKind;
  awaitsPayment: boolean;
  paymentInstructions: PaymentInstructions | null;
  paymentDeadline: string | null;
  renderedAt: string;
  /** Products of a delivered order the member may review (decision 072). */
  reviewable?: readonly ReviewableProductItem[];
  /** The answer to "ได้รับสินค้าแล้ว" or to the tax invoice request when it was refused. */
  reply?: FormReply | null;
  taxInvoice: TaxInvoicePanelProps["taxInvoice"];
  /** Cancel, change or return, the requests and refunds (decision 104): the owner's only. */
  afterSale?: OrderAfterSale | null;
};

/** The member's order: states, what to do next, lines, amounts, address and the printable document. */
export function OrderPage({
  order,
  receiptKind,
  awaitsPayment,
  paymentInstructions,
  paymentDeadline,
  renderedAt,
  reviewable = [],
  reply = null,
  taxInvoice,
  afterSale = null,
}: OrderPageProps) {
  const { shipping } = order;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <Link to="/profile?tab=orders" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {m.backToOrders}
      </Link>

      <header className="space-y-3">
        <h1 className="text-2xl font-bold">
          {orderTexts.orderNumber} <span className="whitespace-nowrap font-mono tracking-wide">{order.orderNumber}</span>
        </h1>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {(
            [
              [m.orderedOn, <time dateTime={new Date(order.createdAt).toISOString()}>{formatThaiDateTime(order.createdAt)}</time>],
              [m.paymentMethod, PAYMENT_METHOD_LABELS[order.paymentMethod]],
              [m.orderStatus, <OrderStatusBadge status={order.status} />],
              [m.paymentStatus, <PaymentStatusBadge status={order.paymentStatus} />],
            ] as const
          ).map(([term, detail]) => (
            <div key={term}>
              <dt className="text-gray-500">{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </header>

      <OrderTimeline order={order} />

      <NextStep
        order={order}
        awaitsPayment={awaitsPayment}
        paymentInstructions={paymentInstructions}
        paymentDeadline={paymentDeadline}
        renderedAt={renderedAt}
      />

      <ParcelTracking order={order} reply={reply} />
      {/* A refused "ได้รับสินค้าแล้ว" for an order with no parcel (a stale or tampered page) is said here. */}
      {order.shipment ? null : <FormAlert reply={replyFor(reply, CONFIRM_DELIVERY)} />}

      <TitledSection id="order-items-title" title={m.items} className="rounded-2xl border border-brand-100 bg-white p-5">
        <OrderLinesTable items={order.items} />
        <div className="mt-4 sm:ml-auto sm:max-w-xs">
          <OrderAmountsList amounts={order} />
        </div>
      </TitledSection>

      <OrderReviewActions orderNumber={order.orderNumber} products={reviewable} />

      <TitledSection id="order-address-title" title={m.shippingAddress} className="rounded-2xl border border-brand-100 bg-white p-5 text-sm">
        <p className="font-medium">
          {shipping.firstName} {shipping.lastName}
        </p>
        <p>{shipping.address}</p>
        <p>
          {shipping.city} {shipping.postalCode}
        </p>
        <p className="mt-1 text-gray-600">{m.phone(shipping.phone)}</p>
        <p className="text-gray-600">{m.email(shipping.email)}</p>
      </TitledSection>

      {afterSale ? <OrderAfterSaleSection orderNumber={order.orderNumber} afterSale={afterSale} renderedAt={renderedAt} reply={reply} /> : null}

      <TaxInvoicePanel orderNumber={order.orderNumber} cancelled={order.status === "cancelled"} taxInvoice={taxInvoice} reply={reply} />

      <Link
        to={`/orders/${encodeURIComponent(order.orderNumber)}/receipt`}
        className="inline-flex items-center gap-2 rounded-full border border-brand-300 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Printer className="size-4" aria-hidden />
        {receiptKind === "receipt" ? m.viewReceipt : m.viewStatement}
      </Link>
    </div>
  );
}

/** Cancelled (and why), waiting for the money, proof under review, or cash on delivery. */
function NextStep({
  order,
  awaitsPayment,
  paymentInstructions,
  paymentDeadline,
  renderedAt,
}: Pick<OrderPageProps, "order" | "awaitsPayment" | "paymentInstructions" | "paymentDeadline" | "renderedAt">) {
  if (order.status === "cancelled") {
    return (
      <section role="status" className="rounded-2xl border border-gray-200 bg-gray-50 p-5">
        <h2 className="font-semibold text-gray-800">{m.cancelledTitle}</h2>
        {order.cancelReason ? <p className="mt-1 text-sm text-gray-700">{m.cancelReason(order.cancelReason)}</p> : null}
      </section>
    );
  }
  if (awaitsPayment) {
    return (
      <>
        {order.latestPayment?.status === "rejected" ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {m.proofRejected}
          </p>
        ) : null}
        <OrderPaymentPanel
          orderNumber={order.orderNumber}
          totalAmount={order.totalAmount}
          instructions={paymentInstructions}
          deadline={paymentDeadline}
          renderedAt={renderedAt}
          parcelSent={parcelHasLeft(order.status)}
        />
      </>
    );
  }
  const text =
    order.paymentStatus === "pending" ? m.proofUnderReview : order.paymentMethod === "cod" && order.paymentStatus === "unpaid" ? m.codNextSteps : null;
  return text ? <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{text}</p> : null;
}
