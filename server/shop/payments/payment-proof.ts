// A shopper's payment proof for one order: checked by the one upload checker, its slip
// mini-QR read off the main thread, the file written privately, then the payment row and the
// order's payment status in one transaction that locks the order (decision 025).
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { IMAGE_MAX_SIDE_PX } from "../../../domain/shared/limits";
import { PAYMENT_PROOF_MAX_BYTES, PAYMENT_PROOF_MIME_TYPES } from "../../../domain/payments/payment-limits";
import { fileTexts } from "../../../domain/shared/file-texts";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { refused, type Outcome, type Refusal } from "../../../domain/shared/refusal";
import { isPaymentMethod, type SlipQrStatus } from "../../../domain/orders/order-status";
import type { ProofFields } from "../../../domain/payments/payment-proof";
import type { ShopDatabase } from "../../platform/db/database";
import { orders, payments } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { checkUpload, UploadRejectedError, type CheckedUpload } from "../../platform/media/image-store";
import { constraintOf } from "../orders/place-order";
import { newSlipNotice, queueStaffNotice } from "../notices/staff-notices";
import { paymentProvider } from "./payment-providers";
import { removeProofFile, writeProofFile } from "./proof-files";
import { StorageUnavailableError } from "../../platform/media/storage-errors";
import { readSlipQr, type SlipQrReading } from "./slip-qr";
import { ORDER_STATE_COLUMNS } from "../orders/order-state-columns";
import { lockedRow } from "../../platform/db/locked-row";
import { checkSlipWithProvider } from "./slip-check";
import { configuredSlipCheckProvider, type SlipCheckProvider } from "./slip-check-provider";

export type ProofField = "proof" | "bankName" | "transferTime";

/** The recorded payment and what reading its slip QR found, or refused (naming the field at fault). */
export type ProofSubmitted = Outcome<{
  paymentId: string;
  slipQrStatus: SlipQrStatus;
  /** The slip provider confirmed it and the payment is verified (decision 110). */ verified: boolean;
}>;

const SLIP_REUSED_INDEX = "payments_slip_transaction_ref_idx";
/** All four passes of a large photo without a QR take ~1.5 s; past this the proof is kept unread. */
const SLIP_READ_TIME_LIMIT_MS = 15_000;
/** Phones' clocks drift; a transfer "a few minutes from now" is a slow clock, not a lie. */
const TRANSFER_TIME_SKEW_MS = 10 * 60_000;

const m = paymentTexts;
const UPLOAD_REFUSALS: Record<UploadRejectedError["reason"], Refusal> = {
  size: refused(413, fileTexts.tooLarge, "proof"),
  type: refused(415, fileTexts.invalidType, "proof"),
  unreadable: refused(415, fileTexts.invalidType, "proof"),
  dimensions: refused(422, fileTexts.imageDimensionsTooLarge(IMAGE_MAX_SIDE_PX), "proof"),
};
export const PROOF_MISSING = refused(400, m.proofRequired, "proof" satisfies ProofField);
const ORDER_NOT_FOUND = refused(404, requestTexts.notFound);
const SUBMIT_FAILED = refused(500, m.proofSubmitFailed);

type LockedOrder = { id: string; userId: string; status: string; paymentStatus: string; paymentMethod: string; totalAmount: number };

/**
 * Why this order takes no proof now, or null when it is waiting for one. An order whose proof
 * the shop rejected is back to payment status pending (spec §4) with no proof waiting: it takes
 * a new one (decision 034).
 */
export function proofRefusal(order: Omit<LockedOrder, "id" | "userId" | "totalAmount"> & { proofWaiting: boolean }): string | null {
  if (order.status === "cancelled") return m.orderCancelled;
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return m.alreadyPaid;
  if (order.paymentStatus === "pending" && order.proofWaiting) return m.proofPending;
  if (order.status !== "pending" || !isPaymentMethod(order.paymentMethod)) return m.notPayable;
  if (!paymentProvider(order.paymentMethod).expectsProof) return m.notPayable;
  return null;
}

/** Whether the order has a proof the shop has not yet verified or rejected. */
export const proofWaiting = (orderId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${payments} where ${payments.orderId} = ${orderId} and ${payments.status} = 'pending')`;

export type SlipRead = { status: SlipQrStatus; bankCode: string | null; transactionRef: string | null; payload: string | null };

/** Reads a proof's slip QR; any failure or a decode past the time limit is `unread`, never an error. */
export async function readProofSlip(bytes: Uint8Array, checked: CheckedUpload, timeLimitMs = SLIP_READ_TIME_LIMIT_MS): Promise<SlipRead> {
  const none = (status: SlipQrStatus): SlipRead => ({ status, bankCode: null, transactionRef: null, payload: null });
  if (checked.kind !== "image") return none("not-an-image");
  let timer: NodeJS.Timeout | undefined;
  try {
    const reading = await Promise.race<SlipQrReading>([
      readSlipQr(bytes),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("slip QR read timed out")), timeLimitMs);
      }),
    ]);
    if (reading.kind === "slip") return { status: "found", bankCode: reading.bankCode, transactionRef: reading.transactionRef, payload: reading.payload };
    return none(reading.kind);
  } catch (error) {
    logger.warn("Slip QR not read", errorFields(error));
    return none("unread");
  } finally {
    clearTimeout(timer);
  }
}

export type ProofSubmission = {
  userId: string;
  orderNumber: string;
  /** The uploaded file, or null when the form carried none. */
  bytes: Uint8Array | null;
  fields: Partial<ProofFields>;
};

/**
 * Records the member's proof for their own order. Refusals (bad file, someone else's order,
 * an order no longer waiting for payment, a slip already used for another order) write
 * nothing: the file is written only for a proof that passed its checks, before the
 * transaction, and removed again if the transaction does not commit.
 */
export async function submitPaymentProof(
  db: ShopDatabase,
  submission: ProofSubmission,
  /** `slipCheck`: the slip provider (tests name theirs); the settings' one, or none, when absent. */
  options: { proofsDir: string; now?: Date; slipCheck?: SlipCheckProvider | null },
): Promise<ProofSubmitted> {
  const { userId, orderNumber, bytes, fields } = submission;
  const now = options.now ?? new Date();
  if (!bytes || bytes.byteLength === 0) return PROOF_MISSING;
  if (fields.transferTime && fields.transferTime.getTime() > now.getTime() + TRANSFER_TIME_SKEW_MS) {
    return refused(400, m.transferTimeInFuture, "transferTime");
  }
  let checked: CheckedUpload;
  try {
    checked = await checkUpload(bytes, { maxBytes: PAYMENT_PROOF_MAX_BYTES, allowedMimeTypes: PAYMENT_PROOF_MIME_TYPES });
  } catch (error) {
    if (error instanceof UploadRejectedError) return UPLOAD_REFUSALS[error.reason];
    throw error;
  }

  // A first look without a lock spares decoding a slip for an order that takes none; the
  // transaction below checks again under the order's row lock.
  const [current] = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      proofWaiting: proofWaiting(orders.id),
    })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!current) return ORDER_NOT_FOUND;
  const early = proofRefusal(current);
  if (early) return refused(409, early);

  const slip = await readProofSlip(bytes, checked);
  let fileName: string;
  try {
    fileName = await writeProofFile(options.proofsDir, bytes, checked);
  } catch (error) {
    // Logged where it was noticed: the operator has a disk to see to.
    if (error instanceof StorageUnavailableError) return refused(503, fileTexts.storageUnavailable, "proof");
    if (typeof (error as NodeJS.ErrnoException).code === "string") {
      logger.error("Payment proof could not be written", { orderNumber, ...errorFields(error) });
      return SUBMIT_FAILED;
    }
    // The header passed but the pixels do not decode (a truncated image).
    return UPLOAD_REFUSALS.unreadable;
  }

  try {
    const result = await db.transaction(async (tx): Promise<ProofSubmitted> => {
      const order = await lockedRow(tx.select(ORDER_STATE_COLUMNS).from(orders).where(eq(orders.orderNumber, orderNumber)));
      if (!order || order.userId !== userId) return ORDER_NOT_FOUND;
      // Cancelled or expired meanwhile, or a second proof that won the race.
      const [waiting] = await tx
        .select({ proofWaiting: proofWaiting(order.id) })
        .from(orders)
        .where(eq(orders.id, order.id));
      const refusal = proofRefusal({ ...order, proofWaiting: waiting?.proofWaiting ?? false });
      if (refusal) return refused(409, refusal);
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          userId,
          paymentMethod: order.paymentMethod,
          amount: order.totalAmount,
          status: "pending",
          bankName: fields.bankName ?? null,
          transferDate: fields.transferTime ?? null,
          proofFile: fileName,
          slipQrStatus: slip.status,
          slipBankCode: slip.bankCode,
          slipTransactionRef: slip.transactionRef,
        })
        .returning({ id: payments.id });
      await tx.update(orders).set({ paymentStatus: "pending", updatedAt: now }).where(eq(orders.id, order.id));
      await queueStaffNotice(tx, newSlipNotice({ orderNumber, totalAmount: order.totalAmount, customerName: `${order.firstName} ${order.lastName}` }));
      return { ok: true, value: { paymentId: payment!.id, slipQrStatus: slip.status, verified: false } };
    });
    if (!result.ok) await removeProofFile(options.proofsDir, fileName);
    else if (slip.payload && slip.transactionRef) {
      // After the proof's own transaction: the proof is kept whatever the provider says, or fails to say.
      const provider = options.slipCheck === undefined ? configuredSlipCheckProvider() : options.slipCheck;
      const proof = { paymentId: result.value.paymentId, qrPayload: slip.payload, qrReference: slip.transactionRef };
      if (provider) result.value.verified = await checkSlipWithProvider(db, provider, proof, now);
    }
    return result;
  } catch (error) {
    await removeProofFile(options.proofsDir, fileName);
    // The unique index is the judge, so two uploads of one slip racing each other get one winner.
    if (constraintOf(error) === SLIP_REUSED_INDEX) return refused(409, m.slipReused, "proof");
    logger.error("Payment proof could not be saved", { orderNumber, ...errorFields(error) });
    return SUBMIT_FAILED;
  }
}
