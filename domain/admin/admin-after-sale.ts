// The staff's queue of after-sale requests (/admin/after-sale, issue 36, decision 104): which step a
// request waits for from staff, and the queue's status filter. The server judges each step again.
import { REQUEST_STATUSES, type RequestKind, type RequestStatus, type ReturnWanted } from "../after-sale/after-sale-requests";
import type { RefundView } from "../after-sale/after-sale-view";
import type { Satang } from "../shared/money";

/** What staff do next with a request: decide it, receive its parcel, send its money back, send its new parcel — or nothing. */
export type StaffStep = "decide" | "receive" | "refund" | "exchange";

export function nextStaffStep(request: { kind: RequestKind; status: RequestStatus; wanted: ReturnWanted | null }): StaffStep | null {
  if (request.status === "open" || request.status === "needs-info") return "decide";
  if (request.kind === "cancel" && request.status === "approved") return "refund";
  if (request.kind !== "return") return null;
  if (request.status === "approved") return "receive";
  if (request.status === "received") return request.wanted === "exchange" ? "exchange" : "refund";
  return null;
}

/** The queue's own list parameter: `?status=` (running when absent, `all`, or one status). */
export const AFTER_SALE_LIST_FILTERS = ["status"] as const;
export const QUEUE_STATUS_FILTERS = ["running", "all", ...REQUEST_STATUSES] as const;
export type QueueStatusFilter = (typeof QUEUE_STATUS_FILTERS)[number];

/** The status filter the URL asked for, or running (the default, and any value the screen does not offer). */
export function queueStatusFilter(value: string | undefined): QueueStatusFilter {
  return (QUEUE_STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as QueueStatusFilter) : "running";
}

/** The queue searched for one order, every status shown: where an order's page links to its requests. */
export function requestsOfOrderHref(orderNumber: string): string {
  return `/admin/after-sale?${new URLSearchParams({ q: orderNumber, status: "all" })}`;
}

/** The dialog parameters the queue opens: a request (`?request=<id>`), or a refund of an order without a request (`?refund-order=<orderId>`). */
export const AFTER_SALE_DIALOGS = { request: "request", refundOrder: "refund-order" } as const;

/** A refund as staff see it on the order's page: who sent it and their note besides what the member sees. */
export type StaffRefundView = RefundView & { note: string; refundedByEmail: string };

/** The after-sale part of an order's page for staff, and the refund dialog of an order without a request. */
export type StaffOrderAfterSale = {
  orderId: string;
  orderNumber: string;
  totalAmount: Satang;
  /** Verified payments. */
  paid: Satang;
  refundedAmount: Satang;
  /** What may still be sent back: paid less refunded, never below 0. */
  left: Satang;
  requests: { id: string; kind: RequestKind; status: RequestStatus; wanted: ReturnWanted | null; createdAt: string }[];
  refunds: StaffRefundView[];
  /** Staff may refund the order itself: money left, and no request waiting for its refund (that one is refunded from the queue). */
  refundable: boolean;
};
