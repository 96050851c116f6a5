import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { CHECKOUT_PAYMENT_OPTIONS } from "../../../domain/payments/payment-methods";

const m = checkoutTexts;

/** The payment radio; options without a provider yet (card) are shown disabled with the reason. */
export function PaymentMethodOptions({ selected, error }: { selected: string; error?: string }) {
  return (
    <fieldset className="space-y-3" aria-describedby={error ? "checkout-paymentMethod-error" : undefined}>
      <legend className="mb-3 text-lg font-semibold">{m.paymentSection}</legend>
      {CHECKOUT_PAYMENT_OPTIONS.map((option) => {
        const id = `checkout-payment-${option.method}`;
        const unavailable = option.unavailableReason !== null;
        return (
          <div
            key={option.method}
            className={`flex gap-3 rounded-2xl border p-4 ${unavailable ? "border-gray-200 bg-gray-50 text-gray-500" : "border-brand-100 bg-white has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"}`}
          >
            <input
              id={id}
              type="radio"
              name="paymentMethod"
              value={option.method}
              defaultChecked={!unavailable && option.method === selected}
              disabled={unavailable}
              aria-describedby={`${id}-hint`}
              className="mt-1 size-4 accent-brand-600"
            />
            <div>
              <label htmlFor={id} className="font-medium">
                {option.label}
                {unavailable ? <span className="ml-2 text-xs font-normal">({m.cardNotYet})</span> : null}
              </label>
              <p id={`${id}-hint`} className="text-sm text-gray-600">
                {option.unavailableReason ?? option.hint}
              </p>
            </div>
          </div>
        );
      })}
      {error ? (
        <p id="checkout-paymentMethod-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
