import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";
import { verifyPayment } from "../payments/payment-verification";
import { saveTaxInvoiceSettings } from "../admin/tax-invoices";
import { adminAuditLog, orders, payments, taxInvoiceCounters, taxInvoiceRequests, taxInvoices } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { deleteOwnAccount } from "../account/delete-account";
import { DELETE_ACCOUNT_PHRASE } from "../../../domain/members/my-data-texts";
import { issueRequestedTaxInvoice, requestTaxInvoice } from "./tax-invoices";
import { taxInvoicePage } from "./order-pages";
import { checkoutForm, insertProduct, placeTestOrder } from "./test-fixtures";
import { submitCheckout } from "./checkout-submission";

const testDb = provideTestDatabase();
const NOW = new Date("2026-11-27T05:00:00Z"); // 2569 in the Buddhist era
const buyer = { buyerName: "บริษัท ลิปสวย จำกัด", buyerAddress: "99 ถนนสุขุมวิท กรุงเทพฯ 10110", buyerTaxId: "0105536123458", buyerBranchCode: "00000" };
const seller = { legalName: "บริษัท กลอสซี่ แอนด์ เวลเวท จำกัด", taxId: "0105555000013", address: "1 ถนนพระราม 4 กรุงเทพฯ 10500", branchCode: "00000" };

/** A member's order of 2 × 650 baht by transfer; `paid` marks it paid as a verified payment would. */
async function anOrder(options: { paid?: boolean; member?: string } = {}) {
  const member = options.member ?? (await insertMember(testDb.db));
  const order = await placeTestOrder(testDb.db, member, { price: 650_00, stock: 5, quantity: 2, extra: { paymentMethod: "bankTransfer" } });
  if (options.paid) await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
  return { member, order };
}

const invoiceOf = async (orderId: string) => (await testDb.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)))[0];

beforeEach(async () => {
  const admin = await insertAdmin(testDb.db);
  await saveTaxInvoiceSettings(testDb.db, admin, { vatRegistered: true, ...seller });
  await testDb.db.delete(taxInvoices);
  await testDb.db.delete(taxInvoiceCounters);
});

describe("asking for a tax invoice", () => {
  it("waits for the payment, and is issued when staff verify it: numbered, with the seller, buyer, lines and VAT as issued", async () => {
    const { member, order } = await anOrder();
    expect(await requestTaxInvoice(testDb.db, member, order.orderNumber, buyer, NOW)).toEqual({ ok: true, value: { invoiceNumber: null } });
    expect(await invoiceOf(order.id)).toBeUndefined();

    const [payment] = await testDb.db
      .insert(payments)
      .values({ orderId: order.id, userId: member, paymentMethod: "bankTransfer", amount: order.totalAmount, slipQrStatus: "none" })
      .returning({ id: payments.id });
    await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, order.id));
    expect(await verifyPayment(testDb.db, await insertAdmin(testDb.db), payment!.id, { expectedStatus: "pending", checkedByEye: true }, NOW)).toEqual({
      ok: true,
    });

    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({
      invoiceNumber: "INV-2569-000001",
      issuedAt: NOW,
      seller,
      buyer: { name: buyer.buyerName, address: buyer.buyerAddress, taxId: buyer.buyerTaxId, branchCode: "00000" },
      totalAmount: order.totalAmount,
      vatRate: 7,
    });
    expect(invoice!.valueBeforeVat + invoice!.vatAmount).toBe(order.totalAmount);
    expect(invoice!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.totalAmount);
  });

  it("is issued at once on an order already paid, and cannot be changed afterwards", async () => {
    const { member, order } = await anOrder({ paid: true });
    expect(await requestTaxInvoice(testDb.db, member, order.orderNumber, buyer, NOW)).toEqual({ ok: true, value: { invoiceNumber: "INV-2569-000001" } });
    expect(await requestTaxInvoice(testDb.db, member, order.orderNumber, { ...buyer, buyerName: "ชื่ออื่น" }, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: t.alreadyIssued,
    });
    expect((await invoiceOf(order.id))!.buyer.name).toBe(buyer.buyerName);
  });

  it("only on the member's own order", async () => {
    const { order } = await anOrder({ paid: true });
    const stranger = await insertMember(testDb.db);
    expect(await requestTaxInvoice(testDb.db, stranger, order.orderNumber, buyer, NOW)).toMatchObject({ ok: false, status: 404 });
    expect(await testDb.db.select().from(taxInvoiceRequests).where(eq(taxInvoiceRequests.orderId, order.id))).toEqual([]);
  });

  it("is refused while the shop is not VAT registered, and a waiting request is not issued then", async () => {
    const admin = await insertAdmin(testDb.db);
    const { member, order } = await anOrder();
    expect(await requestTaxInvoice(testDb.db, member, order.orderNumber, buyer, NOW)).toMatchObject({ ok: true });
    await saveTaxInvoiceSettings(testDb.db, admin, { vatRegistered: false, ...seller });

    const other = await anOrder({ paid: true });
    expect(await requestTaxInvoice(testDb.db, other.member, other.order.orderNumber, buyer, NOW)).toMatchObject({ ok: false, status: 409, message: t.vatOff });
    expect(await testDb.db.select().from(taxInvoiceRequests).where(eq(taxInvoiceRequests.orderId, other.order.id))).toEqual([]);

    await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
    expect(await testDb.db.transaction((tx) => issueRequestedTaxInvoice(tx, order.id, NOW))).toEqual({ issued: false, reason: "vat-off" });
    expect(await invoiceOf(order.id)).toBeUndefined();
  });

  it("the settings' change is audited and never reaches an invoice already issued", async () => {
    const admin = await insertAdmin(testDb.db);
    const { member, order } = await anOrder({ paid: true });
    await requestTaxInvoice(testDb.db, member, order.orderNumber, buyer, NOW);
    await saveTaxInvoiceSettings(testDb.db, admin, { vatRegistered: true, ...seller, address: "ที่อยู่ใหม่" });
    const [audit] = await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.id));
    expect(audit).toMatchObject({ action: "tax-invoice-settings.update", before: { address: seller.address }, after: { address: "ที่อยู่ใหม่" } });
    expect((await invoiceOf(order.id))!.seller.address).toBe(seller.address);
  });

  it("is kept as issued when the member deletes their account; the page shows it to staff", async () => {
    const { member, order } = await anOrder({ paid: true });
    await requestTaxInvoice(testDb.db, member, order.orderNumber, buyer, NOW);
    await testDb.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, order.id));
    // Another order's request, not yet issued, goes with the account.
    const waiting = await anOrder({ member });
    await testDb.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, waiting.order.id));
    await testDb.db.insert(taxInvoiceRequests).values({ orderId: waiting.order.id, ...buyer });
    const deleted = await deleteOwnAccount(
      testDb.db,
      new Request("http://shop.test/profile"),
      member,
      { confirmation: DELETE_ACCOUNT_PHRASE, password: "" },
      { uploadsDir: "/nonexistent" },
    );
    expect(deleted).toEqual({ ok: true });
    expect(await testDb.db.select().from(taxInvoiceRequests).where(eq(taxInvoiceRequests.orderId, waiting.order.id))).toEqual([]);
    const admin = await insertAdmin(testDb.db);
    const page = await taxInvoicePage(testDb.db, { id: admin.id, isAdmin: true }, order.orderNumber);
    expect(page).toMatchObject({ invoiceNumber: "INV-2569-000001", buyer: { name: buyer.buyerName, taxId: buyer.buyerTaxId } });
  });
});

describe("asking at checkout", () => {
  function postedForm(productId: string, extra: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(checkoutForm([], { paymentMethod: "bankTransfer" }))) if (typeof value === "string") form.append(name, value);
    form.append("productId", productId);
    form.append("colorId", "");
    form.append("quantity", "1");
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    return form;
  }
  const ticked = { taxInvoice: "on", buyerName: buyer.buyerName, buyerAddress: buyer.buyerAddress, buyerTaxId: "0-1055-36123-45-8", buyerBranchCode: "" };
  const requestOf = async (orderId: string) => (await testDb.db.select().from(taxInvoiceRequests).where(eq(taxInvoiceRequests.orderId, orderId)))[0];

  it("keeps the request with the order when the box is ticked, and judges the fields only then", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { price: 650_00, stock: 5 });
    const placed = await submitCheckout(testDb.db, member, postedForm(lip.id, ticked));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    expect(await requestOf(placed.value.id)).toMatchObject({ buyerName: buyer.buyerName, buyerTaxId: "0105536123458", buyerBranchCode: "00000" });

    const unticked = await submitCheckout(testDb.db, member, postedForm(lip.id, { buyerName: "", buyerTaxId: "123" }));
    expect(unticked.ok).toBe(true);
  });

  it("refuses a wrong tax id beside its field, and any request while VAT is off, placing no order", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { price: 650_00, stock: 5 });
    const wrong = await submitCheckout(testDb.db, member, postedForm(lip.id, { ...ticked, buyerTaxId: "0105536123459" }));
    expect(wrong).toMatchObject({ ok: false, status: 400, fieldErrors: { buyerTaxId: t.taxIdCheckDigit } });

    await saveTaxInvoiceSettings(testDb.db, await insertAdmin(testDb.db), { vatRegistered: false, ...seller });
    const off = await submitCheckout(testDb.db, member, postedForm(lip.id, ticked));
    expect(off).toMatchObject({ ok: false, message: t.vatOff });
    expect(await testDb.db.select().from(orders).where(eq(orders.userId, member))).toEqual([]);
  });
});

describe("invoice numbers", () => {
  it("two transactions issuing at once get consecutive numbers; a rolled-back issue leaves no gap", async () => {
    const first = await anOrder({ paid: true });
    const second = await anOrder({ paid: true });
    const third = await anOrder({ paid: true });
    for (const { order } of [first, second, third]) await testDb.db.insert(taxInvoiceRequests).values({ orderId: order.id, ...buyer });

    // A issues and holds its transaction open; B starts issuing meanwhile and must wait for A's counter row.
    let releaseA!: () => void;
    const aMayCommit = new Promise<void>((resolve) => (releaseA = resolve));
    let aIssued!: () => void;
    const aHasIssued = new Promise<void>((resolve) => (aIssued = resolve));
    const a = testDb.db.transaction(async (tx) => {
      const result = await issueRequestedTaxInvoice(tx, first.order.id, NOW);
      aIssued();
      await aMayCommit;
      return result;
    });
    await aHasIssued;
    let bDone = false;
    const b = testDb.db.transaction((tx) => issueRequestedTaxInvoice(tx, second.order.id, NOW)).finally(() => (bDone = true));
    // B is blocked on the year's counter row while A is open (seen from PostgreSQL, not by waiting).
    await expect
      .poll(async () => (await testDb.connection.pool.query("select count(*)::int as n from pg_locks where not granted")).rows[0].n)
      .toBeGreaterThan(0);
    expect(bDone).toBe(false);
    releaseA();
    expect([await a, await b]).toEqual([
      { issued: true, invoiceNumber: "INV-2569-000001" },
      { issued: true, invoiceNumber: "INV-2569-000002" },
    ]);

    // An issue whose transaction rolls back gives its number back.
    await expect(
      testDb.db.transaction(async (tx) => {
        await issueRequestedTaxInvoice(tx, third.order.id, NOW);
        throw new Error("the payment's mail failed");
      }),
    ).rejects.toThrow();
    expect(await testDb.db.transaction((tx) => issueRequestedTaxInvoice(tx, third.order.id, NOW))).toEqual({ issued: true, invoiceNumber: "INV-2569-000003" });
    // A new Buddhist year starts again at 1.
    const nextYear = await anOrder({ paid: true });
    await testDb.db.insert(taxInvoiceRequests).values({ orderId: nextYear.order.id, ...buyer });
    expect(await testDb.db.transaction((tx) => issueRequestedTaxInvoice(tx, nextYear.order.id, new Date("2026-12-31T17:00:00Z")))).toEqual({
      issued: true,
      invoiceNumber: "INV-2570-000001",
    });
  });
});

describe("/orders/…/tax-invoice before an invoice is issued (issue 40)", () => {
  it("answers the owner 'not issued yet', whether asked for, and whether the shop offers it — not 'no such order'", async () => {
    const { member, order } = await anOrder();
    expect(await taxInvoicePage(testDb.db, { id: member, isAdmin: false }, order.orderNumber)).toEqual({
      kind: "not-issued",
      orderNumber: order.orderNumber,
      requested: false,
      offered: true,
    });
    await testDb.db.insert(taxInvoiceRequests).values({ orderId: order.id, ...buyer });
    expect(await taxInvoicePage(testDb.db, { id: member, isAdmin: false }, order.orderNumber)).toMatchObject({ kind: "not-issued", requested: true });
    // Someone else's order is still as if it did not exist.
    const stranger = await insertMember(testDb.db);
    expect(await taxInvoicePage(testDb.db, { id: stranger, isAdmin: false }, order.orderNumber)).toBeNull();
  });
});
