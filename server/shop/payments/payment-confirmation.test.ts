import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoSiteConfig } from "../demo/demo-catalogue";
import { orders, siteConfig } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { cancelOrder } from "../orders/cancel-order";
import { placeTestOrder } from "../orders/test-fixtures";
import { loadPaymentConfirmation } from "./payment-confirmation";
import { submitPaymentProof } from "./payment-proof";
import { tinyPdf } from "./test-support/proof-files";

const testDb = provideTestDatabase();

const orderFor = (userId: string, paymentMethod: string) => placeTestOrder(testDb.db, userId, { price: 199_00, stock: 5, extra: { paymentMethod } });

describe("loadPaymentConfirmation", () => {
  it("shows the seeded PromptPay QR and the upload to the owner, then the proof waiting, and nothing to strangers", async () => {
    // The demo settings the seed writes are valid ones.
    const payment = demoSiteConfig(() => "/media/x.webp").filter((entry) => entry.category === "payment");
    await testDb.db.insert(siteConfig).values(payment.map((entry) => ({ configKey: entry.key, configValue: entry.value, category: entry.category })));
    const owner = await insertMember(testDb.db);
    const order = await orderFor(owner, "promptpay");
    const page = await loadPaymentConfirmation(testDb.db, { id: owner, isAdmin: false }, order.orderNumber);
    expect(page).toMatchObject({ stage: "awaiting-proof", viewerIsOwner: true, totalAmount: 249_00, proofUrl: null });
    expect(page?.instructions).toMatchObject({ kind: "promptpay", amount: 249_00, qrSvg: expect.stringMatching(/^<svg/) });
    expect(page?.items).toEqual([expect.objectContaining({ unitPrice: 199_00, quantity: 1 })]);
    // The deadline to pay (decision 070): ORDER_PAYMENT_HOURS (24 by default) after placing.
    const [placed] = await testDb.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, order.id));
    expect(Date.parse(page!.paymentDeadline!)).toBe(placed!.createdAt.getTime() + 24 * 3_600_000);

    const stranger = await insertMember(testDb.db);
    expect(await loadPaymentConfirmation(testDb.db, { id: stranger, isAdmin: false }, order.orderNumber)).toBeNull();
    const admin = await insertMember(testDb.db, { role: "admin" });
    expect(await loadPaymentConfirmation(testDb.db, { id: admin, isAdmin: true }, order.orderNumber)).toMatchObject({
      viewerIsOwner: false,
    });

    const proofsDir = await mkdtemp(path.join(os.tmpdir(), "shop-confirmation-"));
    const proof = await submitPaymentProof(testDb.db, { userId: owner, orderNumber: order.orderNumber, bytes: tinyPdf(), fields: {} }, { proofsDir });
    await rm(proofsDir, { recursive: true, force: true });
    if (!proof.ok) throw new Error(JSON.stringify(proof));
    expect(await loadPaymentConfirmation(testDb.db, { id: owner, isAdmin: false }, order.orderNumber)).toMatchObject({
      stage: "proof-pending",
      instructions: null,
      paymentDeadline: null,
      proofUrl: `/payment-proofs/${proof.value.paymentId}`,
    });
  });

  it("tells a COD order what happens next without an upload, and a cancelled one that it is over", async () => {
    const owner = await insertMember(testDb.db);
    const cod = await orderFor(owner, "cod");
    expect(await loadPaymentConfirmation(testDb.db, { id: owner, isAdmin: false }, cod.orderNumber)).toMatchObject({
      stage: "no-proof",
      instructions: { kind: "cod", amount: cod.totalAmount },
    });
    const transfer = await orderFor(owner, "bankTransfer");
    await cancelOrder(testDb.db, transfer.id, "ทดสอบ");
    expect(await loadPaymentConfirmation(testDb.db, { id: owner, isAdmin: false }, transfer.orderNumber)).toMatchObject({
      stage: "cancelled",
      instructions: null,
    });
  });
});
