import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pointsEarnedFor } from "../../../domain/loyalty/loyalty";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { adminPaymentTexts } from "../../../domain/admin/admin-payment-texts";
import { mailTexts } from "../../platform/mail/mail-texts";
import { adminAuditLog, loyaltyLedger, mailOutbox, orders, payments, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { cancelOrder } from "../orders/cancel-order";
import { placeTestOrder, pointsOf } from "../orders/test-fixtures";
import { loadPaymentConfirmation } from "../payments/payment-confirmation";
import { submitPaymentProof } from "../payments/payment-proof";
import { tinyPdf } from "../payments/test-support/proof-files";
import { rejectPayment, savePaymentNotes } from "./payment-review";
import { verifyPayment } from "../payments/payment-verification";
import { listPayments, loadPaymentDetail } from "./payments";

const testDb = provideTestDatabase();
const m = adminPaymentTexts;

const emailOf = async (userId: string) => (await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

/** A member's order of 2 × 650 baht paid by transfer, with a proof waiting (as submitPaymentProof leaves it). */
async function paymentWaiting(options: { slipRef?: string; member?: string } = {}) {
  const member = options.member ?? (await insertMember(testDb.db));
  const order = await placeTestOrder(testDb.db, member, { price: 650_00, stock: 5, quantity: 2, extra: { paymentMethod: "bankTransfer" } });
  const [payment] = await testDb.db
    .insert(payments)
    .values({
      orderId: order.id,
      userId: member,
      paymentMethod: "bankTransfer",
      amount: order.totalAmount,
      bankName: "ธนาคารกสิกรไทย",
      proofFile: "00000000-0000-4000-8000-000000000000.webp",
      slipQrStatus: options.slipRef ? "found" : "none",
      slipBankCode: options.slipRef ? "004" : null,
      slipTransactionRef: options.slipRef ?? null,
    })
    .returning({ id: payments.id });
  await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, order.id));
  await testDb.db.delete(mailOutbox);
  return { member, order, paymentId: payment!.id };
}

const paymentRow = async (id: string) => (await testDb.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const orderRow = async (id: string) => (await testDb.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditOf = (id: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id)).orderBy(adminAuditLog.createdAt);
const mailTo = async (userId: string) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, await emailOf(userId)));

describe("verifyPayment", () => {
  it("verifies: verified_by and verified_at, the order paid, the points credited once, an audit row and the customer's mail", async () => {
    const admin = await insertAdmin(testDb.db);
    const { member, order, paymentId } = await paymentWaiting();
    const pointsBefore = (await pointsOf(testDb.db, member)) ?? 0;
    const now = new Date("2026-11-23T10:00:00Z");

    expect(await verifyPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true }, now)).toEqual({ ok: true });

    expect(await paymentRow(paymentId)).toMatchObject({ status: "verified", verifiedBy: admin.id, verifiedAt: now });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    const earned = pointsEarnedFor(order.totalAmount);
    expect(earned).toBe(13);
    expect(await pointsOf(testDb.db, member)).toBe(pointsBefore + earned);
    const [entry] = await auditOf(paymentId);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "payment.verify",
      before: { status: "pending", orderPaymentStatus: "pending", amount: order.totalAmount, orderNumber: order.orderNumber },
      after: { status: "verified", orderPaymentStatus: "paid", amount: order.totalAmount, pointsCredited: earned },
    });
    const [mail] = await mailTo(member);
    expect(mail?.subject).toBe(mailTexts.paymentVerifiedSubject(order.orderNumber));
    expect(mail?.textBody).toContain("13 แต้ม");
    expect(mail?.textBody).toContain(`/orders/${order.orderNumber}`);

    // The same click again (a second tab, a double tap): refused, nothing moves twice.
    expect(await verifyPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true })).toMatchObject({
      ok: false,
      status: 409,
      message: m.moved,
    });
    expect(await verifyPayment(testDb.db, admin, paymentId, { expectedStatus: "verified", checkedByEye: true })).toMatchObject({
      ok: false,
      status: 409,
      message: m.alreadyVerified,
    });
    expect(await pointsOf(testDb.db, member)).toBe(pointsBefore + earned);
    expect(await testDb.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, order.id))).toHaveLength(1);
    expect(await auditOf(paymentId)).toHaveLength(1);
    expect(await mailTo(member)).toHaveLength(1);
  });

  it("verifies a payment still when its mail cannot be queued (the mail's savepoint rolls back alone)", async () => {
    const admin = await insertAdmin(testDb.db);
    const { member, order, paymentId } = await paymentWaiting();
    const email = await emailOf(member);
    // A real failure inside PostgreSQL, only for this member's address.
    await testDb.db.execute(
      sql.raw(`
      create or replace function refuse_test_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail refused for the test'; end $$;
      create trigger refuse_test_mail before insert on mail_outbox for each row
        when (new.to_address = '${email}') execute function refuse_test_mail();`),
    );
    try {
      expect(await verifyPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({ ok: true });
    } finally {
      await testDb.db.execute(sql`drop trigger refuse_test_mail on mail_outbox`);
    }
    expect((await paymentRow(paymentId)).status).toBe("verified");
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await auditOf(paymentId)).toHaveLength(1);
    expect(await mailTo(member)).toHaveLength(0);
  });

  it("verifies a proof without a readable slip QR only once staff tick that they saw the money arrive, and audits it", async () => {
    const admin = await insertAdmin(testDb.db);
    const unread = await paymentWaiting();
    expect(await verifyPayment(testDb.db, admin, unread.paymentId, { expectedStatus: "pending", checkedByEye: false })).toMatchObject({
      ok: false,
      status: 400,
      message: m.checkedByEyeRequired,
      field: "checkedByEye",
    });
    expect((await paymentRow(unread.paymentId)).status).toBe("pending");
    expect(await verifyPayment(testDb.db, admin, unread.paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({
      ok: true,
    });
    expect((await auditOf(unread.paymentId)).at(-1)!.after).toMatchObject({ status: "verified", checkedByEye: true });

    // A slip whose QR was read needs no tick.
    const read = await paymentWaiting({ slipRef: "20261126SLIPREAD0001" });
    expect(await verifyPayment(testDb.db, admin, read.paymentId, { expectedStatus: "pending", checkedByEye: false })).toEqual({ ok: true });
  });

  it("refuses a cancelled order, a missing payment and a rejected slip now used by another payment", async () => {
    const admin = await insertAdmin(testDb.db);
    const cancelled = await paymentWaiting();
    expect(await cancelOrder(testDb.db, cancelled.order.id, "ลูกค้าขอยกเลิก")).toMatchObject({ cancelled: true });
    expect(await verifyPayment(testDb.db, admin, cancelled.paymentId, { expectedStatus: "pending", checkedByEye: true })).toMatchObject({
      ok: false,
      message: m.orderCancelled,
    });
    expect((await paymentRow(cancelled.paymentId)).status).toBe("pending");

    expect(await verifyPayment(testDb.db, admin, "00000000-0000-4000-8000-00000000dead", { expectedStatus: "pending", checkedByEye: true })).toMatchObject({
      ok: false,
      status: 404,
    });

    const first = await paymentWaiting({ slipRef: "SLIPREF-VERIFY-1" });
    expect(await rejectPayment(testDb.db, admin, first.paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({ ok: true });
    const second = await paymentWaiting({ slipRef: "SLIPREF-VERIFY-1" });
    expect(await verifyPayment(testDb.db, admin, first.paymentId, { expectedStatus: "rejected", checkedByEye: true })).toMatchObject({
      ok: false,
      status: 409,
      message: m.slipReused,
    });
    expect((await paymentRow(first.paymentId)).status).toBe("rejected");
    expect((await orderRow(first.order.id)).paymentStatus).toBe("pending");
    expect(await auditOf(first.paymentId)).toHaveLength(1);

    // The details dialog tells the admin, rejected payments included.
    expect((await loadPaymentDetail(testDb.db, second.paymentId))?.slipSeenOnOrders).toEqual([first.order.orderNumber]);
    expect((await loadPaymentDetail(testDb.db, first.paymentId))?.slipSeenOnOrders).toEqual([second.order.orderNumber]);
  });
});

describe("rejectPayment", () => {
  it("rejects: the fixed note, the order's payment back to pending, an audit row and the customer's mail; never twice, never a verified one", async () => {
    const admin = await insertAdmin(testDb.db);
    const { member, order, paymentId } = await paymentWaiting();
    expect(await rejectPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({ ok: true });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "rejected", adminNotes: m.rejectedByAdminNote, verifiedBy: null });
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    expect(await auditOf(paymentId)).toMatchObject([
      {
        action: "payment.reject",
        before: { status: "pending", amount: order.totalAmount },
        after: { status: "rejected", orderPaymentStatus: "pending", amount: order.totalAmount },
      },
    ]);
    const [mail] = await mailTo(member);
    expect(mail?.subject).toBe(mailTexts.paymentRejectedSubject(order.orderNumber));

    expect(await rejectPayment(testDb.db, admin, paymentId, { expectedStatus: "rejected", checkedByEye: true })).toMatchObject({
      ok: false,
      message: m.alreadyRejected,
    });
    expect(await rejectPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true })).toMatchObject({
      ok: false,
      message: m.moved,
    });

    // The spec lets a rejected payment be verified after all (a second look at the slip).
    expect(await verifyPayment(testDb.db, admin, paymentId, { expectedStatus: "rejected", checkedByEye: true })).toEqual({ ok: true });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await rejectPayment(testDb.db, admin, paymentId, { expectedStatus: "verified", checkedByEye: true })).toMatchObject({
      ok: false,
      message: m.verifiedCannotReject,
    });
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await auditOf(paymentId)).toHaveLength(2);
  });
});

describe("savePaymentNotes", () => {
  it("saves the notes with an audit row, refuses notes changed since the dialog showed them, and a rejection keeps them under its fixed note", async () => {
    const admin = await insertAdmin(testDb.db);
    const { order, paymentId } = await paymentWaiting();
    const note = "ลูกค้าโทรมาแจ้งว่าโอนจากบัญชีของสามี\nยอดตรง";

    expect(await savePaymentNotes(testDb.db, admin, paymentId, { adminNotes: note, expectedNotes: "" })).toEqual({ ok: true });
    expect((await paymentRow(paymentId)).adminNotes).toBe(note);
    expect(await auditOf(paymentId)).toMatchObject([
      {
        action: "payment.notes",
        actorId: admin.id,
        before: { adminNotes: null, orderNumber: order.orderNumber },
        after: { adminNotes: note },
      },
    ]);
    expect((await loadPaymentDetail(testDb.db, paymentId))?.adminNotes).toBe(note);

    // A second admin whose dialog still showed no notes: refused, shown the notes as they are now.
    expect(await savePaymentNotes(testDb.db, admin, paymentId, { adminNotes: "อีกบันทึก", expectedNotes: "" })).toEqual({
      ok: false,
      status: 409,
      message: m.notesMoved(note),
      field: "adminNotes",
      shown: { expectedNotes: note },
    });
    expect((await paymentRow(paymentId)).adminNotes).toBe(note);
    // Saving what is already there writes nothing, not even an audit row.
    expect(await savePaymentNotes(testDb.db, admin, paymentId, { adminNotes: note, expectedNotes: note })).toEqual({ ok: true });
    expect(await auditOf(paymentId)).toHaveLength(1);

    expect(await rejectPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({ ok: true });
    expect((await paymentRow(paymentId)).adminNotes).toBe(`${m.rejectedByAdminNote}\n${note}`);
    // A dialog opened before the rejection cannot wipe its note unseen; one opened after can clear the notes.
    expect(await savePaymentNotes(testDb.db, admin, paymentId, { adminNotes: null, expectedNotes: note })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await savePaymentNotes(testDb.db, admin, paymentId, { adminNotes: null, expectedNotes: `${m.rejectedByAdminNote}\n${note}` })).toEqual({ ok: true });
    expect((await paymentRow(paymentId)).adminNotes).toBeNull();
    expect((await auditOf(paymentId)).map((entry) => entry.action)).toEqual(["payment.notes", "payment.reject", "payment.notes"]);

    expect(await savePaymentNotes(testDb.db, admin, "00000000-0000-4000-8000-000000000000", { adminNotes: "x", expectedNotes: "" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe("a new proof after a rejection", () => {
  it("is refused while the first proof waits and taken once the shop rejected it; /payment-confirmation offers the form again", async () => {
    const admin = await insertAdmin(testDb.db);
    const { member, order, paymentId } = await paymentWaiting();
    const proofsDir = await mkdtemp(path.join(os.tmpdir(), "shop-proofs-"));
    const viewer = { id: member, isAdmin: false };
    try {
      const resend = () => submitPaymentProof(testDb.db, { userId: member, orderNumber: order.orderNumber, bytes: tinyPdf(), fields: {} }, { proofsDir });
      expect(await resend()).toMatchObject({ ok: false, message: paymentTexts.proofPending });
      expect((await loadPaymentConfirmation(testDb.db, viewer, order.orderNumber))?.stage).toBe("proof-pending");

      expect(await rejectPayment(testDb.db, admin, paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({ ok: true });
      expect((await loadPaymentConfirmation(testDb.db, viewer, order.orderNumber))?.stage).toBe("awaiting-proof");
      expect(await resend()).toMatchObject({ ok: true });
      expect((await orderRow(order.id)).paymentStatus).toBe("pending");
      expect((await loadPaymentConfirmation(testDb.db, viewer, order.orderNumber))?.stage).toBe("proof-pending");
      expect(await resend()).toMatchObject({ ok: false, message: paymentTexts.proofPending });
    } finally {
      await rm(proofsDir, { recursive: true, force: true });
    }
  });
});

describe("listPayments", () => {
  it("finds a payment by order number, e-mail, name and slip reference, newest first, 20 a page", async () => {
    const { member, order, paymentId } = await paymentWaiting({ slipRef: "SLIPREF-SEARCH-77" });
    const email = await emailOf(member);
    for (const q of [order.orderNumber.toLowerCase(), email.toUpperCase(), "สมหญิง ใจ", "slipref-search"]) {
      const list = await listPayments(testDb.db, { q, page: 1 });
      expect(
        list.rows.map((row) => row.id),
        q,
      ).toContain(paymentId);
    }
    const found = (await listPayments(testDb.db, { q: order.orderNumber, page: 1 })).rows;
    expect(found).toEqual([
      expect.objectContaining({
        id: paymentId,
        orderNumber: order.orderNumber,
        customerName: "สมหญิง ใจดี",
        amount: order.totalAmount,
        paymentMethod: "bankTransfer",
        bankName: "ธนาคารกสิกรไทย",
        status: "pending",
      }),
    ]);
    expect((await listPayments(testDb.db, { q: "no-such-payment-anywhere", page: 1 })).total).toBe(0);
  });
});
