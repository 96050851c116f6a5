import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffNoticeTexts } from "../notices/staff-notice-texts";
import { contactInfo, mailOutbox, orders, payments } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { remindUncheckedProofs } from "../payments/unchecked-proof-reminders";
import { paymentDeadline as deadlineOfOrder } from "../../../domain/payments/payment-deadline";
import { EXPIRY_REASON, expireUnpaidOrders } from "./cancel-order";
import { orderForViewer } from "./order-access";
import { paymentDeadline } from "./payment-clock";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct, stockOf } from "./test-fixtures";

const testDb = provideTestDatabase();
const HOUR = 60 * 60_000;
const PAYMENT_MS = 24 * HOUR;
const GRACE_MS = 6 * HOUR;

/** A member's order of the last 3 units of a lipstick, placed `hoursAgo`. */
async function hoardedOrder(hoursAgo: number) {
  const member = await insertMember(testDb.db);
  const lip = await insertProduct(testDb.db, { stock: 3 });
  const placed = await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 3 }]));
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  await testDb.db.update(orders).set({ createdAt }).where(eq(orders.id, placed.value.id));
  return { member, lip, order: placed.value, createdAt };
}

/** A proof as submitPaymentProof records it, uploaded `hoursAgo`, with what reading its slip QR found. */
async function proof(
  order: { member: string; order: { id: string; totalAmount: number } },
  hoursAgo: number,
  read: {
    slipQrStatus: "found" | "none" | "other-qr" | "not-an-image" | "unread";
    ref?: string;
    status?: "pending" | "verified" | "rejected";
  },
) {
  const at = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await testDb.db
    .insert(payments)
    .values({
      orderId: order.order.id,
      userId: order.member,
      paymentMethod: "promptpay",
      amount: order.order.totalAmount,
      status: read.status ?? "pending",
      proofFile: "00000000-0000-4000-8000-000000000000.jpg",
      slipQrStatus: read.slipQrStatus,
      slipBankCode: read.ref ? "004" : null,
      slipTransactionRef: read.ref ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: payments.id });
  const paymentStatus = read.status === "verified" ? "paid" : "pending";
  await testDb.db.update(orders).set({ paymentStatus }).where(eq(orders.id, order.order.id));
  return row!.id;
}

const statusOf = async (id: string) =>
  (await testDb.db.select({ status: orders.status, reason: orders.cancelReason }).from(orders).where(eq(orders.id, id)))[0]!;

describe("the payment clock of an unpaid order (decision 056)", () => {
  it("keeps running under a proof without a readable slip QR: the hoarder's junk picture no longer holds the stock for good", async () => {
    const hoard = await hoardedOrder(30);
    await proof(hoard, 20, { slipQrStatus: "none" });
    expect(await stockOf(testDb.db, hoard.lip.id)).toBe(0);

    await expireUnpaidOrders(testDb.db, new Date(), PAYMENT_MS);

    expect(await statusOf(hoard.order.id)).toEqual({ status: "cancelled", reason: EXPIRY_REASON });
    expect(await stockOf(testDb.db, hoard.lip.id)).toBe(3);
  });

  it("gives staff a quarter of the payment time after a late proof to check it by eye, then expires it", async () => {
    const late = await hoardedOrder(23.5);
    await proof(late, 0.5, { slipQrStatus: "unread" });
    const now = Date.now();
    await expireUnpaidOrders(testDb.db, new Date(now + 1 * HOUR), PAYMENT_MS);
    expect((await statusOf(late.order.id)).status).toBe("pending");
    await expireUnpaidOrders(testDb.db, new Date(now + GRACE_MS - 0.5 * HOUR + 60_000), PAYMENT_MS);
    expect((await statusOf(late.order.id)).status).toBe("cancelled");
  });

  it("stops for a waiting proof whose slip QR was read, and never cancels an order whose payment staff verified", async () => {
    const withSlip = await hoardedOrder(40);
    await proof(withSlip, 39, { slipQrStatus: "found", ref: `REF${Date.now()}A` });
    const verified = await hoardedOrder(40);
    await proof(verified, 39, { slipQrStatus: "none", status: "verified" });
    // Even were its payment status somehow left unpaid, a verified payment keeps the order.
    const verifiedButUnmarked = await hoardedOrder(40);
    await proof(verifiedButUnmarked, 39, { slipQrStatus: "none", status: "verified" });
    await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, verifiedButUnmarked.order.id));

    await expireUnpaidOrders(testDb.db, new Date(Date.now() + 100 * HOUR), PAYMENT_MS);

    for (const kept of [withSlip, verified, verifiedButUnmarked]) expect((await statusOf(kept.order.id)).status).toBe("pending");
  });

  it("puts an order whose proof staff rejected back on the clock, with time from the rejection to send a new one", async () => {
    const rejected = await hoardedOrder(40);
    const paymentId = await proof(rejected, 39, { slipQrStatus: "found", ref: `REF${Date.now()}B`, status: "rejected" });
    const rejectedAt = new Date(Date.now() - 1 * HOUR);
    await testDb.db.update(payments).set({ updatedAt: rejectedAt }).where(eq(payments.id, paymentId));

    await expireUnpaidOrders(testDb.db, new Date(), PAYMENT_MS);
    expect((await statusOf(rejected.order.id)).status).toBe("pending");
    await expireUnpaidOrders(testDb.db, new Date(rejectedAt.getTime() + GRACE_MS + 60_000), PAYMENT_MS);
    expect((await statusOf(rejected.order.id)).status).toBe("cancelled");
  });
});

describe("remindUncheckedProofs", () => {
  it("tells staff once, when the last quarter of the order's time starts, about a proof they must check by eye", async () => {
    await testDb.db.delete(contactInfo);
    await testDb.db.insert(contactInfo).values({ email: "staff@shop.example", phone: "02-000-0000", address: "กรุงเทพฯ", workingHours: "ทุกวัน" });
    const early = await hoardedOrder(2);
    await proof(early, 1, { slipQrStatus: "none" });
    const trusted = await hoardedOrder(20);
    await proof(trusted, 19, { slipQrStatus: "found", ref: `REF${Date.now()}C` });
    const due = await hoardedOrder(19);
    const dueProof = await proof(due, 18, { slipQrStatus: "other-qr" });

    const now = new Date();
    expect(await remindUncheckedProofs(testDb.db, now, PAYMENT_MS)).toBe(1);
    expect(await remindUncheckedProofs(testDb.db, now, PAYMENT_MS)).toBe(0);

    const [reminded] = await testDb.db.select({ at: payments.expiryRemindedAt }).from(payments).where(eq(payments.id, dueProof));
    expect(reminded!.at).toEqual(now);
    const mail = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "staff@shop.example"));
    const reminders = mail.filter((row) => row.subject.startsWith(staffNoticeTexts.staffUncheckedSlipSubject("")));
    expect(reminders.map((row) => row.subject)).toEqual([staffNoticeTexts.staffUncheckedSlipSubject(due.order.orderNumber)]);

    // Five hours later the early one's last quarter has started too.
    expect(await remindUncheckedProofs(testDb.db, new Date(now.getTime() + 17 * HOUR), PAYMENT_MS)).toBe(1);
  });
});

describe("one rule in two places: the expiry job's SQL and the pages' domain/payments/payment-deadline.ts (decision 070)", () => {
  /** The moment the expiry job would cancel the order, and the one the payment page shows. */
  async function bothDeadlines(order: { member: string; order: { id: string; orderNumber: string } }) {
    const [row] = await testDb.db
      .select({ at: sql<string>`${paymentDeadline(PAYMENT_MS)}` })
      .from(orders)
      .where(eq(orders.id, order.order.id));
    const viewed = await orderForViewer(testDb.db, { id: order.member, isAdmin: false }, order.order.orderNumber);
    return { expiryJob: new Date(row!.at).getTime(), page: deadlineOfOrder(viewed!, PAYMENT_MS / HOUR).getTime() };
  }

  it("agree without a proof, after a late rejected proof, and after an early proof staff acted on late", async () => {
    const plain = await hoardedOrder(3);
    const noProof = await bothDeadlines(plain);
    expect(noProof.page).toBe(noProof.expiryJob);
    expect(noProof.page).toBe(plain.createdAt.getTime() + PAYMENT_MS);

    const rejected = await hoardedOrder(23);
    await proof(rejected, 1, { slipQrStatus: "none", status: "rejected" });
    const afterRejection = await bothDeadlines(rejected);
    expect(afterRejection.page).toBe(afterRejection.expiryJob);
    expect(afterRejection.page).toBeGreaterThan(rejected.createdAt.getTime() + PAYMENT_MS);

    // Two proofs: the newest arrived first in time order, an older one staff touched last.
    const twoProofs = await hoardedOrder(23);
    await proof(twoProofs, 2, { slipQrStatus: "none", status: "rejected" });
    const older = await proof(twoProofs, 20, { slipQrStatus: "none", status: "rejected" });
    await testDb.db.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, older));
    const touched = await bothDeadlines(twoProofs);
    expect(touched.page).toBe(touched.expiryJob);
  });
});
