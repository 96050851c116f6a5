// The member's after-sale requests, refunds and credit notes in their data export (PDPA right of
// access, decisions 074 and 105): what they asked and showed, what the shop answered them, the
// money sent back and the credit notes issued — never who at the shop did it or staff's own notes.
import { asc, eq } from "drizzle-orm";
import { satangToBaht } from "../../../domain/shared/money";
import { linesInBaht } from "../../../domain/orders/tax-invoice";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { creditNotes, orderRequests, orders, refunds } from "../../platform/db/schema";
import { rowsOnMemberOrders } from "../orders/member-order-rows";
import { refundSlipUrl, requestPhotoUrl, requestSteps } from "./request-views";

const baht = satangToBaht;

/** Each request with its timeline (the steps the order page shows) and its photos' links, which open for the member only. */
export async function memberRequestsForExport(db: DatabaseOrTransaction, userId: string, publicUrl: string) {
  const rows = await db
    .select({
      id: orderRequests.id,
      orderNumber: orders.orderNumber,
      kind: orderRequests.kind,
      status: orderRequests.status,
      reason: orderRequests.reason,
      details: orderRequests.details,
      wanted: orderRequests.wanted,
      lines: orderRequests.lines,
      address: orderRequests.address,
      photos: orderRequests.photos,
      shopAnswer: orderRequests.staffNote,
      askedAt: orderRequests.createdAt,
      decidedAt: orderRequests.decidedAt,
      closedAt: orderRequests.closedAt,
    })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .where(eq(orderRequests.userId, userId))
    .orderBy(asc(orderRequests.createdAt));
  if (rows.length === 0) return [];
  const stepsOf = await requestSteps(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, photos, ...request }) => ({
    ...request,
    photoUrls: photos.map((_, index) => `${publicUrl}${requestPhotoUrl(id, index)}`),
    steps: stepsOf(id).map(({ step, actor, note, createdAt }) => ({ step, by: actor, note, at: createdAt })),
  }));
}

/** Money sent back on the member's orders: how much, how, its reference and slip, when; not who sent it nor staff's note. */
export async function memberRefundsForExport(db: DatabaseOrTransaction, userId: string, publicUrl: string) {
  const rows = await rowsOnMemberOrders(
    db,
    userId,
    refunds,
    {
      id: refunds.id,
      orderNumber: orders.orderNumber,
      amount: refunds.amount,
      method: refunds.method,
      reference: refunds.reference,
      slipFile: refunds.slipFile,
      at: refunds.createdAt,
    },
    asc(refunds.createdAt),
  );
  return rows.map(({ id, amount, slipFile, ...refund }) => ({
    ...refund,
    amountBaht: baht(amount),
    slipUrl: slipFile ? `${publicUrl}${refundSlipUrl(id)}` : null,
  }));
}

/** The credit notes issued on the member's orders, as issued (decision 104). */
export async function memberCreditNotesForExport(db: DatabaseOrTransaction, userId: string) {
  const rows = await rowsOnMemberOrders(
    db,
    userId,
    creditNotes,
    {
      creditNoteNumber: creditNotes.creditNoteNumber,
      invoiceNumber: creditNotes.invoiceNumber,
      orderNumber: orders.orderNumber,
      issuedAt: creditNotes.issuedAt,
      reason: creditNotes.reason,
      buyer: creditNotes.buyer,
      seller: creditNotes.seller,
      lines: creditNotes.lines,
      originalAmount: creditNotes.originalAmount,
      correctedAmount: creditNotes.correctedAmount,
      amount: creditNotes.amount,
      valueBeforeVat: creditNotes.valueBeforeVat,
      vatAmount: creditNotes.vatAmount,
      vatRate: creditNotes.vatRate,
    },
    asc(creditNotes.issuedAt),
  );
  return rows.map(({ lines, originalAmount, correctedAmount, amount, valueBeforeVat, vatAmount, ...note }) => ({
    ...note,
    lines: linesInBaht(lines),
    originalBaht: baht(originalAmount),
    correctedBaht: baht(correctedAmount),
    creditedBaht: baht(amount),
    valueBeforeVatBaht: baht(valueBeforeVat),
    vatBaht: baht(vatAmount),
  }));
}
