import { Link } from "react-router";
import { orderPageTexts } from "./texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import type { PaymentInstructions } from "../../../domain/payments/payment-confirmation";
import { PaymentInstructionsCard } from "../payments/payment-instructions";
import { TitledSection } from "../../ui/titled-section";
import { PaymentDeadlineNotice } from "../payments/payment-deadline-notice";

const m = orderPageTexts;

/**
 * The call to pay on the member's order page while the order waits for money: the PromptPay
 * QR for the exact amount (or the account to transfer to) again, and the way to the proof
 * upload on /payment-confirmation.
 */
export function OrderPaymentPanel({
  orderNumber,
  totalAmount,
  instructions,
  deadline,
  renderedAt,
  parcelSent = false,
}: {
  orderNumber: string;
  /** The parcel already left (staff sent it unpaid, decision 102): no "so the shop can send it". */
  parcelSent?: boolean;
  totalAmount: Satang;
  instructions: PaymentInstructions | null;
  /** When it must be paid by (ISO); null when no clock runs for the shopper. */
  deadline: string | null;
  renderedAt: string;
}) {
  return (
    <TitledSection
      id="pay-now-title"
      title={m.payNowTitle}
      className="rounded-2xl border-2 border-brand-300 bg-brand-50 p-5 print:hidden"
      headingClassName="text-lg font-bold text-brand-800"
    >
      <p className="mt-1 text-sm text-gray-700">{(parcelSent ? m.payNowAfterShippingText : m.payNowText)(formatBaht(totalAmount))}</p>
      {deadline ? (
        <div className="mt-4">
          <PaymentDeadlineNotice deadline={deadline} renderedAt={renderedAt} />
        </div>
      ) : null}
      {instructions ? (
        <div className="mt-4">
          <PaymentInstructionsCard instructions={instructions} orderNumber={orderNumber} />
        </div>
      ) : null}
      <Link
        to={`/payment-confirmation?order=${encodeURIComponent(orderNumber)}`}
        className="mt-4 inline-flex rounded-full bg-brand-500 px-6 py-2.5 font-semibold text-white shadow hover:bg-brand-600"
      >
        {m.payNow}
      </Link>
    </TitledSection>
  );
}
