// Who may see a payment proof: whoever may see its order (orderForViewer: the owner or an
// admin), asked by payment id. Anyone else, a guest, or a malformed id gets the same null.
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { orderForViewer, type OrderViewer } from "../orders/order-access";
import { readProofFile } from "./proof-files";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProofForViewer = { bytes: Buffer; contentType: string; fileName: string };

export async function paymentProofForViewer(
  db: DatabaseOrTransaction,
  viewer: OrderViewer | null,
  paymentId: string,
  proofsDir: string,
): Promise<ProofForViewer | null> {
  if (!viewer || !UUID.test(paymentId)) return null;
  const [payment] = await db
    .select({ proofFile: payments.proofFile, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!payment?.proofFile) return null;
  if (!(await orderForViewer(db, viewer, payment.orderNumber))) return null;
  const file = await readProofFile(proofsDir, payment.proofFile);
  if (!file) return null;
  const extension = payment.proofFile.slice(payment.proofFile.lastIndexOf("."));
  return { ...file, fileName: `proof-${payment.orderNumber}${extension}` };
}
