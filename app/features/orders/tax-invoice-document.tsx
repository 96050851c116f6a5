import { ArrowLeft } from "lucide-react";
import { formatThaiDate } from "../../../domain/shared/dates";
import { formatBahtWithSatang } from "../../../domain/shared/money";
import { branchLabel, type TaxInvoiceBuyer, type TaxInvoiceLine, type TaxInvoiceSeller } from "../../../domain/orders/tax-invoice";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";
import { LinesTable, type LinesTableKind } from "../../ui/table-headings";
import { DocumentFacts, PrintedDocument } from "./printed-document";

/** The invoice's lines, each amount to the satang. */
const INVOICE_LINES: LinesTableKind<TaxInvoiceLine> = {
  caption: t.documentTitle,
  className: "w-full border-collapse text-left",
  headClassName: "border-b border-gray-300 text-gray-600",
  rowClassName: "border-b border-gray-100",
  lineKey: (_line, index) => String(index),
  columns: [
    [t.description, "py-2 pr-2", "py-2 pr-2", (line) => line.description],
    [t.quantity, "py-2 px-2 text-right", "py-2 px-2 text-right", (line) => line.quantity],
    [t.unitPrice, "py-2 px-2 text-right", "py-2 px-2 text-right whitespace-nowrap", (line) => formatBahtWithSatang(line.unitPrice)],
    [t.amount, "py-2 pl-2 text-right", "py-2 pl-2 text-right whitespace-nowrap", (line) => formatBahtWithSatang(line.amount)],
  ],
};

export type TaxInvoiceDocumentProps = {
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  seller: TaxInvoiceSeller;
  buyer: TaxInvoiceBuyer;
  lines: readonly TaxInvoiceLine[];
  totalAmount: number;
  valueBeforeVat: number;
  vatAmount: number;
  vatRate: number;
  totalInWords: string;
  /** Where "back" leads: the member's order, or the staff's list. */
  backHref: string;
  backLabel: string;
};

/** A party to a tax document (the invoice, a credit note): name, address, tax id and branch as §86/4 asks. */
export function InvoiceParty({ title, name, party }: { title: string; name: string; party: TaxInvoiceSeller | TaxInvoiceBuyer }) {
  return (
    <section aria-label={title} className="space-y-0.5">
      <h2 className="font-semibold text-gray-500">{title}</h2>
      <p className="font-semibold">{name}</p>
      <p className="whitespace-pre-line">{party.address}</p>
      <p>
        {t.taxIdLabel} <span className="whitespace-nowrap font-mono">{party.taxId}</span>
      </p>
      <p>{branchLabel(party.branchCode)}</p>
    </section>
  );
}

/**
 * The full tax invoice (ใบกำกับภาษีเต็มรูป) as issued, with the particulars of section 86/4 of
 * the Revenue Code: the word ใบกำกับภาษี, seller and buyer with address, tax id and branch, number,
 * date, the goods with quantity and value, and the VAT apart. A4 when printed (decision 079).
 */
export function TaxInvoiceDocument(props: TaxInvoiceDocumentProps) {
  const { seller, buyer } = props;
  return (
    <PrintedDocument back={{ href: props.backHref, label: props.backLabel, arrow: <ArrowLeft className="size-4" aria-hidden /> }} className="tax-invoice">
      <header className="flex flex-col gap-4 border-b border-gray-300 pb-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <InvoiceParty title={t.seller} name={seller.legalName} party={seller} />
        <div className="sm:text-right print:text-right">
          <h1 className="text-3xl font-bold">{t.documentTitle}</h1>
          <p className="text-gray-600">{t.documentSubtitle}</p>
          <DocumentFacts
            className="mt-2 space-y-0.5"
            facts={[
              [t.invoiceNumber, props.invoiceNumber, "whitespace-nowrap font-mono font-semibold"],
              [t.issuedOn, formatThaiDate(props.issuedAt)],
              [t.orderNumber, props.orderNumber, "whitespace-nowrap font-mono"],
            ]}
          />
        </div>
      </header>

      <InvoiceParty title={t.buyer} name={buyer.name} party={buyer} />

      <div className="overflow-x-auto">
        <LinesTable kind={INVOICE_LINES} lines={props.lines} />
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_20rem] print:grid-cols-[1fr_20rem]">
        <div className="space-y-2">
          <dl>
            <dt className="text-gray-500">{t.totalInWords}</dt>
            <dd className="font-semibold">({props.totalInWords})</dd>
          </dl>
          <p className="text-gray-600">{t.pricesIncludeVat}</p>
        </div>
        <dl className="space-y-1">
          <div className="flex justify-between gap-4">
            <dt>{t.valueBeforeVat}</dt>
            <dd className="whitespace-nowrap" data-testid="value-before-vat">
              {formatBahtWithSatang(props.valueBeforeVat)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t.vat(props.vatRate)}</dt>
            <dd className="whitespace-nowrap" data-testid="vat-amount">
              {formatBahtWithSatang(props.vatAmount)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-gray-300 pt-1 font-semibold">
            <dt>{t.totalIncludingVat}</dt>
            <dd className="whitespace-nowrap">{formatBahtWithSatang(props.totalAmount)}</dd>
          </div>
        </dl>
      </div>
    </PrintedDocument>
  );
}
