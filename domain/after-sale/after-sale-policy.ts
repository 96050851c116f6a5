// The shop's after-sale terms (issue 36, decision 104): one source for the windows and times that
// the order page, the terms, the FAQ, the mails and the assistant all state.
import type { OrderPaymentStatus, OrderStatus, PaymentMethod } from "../orders/order-status";
import { RETURN_WINDOW_DAYS } from "../shared/after-sale-terms";

export { AFTER_SALE_TERMS, REFUND_WITHIN_DAYS, RETURN_WINDOW_DAYS } from "../shared/after-sale-terms";

/** Photos a member may attach to one request. */
export const REQUEST_PHOTOS_MAX = 5;
/** Longest text a member or staff writes into a request. */
export const REQUEST_NOTE_MAX = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: the window's days after the parcel was received. */
export function returnWindowEnd(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export type OrderForAfterSale = {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  deliveredAt: Date | null;
};

/** What a member may do with their order now; each is offered on the order page only when the server accepts it. */
export type AfterSaleChoices = {
  /** Not paid (no money moved): cancel at once. */
  cancelNow: boolean;
  /** Paid (or a slip waiting) and not shipped: ask staff to cancel and refund. */
  requestCancel: boolean;
  /** Not packed yet: ask to change the delivery address or a shade. */
  requestChange: boolean;
  /** Delivered within the window: ask to return or exchange. */
  requestReturn: boolean;
  /** When the return window closes (delivered orders), for the page's line. */
  returnUntil: Date | null;
};

/** Money moved or on its way: a slip waiting for staff counts, since the transfer may have left the member's bank. */
export function moneyMoved(order: Pick<OrderForAfterSale, "paymentStatus">): boolean {
  return order.paymentStatus !== "unpaid";
}

/** Before the parcel leaves. */
export function notShipped(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed" || status === "processing";
}

/** Before staff start packing: address and shade may still change. */
export function notPacked(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}

export function afterSaleChoices(order: OrderForAfterSale, now: Date, hasOpenRequest: boolean): AfterSaleChoices {
  const returnUntil = order.status === "delivered" && order.deliveredAt ? returnWindowEnd(order.deliveredAt) : null;
  const free = !hasOpenRequest;
  return {
    cancelNow: free && notShipped(order.status) && !moneyMoved(order),
    requestCancel: free && notShipped(order.status) && moneyMoved(order),
    requestChange: free && notPacked(order.status),
    requestReturn: free && returnUntil !== null && now.getTime() <= returnUntil.getTime(),
    returnUntil,
  };
}

/** One photo's largest size, and the request's body allowance (all photos and the form). */
export const REQUEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REQUEST_BODY_MAX_BYTES = REQUEST_PHOTOS_MAX * REQUEST_PHOTO_MAX_BYTES + 64 * 1024;
export const REQUEST_PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** The member's request page and the staff's refund form: fixed paths, so the body caps know them. */
export const ORDER_REQUEST_PATH = "/order-request";
export const STAFF_AFTER_SALE_PATH = "/admin/after-sale";
