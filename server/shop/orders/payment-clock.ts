// How long an unpaid order holds its stock (decision 056). An order is placed with
// ORDER_PAYMENT_HOURS to pay. Only two things stop its clock: staff verifying a payment (the
// order is paid), or a waiting proof whose slip QR the shop read (a real e-slip, unique across
// orders — it cannot be made up). Any other proof (no QR, a cropped or made-up picture, a PDF)
// leaves the clock running, but never closer to its end than a quarter of the payment time after
// the proof arrived or staff last acted on it, so staff can always check it by eye; they are told
// when that last quarter starts. A rejected proof puts the order back on the clock the same way.
// domain/payments/payment-deadline.ts says the same rule for one order (pages, countdown, mail); the test
// holds the two together.
import { sql, type SQL } from "drizzle-orm";
import { proofCheckGraceMs } from "../../../domain/payments/payment-deadline";
import { orders, payments } from "../../platform/db/schema";

export { proofCheckGraceMs };

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Orders that hold stock without being paid: not yet confirmed by staff, payment not verified. */
export const holdsStockUnpaid: SQL = sql`(${orders.status} = 'pending' and ${orders.paymentStatus} in ('unpaid', 'pending'))`;

/** A proof waiting for staff whose slip QR was read: the one kind of proof that stops the clock. */
export const trustedProofWaiting: SQL = sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'pending' and ${payments.slipQrStatus} = 'found')`;

/** The moment an unpaid order is cancelled unless its clock stops first (see the file's comment). */
export function paymentDeadline(paymentMs: number): SQL<Date> {
  return sql<Date>`greatest(
    ${orders.createdAt} + ${interval(paymentMs)},
    (select max(greatest(${payments.createdAt}, ${payments.updatedAt})) from ${payments} where ${payments.orderId} = ${orders.id}) + ${interval(proofCheckGraceMs(paymentMs))}
  )`;
}
