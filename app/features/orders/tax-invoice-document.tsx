import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { formatThaiDate } from "../../../domain/shared/dates";
import { formatBahtWithSatang } from "../../../domain/shared/money";
import { branchLabel, type TaxInvoiceBuyer, type TaxInvoiceLine, type TaxInvoiceSeller } from "../../../domain/orders/tax-invoice";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";
import { LinesTable, type LinesTableKind } from "../../ui/table-headings";
import { DocumentFacts, PrintedDocument } from "./printed-document";
import { MessagePage } from "../../ui/message-page";

/**
 * A tax document's lines (the invoice's goods, a credit note's credited lines), each amount to the
 * satang, prices including VAT: the invoice and its credit notes print them alike.
 */
export function taxDocumentLines(caption: string): LinesTableKind<TaxInvoiceLine> {
  return {
    caption,
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
}

const INVOICE_LINES = taxDocumentLines(t.documentTitle);
const TAX_INVOICE: TaxDocumentKind = { className: "tax-invoice", title: t.documentTitle, subtitle: t.documentSubtitle, issuedOnLabel: t.issuedOn };

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
function InvoiceParty({ title, name, party }: { title: string; name: string; party: TaxInvoiceSeller | TaxInvoiceBuyer }) {
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

/** What every tax document's heading and way back are drawn from. */
type TaxDocumentHead = {
  seller: TaxInvoiceSeller;
  buyer: TaxInvoiceBuyer;
  issuedAt: Date;
  orderNumber: string;
  backHref: string;
  backLabel: string;
};

/** What sets one kind of tax document apart on its page: its class for print, its word, the line under it, its date's label. */
export type TaxDocumentKind = { className: string; title: string; subtitle: string; issuedOnLabel: string };

/**
 * A tax document's page (the invoice, a credit note): the way back, then the seller with the
 * document's word, number, date and order beside it, then the buyer, then the document's own parts.
 */
export function TaxDocumentPage({
  kind,
  document,
  number,
  children,
}: {
  kind: TaxDocumentKind;
  document: TaxDocumentHead;
  number: readonly [label: string, value: string];
  children: ReactNode;
}) {
  const { seller, buyer } = document;
  return (
    <PrintedDocument
      back={{ href: document.backHref, label: document.backLabel, arrow: <ArrowLeft className="size-4" aria-hidden /> }}
      className={kind.className}
    >
      <header className="flex flex-col gap-4 border-b border-gray-300 pb-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <InvoiceParty title={t.seller} name={seller.legalName} party={seller} />
        <div className="sm:text-right print:text-right">
          <h1 className="text-3xl font-bold">{kind.title}</h1>
          <p className="text-gray-600">{kind.subtitle}</p>
          <DocumentFacts
            className="mt-2 space-y-0.5"
            facts={[
              [number[0], number[1], "whitespace-nowrap font-mono font-semibold"],
              [kind.issuedOnLabel, formatThaiDate(document.issuedAt)],
              [t.orderNumber, document.orderNumber, "whitespace-nowrap font-mono"],
            ]}
          />
        </div>
      </header>

      <InvoiceParty title={t.buyer} name={buyer.name} party={buyer} />
      {children}
    </PrintedDocument>
  );
}

/** A tax document's lines in their table, scrolling sideways on a narrow screen. */
export function TaxDocumentLines({ kind, lines }: { kind: LinesTableKind<TaxInvoiceLine>; lines: readonly TaxInvoiceLine[] }) {
  return (
    <div className="overflow-x-auto">
      <LinesTable kind={kind} lines={lines} />
    </div>
  );
}

/** One sum at a tax document's foot: its label, its amount, and the test id its figure is found by. */
export type TaxDocumentSum = readonly [label: string, amount: number, testId?: string];

/**
 * A tax document's foot: the amount in words and that prices include VAT, then the sums and the
 * total under a rule. `gridClassName` sizes the sums' column (a credit note's labels are longer).
 */
export function TaxDocumentTotals({
  gridClassName,
  inWordsLabel,
  inWords,
  sums,
  total,
}: {
  gridClassName: string;
  inWordsLabel: string;
  inWords: string;
  sums: readonly TaxDocumentSum[];
  total: TaxDocumentSum;
}) {
  return (
    <div className={`grid gap-4 ${gridClassName}`}>
      <div className="space-y-2">
        <dl>
          <dt className="text-gray-500">{inWordsLabel}</dt>
          <dd className="font-semibold">({inWords})</dd>
        </dl>
        <p className="text-gray-600">{t.pricesIncludeVat}</p>
      </div>
      <dl className="space-y-1">
        {sums.map(([label, amount, testId]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap" data-testid={testId}>
              {formatBahtWithSatang(amount)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-300 pt-1 font-semibold">
          <dt>{total[0]}</dt>
          <dd className="whitespace-nowrap" data-testid={total[2]}>
            {formatBahtWithSatang(total[1])}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The full tax invoice (ใบกำกับภาษีเต็มรูป) as issued, with the particulars of section 86/4 of
 * the Revenue Code: the word ใบกำกับภาษี, seller and buyer with address, tax id and branch, number,
 * date, the goods with quantity and value, and the VAT apart. A4 when printed (decision 079).
 */
export function TaxInvoiceDocument(props: TaxInvoiceDocumentProps) {
  return (
    <TaxDocumentPage kind={TAX_INVOICE} document={props} number={[t.invoiceNumber, props.invoiceNumber]}>
      <TaxDocumentLines kind={INVOICE_LINES} lines={props.lines} />
      <TaxDocumentTotals
        gridClassName="sm:grid-cols-[1fr_20rem] print:grid-cols-[1fr_20rem]"
        inWordsLabel={t.totalInWords}
        inWords={props.totalInWords}
        sums={[
          [t.valueBeforeVat, props.valueBeforeVat, "value-before-vat"],
          [t.vat(props.vatRate), props.vatAmount, "vat-amount"],
        ]}
        total={[t.totalIncludingVat, props.totalAmount]}
      />
    </TaxDocumentPage>
  );
}

/** Where a tax document's "back" leads: staff to their list of such documents, the member to the order. */
export function taxDocumentBack(staff: boolean, orderNumber: string, staffList: { href: string; label: string }) {
  return staff
    ? { backHref: staffList.href, backLabel: staffList.label }
    : { backHref: `/orders/${encodeURIComponent(orderNumber)}`, backLabel: t.backToOrder };
}

/**
 * An order of the viewer's with no invoice issued yet (issue 40): that it is on its way, or how to ask —
 * on the order page while the shop is VAT registered, otherwise by contacting the shop.
 */
export function TaxInvoiceNotIssuedPage({ orderNumber, requested, offered }: { orderNumber: string; requested: boolean; offered: boolean }) {
  const orderPage = { to: `/orders/${encodeURIComponent(orderNumber)}`, label: t.backToOrder };
  if (requested) return <MessagePage title={t.notIssuedTitle} hint={t.notIssuedRequested} link={orderPage} />;
  if (offered) return <MessagePage title={t.notIssuedTitle} hint={t.notIssuedHowToAsk} link={orderPage} />;
  return <MessagePage title={t.notIssuedTitle} hint={t.notIssuedAskTheShop} link={{ to: "/contact", label: t.contactShop }} />;
}
