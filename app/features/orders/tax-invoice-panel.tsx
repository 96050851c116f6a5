import { FileText } from "lucide-react";
import { useRef } from "react";
import { Form, Link } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { HEAD_OFFICE_BRANCH, TAX_INVOICE_REQUEST, type TaxInvoiceRequestInput } from "../../../domain/orders/tax-invoice";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, replyFor, sentValueOf } from "../../ui/form-reply";

const FORM_ID = "tax-invoice-request";
const INPUT = "mt-1 w-full rounded-xl border border-gray-300 px-3 py-2 text-base focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-200";

export type TaxInvoicePanelProps = {
  orderNumber: string;
  cancelled: boolean;
  taxInvoice: { offered: boolean; request: TaxInvoiceRequestInput | null; invoiceNumber: string | null };
  reply: FormReply | null;
};

/**
 * The order page's full tax invoice (decision 079): the link once issued; otherwise, while the
 * shop is VAT registered, the member's request (or its correction) in a section that opens on a tap.
 */
export function TaxInvoicePanel({ orderNumber, cancelled, taxInvoice, reply }: TaxInvoicePanelProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { invoiceNumber, request, offered } = taxInvoice;
  if (invoiceNumber) {
    return (
      <section aria-labelledby="tax-invoice-title" className="rounded-2xl border border-brand-100 bg-white p-5 text-sm">
        <h2 id="tax-invoice-title" className="font-semibold">
          {t.documentSubtitle}
        </h2>
        <p className="mt-1">{t.issued(invoiceNumber)}</p>
        <Link
          to={`/orders/${encodeURIComponent(orderNumber)}/tax-invoice`}
          className="mt-3 inline-flex items-center gap-2 rounded-full border border-brand-300 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <FileText className="size-4" aria-hidden />
          {t.viewInvoice}
        </Link>
      </section>
    );
  }
  if (!offered || cancelled) return null;
  const answer = replyFor(reply, TAX_INVOICE_REQUEST);
  const value = (name: keyof TaxInvoiceRequestInput, fallback: string) => sentValueOf(answer, name, request?.[name] ?? fallback);
  const field = (
    name: keyof TaxInvoiceRequestInput,
    label: string,
    extra: { inputMode?: "numeric"; textarea?: boolean; autoComplete?: string; fallback?: string },
  ) => {
    const id = `${FORM_ID}-${name}`;
    const common = { id, name, defaultValue: value(name, extra.fallback ?? ""), className: INPUT, ...fieldErrorProps(answer, FORM_ID, name) };
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        {extra.textarea ? (
          <textarea {...common} rows={3} autoComplete={extra.autoComplete ?? "off"} />
        ) : (
          <input {...common} type="text" inputMode={extra.inputMode} autoComplete={extra.autoComplete ?? "off"} />
        )}
        <FieldError reply={answer} formId={FORM_ID} name={name} />
      </div>
    );
  };
  return (
    <details open={Boolean(request) || Boolean(answer && !answer.ok)} className="rounded-2xl border border-brand-100 bg-white p-5 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{t.requestTitle}</summary>
      <p className="mt-2 text-gray-600">{request ? t.requested : t.requestIntro}</p>
      <Form ref={formRef} method="post" noValidate className="mt-4 space-y-3" aria-label={t.requestTitle}>
        <input type="hidden" name="intent" value={TAX_INVOICE_REQUEST} />
        <FormAlert reply={answer} formRef={formRef} id={formAlertId(FORM_ID)} />
        {field("buyerName", t.buyerName, { autoComplete: "organization" })}
        {field("buyerAddress", t.buyerAddress, { textarea: true })}
        {field("buyerTaxId", t.buyerTaxId, { inputMode: "numeric" })}
        {field("buyerBranchCode", t.branchCode, { inputMode: "numeric", fallback: HEAD_OFFICE_BRANCH })}
        <button type="submit" className="rounded-full bg-brand-500 px-5 py-2 font-semibold text-white hover:bg-brand-600">
          {request ? t.updateRequest : t.submitRequest}
        </button>
      </Form>
    </details>
  );
}
