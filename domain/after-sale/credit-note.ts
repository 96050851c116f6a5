// Credit notes (ใบลดหนี้, Revenue Code §86/10; issue 36, decision 103): the pure rules — the note's
// number, its one line when the caller names none, and its amounts against the invoice it corrects.
// Numbered per Buddhist-era year like the invoices (`invoiceYear`), from a counter of their own.
import type { Satang } from "../shared/money";
import { splitVat, VAT_RATE_PERCENT, type TaxInvoiceBuyer, type TaxInvoiceLine, type TaxInvoiceSeller } from "../orders/tax-invoice";

const CREDIT_NOTE_NUMBER_PATTERN = /^CN-[0-9]{4}-[0-9]{6}$/;

/** CN-2569-000001 */
export function creditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, "0")}`;
}

/** Whether a URL's text can be a credit note's number (anything else is not looked up). */
export function isCreditNoteNumber(text: unknown): text is string {
  return typeof text === "string" && CREDIT_NOTE_NUMBER_PATTERN.test(text);
}

/** A note's amounts, all including VAT but the split of the difference; `amount = originalAmount − correctedAmount = valueBeforeVat + vatAmount`. */
export type CreditNoteAmounts = {
  /** What the invoice stands at before this note: its total less the notes issued on it before. */
  originalAmount: Satang;
  /** What it stands at after. */
  correctedAmount: Satang;
  /** The difference credited. */
  amount: Satang;
  valueBeforeVat: Satang;
  vatAmount: Satang;
};

/**
 * The amounts of a note crediting `amount` on an invoice of `invoiceTotal` already credited
 * `credited` by earlier notes. Never more than the invoice still stands at: an `amount` above
 * that credits what is left (a caller that must not credit less refuses before asking); null
 * when nothing is left. The VAT of the difference is split as the invoice's was (`splitVat`).
 */
export function creditNoteAmounts(
  { invoiceTotal, credited, amount }: { invoiceTotal: Satang; credited: Satang; amount: Satang },
  rate = VAT_RATE_PERCENT,
): CreditNoteAmounts | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a credit note's amount must be whole satang above 0, not ${amount}`);
  const originalAmount = invoiceTotal - credited;
  if (originalAmount <= 0) return null;
  const credit = Math.min(amount, originalAmount);
  const { valueBeforeVat, vat } = splitVat(credit, rate);
  return { originalAmount, correctedAmount: originalAmount - credit, amount: credit, valueBeforeVat, vatAmount: vat };
}

/** The note's lines: the caller's (the goods returned), or else one line of `description` for the whole `amount`. */
export function creditNoteLines(lines: readonly TaxInvoiceLine[], description: string, amount: Satang): TaxInvoiceLine[] {
  if (lines.length > 0) return [...lines];
  return [{ kind: "goods", description, quantity: 1, unitPrice: amount, amount }];
}

/** A note as issued: what its page prints, read from the stored note (the server) and drawn (the page). */
export type IssuedCreditNote = {
  creditNoteNumber: string;
  orderNumber: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  reason: string;
  seller: TaxInvoiceSeller;
  buyer: TaxInvoiceBuyer;
  lines: TaxInvoiceLine[];
  originalAmount: Satang;
  correctedAmount: Satang;
  amount: Satang;
  valueBeforeVat: Satang;
  vatAmount: Satang;
  vatRate: number;
  amountInWords: string;
};
