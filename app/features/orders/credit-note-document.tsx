import { creditNoteTexts as t } from "../../../domain/after-sale/credit-note-texts";
import type { IssuedCreditNote } from "../../../domain/after-sale/credit-note";
import { formatThaiDate } from "../../../domain/shared/dates";
import { TaxDocumentLines, TaxDocumentPage, taxDocumentLines, TaxDocumentTotals, type TaxDocumentKind } from "./tax-invoice-document";

/** What is credited, each amount to the satang (prices including VAT, as on the invoice). */
const CREDITED_LINES = taxDocumentLines(t.linesCaption);
const CREDIT_NOTE: TaxDocumentKind = { className: "credit-note", title: t.documentTitle, subtitle: t.original, issuedOnLabel: t.issuedOn };

export type CreditNoteDocumentProps = IssuedCreditNote & {
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
  return (
    <TaxDocumentPage kind={CREDIT_NOTE} document={props} number={[t.creditNoteNumber, props.creditNoteNumber]}>
      <div className="space-y-2">
        <p className="font-semibold">{t.reference(props.invoiceNumber, formatThaiDate(props.invoiceIssuedAt))}</p>
        <dl>
          <dt className="text-gray-500">{t.reason}</dt>
          <dd className="whitespace-pre-line">{props.reason}</dd>
        </dl>
      </div>

      <TaxDocumentLines kind={CREDITED_LINES} lines={props.lines} />
      <TaxDocumentTotals
        gridClassName="sm:grid-cols-[1fr_22rem] print:grid-cols-[1fr_22rem]"
        inWordsLabel={t.totalInWords}
        inWords={props.amountInWords}
        sums={[
          [t.originalAmount, props.originalAmount, "original-amount"],
          [t.correctedAmount, props.correctedAmount, "corrected-amount"],
          [t.difference, props.valueBeforeVat, "value-before-vat"],
          [t.vat(props.vatRate), props.vatAmount, "vat-amount"],
        ]}
        total={[t.total, props.amount, "credited-amount"]}
      />
    </TaxDocumentPage>
  );
}
