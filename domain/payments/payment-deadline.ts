// When an unpaid order must be paid by, and how that is said (decision 070). The rule is decision
// 056's payment clock: ORDER_PAYMENT_HOURS from placing, but never sooner than a quarter of that
// time after the order's latest proof arrived or staff last acted on it (so a rejected slip leaves
// time to send another). server/shop/orders/payment-clock.ts writes the same rule in SQL for the expiry
// job; payment-clock.test.ts holds the two together. Pure, so the pages, the browser's countdown
// and the order mail all say the same moment.
import { formatThaiDateTime, type DateInput } from "../shared/dates";
import { countdownParts } from "../promotions/flash-sale";

const HOUR_MS = 3_600_000;

/** What the clock reads from an order. */
export type PaymentClockOrder = {
  /** When the order was placed. */
  createdAt: DateInput;
  /** The latest of its payments' created/updated times (a proof sent, staff's last action on one); null without any. */
  lastProofActivityAt: DateInput | null;
};

/** The time staff are guaranteed after a proof they must check by eye, and the lead of their reminder. */
export function proofCheckGraceMs(paymentMs: number): number {
  return Math.floor(paymentMs / 4);
}

/** The moment an unpaid order is cancelled unless it is paid (or a slip with a readable QR waits) first. */
export function paymentDeadline(order: PaymentClockOrder, paymentHours: number): Date {
  const paymentMs = paymentHours * HOUR_MS;
  const placed = new Date(order.createdAt).getTime() + paymentMs;
  const afterProof = order.lastProofActivityAt === null ? -Infinity : new Date(order.lastProofActivityAt).getTime() + proofCheckGraceMs(paymentMs);
  return new Date(Math.max(placed, afterProof));
}

/** "27 พ.ย. 2569 14:30 น.": Bangkok time, Buddhist-era year, as the shop prints dates elsewhere. */
export function formatPaymentDeadline(deadline: DateInput): string {
  return `${formatThaiDateTime(deadline)} น.`;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * "23:59:07" left until `deadline` at `now` (hours run past 24 for a longer payment time), or
 * null once it has passed. The flash sales' countdown arithmetic, counted in hours only: a
 * shopper reads "hours left to pay" and a clock from 24 h down.
 */
export function paymentTimeLeft(deadline: DateInput, now: DateInput): string | null {
  const parts = countdownParts(new Date(deadline), new Date(now));
  if (parts.expired) return null;
  return `${twoDigits(parts.days * 24 + parts.hours)}:${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`;
}
