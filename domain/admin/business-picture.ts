import type { PaymentMethod } from "../orders/order-status";

/** The periods the dashboard's charts cover, in Bangkok days (today included). */
export const PICTURE_PERIODS = [30, 90] as const;
export type PicturePeriod = (typeof PICTURE_PERIODS)[number];

/** `?days=90` on /admin-dashboard; anything else is the default 30. */
export function picturePeriod(value: string | null): PicturePeriod {
  return PICTURE_PERIODS.find((days) => String(days) === value) ?? 30;
}

/** How long a slip has waited, in the buckets the dashboard draws. */
export const SLIP_AGE_BUCKETS = [
  { key: "underHour", hours: 1 },
  { key: "underSixHours", hours: 6 },
  { key: "underDay", hours: 24 },
  { key: "older", hours: Infinity },
] as const;
export type SlipAgeBucket = (typeof SLIP_AGE_BUCKETS)[number]["key"];

/** A picture of the business over a period: the dashboard's charts (issue 25). */
export type BusinessPicture = {
  days: PicturePeriod;
  /** One entry per Bangkok day of the period, oldest first, days without orders included. */
  perDay: { day: string; orders: number; revenue: number }[];
  /** Orders placed in the period: paid (and not cancelled), cancelled, and the rest (not paid yet). */
  statusSplit: { paid: number; unpaid: number; cancelled: number };
  paymentMethods: { method: PaymentMethod; orders: number }[];
  /** Best sellers of the period by units, from paid orders. Revenue in satang. */
  topProducts: { productId: string; name: string; units: number; revenue: number }[];
  /** Stock rows running low: a shade (named with its product) or a product without shades. */
  lowStock: { stockId: string; productId: string; name: string; quantity: number }[];
  slipsWaiting: { total: number; oldestHours: number | null; byAge: Record<SlipAgeBucket, number> };
};

/** The Bangkok calendar days of a period ending today (YYYY-MM-DD), oldest first. */
export function periodDays(days: number, now: Date): string[] {
  // Bangkok is UTC+7 all year (no daylight saving).
  const today = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  const result: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    result.push(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back)).toISOString().slice(0, 10));
  }
  return result;
}
