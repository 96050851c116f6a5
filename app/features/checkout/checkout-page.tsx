import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { totalWithPoints, type CheckoutPageView, type CheckoutReplyDetail, type CheckoutTextField } from "../../../domain/orders/checkout-form";
import { fieldErrorOf, type FormReply } from "../../../domain/shared/form-contract";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { CHECKOUT_DEFAULT_PAYMENT_METHOD } from "../../../domain/payments/payment-methods";
import { formatThaiMobile } from "../../../domain/shared/thai-contact";
import { SubmitButton, useAnswerKey } from "../../ui/form-controls";
import { sentValueOf } from "../../ui/form-reply";
import { useHydrated } from "../../ui/use-hydrated";
import { ThaiAddressPicker, type AddressParts } from "../account/thai-address-picker";
import { PERSON_INPUTS } from "../account/person-inputs";
import { NEW_ADDRESS } from "../../../domain/addresses/saved-address-view";
import { CheckoutField } from "./checkout-field";
import { preselectedAddress, SavedAddressCards } from "./saved-address-cards";
import { SaveAddressOption } from "./save-address-option";
import { OrderSummary } from "./order-summary";
import { PaymentMethodOptions } from "./payment-method-options";
import { TaxInvoiceOption } from "./tax-invoice-option";

const m = checkoutTexts;

/**
 * The checkout form. A plain form post that works without JavaScript (the server renders
 * every error next to its field, decision 020); with JavaScript the total follows the points
 * choice and the button is disabled while the order is being placed. The idempotency key
 * makes a second submit harmless either way.
 */
export function CheckoutPage({ page, answer }: { page: CheckoutPageView & { idempotencyKey: string }; answer: FormReply<CheckoutReplyDetail> | null }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const answerKey = useAnswerKey(answer);
  const error = (name: CheckoutTextField | "paymentMethod" | "redeemPoints") => fieldErrorOf(answer, name);
  // Form-wide problems listed in the alert; a refusal about fields alone shows each beside its field.
  const formErrors = answer && !answer.ok ? (answer.formErrors ?? []) : [];
  const summary = answer?.detail?.summary ?? page.summary;
  const initial = (field: CheckoutTextField, fallback: string) => sentValueOf(answer, field, fallback);
  const [region, setRegion] = useState<AddressParts>({
    subDistrict: initial("subDistrict", page.contact.subDistrict),
    district: initial("district", page.contact.district),
    province: initial("city", page.contact.province),
    postalCode: initial("postalCode", page.contact.postalCode),
  });
  const hasSaved = page.savedAddresses.length > 0;
  const shipTo = hasSaved ? sentValueOf(answer, "shipTo", preselectedAddress(page.savedAddresses)) : NEW_ADDRESS;
  const answeredPoints = sentPoints(answer);
  const [redeemPoints, setRedeemPoints] = useState(answeredPoints !== undefined && page.redeemablePoints.includes(answeredPoints) ? answeredPoints : 0);
  // The points choice of a new answer wins over the one typed before it.
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (seenAnswer !== answer) {
    setSeenAnswer(answer);
    if (answeredPoints !== undefined) setRedeemPoints(answeredPoints);
  }
  const total = totalWithPoints(summary.amounts, redeemPoints);
  const field = (name: CheckoutTextField) => ({ name, error: error(name) });
  // The confirm button sits below the fields (on a phone, far below): take the shopper to
  // the first thing to fix. Without JavaScript the answer is a new page, read from the top.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answerKey === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[data-checkout-alert], [aria-invalid="true"]');
    first?.focus();
  }, [answerKey]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <Form ref={formRef} method="post" noValidate className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
        <input type="hidden" name="expectedTotal" value={total} />
        <div className="space-y-6">
          {formErrors.length > 0 ? (
            <div key={answerKey} role="alert" tabIndex={-1} data-checkout-alert className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
              {formErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
              {answer?.detail?.kind === "out-of-stock" ? (
                <Link to="/cart" className="mt-2 inline-block font-medium underline">
                  {m.backToCart}
                </Link>
              ) : null}
            </div>
          ) : null}

          <fieldset className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-5">
            <legend className="px-1 text-lg font-semibold">{m.contactSection}</legend>
            <CheckoutField
              {...field("email")}
              label={m.email}
              type="email"
              defaultValue={initial("email", page.contact.email)}
              maxLength={255}
              autoComplete="email"
            />
          </fieldset>

          <fieldset className="group space-y-4 rounded-2xl border border-brand-100 bg-white p-5">
            <legend className="px-1 text-lg font-semibold">{m.shippingSection}</legend>
            {hasSaved ? <SavedAddressCards addresses={page.savedAddresses} picked={shipTo} error={fieldErrorOf(answer, "shipTo")} /> : null}
            {/* The typed address: always shown without saved ones; with them, while "new address" is picked (CSS, no script needed). */}
            <div
              className={
                // NEW_ADDRESS_RADIO_ID spelled out: Tailwind reads class names from the source as written.
                hasSaved ? `space-y-4 ${shipTo === NEW_ADDRESS ? "" : "hidden"} group-has-[#ship-to-new:checked]:block` : "space-y-4"
              }
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <CheckoutField
                  {...field("firstName")}
                  {...PERSON_INPUTS.firstName}
                  label={m.firstName}
                  defaultValue={initial("firstName", page.contact.firstName)}
                />
                <CheckoutField
                  {...field("lastName")}
                  {...PERSON_INPUTS.lastName}
                  label={m.lastName}
                  defaultValue={initial("lastName", page.contact.lastName)}
                />
                <CheckoutField
                  {...field("phone")}
                  {...PERSON_INPUTS.phone}
                  label={m.phone}
                  defaultValue={initial("phone", page.contact.phone ? formatThaiMobile(page.contact.phone) : "")}
                />
              </div>
              <CheckoutField {...field("address")} {...PERSON_INPUTS.address} label={m.addressLine} defaultValue={initial("address", page.contact.address)} />
              <ThaiAddressPicker
                value={region}
                onChange={setRegion}
                names={{ province: "city" }}
                errors={{
                  subDistrict: error("subDistrict"),
                  district: error("district"),
                  province: error("city"),
                  postalCode: error("postalCode"),
                }}
              />
              <SaveAddressOption canSave={page.canSaveAddress} answer={answer} />
            </div>
          </fieldset>

          <PaymentMethodOptions selected={sentValueOf(answer, "paymentMethod", CHECKOUT_DEFAULT_PAYMENT_METHOD)} error={error("paymentMethod")} />

          {page.taxInvoiceOffered ? <TaxInvoiceOption answer={answer} /> : null}
        </div>

        <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <OrderSummary
            summary={summary}
            loyaltyPoints={page.loyaltyPoints}
            redeemablePoints={page.redeemablePoints}
            redeemPoints={redeemPoints}
            onRedeemPoints={setRedeemPoints}
            total={total}
            pointsError={error("redeemPoints")}
            showRecalculate={!hydrated}
            codeError={fieldErrorOf(answer, "promoCode")}
            sentCode={sentValueOf(answer, "promoCode", summary.promotions.code)}
          />
          {/* Nothing left to order (every line sold out): no button that could only be refused. */}
          {summary.lines.length > 0 ? <SubmitButton busy={busy}>{busy ? m.placing : m.confirmOrder}</SubmitButton> : null}
          <Link to="/cart" className="block text-center text-sm font-medium text-brand-700 hover:underline">
            {m.backToCart}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The points the answered form chose, when it sent a whole number of them. */
function sentPoints(answer: FormReply | null): number | undefined {
  const sent = answer?.values?.redeemPoints;
  if (sent === undefined) return undefined;
  return sent === "" ? 0 : /^\d{1,9}$/.test(sent) ? Number(sent) : undefined;
}
