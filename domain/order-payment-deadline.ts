// When an unpaid transfer order placed now is cancelled unless paid: ORDER_PAYMENT_HOURS after it
// was placed (decision 056). Proofs sent later can extend it (server/orders/payment-clock.ts); at
// placing, with no proof yet, this is the deadline the shopper is told (decision 073).
const HOUR_MS = 60 * 60 * 1000;

/** The moment an order placed at `placedAt` must be paid by, given ORDER_PAYMENT_HOURS. */
export function orderPaymentDeadline(placedAt: Date, paymentHours: number): Date {
  return new Date(placedAt.getTime() + paymentHours * HOUR_MS);
}
