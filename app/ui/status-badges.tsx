import type { RequestStatus } from "../../domain/after-sale/after-sale-requests";
import { afterSaleTexts } from "../../domain/after-sale/after-sale-texts";
import {
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderPaymentStatus,
  type OrderStatus,
  type PaymentStatus,
} from "../../domain/orders/order-status";

const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  confirmed: "bg-sky-50 text-sky-800 ring-sky-200",
  processing: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  shipped: "bg-violet-50 text-violet-800 ring-violet-200",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-gray-100 text-gray-700 ring-gray-200",
};

const PAYMENT_STATUS_STYLES: Record<OrderPaymentStatus, string> = {
  unpaid: "bg-red-50 text-red-700 ring-red-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  refunded: "bg-gray-100 text-gray-700 ring-gray-200",
};

const BADGE = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** A status's words in its colours, the status itself kept as a data attribute (what tests and the e2e walks find it by). */
function Badge({ look, label, data }: { look: string; label: string; data: Record<`data-${string}`, string> }) {
  return (
    <span className={`${BADGE} ${look}`} {...data}>
      {label}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge look={ORDER_STATUS_STYLES[status]} label={ORDER_STATUS_LABELS[status]} data={{ "data-status": status }} />;
}

export function PaymentStatusBadge({ status }: { status: OrderPaymentStatus }) {
  return <Badge look={PAYMENT_STATUS_STYLES[status]} label={ORDER_PAYMENT_STATUS_LABELS[status]} data={{ "data-payment-status": status }} />;
}

const PAYMENT_REVIEW_STYLES: Record<PaymentStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  verified: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-red-50 text-red-700 ring-red-200",
};

/** A payment record's own status (a slip waiting, verified or rejected), on the back-office's payments screen. */
export function PaymentReviewBadge({ status }: { status: PaymentStatus }) {
  return <Badge look={PAYMENT_REVIEW_STYLES[status]} label={PAYMENT_STATUS_LABELS[status]} data={{ "data-payment-review": status }} />;
}

const REQUEST_STATUS_STYLES: Record<RequestStatus, string> = {
  open: "bg-amber-50 text-amber-800 ring-amber-200",
  "needs-info": "bg-red-50 text-red-700 ring-red-200",
  approved: "bg-sky-50 text-sky-800 ring-sky-200",
  received: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  closed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  refused: "bg-gray-100 text-gray-700 ring-gray-200",
  withdrawn: "bg-gray-100 text-gray-700 ring-gray-200",
};

/** Where an after-sale request stands (decision 104), on the member's order page and the staff's queue. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge look={REQUEST_STATUS_STYLES[status]} label={afterSaleTexts.statuses[status]} data={{ "data-request-status": status }} />;
}
