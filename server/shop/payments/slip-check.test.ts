import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_BANK_ACCOUNT_KEY } from "../../../domain/payments/payment-proof";
import { adminAuditLog, mailOutbox, orders, payments, siteConfig } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { provideTempDir } from "../../platform/test-support/temp-dir";
import { insertMember } from "../members/test-fixtures";
import { placeTestOrder } from "../orders/test-fixtures";
import { submitPaymentProof } from "./payment-proof";
import { maskedAccountMatches } from "./slip-check";
import { httpSlipCheckProvider, type SlipCheckProvider } from "./slip-check-provider";
import { slipPhotoFor } from "./test-support/proof-files";
import { provideStandInSlipProvider, STAND_IN_API_KEY, type StandInTransfer } from "./test-support/stand-in-slip-provider";

const testDb = provideTestDatabase();
const proofs = provideTempDir("shop-slip-checks-", { each: true });
const standIn = provideStandInSlipProvider();

const SHOP_ACCOUNT = { bankName: "ธนาคารกสิกรไทย", accountName: "ร้านลิปทดสอบ", accountNumber: "123-4-56789-0" };
const TO_SHOP = { nameTh: "ร้านลิปทดสอบ", bankAccount: "xxx-x-x6789-x" };

async function shopAccountSet() {
  await testDb.db
    .insert(siteConfig)
    .values({ configKey: PAYMENT_BANK_ACCOUNT_KEY, configValue: SHOP_ACCOUNT, category: "payment" })
    .onConflictDoUpdate({ target: siteConfig.configKey, set: { configValue: SHOP_ACCOUNT } });
}

/** A member's order of one 199-baht lipstick paid by transfer, the transfer the stand-in's bank knows for it, and its slip photo. */
async function orderWithSlip(reference: string, transfer: (order: { totalAmount: number; createdAt: Date }) => StandInTransfer | null) {
  await shopAccountSet();
  const member = await insertMember(testDb.db);
  const placed = await placeTestOrder(testDb.db, member, { price: 199_00, stock: 5, extra: { paymentMethod: "bankTransfer" } });
  const [order] = await testDb.db
    .select({ totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.orderNumber, placed.orderNumber));
  const known = transfer(order!);
  if (known) standIn.knows(reference, known);
  return { member, orderNumber: placed.orderNumber, order: order!, photo: new Uint8Array(await slipPhotoFor("004", reference)) };
}

const provider = (url = standIn.url, timeoutMs = 2_000) => httpSlipCheckProvider({ url, apiKey: STAND_IN_API_KEY, timeoutMs });

async function upload(member: string, orderNumber: string, photo: Uint8Array, slipCheck: SlipCheckProvider | null = provider()) {
  const result = await submitPaymentProof(testDb.db, { userId: member, orderNumber, bytes: photo, fields: {} }, { proofsDir: proofs.path, slipCheck });
  if (!result.ok) throw new Error(result.message);
  const [payment] = await testDb.db.select().from(payments).where(eq(payments.id, result.value.paymentId));
  const [order] = await testDb.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return { verified: result.value.verified, payment: payment!, orderPaymentStatus: order!.paymentStatus };
}

/** Two uploads each, their slip photos decoded on a busy machine. */
const TWO_UPLOADS_MS = 60_000;

const justAfter = (order: { createdAt: Date }) => new Date(order.createdAt.getTime() + 60_000);

describe("automatic slip checks", () => {
  it("verifies a slip the provider confirms for the exact total to the shop's account: paid, audited as the provider's, the shopper mailed", async () => {
    const reference = "016123AUTO0001";
    const { member, orderNumber, photo } = await orderWithSlip(reference, (order) => ({
      amountBaht: order.totalAmount / 100,
      date: justAfter(order),
      receiver: TO_SHOP,
    }));

    const checked = await upload(member, orderNumber, photo);

    expect(checked.verified).toBe(true);
    expect(checked.orderPaymentStatus).toBe("paid");
    expect(checked.payment.status).toBe("verified");
    expect(checked.payment.verifiedBy).toBeNull();
    expect(checked.payment.slipCheck).toMatchObject({ verdict: "verified", answer: { reference, receiverAccounts: ["xxx-x-x6789-x"] } });
    expect(standIn.asked.at(-1)?.authorization).toBe(`Bearer ${STAND_IN_API_KEY}`);
    const [audit] = await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, checked.payment.id));
    expect(audit).toMatchObject({ action: "payment.verify", after: expect.objectContaining({ verifiedByProvider: true }) });
    const mails = await testDb.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(mails.some((mail) => mail.subject.includes(orderNumber))).toBe(true);
  });

  const mismatches: [string, (order: { totalAmount: number; createdAt: Date }) => StandInTransfer, string][] = [
    ["016123AMOUNT01", (order) => ({ amountBaht: order.totalAmount / 100 - 1, date: justAfter(order), receiver: TO_SHOP }), "amount-differs"],
    [
      "016123STRANGE1",
      (order) => ({ amountBaht: order.totalAmount / 100, date: justAfter(order), receiver: { nameTh: "คนอื่น", bankAccount: "xxx-x-x9999-x" } }),
      "receiver-differs",
    ],
    [
      "016123EARLY001",
      (order) => ({ amountBaht: order.totalAmount / 100, date: new Date(order.createdAt.getTime() - 3_600_000), receiver: TO_SHOP }),
      "time-outside",
    ],
  ];
  it.each(mismatches)("leaves slip %s to staff", async (reference, transfer, verdict) => {
    const { member, orderNumber, photo } = await orderWithSlip(reference, transfer);
    const checked = await upload(member, orderNumber, photo);
    expect([checked.verified, checked.payment.status, checked.orderPaymentStatus, checked.payment.slipCheck?.verdict]).toEqual([
      false,
      "pending",
      "pending",
      verdict,
    ]);
  });

  it(
    "leaves to staff a slip whose reference another payment carried, and one the provider does not know",
    async () => {
      // The first order's payment with this reference was rejected, so the upload itself is taken (decision 025).
      const reference = "016123REUSED01";
      const first = await orderWithSlip(reference, () => null);
      const firstUpload = await upload(first.member, first.orderNumber, first.photo);
      await testDb.db.update(payments).set({ status: "rejected" }).where(eq(payments.id, firstUpload.payment.id));
      await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.orderNumber, first.orderNumber));
      const second = await orderWithSlip(reference, (order) => ({ amountBaht: order.totalAmount / 100, date: justAfter(order), receiver: TO_SHOP }));

      const reused = await upload(second.member, second.orderNumber, second.photo);
      expect([reused.verified, reused.payment.status, reused.payment.slipCheck?.verdict]).toEqual([false, "pending", "reference-used"]);
      expect(firstUpload.payment.slipCheck?.verdict).toBe("not-confirmed");
    },
    TWO_UPLOADS_MS,
  );

  it(
    "takes the upload and leaves it to staff when the provider is down or too slow",
    async () => {
      const down = await orderWithSlip("016123DOWN0001", (order) => ({ amountBaht: order.totalAmount / 100, date: justAfter(order), receiver: TO_SHOP }));
      const refused = await upload(down.member, down.orderNumber, down.photo, provider("http://127.0.0.1:1/api/v1/verify"));
      expect([refused.verified, refused.payment.status, refused.payment.slipCheck?.verdict]).toEqual([false, "pending", "provider-unavailable"]);

      const slow = await orderWithSlip("016123SLOW0001", (order) => ({ amountBaht: order.totalAmount / 100, date: justAfter(order), receiver: TO_SHOP }));
      standIn.hang(true);
      try {
        const late = await upload(slow.member, slow.orderNumber, slow.photo, provider(standIn.url, 500));
        expect([late.verified, late.payment.status, late.payment.slipCheck?.verdict]).toEqual([false, "pending", "provider-unavailable"]);
      } finally {
        standIn.hang(false);
      }
    },
    TWO_UPLOADS_MS,
  );

  it("without a provider, records the proof for staff as before", async () => {
    const { member, orderNumber, photo } = await orderWithSlip("016123NONE0001", (order) => ({
      amountBaht: order.totalAmount / 100,
      date: justAfter(order),
      receiver: TO_SHOP,
    }));
    const checked = await upload(member, orderNumber, photo, null);
    expect([checked.verified, checked.payment.status, checked.payment.slipCheck]).toEqual([false, "pending", null]);
  });
});

describe("maskedAccountMatches", () => {
  it("matches only an account with the same digits wherever the mask shows one", () => {
    expect(maskedAccountMatches("xxx-x-x6789-x", "123-4-56789-0")).toBe(true);
    expect(maskedAccountMatches("xxx-x-x6780-x", "123-4-56789-0")).toBe(false);
    expect(maskedAccountMatches("xxx-xxx-4567", "089-123-4567")).toBe(true);
    // Too few digits shown, or another length, proves nothing.
    expect(maskedAccountMatches("xxx-x-xxx89-x", "123-4-56789-0")).toBe(false);
    expect(maskedAccountMatches("xxx-x-x6789", "123-4-56789-0")).toBe(false);
  });
});
