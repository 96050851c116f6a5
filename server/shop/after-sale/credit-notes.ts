// Credit notes (ใบลดหนี้, Revenue Code §86/10; issue 36, decision 103): issued in a refund's own
// transaction when the order has a full tax invoice, numbered per Buddhist-era year from a locked
// counter row of their own (no gaps, as the invoices' are: decision 079), stored as issued.
import { and, asc, eq, sql } from "drizzle-orm";
import { creditNoteAmounts, creditNoteLines, creditNoteNumber, isCreditNoteNumber, type IssuedCreditNote } from "../../../domain/after-sale/credit-note";
import { invoiceYear, VAT_RATE_PERCENT, type TaxInvoiceLine } from "../../../domain/orders/tax-invoice";
import { isOrderNumber } from "../../../domain/orders/order-number";
import type { Satang } from "../../../domain/shared/money";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { lockedRow } from "../../platform/db/locked-row";
import { nextYearlyNumber } from "../../platform/db/yearly-counter";
import { creditNoteCounters, creditNotes, orders, taxInvoices } from "../../platform/db/schema";
import type { OrderViewer } from "../orders/order-access";
import { bahtInWords } from "../orders/order-pages";

export type CreditNoteIssue = {
  orderId: string;
  /** The refund the note goes with (null: none recorded as a row). */
  refundId: string | null;
  /** The money credited, VAT included: at most what the invoice still stands at (more credits what is left). */
  amount: Satang;
  /** Why, in Thai, as printed on the note. */
  reason: string;
  /** What is credited, prices including VAT: the goods returned, or one line of a whole cancellation; none: one line of the reason. */
  lines: readonly TaxInvoiceLine[];
  now: Date;
};

export type CreditNoteIssueResult = { issued: true; creditNoteNumber: string } | { issued: false; reason: "no-invoice" | "nothing-left" };

/**
 * Issues a credit note for a refund on an order with a full tax invoice, inside the caller's
 * transaction (the refund's, with the order row locked): the number, and a snapshot of the
 * invoice's seller and buyer, the reason, the lines and the amounts — what the invoice stood at
 * before (its total less the notes before this one), what it stands at after, the difference and
 * its VAT. An order without an invoice needs no note; one credited down to zero takes no more.
 */
export async function issueCreditNote(tx: DatabaseOrTransaction, issue: CreditNoteIssue): Promise<CreditNoteIssueResult> {
  // The invoice row locked too, so two notes on one invoice count each other even from a caller that forgot the order's lock.
  const invoice = await lockedRow(
    tx
      .select({
        id: taxInvoices.id,
        invoiceNumber: taxInvoices.invoiceNumber,
        totalAmount: taxInvoices.totalAmount,
        seller: taxInvoices.seller,
        buyer: taxInvoices.buyer,
      })
      .from(taxInvoices)
      .where(eq(taxInvoices.orderId, issue.orderId)),
  );
  if (!invoice) return { issued: false, reason: "no-invoice" };
  const [earlier] = await tx
    .select({ credited: sql<number>`coalesce(sum(${creditNotes.amount}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.taxInvoiceId, invoice.id));
  const amounts = creditNoteAmounts({ invoiceTotal: invoice.totalAmount, credited: earlier!.credited, amount: issue.amount });
  if (!amounts) return { issued: false, reason: "nothing-left" };
  const year = invoiceYear(issue.now);
  const sequence = await nextYearlyNumber(tx, creditNoteCounters, year);
  const number = creditNoteNumber(year, sequence);
  await tx.insert(creditNotes).values({
    orderId: issue.orderId,
    taxInvoiceId: invoice.id,
    refundId: issue.refundId,
    creditNoteNumber: number,
    invoiceNumber: invoice.invoiceNumber,
    year,
    sequence,
    issuedAt: issue.now,
    reason: issue.reason,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: creditNoteLines(issue.lines, issue.reason, amounts.amount),
    ...amounts,
    vatRate: VAT_RATE_PERCENT,
  });
  return { issued: true, creditNoteNumber: number };
}

/** One note as the order's pages list it. */
export type CreditNoteListed = { creditNoteNumber: string; issuedAt: Date; amount: Satang };

/** The order's credit notes, oldest first: for the member's order page and the staff's. */
export function creditNotesOfOrder(db: DatabaseOrTransaction, orderId: string): Promise<CreditNoteListed[]> {
  return db
    .select({ creditNoteNumber: creditNotes.creditNoteNumber, issuedAt: creditNotes.issuedAt, amount: creditNotes.amount })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.year), asc(creditNotes.sequence));
}

/**
 * `/orders/{number}/credit-notes/{note}`: the note as issued, for the order's owner or an admin
 * (the access of the order and its invoice); null for anyone else, exactly as for a number that
 * does not exist or a note of another order, so numbers cannot be probed.
 */
export async function creditNoteForViewer(
  db: DatabaseOrTransaction,
  viewer: OrderViewer,
  orderNumber: string,
  noteNumber: string,
): Promise<IssuedCreditNote | null> {
  if (!isOrderNumber(orderNumber) || !isCreditNoteNumber(noteNumber)) return null;
  const [row] = await db
    .select({ note: creditNotes, orderNumber: orders.orderNumber, invoiceIssuedAt: taxInvoices.issuedAt })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.taxInvoiceId))
    .where(and(eq(creditNotes.creditNoteNumber, noteNumber), eq(orders.orderNumber, orderNumber), viewer.isAdmin ? undefined : eq(orders.userId, viewer.id)));
  if (!row) return null;
  const { note } = row;
  return {
    creditNoteNumber: note.creditNoteNumber,
    orderNumber: row.orderNumber,
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    invoiceIssuedAt: row.invoiceIssuedAt,
    reason: note.reason,
    seller: note.seller,
    buyer: note.buyer,
    lines: note.lines,
    originalAmount: note.originalAmount,
    correctedAmount: note.correctedAmount,
    amount: note.amount,
    valueBeforeVat: note.valueBeforeVat,
    vatAmount: note.vatAmount,
    vatRate: note.vatRate,
    amountInWords: bahtInWords(note.amount),
  };
}
