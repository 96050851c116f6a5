import type { OrderPaymentStatus, OrderStatus } from "../orders/order-status";
import { productReviewTexts as m } from "./product-review-texts";

/**
 * Ratings from real buyers (decision 072): a member rates each product of an order of theirs
 * that was delivered, once per product (a second visit edits the same review). No zod here:
 * the cards and the order page import this module (the form's schema is product-review-form.ts).
 */

/** The only path the review form posts to (its body allowance is registered for it). */
export const PRODUCT_REVIEW_PATH = "/member/review";

export const productReviewPath = (orderNumber: string, productId: string) =>
  `${PRODUCT_REVIEW_PATH}?order=${encodeURIComponent(orderNumber)}&product=${encodeURIComponent(productId)}`;

/** Whether an order's lines count as sold: money taken or parcel sent, and never a cancelled (or expired) order. */
export function countsAsSold(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }): boolean {
  if (order.status === "cancelled" || order.paymentStatus === "refunded") return false;
  return order.paymentStatus === "paid" || order.status === "shipped" || order.status === "delivered";
}

/**
 * What the product page shows of a reviewer: the first name and the first letter of the
 * last name ("สมหญิง ก."), never the whole name or the e-mail (privacy).
 */
export function maskedReviewerName(firstName: string | null, lastName: string | null, displayName: string | null): string {
  const first = (firstName ?? "").trim() || (displayName ?? "").trim().split(/\s+/)[0] || "";
  if (!first) return m.anonymousReviewer;
  const last = (lastName ?? "").trim();
  if (!last) return first;
  // Thai writes the vowels เ แ โ ใ ไ before their consonant: the initial is the consonant ("เจริญ" → "จ.").
  const letters = Array.from(last);
  return `${first} ${letters.find((letter) => !/[เแโใไ]/.test(letter)) ?? letters[0]}.`;
}

/** "4.3": the average with one decimal, as the cards and the product page show it. */
export function formatRatingAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
