import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RequestInput } from "../../../domain/after-sale/after-sale-requests";
import {
  adminAuditLog,
  loyaltyLedger,
  orderItems,
  orderRequests,
  orderRequestSteps,
  orders,
  profiles,
  refunds,
  stockMovements,
} from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { pointsOf, stockOf } from "../orders/test-fixtures";
import { cancelOwnOrder, openRequest, withdrawRequest, answerRequest } from "./member-requests";
import { recordRefund } from "./refunds";
import { reviewableProducts } from "../product-reviews/product-reviews";
import { eraseMemberRequests, orderWithRunningRequest } from "./member-erasure";
import { orderAfterSale } from "./request-views";
import { decideRequest, receiveReturn, sendExchange } from "./staff-requests";
import { afterSaleMember, afterSaleOrder } from "./test-fixtures";
import { orderForViewer } from "../orders/order-access";
import { saveTaxInvoiceSettings } from "../admin/tax-invoices";
import { requestTaxInvoice } from "../orders/tax-invoices";
import { creditNotes } from "../../platform/db/schema";

const testDb = provideTestDatabase();
const db = () => testDb.db;

const ADDRESS = { firstName: "สมศรี", lastName: "มีสุข", phone: "0891234567", address: "12 ซอยสุขใจ", city: "เชียงใหม่", postalCode: "50000", details: "" };
const noLines = { lines: [], photos: [] };

async function orderOf(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function requestOf(id: string) {
  const [row] = await db().select().from(orderRequests).where(eq(orderRequests.id, id));
  return row!;
}
async function itemOf(orderId: string) {
  const [row] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return row!;
}
async function stepsOf(requestId: string) {
  const rows = await db().select().from(orderRequestSteps).where(eq(orderRequestSteps.requestId, requestId)).orderBy(orderRequestSteps.createdAt);
  return rows.map((row) => row.step);
}
function opened(outcome: Awaited<ReturnType<typeof openRequest>>) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.value.requestId;
}

describe("a member cancelling an order no money has moved for", () => {
  it("cancels at once: stock back, the reason on the order, audited; another member gets the 404 of an unknown number", async () => {
    const member = await afterSaleMember(db());
    const stranger = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id, { stock: 5, quantity: 2 });
    expect(await stockOf(db(), order.product.id)).toBe(3);

    expect(await cancelOwnOrder(db(), stranger, order.orderNumber, { reason: "ordered-wrong", details: "" })).toMatchObject({ ok: false, status: 404 });
    expect((await orderOf(order.id)).status).toBe("pending");

    expect(await cancelOwnOrder(db(), member, order.orderNumber, { reason: "ordered-wrong", details: "กดผิดสี" })).toEqual({ ok: true });
    expect(await orderOf(order.id)).toMatchObject({ status: "cancelled", cancelReason: "ลูกค้ายกเลิกเอง: สั่งผิด / เปลี่ยนใจ — กดผิดสี" });
    expect(await stockOf(db(), order.product.id)).toBe(5);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, order.id), eq(adminAuditLog.action, "order.member-cancel")));
    expect(audit).toHaveLength(1);
    // Twice is the second time nothing.
    expect(await cancelOwnOrder(db(), member, order.orderNumber, { reason: "ordered-wrong", details: "" })).toMatchObject({
      ok: false,
      status: 409,
      message: "คำสั่งซื้อนี้ถูกยกเลิกแล้ว",
    });
  });

  it("sends a paid order to a request instead, and a shipped one to a return", async () => {
    const member = await afterSaleMember(db());
    const paid = await afterSaleOrder(db(), member.id, { paid: true });
    expect(await cancelOwnOrder(db(), member, paid.orderNumber, { reason: "ordered-wrong", details: "" })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("ส่งคำขอยกเลิก"),
    });
    const shipped = await afterSaleOrder(db(), member.id, { status: "shipped", paymentMethod: "cod" });
    expect(await cancelOwnOrder(db(), member, shipped.orderNumber, { reason: "ordered-wrong", details: "" })).toMatchObject({ ok: false, status: 409 });
    expect((await orderOf(paid.id)).status).toBe("pending");
    expect((await orderOf(shipped.id)).status).toBe("shipped");
  });
});

describe("a paid order cancelled on request", () => {
  it("is cancelled when staff approve, refunded once in full, its points settled and the request closed", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id, { paid: true, stock: 4, quantity: 2, price: 500_00 });
    expect(await pointsOf(db(), member.id)).toBe(10);
    const requestId = opened(await openRequest(db(), member, order.orderNumber, { kind: "cancel", reason: "ordered-wrong", details: "ซื้อซ้ำ" }, noLines));
    // One running request at a time.
    expect(await openRequest(db(), member, order.orderNumber, { kind: "change-address", ...ADDRESS }, noLines)).toMatchObject({ ok: false, status: 409 });

    expect(await decideRequest(db(), admin, { decision: "approve", requestId, note: "" })).toEqual({ ok: true });
    expect(await orderOf(order.id)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(db(), order.product.id)).toBe(4);
    expect((await requestOf(requestId)).status).toBe("approved");

    const refund = { orderId: order.id, requestId, amount: order.totalAmount, method: "promptpay" as const, reference: "TX123", note: "" };
    const [first, second] = await Promise.all([recordRefund(db(), admin, refund, null), recordRefund(db(), admin, refund, null)]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const loser = first.ok ? second : first;
    expect(loser).toMatchObject({ ok: false, status: 409, message: "คำขอนี้ยังไม่ถึงขั้นคืนเงิน" });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "refunded", refundedAmount: order.totalAmount });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect((await requestOf(requestId)).status).toBe("closed");
    expect(await stepsOf(requestId)).toEqual(["opened", "approved", "refunded", "closed"]);
    expect(await pointsOf(db(), member.id)).toBe(0);
  });

  it("refuses a refund above what was paid, a transfer without its reference, and one for an unpaid order — nothing written", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const paid = await afterSaleOrder(db(), member.id, { paid: true });
    const base = { orderId: paid.id, requestId: null, method: "bankTransfer" as const, reference: "REF1", note: "" };
    expect(await recordRefund(db(), admin, { ...base, amount: paid.totalAmount + 1 }, null)).toMatchObject({ ok: false, status: 422, field: "amount" });
    expect(await recordRefund(db(), admin, { ...base, amount: 100_00, reference: "" }, null)).toMatchObject({ ok: false, status: 422, field: "reference" });
    const unpaid = await afterSaleOrder(db(), member.id);
    expect(await recordRefund(db(), admin, { ...base, orderId: unpaid.id, amount: 100 }, null)).toMatchObject({ ok: false, status: 409 });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, paid.id))).toHaveLength(0);
    expect((await orderOf(paid.id)).refundedAmount).toBe(0);
  });
});

describe("a delivered order returned", () => {
  const damaged = (wanted: "refund" | "exchange"): RequestInput => ({ kind: "return", reason: "damaged", wanted, details: "ตลับแตก", sealed: false });

  it("is asked for with a photo within the window, received unit by unit, refunded in part with the points its part earned", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered", stock: 5, quantity: 2, price: 500_00 });
    const item = await itemOf(order.id);
    expect(await pointsOf(db(), member.id)).toBe(10);

    expect(await openRequest(db(), member, order.orderNumber, damaged("refund"), { lines: [{ itemId: item.id, quantity: 1 }], photos: [] })).toMatchObject({
      ok: false,
      field: "photos",
    });
    expect(
      await openRequest(db(), member, order.orderNumber, damaged("refund"), { lines: [{ itemId: item.id, quantity: 3 }], photos: ["a.webp"] }),
    ).toMatchObject({
      ok: false,
      status: 422,
      message: expect.stringContaining("ไม่เกิน 2 ชิ้น"),
    });
    const requestId = opened(
      await openRequest(db(), member, order.orderNumber, damaged("refund"), { lines: [{ itemId: item.id, quantity: 1 }], photos: ["a.webp"] }),
    );
    expect(await receiveReturn(db(), admin, { requestId, note: "" }, [{ itemId: item.id, restock: 1, writeOff: 0 }])).toMatchObject({ ok: false, status: 409 });
    expect(await decideRequest(db(), admin, { decision: "ask", requestId, note: "ขอรูปกล่องด้วยค่ะ" })).toEqual({ ok: true });
    expect(await answerRequest(db(), member, order.orderNumber, { requestId, details: "แนบแล้วค่ะ" }, ["b.webp"])).toEqual({ ok: true });
    expect((await requestOf(requestId)).photos).toEqual(["a.webp", "b.webp"]);
    expect(await decideRequest(db(), admin, { decision: "approve", requestId, note: "ส่งกลับได้เลย" })).toEqual({ ok: true });

    expect(await receiveReturn(db(), admin, { requestId, note: "" }, [{ itemId: item.id, restock: 1, writeOff: 1 }])).toMatchObject({ ok: false, status: 422 });
    expect(await receiveReturn(db(), admin, { requestId, note: "กล่องบุบ" }, [{ itemId: item.id, restock: 1, writeOff: 0 }])).toEqual({ ok: true });
    expect(await stockOf(db(), order.product.id)).toBe(4);
    expect((await itemOf(order.id)).returnedQuantity).toBe(1);
    const movements = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.kind, "return")));
    expect(movements.map((row) => [row.change, row.actorEmail])).toEqual([[1, admin.email]]);

    // The whole order's money is more than the returned unit's: staff send back its value.
    expect(
      await recordRefund(db(), admin, { orderId: order.id, requestId, amount: 500_00, method: "promptpay", reference: "TX9", note: "" }, null),
    ).toMatchObject({
      ok: true,
      value: { refundedAmount: 500_00, fullyRefunded: false, creditNoteNumber: null },
    });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "paid", refundedAmount: 500_00 });
    // ฿1,000 earned 10 points; the ฿500 kept earns 5: 5 taken back.
    expect(await pointsOf(db(), member.id)).toBe(5);
    const ledger = await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, order.id));
    expect(ledger.map((row) => [row.reason, row.points]).sort()).toEqual([
      ["order", 10],
      ["refund", -5],
    ]);
    expect((await requestOf(requestId)).status).toBe("closed");
    // What the member sees: one line still theirs, nothing running, the refund.
    const view = await orderAfterSale(db(), (await orderForViewer(db(), { id: member.id, isAdmin: false }, order.orderNumber))!);
    expect(view.lines[0]).toMatchObject({ quantity: 2, returnable: 1 });
    expect(view.refunds.map((refund) => refund.amount)).toEqual([500_00]);
    expect(view.requests[0]!.steps.map((step) => step.step)).toEqual(["opened", "asked", "answered", "approved", "received", "refunded", "closed"]);
  });

  it("sends an exchange's new unit from stock and keeps the sale on the books", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered", stock: 3, quantity: 1 });
    const item = await itemOf(order.id);
    const requestId = opened(
      await openRequest(db(), member, order.orderNumber, damaged("exchange"), { lines: [{ itemId: item.id, quantity: 1 }], photos: ["a.webp"] }),
    );
    await decideRequest(db(), admin, { decision: "approve", requestId, note: "" });
    expect(await receiveReturn(db(), admin, { requestId, note: "" }, [{ itemId: item.id, restock: 0, writeOff: 1 }])).toEqual({ ok: true });
    expect(await stockOf(db(), order.product.id)).toBe(2);
    expect(await recordRefund(db(), admin, { orderId: order.id, requestId, amount: 100, method: "cash", reference: "", note: "" }, null)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await sendExchange(db(), admin, { requestId, carrier: "kerry", trackingNumber: "KEX123456" })).toEqual({ ok: true });
    // The member reads the carrier by its name, not its code.
    const [sent] = await db()
      .select({ note: orderRequestSteps.note })
      .from(orderRequestSteps)
      .where(and(eq(orderRequestSteps.requestId, requestId), eq(orderRequestSteps.step, "exchange-sent")));
    expect(sent?.note).toBe("Kerry Express KEX123456");
    expect(await stockOf(db(), order.product.id)).toBe(1);
    expect((await itemOf(order.id)).returnedQuantity).toBe(0);
    const kinds = await db()
      .select({ kind: stockMovements.kind, change: stockMovements.change })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(kinds.filter((row) => row.kind !== "sale")).toEqual(
      expect.arrayContaining([
        { kind: "write-off", change: 0 },
        { kind: "exchange", change: -1 },
      ]),
    );
    expect((await requestOf(requestId)).status).toBe("closed");
  });

  it("is refused outside the window, before delivery, or for a change of mind once opened", async () => {
    const member = await afterSaleMember(db());
    const late = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered", deliveredDaysAgo: 8 });
    const lateItem = await itemOf(late.id);
    expect(
      await openRequest(db(), member, late.orderNumber, damaged("refund"), { lines: [{ itemId: lateItem.id, quantity: 1 }], photos: ["a.webp"] }),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: "เลยกำหนดขอคืนสินค้าแล้ว (ภายใน 7 วันหลังได้รับสินค้า)",
    });
    const shipped = await afterSaleOrder(db(), member.id, { paid: true, status: "shipped" });
    const shippedItem = await itemOf(shipped.id);
    expect(
      await openRequest(db(), member, shipped.orderNumber, damaged("refund"), { lines: [{ itemId: shippedItem.id, quantity: 1 }], photos: ["a.webp"] }),
    ).toMatchObject({ ok: false, status: 409 });
    const fresh = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered" });
    const freshItem = await itemOf(fresh.id);
    const changedMind: RequestInput = { kind: "return", reason: "changed-mind", wanted: "refund", details: "", sealed: false };
    expect(await openRequest(db(), member, fresh.orderNumber, changedMind, { lines: [{ itemId: freshItem.id, quantity: 1 }], photos: [] })).toMatchObject({
      ok: false,
      field: "sealed",
    });
    expect(
      await openRequest(db(), member, fresh.orderNumber, { ...changedMind, sealed: true }, { lines: [{ itemId: freshItem.id, quantity: 1 }], photos: [] }),
    ).toMatchObject({ ok: true });
    expect(await db().select().from(orderRequests).where(eq(orderRequests.orderId, late.id))).toHaveLength(0);
  });
});

describe("changes before packing", () => {
  it("moves the parcel's address when staff approve, and not once packing started", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id);
    const requestId = opened(await openRequest(db(), member, order.orderNumber, { kind: "change-address", ...ADDRESS }, noLines));
    expect(await decideRequest(db(), admin, { decision: "approve", requestId, note: "" })).toEqual({ ok: true });
    expect(await orderOf(order.id)).toMatchObject({ shippingFirstName: "สมศรี", shippingCity: "เชียงใหม่", shippingPostalCode: "50000" });
    expect((await requestOf(requestId)).status).toBe("closed");

    const packed = await afterSaleOrder(db(), member.id);
    const late = opened(await openRequest(db(), member, packed.orderNumber, { kind: "change-address", ...ADDRESS }, noLines));
    await db().update(orders).set({ status: "processing" }).where(eq(orders.id, packed.id));
    expect(await decideRequest(db(), admin, { decision: "approve", requestId: late, note: "" })).toMatchObject({ ok: false, status: 409 });
    expect((await orderOf(packed.id)).shippingCity).toBe("กรุงเทพมหานคร");
    expect(await openRequest(db(), member, packed.orderNumber, { kind: "change-address", ...ADDRESS }, noLines)).toMatchObject({ ok: false, status: 409 });
    expect(await withdrawRequest(db(), member, packed.orderNumber, late)).toEqual({ ok: true });
  });

  it("changes a line's shade to one its product has", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id);
    const item = await itemOf(order.id);
    const change: RequestInput = { kind: "change-shade", reason: "ordered-wrong", details: "" };
    expect(
      await openRequest(db(), member, order.orderNumber, change, { lines: [{ itemId: item.id, quantity: 2, newColorName: "Purple" }], photos: [] }),
    ).toMatchObject({ ok: false, status: 422 });
    const requestId = opened(
      await openRequest(db(), member, order.orderNumber, change, { lines: [{ itemId: item.id, quantity: 2, newColorName: "Rosewood" }], photos: [] }),
    );
    expect(await decideRequest(db(), admin, { decision: "approve", requestId, note: "" })).toEqual({ ok: true });
    expect((await itemOf(order.id)).colorName).toBe("Rosewood");
  });

  it("refuses a member acting on another member's order or request", async () => {
    const member = await afterSaleMember(db());
    const stranger = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id);
    expect(await openRequest(db(), stranger, order.orderNumber, { kind: "change-address", ...ADDRESS }, noLines)).toMatchObject({ ok: false, status: 404 });
    const requestId = opened(await openRequest(db(), member, order.orderNumber, { kind: "change-address", ...ADDRESS }, noLines));
    expect(await withdrawRequest(db(), stranger, order.orderNumber, requestId)).toMatchObject({ ok: false, status: 404 });
    expect((await requestOf(requestId)).status).toBe("open");
    await db().update(profiles).set({ loyaltyPoints: 0 }).where(eq(profiles.userId, stranger.id));
  });
});

describe("a refund on an order with a full tax invoice", () => {
  it("issues a credit note of the refund's amount, referring to the invoice, in the refund's transaction", async () => {
    const admin = await insertAdmin(db());
    await saveTaxInvoiceSettings(db(), admin, {
      vatRegistered: true,
      legalName: "บริษัท กลอสซี่ แอนด์ เวลเวท จำกัด",
      taxId: "0105555000013",
      address: "1 ถนนพระราม 4 กรุงเทพฯ 10500",
      branchCode: "00000",
    });
    const member = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered", quantity: 2, price: 500_00 });
    const invoice = await requestTaxInvoice(db(), member.id, order.orderNumber, {
      buyerName: "บริษัท ลิปสวย จำกัด",
      buyerAddress: "99 ถนนสุขุมวิท กรุงเทพฯ 10110",
      buyerTaxId: "0105536123458",
      buyerBranchCode: "00000",
    });
    expect(invoice).toMatchObject({ ok: true, value: { invoiceNumber: expect.stringMatching(/^INV-/) } });
    const refunded = await recordRefund(
      db(),
      admin,
      { orderId: order.id, requestId: null, amount: 300_00, method: "cash", reference: "", note: "ตลับแตก 1 ชิ้น" },
      null,
    );
    expect(refunded).toMatchObject({ ok: true, value: { creditNoteNumber: expect.stringMatching(/^CN-\d{4}-000001$/) } });
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note).toMatchObject({ amount: 300_00, originalAmount: order.totalAmount, correctedAmount: order.totalAmount - 300_00, reason: "ตลับแตก 1 ชิ้น" });
  });
});

describe("a member leaving", () => {
  it("is held back by a request still running, and takes their words and photos with them, the books' part staying", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered" });
    const item = await itemOf(order.id);
    const requestId = opened(
      await openRequest(
        db(),
        member,
        order.orderNumber,
        { kind: "return", reason: "damaged", wanted: "refund", details: "ตลับแตก บ้านเลขที่ 12", sealed: false },
        { lines: [{ itemId: item.id, quantity: 1 }], photos: ["p.webp"] },
      ),
    );
    expect(await orderWithRunningRequest(db(), member.id)).toBe(order.orderNumber);
    await decideRequest(db(), admin, { decision: "refuse", requestId, note: "เลยกำหนด" });
    expect(await orderWithRunningRequest(db(), member.id)).toBeNull();

    const photos = await db().transaction((tx) => eraseMemberRequests(tx, member.id, new Date()));
    expect(photos).toEqual(["p.webp"]);
    expect(await requestOf(requestId)).toMatchObject({ details: "", photos: [], status: "refused", kind: "return", staffNote: "เลยกำหนด" });
    const notes = await db()
      .select({ actor: orderRequestSteps.actor, note: orderRequestSteps.note })
      .from(orderRequestSteps)
      .where(eq(orderRequestSteps.requestId, requestId));
    expect(notes).toEqual([
      { actor: "member", note: "" },
      { actor: "staff", note: "เลยกำหนด" },
    ]);
  });
});

describe("a return and the ratings", () => {
  it("leaves a lipstick returned in full unrateable by its buyer, one still kept rateable", async () => {
    const member = await afterSaleMember(db());
    const admin = await insertAdmin(db());
    const order = await afterSaleOrder(db(), member.id, { paid: true, status: "delivered", quantity: 2 });
    const item = await itemOf(order.id);
    expect((await reviewableProducts(db(), member.id, order.orderNumber)).map((product) => product.productId)).toEqual([order.product.id]);
    const returnAll: RequestInput = { kind: "return", reason: "damaged", wanted: "refund", details: "", sealed: false };
    const requestId = opened(await openRequest(db(), member, order.orderNumber, returnAll, { lines: [{ itemId: item.id, quantity: 1 }], photos: ["a.webp"] }));
    await decideRequest(db(), admin, { decision: "approve", requestId, note: "" });
    await receiveReturn(db(), admin, { requestId, note: "" }, [{ itemId: item.id, restock: 1, writeOff: 0 }]);
    // One of two back: the other is still theirs to rate.
    expect(await reviewableProducts(db(), member.id, order.orderNumber)).toHaveLength(1);
    await recordRefund(db(), admin, { orderId: order.id, requestId, amount: 100_00, method: "cash", reference: "", note: "" }, null);
    const second = opened(await openRequest(db(), member, order.orderNumber, returnAll, { lines: [{ itemId: item.id, quantity: 1 }], photos: ["b.webp"] }));
    await decideRequest(db(), admin, { decision: "approve", requestId: second, note: "" });
    await receiveReturn(db(), admin, { requestId: second, note: "" }, [{ itemId: item.id, restock: 0, writeOff: 1 }]);
    expect(await reviewableProducts(db(), member.id, order.orderNumber)).toEqual([]);
  });
});

describe("an order cancelled while a change waits", () => {
  it("withdraws the change, said on its timeline, so nothing waits on a cancelled order", async () => {
    const member = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id);
    const requestId = opened(await openRequest(db(), member, order.orderNumber, { kind: "change-address", ...ADDRESS }, noLines));
    expect(await cancelOwnOrder(db(), member, order.orderNumber, { reason: "ordered-wrong", details: "" })).toEqual({ ok: true });
    expect((await requestOf(requestId)).status).toBe("withdrawn");
    expect(await stepsOf(requestId)).toEqual(["opened", "withdrawn"]);
  });
});
