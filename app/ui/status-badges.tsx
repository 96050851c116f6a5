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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${BADGE} ${ORDER_STATUS_STYLES[status]}`} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: OrderPaymentStatus }) {
  return (
    <span className={`${BADGE} ${PAYMENT_STATUS_STYLES[status]}`} data-payment-status={status}>
      {ORDER_PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

const PAYMENT_REVIEW_STYLES: Record<PaymentStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  verified: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-red-50 text-red-700 ring-red-200",
};

/** A payment record's own status (a slip waiting, verified or rejected), on the back-office's payments screen. */
export function PaymentReviewBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${BADGE} ${PAYMENT_REVIEW_STYLES[status]}`} data-payment-review={status}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
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
  return (
    <span className={`${BADGE} ${REQUEST_STATUS_STYLES[status]}`} data-request-status={status}>
      {afterSaleTexts.statuses[status]}
    </span>
  );
}
