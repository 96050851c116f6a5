import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { creditNoteTexts as t } from "../../../domain/after-sale/credit-note-texts";
import { listCreditNotes, saveTaxInvoiceSettings } from "../admin/tax-invoices";
import { creditNoteCounters, creditNotes, orders, refunds, taxInvoiceCounters, taxInvoices } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { requestTaxInvoice } from "../orders/tax-invoices";
import { placeTestOrder } from "../orders/test-fixtures";
import { creditNoteForViewer, creditNotesOfOrder, issueCreditNote, type CreditNoteIssue } from "./credit-notes";

const testDb = provideTestDatabase();
const NOW = new Date("2026-11-27T05:00:00Z"); // 2569 in the Buddhist era
const LATER = new Date("2026-11-30T05:00:00Z");
const seller = { legalName: "บริษัท กลอสซี่ แอนด์ เวลเวท จำกัด", taxId: "0105555000013", address: "1 ถนนพระราม 4 กรุงเทพฯ 10500", branchCode: "00000" };
const buyer = { buyerName: "บริษัท ลิปสวย จำกัด", buyerAddress: "99 ถนนสุขุมวิท กรุงเทพฯ 10110", buyerTaxId: "0105536123458", buyerBranchCode: "00012" };

/** A member's paid order of 2 × 650 baht by transfer, with its full tax invoice issued unless told otherwise. */
async function aPaidOrder(options: { invoice?: boolean } = {}) {
  const member = await insertMember(testDb.db);
  const order = await placeTestOrder(testDb.db, member, { price: 650_00, stock: 5, quantity: 2, extra: { paymentMethod: "bankTransfer" } });
  await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
  if (options.invoice !== false) {
    const requested = await requestTaxInvoice(testDb.db, member, order.orderNumber, buyer, NOW);
    if (!requested.ok || !requested.value.invoiceNumber) throw new Error(JSON.stringify(requested));
  }
  return { member, order };
}

const invoiceOf = async (orderId: string) => (await testDb.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)))[0]!;
const noteRow = async (number: string) => (await testDb.db.select().from(creditNotes).where(eq(creditNotes.creditNoteNumber, number)))[0]!;

function issue(orderId: string, change: Partial<CreditNoteIssue> = {}) {
  return testDb.db.transaction((tx) =>
    issueCreditNote(tx, { orderId, refundId: null, amount: 300_00, reason: "สินค้าเสียหาย / แตกหัก", lines: [], now: LATER, ...change }),
  );
}

beforeEach(async () => {
  await saveTaxInvoiceSettings(testDb.db, await insertAdmin(testDb.db), { vatRegistered: true, ...seller });
  await testDb.db.delete(creditNotes);
  await testDb.db.delete(creditNoteCounters);
  await testDb.db.delete(taxInvoices);
  await testDb.db.delete(taxInvoiceCounters);
});

describe("issuing a credit note", () => {
  it("copies the invoice's seller and buyer, refers to it, and splits the difference's VAT so the amounts add up", async () => {
    const { order } = await aPaidOrder();
    const invoice = await invoiceOf(order.id);
    const [refund] = await testDb.db
      .insert(refunds)
      .values({ orderId: order.id, amount: 448_00, method: "promptpay", refundedByEmail: "staff@shop.test" })
      .returning({ id: refunds.id });
    expect(await issue(order.id, { refundId: refund!.id, amount: 448_00 })).toEqual({ issued: true, creditNoteNumber: "CN-2569-000001" });

    const note = await noteRow("CN-2569-000001");
    expect(note).toMatchObject({
      orderId: order.id,
      taxInvoiceId: invoice.id,
      refundId: refund!.id,
      invoiceNumber: invoice.invoiceNumber,
      year: 2569,
      sequence: 1,
      issuedAt: LATER,
      reason: "สินค้าเสียหาย / แตกหัก",
      seller: invoice.seller,
      buyer: invoice.buyer,
      originalAmount: 1300_00,
      correctedAmount: 852_00,
      amount: 448_00,
      vatRate: 7,
    });
    expect(note.valueBeforeVat + note.vatAmount).toBe(note.amount);
    expect(note.vatAmount).toBe(29_31); // 448 × 7 / 107 = 29.308…
    // Given no lines, the note has one: its reason for the whole amount.
    expect(note.lines).toEqual([{ kind: "goods", description: "สินค้าเสียหาย / แตกหัก", quantity: 1, unitPrice: 448_00, amount: 448_00 }]);
  });

  it("keeps the lines it is given (the goods returned, or a whole cancellation's one line)", async () => {
    const { order } = await aPaidOrder();
    const lines = [{ kind: "goods" as const, description: t.cancellationLine, quantity: 1, unitPrice: 1300_00, amount: 1300_00 }];
    await issue(order.id, { amount: 1300_00, reason: "ลูกค้ายกเลิกคำสั่งซื้อ", lines });
    expect(await noteRow("CN-2569-000001")).toMatchObject({ lines, originalAmount: 1300_00, correctedAmount: 0, amount: 1300_00 });
  });

  it("is numbered on from the year's last note across orders, consecutive, and again from 1 in a new Buddhist year", async () => {
    const first = await aPaidOrder();
    const second = await aPaidOrder();
    expect(await issue(first.order.id)).toEqual({ issued: true, creditNoteNumber: "CN-2569-000001" });
    expect(await issue(second.order.id)).toEqual({ issued: true, creditNoteNumber: "CN-2569-000002" });
    expect(await issue(first.order.id)).toEqual({ issued: true, creditNoteNumber: "CN-2569-000003" });
    expect(await issue(second.order.id, { now: new Date("2026-12-31T17:00:00Z") })).toEqual({ issued: true, creditNoteNumber: "CN-2570-000001" });
  });

  it("a second note on one invoice starts where the first left it, down to zero and no further", async () => {
    const { order } = await aPaidOrder();
    await issue(order.id, { amount: 300_00 });
    await issue(order.id, { amount: 2000_00 });
    expect(await noteRow("CN-2569-000001")).toMatchObject({ originalAmount: 1300_00, correctedAmount: 1000_00, amount: 300_00 });
    // More than the invoice still stands at credits what is left.
    expect(await noteRow("CN-2569-000002")).toMatchObject({ originalAmount: 1000_00, correctedAmount: 0, amount: 1000_00 });
    expect(await issue(order.id, { amount: 1 })).toEqual({ issued: false, reason: "nothing-left" });
    expect(await creditNotesOfOrder(testDb.db, order.id)).toEqual([
      { creditNoteNumber: "CN-2569-000001", issuedAt: LATER, amount: 300_00 },
      { creditNoteNumber: "CN-2569-000002", issuedAt: LATER, amount: 1000_00 },
    ]);
  });

  it("is not issued for an order without a full tax invoice, and takes no number", async () => {
    const { order } = await aPaidOrder({ invoice: false });
    expect(await issue(order.id)).toEqual({ issued: false, reason: "no-invoice" });
    expect(await creditNotesOfOrder(testDb.db, order.id)).toEqual([]);
    expect(await testDb.db.select().from(creditNoteCounters)).toEqual([]);
  });

  it("rolled back with its refund, gives its number back to the next", async () => {
    const first = await aPaidOrder();
    const second = await aPaidOrder();
    await expect(
      testDb.db.transaction(async (tx) => {
        await issueCreditNote(tx, { orderId: first.order.id, refundId: null, amount: 100_00, reason: "คืนเงิน", lines: [], now: LATER });
        throw new Error("the refund's slip failed to save");
      }),
    ).rejects.toThrow();
    expect(await creditNotesOfOrder(testDb.db, first.order.id)).toEqual([]);
    expect(await issue(second.order.id)).toEqual({ issued: true, creditNoteNumber: "CN-2569-000001" });
  });
});

describe("the note's page", () => {
  it("shows the note to the order's owner and to an admin; anyone else, another order's number or a malformed one gets null", async () => {
    const { member, order } = await aPaidOrder();
    const other = await aPaidOrder();
    await issue(order.id, { amount: 448_00 });
    const invoice = await invoiceOf(order.id);

    const page = await creditNoteForViewer(testDb.db, { id: member, isAdmin: false }, order.orderNumber, "CN-2569-000001");
    expect(page).toMatchObject({
      creditNoteNumber: "CN-2569-000001",
      orderNumber: order.orderNumber,
      issuedAt: LATER,
      invoiceNumber: invoice.invoiceNumber,
      invoiceIssuedAt: NOW,
      seller: { legalName: seller.legalName, taxId: seller.taxId },
      buyer: { name: buyer.buyerName, taxId: buyer.buyerTaxId, branchCode: "00012" },
      originalAmount: 1300_00,
      correctedAmount: 852_00,
      amount: 448_00,
      amountInWords: "สี่ร้อยสี่สิบแปดบาทถ้วน",
    });
    const admin = await insertAdmin(testDb.db);
    expect(await creditNoteForViewer(testDb.db, { id: admin.id, isAdmin: true }, order.orderNumber, "CN-2569-000001")).toEqual(page);

    const stranger = await insertMember(testDb.db);
    expect(await creditNoteForViewer(testDb.db, { id: stranger, isAdmin: false }, order.orderNumber, "CN-2569-000001")).toBeNull();
    // The note's owner asking it under their other order, the admin too: not found.
    expect(await creditNoteForViewer(testDb.db, { id: other.member, isAdmin: false }, other.order.orderNumber, "CN-2569-000001")).toBeNull();
    expect(await creditNoteForViewer(testDb.db, { id: admin.id, isAdmin: true }, other.order.orderNumber, "CN-2569-000001")).toBeNull();
    for (const [orderNumber, noteNumber] of [
      [order.orderNumber, "CN-2569-000002"],
      [order.orderNumber, "cn-2569-000001"],
      [order.orderNumber, "CN-2569-1"],
      ["not-an-order", "CN-2569-000001"],
    ]) {
      expect(await creditNoteForViewer(testDb.db, { id: admin.id, isAdmin: true }, orderNumber!, noteNumber!)).toBeNull();
    }
  });
});

describe("the staff's list of credit notes", () => {
  it("lists every note newest first with its invoice and order, searched by note, invoice or order number", async () => {
    const first = await aPaidOrder();
    const second = await aPaidOrder();
    await issue(first.order.id, { amount: 100_00 });
    await issue(second.order.id, { amount: 200_00, now: new Date("2026-12-01T05:00:00Z") });
    const all = await listCreditNotes(testDb.db, { q: "", page: 1, filters: { tab: "credit-notes" } });
    expect(all).toMatchObject({ total: 2, filters: { tab: "credit-notes" } });
    expect(all.rows.map((row) => [row.creditNoteNumber, row.orderNumber, row.amount])).toEqual([
      ["CN-2569-000002", second.order.orderNumber, 200_00],
      ["CN-2569-000001", first.order.orderNumber, 100_00],
    ]);
    expect(all.rows[1]).toMatchObject({ invoiceNumber: (await invoiceOf(first.order.id)).invoiceNumber, issuedAt: LATER });
    for (const q of ["CN-2569-000001", first.order.orderNumber, (await invoiceOf(first.order.id)).invoiceNumber]) {
      expect(
        (await listCreditNotes(testDb.db, { q, page: 1 })).rows.map((row) => row.creditNoteNumber),
        q,
      ).toEqual(["CN-2569-000001"]);
    }
  });
});
