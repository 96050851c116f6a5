import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { orders, payments } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { cancelOrder } from "../orders/cancel-order";
import { placeTestOrder } from "../orders/test-fixtures";
import { submitPaymentProof, type ProofSubmission } from "./payment-proof";
import { smallGif, slipPhotoFor, tinyPdf } from "./test-support/proof-files";
import { provideTempDir } from "../../platform/test-support/temp-dir";

const testDb = provideTestDatabase();
const proofs = provideTempDir("shop-proofs-", { each: true });

const orderFor = (userId: string, paymentMethod = "promptpay") => placeTestOrder(testDb.db, userId, { price: 199_00, stock: 5, extra: { paymentMethod } });

const submit = (submission: Omit<ProofSubmission, "fields"> & { fields?: ProofSubmission["fields"] }) =>
  submitPaymentProof(testDb.db, { fields: {}, ...submission }, { proofsDir: proofs.path });

/** Everything a proof writes for this member's orders: payment rows, payment statuses, stored files. */
async function snapshot(userId: string) {
  const rows = await testDb.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
  const statuses = await testDb.db
    .select({ number: orders.orderNumber, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(orders.orderNumber);
  return { rows, statuses, files: (await readdir(proofs.path)).sort() };
}

describe("submitPaymentProof", () => {
  it("records a PDF proof: a pending payment for the order's total, the order pending, the file kept privately", async () => {
    const member = await insertMember(testDb.db);
    const order = await orderFor(member, "bankTransfer");
    const transferTime = new Date(Date.now() - 60_000);
    const result = await submit({
      userId: member,
      orderNumber: order.orderNumber,
      bytes: tinyPdf(),
      fields: { bankName: "ธนาคารกรุงเทพ", transferTime },
    });
    expect(result).toMatchObject({ ok: true, value: { slipQrStatus: "not-an-image" } });
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      userId: member,
      amount: order.totalAmount,
      paymentMethod: "bankTransfer",
      status: "pending",
      bankName: "ธนาคารกรุงเทพ",
      transferDate: transferTime,
      slipQrStatus: "not-an-image",
      slipTransactionRef: null,
      confirmationImageUrl: null,
    });
    expect(await readdir(proofs.path)).toEqual([payment!.proofFile]);
    expect(payment!.proofFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const [row] = await testDb.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("pending");
  });

  it("re-encodes an image proof and records that it has no slip QR", async () => {
    const member = await insertMember(testDb.db);
    const order = await orderFor(member);
    const result = await submit({ userId: member, orderNumber: order.orderNumber, bytes: await smallGif() });
    expect(result).toMatchObject({ ok: true, value: { slipQrStatus: "none" } });
    expect(await readdir(proofs.path)).toEqual([expect.stringMatching(/\.webp$/)]);
  });

  it("stores a slip's bank and reference, and refuses the same slip for another order, writing nothing", async () => {
    const member = await insertMember(testDb.db);
    const first = await orderFor(member);
    const second = await orderFor(member);
    const slip = await slipPhotoFor("014", "2026112314302500001");
    expect(await submit({ userId: member, orderNumber: first.orderNumber, bytes: slip })).toMatchObject({
      ok: true,
      value: { slipQrStatus: "found" },
    });
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderId, first.id));
    expect(payment).toMatchObject({ slipQrStatus: "found", slipBankCode: "014", slipTransactionRef: "2026112314302500001" });

    const before = await snapshot(member);
    const reused = await submit({ userId: member, orderNumber: second.orderNumber, bytes: slip });
    expect(reused).toEqual({ ok: false, status: 409, message: paymentTexts.slipReused, field: "proof" });
    expect(await snapshot(member)).toEqual(before);
  });

  it("lets only one of two orders racing with the same slip have it, by the unique index", async () => {
    const member = await insertMember(testDb.db);
    const [first, second, third] = [await orderFor(member), await orderFor(member), await orderFor(member)];
    const slip = await slipPhotoFor("004", "016123091524AQR09999");
    const results = await Promise.all([first, second, third].map((order) => submit({ userId: member, orderNumber: order.orderNumber, bytes: slip })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      expect.objectContaining({ message: paymentTexts.slipReused }),
      expect.objectContaining({ message: paymentTexts.slipReused }),
    ]);
    const after = await snapshot(member);
    expect(after.rows).toHaveLength(1);
    expect(after.files).toEqual([after.rows[0]!.proofFile]);
    expect(after.statuses.filter((order) => order.paymentStatus === "pending")).toHaveLength(1);
  });

  it("refuses a missing, oversized, fake or script-carrying file with the spec's messages, writing nothing", async () => {
    const member = await insertMember(testDb.db);
    const order = await orderFor(member);
    const before = await snapshot(member);
    const attempt = (bytes: Uint8Array | null) => submit({ userId: member, orderNumber: order.orderNumber, bytes });
    expect(await attempt(null)).toMatchObject({ ok: false, status: 400, message: "จำเป็นต้องมีหลักฐานการชำระเงิน" });
    expect(await attempt(new Uint8Array())).toMatchObject({ ok: false, message: "จำเป็นต้องมีหลักฐานการชำระเงิน" });
    const sixMegabytes = Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
    expect(await attempt(sixMegabytes)).toMatchObject({ ok: false, status: 413, message: "ไฟล์ใหญ่เกินไป" });
    expect(await attempt(Buffer.from("%PDF-1.4\nnot really a pdf\n"))).toMatchObject({ status: 415, message: "ประเภทไฟล์ไม่ถูกต้อง" });
    expect(await attempt(Buffer.from("MZ\x90\x00 an executable renamed to slip.pdf"))).toMatchObject({
      status: 415,
      message: "ประเภทไฟล์ไม่ถูกต้อง",
    });
    expect(await attempt(tinyPdf("/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >> "))).toMatchObject({ status: 415 });
    expect(await snapshot(member)).toEqual(before);
  });

  it("answers another member's order as a missing one and an order no longer waiting with why, writing nothing", async () => {
    const owner = await insertMember(testDb.db);
    const stranger = await insertMember(testDb.db);
    const order = await orderFor(owner);
    const cancelled = await orderFor(owner);
    await cancelOrder(testDb.db, cancelled.id, "ทดสอบ");
    const cod = await orderFor(owner, "cod");
    const before = await snapshot(owner);
    expect(await submit({ userId: stranger, orderNumber: order.orderNumber, bytes: tinyPdf() })).toMatchObject({ status: 404 });
    expect(await submit({ userId: owner, orderNumber: "ORDER-AAAAAAAAA", bytes: tinyPdf() })).toMatchObject({ status: 404 });
    expect(await submit({ userId: owner, orderNumber: cancelled.orderNumber, bytes: tinyPdf() })).toMatchObject({
      status: 409,
      message: paymentTexts.orderCancelled,
    });
    expect(await submit({ userId: owner, orderNumber: cod.orderNumber, bytes: tinyPdf() })).toMatchObject({ status: 409 });
    expect(await snapshot(owner)).toEqual(before);

    expect((await submit({ userId: owner, orderNumber: order.orderNumber, bytes: tinyPdf() })).ok).toBe(true);
    const afterFirst = await snapshot(owner);
    expect(await submit({ userId: owner, orderNumber: order.orderNumber, bytes: tinyPdf() })).toMatchObject({
      status: 409,
      message: paymentTexts.proofPending,
    });
    expect(await snapshot(owner)).toEqual(afterFirst);
  });

  it("refuses an order cancelled between the first look and the lock, and removes the file it wrote", async () => {
    const member = await insertMember(testDb.db);
    const order = await orderFor(member);
    // The expiry job takes the order while the slip is being read: the transaction must see it.
    const slow = submit({ userId: member, orderNumber: order.orderNumber, bytes: await slipPhotoFor("006", "RACE0000000001") });
    await cancelOrder(testDb.db, order.id, "หมดเวลา");
    const result = await slow;
    expect(result).toMatchObject({ ok: false, status: 409, message: paymentTexts.orderCancelled });
    expect(await readdir(proofs.path)).toEqual([]);
    expect((await snapshot(member)).rows).toEqual([]);
  });

  it("refuses a transfer time in the future", async () => {
    const member = await insertMember(testDb.db);
    const order = await orderFor(member);
    const result = await submit({
      userId: member,
      orderNumber: order.orderNumber,
      bytes: tinyPdf(),
      fields: { transferTime: new Date(Date.now() + 3_600_000) },
    });
    expect(result).toMatchObject({ ok: false, status: 400, field: "transferTime" });
  });
});
