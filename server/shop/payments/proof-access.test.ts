import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { placeTestOrder } from "../orders/test-fixtures";
import { submitPaymentProof } from "./payment-proof";
import { paymentProofForViewer } from "./proof-access";
import { smallGif, tinyPdf } from "./test-support/proof-files";
import { provideTempDir } from "../../platform/test-support/temp-dir";

const testDb = provideTestDatabase();
const proofs = provideTempDir("shop-proof-access-");

async function paidWith(userId: string, bytes: Uint8Array) {
  const placed = await placeTestOrder(testDb.db, userId, { stock: 3 });
  const proof = await submitPaymentProof(testDb.db, { userId, orderNumber: placed.orderNumber, bytes, fields: {} }, { proofsDir: proofs.path });
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

    const mine = await paymentProofForViewer(testDb.db, { id: owner, isAdmin: false }, paymentId, proofs.path);
    expect(mine).toMatchObject({ contentType: "application/pdf", fileName: `proof-${orderNumber}.pdf` });
    expect(mine?.bytes.equals(pdf)).toBe(true);
    expect((await paymentProofForViewer(testDb.db, { id: admin, isAdmin: true }, paymentId, proofs.path))?.contentType).toBe("application/pdf");

    expect(await paymentProofForViewer(testDb.db, { id: stranger, isAdmin: false }, paymentId, proofs.path)).toBeNull();
    expect(await paymentProofForViewer(testDb.db, null, paymentId, proofs.path)).toBeNull();
    expect(await paymentProofForViewer(testDb.db, { id: owner, isAdmin: false }, randomUUID(), proofs.path)).toBeNull();
    expect(await paymentProofForViewer(testDb.db, { id: admin, isAdmin: true }, "../../etc/passwd", proofs.path)).toBeNull();
  });

  it("serves an image proof re-encoded as WebP, without the original's metadata", async () => {
    const owner = await insertMember(testDb.db);
    const { paymentId } = await paidWith(owner, await smallGif());
    const proof = await paymentProofForViewer(testDb.db, { id: owner, isAdmin: false }, paymentId, proofs.path);
    expect(proof?.contentType).toBe("image/webp");
    const metadata = await sharp(proof!.bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
  });
});
