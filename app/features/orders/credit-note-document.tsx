import { ArrowLeft } from "lucide-react";
import { creditNoteTexts as t } from "../../../domain/after-sale/credit-note-texts";
import { taxInvoiceTexts } from "../../../domain/orders/tax-invoice-texts";
import type { TaxInvoiceBuyer, TaxInvoiceLine, TaxInvoiceSeller } from "../../../domain/orders/tax-invoice";
import { formatThaiDate } from "../../../domain/shared/dates";
import { formatBahtWithSatang } from "../../../domain/shared/money";
import { LinesTable, type LinesTableKind } from "../../ui/table-headings";
import { DocumentFacts, PrintedDocument } from "./printed-document";
import { InvoiceParty } from "./tax-invoice-document";

/** What is credited, each amount to the satang (prices including VAT, as on the invoice). */
const CREDITED_LINES: LinesTableKind<TaxInvoiceLine> = {
  caption: t.linesCaption,
  className: "w-full border-collapse text-left",
  headClassName: "border-b border-gray-300 text-gray-600",
  rowClassName: "border-b border-gray-100",
  lineKey: (_line, index) => String(index),
  columns: [
    [taxInvoiceTexts.description, "py-2 pr-2", "py-2 pr-2", (line) => line.description],
    [taxInvoiceTexts.quantity, "py-2 px-2 text-right", "py-2 px-2 text-right", (line) => line.quantity],
    [taxInvoiceTexts.unitPrice, "py-2 px-2 text-right", "py-2 px-2 text-right whitespace-nowrap", (line) => formatBahtWithSatang(line.unitPrice)],
    [taxInvoiceTexts.amount, "py-2 pl-2 text-right", "py-2 pl-2 text-right whitespace-nowrap", (line) => formatBahtWithSatang(line.amount)],
  ],
};

export type CreditNoteDocumentProps = {
  creditNoteNumber: string;
  orderNumber: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  reason: string;
  seller: TaxInvoiceSeller;
  buyer: TaxInvoiceBuyer;
  lines: readonly TaxInvoiceLine[];
  originalAmount: number;
  correctedAmount: number;
  amount: number;
  valueBeforeVat: number;
  vatAmount: number;
  vatRate: number;
  amountInWords: string;
  /** Where "back" leads: the member's order, or the staff's list. */
  backHref: string;
  backLabel: string;
};

/**
 * A credit note (ใบลดหนี้) as issued, with the particulars of section 86/10 of the Revenue Code:
 * the word ใบลดหนี้, seller and buyer with address, tax id and branch, its number and date, the
 * invoice it corrects (number and date), the reason, what is credited, the invoice's value before
 * and the correct value, the difference and its VAT. Printed on A4 like the invoice (decision 103).
 */
export function CreditNoteDocument(props: CreditNoteDocumentProps) {
  const { seller, buyer } = props;
  const sums: readonly [label: string, amount: number, testId: string][] = [
    [t.originalAmount, props.originalAmount, "original-amount"],
    [t.correctedAmount, props.correctedAmount, "corrected-amount"],
    [t.difference, props.valueBeforeVat, "value-before-vat"],
    [t.vat(props.vatRate), props.vatAmount, "vat-amount"],
  ];
  return (
    <PrintedDocument back={{ href: props.backHref, label: props.backLabel, arrow: <ArrowLeft className="size-4" aria-hidden /> }} className="credit-note">
      <header className="flex flex-col gap-4 border-b border-gray-300 pb-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <InvoiceParty title={taxInvoiceTexts.seller} name={seller.legalName} party={seller} />
        <div className="sm:text-right print:text-right">
          <h1 className="text-3xl font-bold">{t.documentTitle}</h1>
          <p className="text-gray-600">{t.original}</p>
          <DocumentFacts
            className="mt-2 space-y-0.5"
            facts={[
              [t.creditNoteNumber, props.creditNoteNumber, "whitespace-nowrap font-mono font-semibold"],
              [t.issuedOn, formatThaiDate(props.issuedAt)],
              [t.orderNumber, props.orderNumber, "whitespace-nowrap font-mono"],
            ]}
          />
        </div>
      </header>

      <InvoiceParty title={taxInvoiceTexts.buyer} name={buyer.name} party={buyer} />

      <div className="space-y-2">
        <p className="font-semibold">{t.reference(props.invoiceNumber, formatThaiDate(props.invoiceIssuedAt))}</p>
        <dl>
          <dt className="text-gray-500">{t.reason}</dt>
          <dd className="whitespace-pre-line">{props.reason}</dd>
        </dl>
      </div>

      <div className="overflow-x-auto">
        <LinesTable kind={CREDITED_LINES} lines={props.lines} />
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_22rem] print:grid-cols-[1fr_22rem]">
        <div className="space-y-2">
          <dl>
            <dt className="text-gray-500">{t.totalInWords}</dt>
            <dd className="font-semibold">({props.amountInWords})</dd>
          </dl>
          <p className="text-gray-600">{taxInvoiceTexts.pricesIncludeVat}</p>
        </div>
        <dl className="space-y-1">
          {sums.map(([label, amount, testId]) => (
            <div key={testId} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="whitespace-nowrap" data-testid={testId}>
                {formatBahtWithSatang(amount)}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-gray-300 pt-1 font-semibold">
            <dt>{t.total}</dt>
            <dd className="whitespace-nowrap" data-testid="credited-amount">
              {formatBahtWithSatang(props.amount)}
            </dd>
          </div>
        </dl>
      </div>
    </PrintedDocument>
  );
}
