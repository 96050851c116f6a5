import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_PROMPTPAY_KEY } from "../../../domain/payments/payment-proof";
import { contactInfo, orders, payments, siteConfig } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { cancelOrder, EXPIRY_REASON } from "./cancel-order";
import { memberOrderPage } from "../order-page/member-order-page";
import { bahtInWords, paymentOutcome, receiptKindOf, receiptPage } from "./order-pages";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct, TWO_LIPS_PLACED } from "./test-fixtures";

const testDb = provideTestDatabase();

/** A member's order of 2 × ฿199 (+ ฿50 shipping = ฿448), as checkout writes it. */
async function orderOf(userId: string, extra: Record<string, unknown> = {}) {
  const lip = await insertProduct(testDb.db, { price: 199_00, stock: 5, colors: ["Rose"] });
  const form = checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 2 }], extra);
  const result = await placeOrder(testDb.db, userId, form);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value;
}

async function people() {
  const owner = await insertMember(testDb.db);
  const stranger = await insertMember(testDb.db);
  const admin = await insertMember(testDb.db, { role: "admin" });
  return {
    owner: { id: owner, isAdmin: false },
    stranger: { id: stranger, isAdmin: false },
    admin: { id: admin, isAdmin: true },
  };
}

async function addProof(orderId: string, userId: string, status: "pending" | "verified" | "rejected", verifiedAt?: Date) {
  await testDb.db.insert(payments).values({ orderId, userId, paymentMethod: "promptpay", amount: 448_00, status, verifiedAt });
}

describe("the member's order page", () => {
  it("shows the owner their order: snapshot lines, amounts, states and the call to pay", async () => {
    const { owner } = await people();
    await testDb.db
      .insert(siteConfig)
      .values({ configKey: PAYMENT_PROMPTPAY_KEY, configValue: { id: "089-123-4567", accountName: "ร้านทดสอบ" }, category: "payment" })
      .onConflictDoNothing();
    const placed = await orderOf(owner.id);
    const answer = await memberOrderPage(testDb.db, owner, placed.orderNumber);
    expect(answer).toMatchObject({
      kind: "found",
      receiptKind: "statement",
      awaitsPayment: true,
      order: {
        orderNumber: placed.orderNumber,
        ...TWO_LIPS_PLACED,
        discount: 0,
        latestPayment: null,
        items: [expect.objectContaining({ colorName: "สีRose", unitPrice: 199_00, quantity: 2 })],
      },
    });
    // The PromptPay QR for the exact total, again, while the order waits for the money.
    const instructions = answer.kind === "found" ? answer.paymentInstructions : null;
    expect(instructions).toMatchObject({ kind: "promptpay", amount: 448_00, qrSvg: expect.stringContaining("<svg") });
    expect(instructions && "payload" in instructions ? instructions.payload : "").toContain("5406448.00");
  });

  it("answers a stranger, an unknown number and a malformed one alike; an admin sees any order; a guest signs in", async () => {
    const { owner, stranger, admin } = await people();
    const placed = await orderOf(owner.id);
    expect(await memberOrderPage(testDb.db, stranger, placed.orderNumber)).toEqual({ kind: "not-found" });
    expect(await memberOrderPage(testDb.db, owner, "ORDER-ZZZZZZZZZ")).toEqual({ kind: "not-found" });
    expect(await memberOrderPage(testDb.db, owner, "ORDER-'; drop table orders;--")).toEqual({ kind: "not-found" });
    expect(await memberOrderPage(testDb.db, owner, "x".repeat(5000))).toEqual({ kind: "not-found" });
    expect(await memberOrderPage(testDb.db, admin, placed.orderNumber)).toMatchObject({ kind: "found", order: { id: placed.id } });
    expect(await memberOrderPage(testDb.db, null, placed.orderNumber)).toEqual({ kind: "sign-in" });
  });

  it("stops asking for money once a proof is in, asks again after a rejected one, and never for cash on delivery", async () => {
    const { owner } = await people();
    const placed = await orderOf(owner.id);
    await addProof(placed.id, owner.id, "rejected");
    expect(await memberOrderPage(testDb.db, owner, placed.orderNumber)).toMatchObject({
      awaitsPayment: true,
      order: { latestPayment: { status: "rejected" } },
    });
    await addProof(placed.id, owner.id, "pending");
    await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, placed.id));
    expect(await memberOrderPage(testDb.db, owner, placed.orderNumber)).toMatchObject({
      awaitsPayment: false,
      order: { paymentStatus: "pending", latestPayment: { status: "pending" } },
    });
    const cod = await orderOf(owner.id, { paymentMethod: "cod" });
    expect(await memberOrderPage(testDb.db, owner, cod.orderNumber)).toMatchObject({ awaitsPayment: false });
  });

  it("shows why a cancelled order was cancelled and no longer asks for money", async () => {
    const { owner } = await people();
    const placed = await orderOf(owner.id);
    await cancelOrder(testDb.db, placed.id, EXPIRY_REASON);
    expect(await memberOrderPage(testDb.db, owner, placed.orderNumber)).toMatchObject({
      awaitsPayment: false,
      order: { status: "cancelled", cancelReason: "ไม่ได้ชำระเงินภายในเวลาที่กำหนด" },
    });
  });
});

describe("the receipt", () => {
  it("is a statement until the money is in, then a receipt dated by the verified payment", async () => {
    const { owner, stranger } = await people();
    await testDb.db.delete(contactInfo);
    await testDb.db.insert(contactInfo).values({ email: "hello@shop.example", phone: "02-123-4567", address: "1 ถนนสีลม กรุงเทพฯ 10500", workingHours: "" });
    await testDb.db
      .insert(siteConfig)
      .values({ configKey: "brand_name", configValue: "ร้านลิปทดสอบ" })
      .onConflictDoUpdate({ target: siteConfig.configKey, set: { configValue: "ร้านลิปทดสอบ" } });
    const placed = await orderOf(owner.id);

    expect(await receiptPage(testDb.db, owner, placed.orderNumber)).toMatchObject({
      kind: "found",
      receiptKind: "statement",
      paidAt: null,
      totalInWords: "สี่ร้อยสี่สิบแปดบาทถ้วน",
      shop: { name: "ร้านลิปทดสอบ", address: "1 ถนนสีลม กรุงเทพฯ 10500", phone: "02-123-4567" },
    });

    const verifiedAt = new Date("2026-11-20T03:00:00Z");
    await addProof(placed.id, owner.id, "verified", verifiedAt);
    await testDb.db.update(orders).set({ paymentStatus: "paid", status: "confirmed" }).where(eq(orders.id, placed.id));
    expect(await receiptPage(testDb.db, owner, placed.orderNumber)).toMatchObject({ receiptKind: "receipt", paidAt: verifiedAt });

    expect(await receiptPage(testDb.db, stranger, placed.orderNumber)).toEqual({ kind: "not-found" });
    expect(await receiptPage(testDb.db, owner, "ORDER-000000000")).toEqual({ kind: "not-found" });
    expect(await receiptPage(testDb.db, null, placed.orderNumber)).toEqual({ kind: "sign-in" });
  });

  it("is issued for paid and refunded orders only", () =>
    expectMapping(receiptKindOf, [
      ["paid", "receipt"],
      ["refunded", "receipt"],
      ["pending", "statement"],
      ["unpaid", "statement"],
    ]));

  it("spells totals in Thai words from satang", () =>
    expectMapping(bahtInWords, [
      [448_00, "สี่ร้อยสี่สิบแปดบาทถ้วน"],
      [21_50, "ยี่สิบเอ็ดบาทห้าสิบสตางค์"],
      [1_299_00, "หนึ่งพันสองร้อยเก้าสิบเก้าบาทถ้วน"],
      [12_345_67, "หนึ่งหมื่นสองพันสามร้อยสี่สิบห้าบาทหกสิบเจ็ดสตางค์"],
      [5, "ห้าสตางค์"],
      [0, "ศูนย์บาทถ้วน"],
    ]));
});

describe("/payment-success and /thank-you", () => {
  it("show the owner's real order and its real payment state", async () => {
    const { owner, admin } = await people();
    const placed = await orderOf(owner.id);
    expect(await paymentOutcome(testDb.db, owner, placed.orderNumber)).toEqual({
      kind: "order",
      order: {
        orderNumber: placed.orderNumber,
        status: "pending",
        paymentStatus: "unpaid",
        paymentMethod: "promptpay",
        totalAmount: 448_00,
        awaitsPayment: true,
      },
    });
    await addProof(placed.id, owner.id, "pending");
    await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, placed.id));
    expect(await paymentOutcome(testDb.db, admin, placed.orderNumber)).toMatchObject({
      kind: "order",
      order: { paymentStatus: "pending", awaitsPayment: false },
    });
  });

  it("thank generically for no number, a malformed one, an unknown one or someone else's; a guest with a number signs in", async () => {
    const { owner, stranger } = await people();
    const placed = await orderOf(owner.id);
    expect(await paymentOutcome(testDb.db, owner, null)).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, owner, "")).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, owner, "ORDER-<script>")).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, owner, "ORDER-QQQQQQQQQ")).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, stranger, placed.orderNumber)).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, null, null)).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, null, "not-a-number")).toEqual({ kind: "generic" });
    expect(await paymentOutcome(testDb.db, null, placed.orderNumber)).toEqual({ kind: "sign-in" });
  });
});
