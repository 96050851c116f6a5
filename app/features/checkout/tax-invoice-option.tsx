import { fieldErrorOf, type FormReply } from "../../../domain/shared/form-contract";
import { HEAD_OFFICE_BRANCH, TAX_INVOICE_CHECKBOX } from "../../../domain/orders/tax-invoice";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";
import { sentValueOf } from "../../ui/form-reply";
import { CheckoutField } from "./checkout-field";

/**
 * The checkout's optional full tax invoice (decision 079): a box, and the buyer's particulars
 * shown while it is ticked (by CSS, no script needed). Only while the shop is VAT registered.
 */
export function TaxInvoiceOption({ answer }: { answer: FormReply | null }) {
  // An answered form knows what was sent: an unticked box sends nothing.
  const ticked = answer?.values ? answer.values[TAX_INVOICE_CHECKBOX] !== undefined : false;
  const field = (name: "buyerName" | "buyerAddress" | "buyerTaxId" | "buyerBranchCode", fallback = "") => ({
    name,
    error: fieldErrorOf(answer, name),
    defaultValue: sentValueOf(answer, name, fallback),
  });
  return (
    <fieldset className="group/tax space-y-4 rounded-2xl border border-brand-100 bg-white p-5">
      <legend className="px-1 text-lg font-semibold">{t.requestTitle}</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" id="checkout-tax-invoice" name={TAX_INVOICE_CHECKBOX} defaultChecked={ticked} className="size-4 accent-brand-500" />
        {t.requestCheckbox}
      </label>
      <div className="hidden space-y-4 group-has-[#checkout-tax-invoice:checked]/tax:block">
        <p className="text-sm text-gray-600">{t.requestIntro}</p>
        <CheckoutField {...field("buyerName")} label={t.buyerName} maxLength={200} autoComplete="organization" />
        <CheckoutField {...field("buyerAddress")} label={t.buyerAddress} multiline maxLength={500} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckoutField {...field("buyerTaxId")} label={t.buyerTaxId} inputMode="numeric" maxLength={20} autoComplete="off" />
          <CheckoutField {...field("buyerBranchCode", HEAD_OFFICE_BRANCH)} label={t.branchCode} inputMode="numeric" maxLength={10} autoComplete="off" />
        </div>
      </div>
    </fieldset>
  );
}
