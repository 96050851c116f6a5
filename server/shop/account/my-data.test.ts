import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { provideTestAuth, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import {
  accounts,
  chatMessages,
  collectedCodes,
  contactMessages,
  loyaltyLedger,
  orderPromotions,
  orderRequests,
  orderRequestSteps,
  payments,
  productReviews,
  profiles,
  refunds,
  savedAddresses,
  securityLog,
  sessions,
  taxInvoiceRequests,
  taxInvoices,
} from "../../platform/db/schema";
import { insertProduct } from "../orders/test-fixtures";
import { insertPromotion, uniqueCode } from "../promotions/test-fixtures";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertOrder } from "../members/test-fixtures";
import { bangkokDay, downloadMyData } from "./my-data";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const PASSWORD = "Lipstick-2024!";

const signUp = (name: string) => testAuth.signUpMember(name, PASSWORD, 1);

let invoicesIssued = 0;

/** A member with something in every section the file has. */
async function memberWithHistory(name: string, phone: string) {
  const member = await signUp(name);
  const db = testDb.db;
  await db
    .update(profiles)
    .set({
      displayName: name,
      phone,
      address: `${name} 12 ซอยสุขุมวิท 11`,
      subDistrict: "คลองเตยเหนือ",
      district: "วัฒนา",
      province: "กรุงเทพมหานคร",
      postalCode: "10110",
      avatarUrl: `/media/avatars/${member.userId}/face-480.webp`,
    })
    .where(eq(profiles.userId, member.userId));
  const order = await insertOrder(db, member.userId, { subtotal: 498_00, shippingFee: 40_00, status: "delivered", paymentStatus: "paid" });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      userId: member.userId,
      paymentMethod: "bankTransfer",
      amount: 538_00,
      status: "verified",
      proofFile: "slip.png",
      adminNotes: `staff-only note about ${name}`,
    })
    .returning({ id: payments.id });
  await db.insert(loyaltyLedger).values({ userId: member.userId, orderId: order.id, points: 5, reason: "order" });
  // A full tax invoice issued on the paid order (as issueRequestedTaxInvoice stores it), and one asked for on an unpaid order.
  const taxId = `${phone}000`.slice(0, 13);
  invoicesIssued += 1;
  await db.insert(taxInvoices).values({
    orderId: order.id,
    orderNumber: order.orderNumber,
    invoiceNumber: `INV-2569-${String(invoicesIssued).padStart(6, "0")}`,
    year: 2569,
    sequence: invoicesIssued,
    issuedAt: new Date("2026-11-20T03:00:00Z"),
    seller: { legalName: "บริษัท กลอสซี่ แอนด์ เวลเวท จำกัด", taxId: "0105559999999", branchCode: "00000", address: "กรุงเทพมหานคร" },
    buyer: { name: `${name} จำกัด`, taxId, branchCode: "00000", address: `${name} 12 ซอยสุขุมวิท 11` },
    lines: [{ kind: "goods", description: "Velvet Lip ปกติ", quantity: 2, unitPrice: 249_00, amount: 498_00 }],
    totalAmount: 538_00,
    valueBeforeVat: 502_80,
    vatAmount: 35_20,
    vatRate: 7,
  });
  const unpaid = await insertOrder(db, member.userId, { subtotal: 249_00 });
  await db
    .insert(taxInvoiceRequests)
    .values({ orderId: unpaid.id, buyerName: `${name} ขอใบกำกับ`, buyerAddress: "เชียงใหม่", buyerTaxId: taxId, buyerBranchCode: "00001" });
  await db.insert(chatMessages).values({ userId: member.userId, role: "user", message: `${name} ถามเรื่องสีแดง` });
  await db.insert(savedAddresses).values({
    userId: member.userId,
    label: "ที่ทำงาน",
    firstName: name,
    lastName: "ใจดี",
    phone,
    address: `${name} 99 ถนนสีลม`,
    province: "กรุงเทพมหานคร",
    postalCode: "10500",
  });
  const product = await insertProduct(db);
  await db.insert(productReviews).values({
    userId: member.userId,
    productId: product.id,
    orderId: order.id,
    rating: 5,
    text: `${name} ชอบสีนี้มาก`,
    photoUrl: `/media/product-reviews/${crypto.randomUUID()}-960.webp`,
  });
  const [request] = await db
    .insert(orderRequests)
    .values({
      orderId: order.id,
      userId: member.userId,
      kind: "return",
      status: "closed",
      reason: "damaged",
      details: `${name} ตลับแตก`,
      photos: ["a.webp"],
      staffNote: "ขออภัยค่ะ",
    })
    .returning({ id: orderRequests.id });
  await db.insert(orderRequestSteps).values({ requestId: request!.id, step: "asked", actor: "member", note: `${name} ส่งรูปให้แล้ว` });
  await db.insert(refunds).values({
    orderId: order.id,
    requestId: request!.id,
    amount: 249_00,
    method: "promptpay",
    reference: "REF123",
    note: "staff-only refund note",
    refundedByEmail: "staff@shop.test",
  });
  const promotion = await insertPromotion(db, { title: `${name} โค้ดลด`, code: uniqueCode() });
  await db.insert(collectedCodes).values({ userId: member.userId, promotionId: promotion.id });
  await db.insert(orderPromotions).values({ orderId: order.id, promotionId: promotion.id, userId: member.userId, title: `${name} โค้ดลด`, discount: 50_00 });
  await db.insert(securityLog).values({ event: "successful_login", userId: member.userId, email: member.email, clientAddress: "203.0.113.9" });
  await db.insert(contactMessages).values({ name, email: member.email.toUpperCase(), subject: "สอบถาม", message: `${name} ขอสอบถาม` });
  return { ...member, order, paymentId: payment!.id };
}

const paidOrderOf = (file: { orders: { orderNumber: string; promotions: unknown[] }[] }, orderNumber: string) =>
  file.orders.find((order) => order.orderNumber === orderNumber)!;

describe("downloadMyData", () => {
  it("gives the member everything the shop holds about them, and nothing of another member's or any secret", async () => {
    // A message sent with the address before the account existed may be anyone's (see ownContactMessages).
    const earlyEmail = `early-${crypto.randomUUID()}@test.example`;
    await testDb.db.insert(contactMessages).values({
      name: "คนอื่น",
      email: earlyEmail,
      subject: "ก่อนสมัคร",
      message: "not yours",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const ploy = await memberWithHistory("พลอย", "0812345678");
    const other = await memberWithHistory("นิด", "0898765432");

    const now = new Date("2026-11-27T18:30:00Z"); // 01:30 on the 28th in Bangkok
    const result = await downloadMyData(testDb.db, ploy.userId, { publicUrl: TEST_SHOP_URL, now });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.fileName).toBe("my-data-2026-11-28.json");
    const file = JSON.parse(result.value.json);

    expect(file.profile).toMatchObject({
      name: "พลอย",
      email: ploy.email,
      phone: "0812345678",
      avatarUrl: `/media/avatars/${ploy.userId}/face-480.webp`,
    });
    expect(file.addresses).toEqual([
      expect.objectContaining({ source: "profile", province: "กรุงเทพมหานคร", postalCode: "10110" }),
      expect.objectContaining({ source: "saved", label: "ที่ทำงาน", address: "พลอย 99 ถนนสีลม", postalCode: "10500" }),
    ]);
    expect(file.productReviews).toEqual([
      expect.objectContaining({
        rating: 5,
        text: "พลอย ชอบสีนี้มาก",
        orderNumber: ploy.order.orderNumber,
        photoUrl: expect.stringMatching(new RegExp(`^${TEST_SHOP_URL}/media/product-reviews/[0-9a-f-]{36}-960\\.webp$`)),
        hiddenByShop: false,
      }),
    ]);
    expect(file.afterSaleRequests).toEqual([
      expect.objectContaining({
        orderNumber: ploy.order.orderNumber,
        kind: "return",
        details: "พลอย ตลับแตก",
        shopAnswer: "ขออภัยค่ะ",
        photoUrls: [expect.stringMatching(new RegExp(`^${TEST_SHOP_URL}/order-request/files/[0-9a-f-]{36}/0$`))],
        steps: [expect.objectContaining({ step: "asked", by: "member", note: "พลอย ส่งรูปให้แล้ว" })],
      }),
    ]);
    expect(file.refunds).toEqual([expect.objectContaining({ orderNumber: ploy.order.orderNumber, amountBaht: 249, method: "promptpay", reference: "REF123" })]);
    expect(file.collectedCodes).toEqual([expect.objectContaining({ title: "พลอย โค้ดลด" })]);
    expect(paidOrderOf(file, ploy.order.orderNumber).promotions).toEqual([expect.objectContaining({ title: "พลอย โค้ดลด", discountBaht: 50 })]);
    expect(file.securityEvents).toContainEqual(expect.objectContaining({ event: "successful_login", ipAddress: "203.0.113.9" }));
    expect(file.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(file.sessions).toHaveLength(1);
    expect(file.orders).toHaveLength(2);
    expect(file.orders.find((order: { orderNumber: string }) => order.orderNumber === ploy.order.orderNumber)).toMatchObject({
      orderNumber: ploy.order.orderNumber,
      totalBaht: 538,
      status: "delivered",
    });
    const paidOrder = file.orders.find((order: { orderNumber: string }) => order.orderNumber === ploy.order.orderNumber);
    expect(paidOrder.items).toEqual([expect.objectContaining({ productName: "Velvet Lip", unitPriceBaht: 249, quantity: 1 })]);
    expect(paidOrder.payments).toEqual([
      expect.objectContaining({ amountBaht: 538, status: "verified", slipUrl: `${TEST_SHOP_URL}/payment-proofs/${ploy.paymentId}` }),
    ]);
    expect(file.taxInvoices).toEqual([
      expect.objectContaining({
        invoiceNumber: expect.stringMatching(/^INV-2569-\d{6}$/),
        issuedAt: "2026-11-20T03:00:00.000Z",
        orderNumber: ploy.order.orderNumber,
        buyer: { name: "พลอย จำกัด", taxId: "0812345678000", branchCode: "00000", address: "พลอย 12 ซอยสุขุมวิท 11" },
        lines: [{ kind: "goods", description: "Velvet Lip ปกติ", quantity: 2, unitPriceBaht: 249, amountBaht: 498 }],
        totalBaht: 538,
        valueBeforeVatBaht: 502.8,
        vatBaht: 35.2,
        vatRate: 7,
      }),
    ]);
    expect(file.taxInvoiceRequests).toEqual([
      expect.objectContaining({ buyerName: "พลอย ขอใบกำกับ", buyerAddress: "เชียงใหม่", buyerTaxId: "0812345678000", buyerBranchCode: "00001" }),
    ]);
    expect(file.loyalty).toMatchObject({ ledger: [expect.objectContaining({ points: 5, orderNumber: ploy.order.orderNumber })] });
    expect(file.assistantChat).toEqual([expect.objectContaining({ role: "user", message: "พลอย ถามเรื่องสีแดง" })]);
    expect(file.contactMessages).toEqual([expect.objectContaining({ message: "พลอย ขอสอบถาม" })]);

    const text = result.value.json;
    // Nothing of the other member's.
    for (const theirs of [other.email, "นิด", "0898765432", "0898765432000", other.order.orderNumber, other.paymentId, other.userId]) {
      expect(text).not.toContain(theirs);
    }
    expect(text).not.toContain("not yours");
    // No secrets and no staff notes.
    const [session] = await testDb.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, ploy.userId));
    const [account] = await testDb.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, ploy.userId));
    expect(session!.token.length).toBeGreaterThan(10);
    expect(text).not.toContain(session!.token);
    expect(text).not.toContain(account!.password!);
    expect(text).not.toMatch(/"(token|password|accessToken|refreshToken|idToken|adminNotes|verifiedBy)"/);
    expect(text).not.toContain("staff-only note");
    expect(text).not.toContain("staff-only refund note");
    expect(text).not.toContain("staff@shop.test");
  });

  it("is refused after five downloads in an hour, and counts each member on their own", async () => {
    const a = await signUp("เอ");
    const b = await signUp("บี");
    for (let i = 0; i < 5; i += 1) expect((await downloadMyData(testDb.db, a.userId, { publicUrl: TEST_SHOP_URL })).ok).toBe(true);
    const refused = await downloadMyData(testDb.db, a.userId, { publicUrl: TEST_SHOP_URL });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await downloadMyData(testDb.db, b.userId, { publicUrl: TEST_SHOP_URL })).ok).toBe(true);
  });

  it("names the file by the day in Bangkok", () => {
    expect(bangkokDay(new Date("2026-01-01T16:59:59Z"))).toBe("2026-01-01");
    expect(bangkokDay(new Date("2026-01-01T17:00:00Z"))).toBe("2026-01-02");
  });
});
