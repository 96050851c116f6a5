import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { placeTestOrder } from "../orders/test-fixtures";
import { submitPaymentProof } from "./payment-proof";
import { paymentProofForViewer } from "./proof-access";
import { smallGif, tinyPdf } from "./test-support/proof-files";

const testDb = provideTestDatabase();
let proofsDir: string;
beforeAll(async () => {
  proofsDir = await mkdtemp(path.join(os.tmpdir(), "shop-proof-access-"));
});
afterAll(async () => {
  await rm(proofsDir, { recursive: true, force: true });
});

async function paidWith(userId: string, bytes: Uint8Array) {
  const placed = await placeTestOrder(testDb.db, userId, { stock: 3 });
  const proof = await submitPaymentProof(testDb.db, { userId, orderNumber: placed.orderNumber, bytes, fields: {} }, { proofsDir });
  if (!proof.ok) throw new Error(JSON.stringify(proof));
  return { paymentId: proof.value.paymentId, orderNumber: placed.orderNumber };
}

describe("paymentProofForViewer", () => {
  it("gives the owner and admins the stored file; a stranger, a guest and made-up ids get nothing", async () => {
    const owner = await insertMember(testDb.db);
    const stranger = await insertMember(testDb.db);
    const admin = await insertMember(testDb.db, { role: "admin" });
    const pdf = tinyPdf();
    const { paymentId, orderNumber } = await paidWith(owner, pdf);

    const mine = await paymentProofForViewer(testDb.db, { id: owner, isAdmin: false }, paymentId, proofsDir);
    expect(mine).toMatchObject({ contentType: "application/pdf", fileName: `proof-${orderNumber}.pdf` });
    expect(mine?.bytes.equals(pdf)).toBe(true);
    expect((await paymentProofForViewer(testDb.db, { id: admin, isAdmin: true }, paymentId, proofsDir))?.contentType).toBe("application/pdf");

    expect(await paymentProofForViewer(testDb.db, { id: stranger, isAdmin: false }, paymentId, proofsDir)).toBeNull();
    expect(await paymentProofForViewer(testDb.db, null, paymentId, proofsDir)).toBeNull();
    expect(await paymentProofForViewer(testDb.db, { id: owner, isAdmin: false }, randomUUID(), proofsDir)).toBeNull();
    expect(await paymentProofForViewer(testDb.db, { id: admin, isAdmin: true }, "../../etc/passwd", proofsDir)).toBeNull();
  });

  it("serves an image proof re-encoded as WebP, without the original's metadata", async () => {
    const owner = await insertMember(testDb.db);
    const { paymentId } = await paidWith(owner, await smallGif());
    const proof = await paymentProofForViewer(testDb.db, { id: owner, isAdmin: false }, paymentId, proofsDir);
    expect(proof?.contentType).toBe("image/webp");
    const metadata = await sharp(proof!.bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
  });
});
