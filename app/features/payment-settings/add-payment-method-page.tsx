import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { commonTexts } from "../../../domain/shared/common-texts";
import { paymentSettingsTexts } from "./texts";
import { LabeledField, TEXT_INPUT_CLASS } from "../../ui/form-controls";
import { ButtonLink } from "../../ui/button-link";

const m = paymentSettingsTexts;

type CardField = "cardholderName" | "cardNumber" | "expirationDate" | "cvv" | "billingAddress" | "city" | "postalCode";

const EMPTY: Record<CardField, string> = {
  cardholderName: "",
  cardNumber: "",
  expirationDate: "",
  cvv: "",
  billingAddress: "",
  city: "",
  postalCode: "",
};

type CardInputShape = { id: CardField; label: string; autoComplete: string; inputMode?: "numeric"; placeholder?: string; maxLength?: number; wide?: boolean };

/** The form's two parts and their fields, in order; a `wide` field takes the whole row. */
const CARD_FORM: readonly { legend: string; fields: readonly CardInputShape[] }[] = [
  {
    legend: m.cardSection,
    fields: [
      { id: "cardholderName", label: m.cardholderName, autoComplete: "cc-name", wide: true },
      { id: "cardNumber", label: m.cardNumber, autoComplete: "cc-number", inputMode: "numeric", placeholder: "1234 5678 9012 3456", maxLength: 19, wide: true },
      { id: "expirationDate", label: m.expirationDate, autoComplete: "cc-exp", inputMode: "numeric", placeholder: "MM/YY", maxLength: 5 },
      { id: "cvv", label: m.cvv, autoComplete: "cc-csc", inputMode: "numeric", placeholder: "123", maxLength: 4 },
    ],
  },
  {
    legend: m.billingSection,
    fields: [
      { id: "billingAddress", label: m.billingAddress, autoComplete: "billing street-address", wide: true },
      { id: "city", label: m.city, autoComplete: "billing address-level2" },
      { id: "postalCode", label: m.postalCode, autoComplete: "billing postal-code", inputMode: "numeric", maxLength: 5 },
    ],
  },
];

/**
 * Spec: a card form whose save only shows an alert and returns to /payment-settings, with
 * nothing sent. The form cannot send anything: its inputs have no `name` (so no browser
 * submission would carry them) and `method="dialog"` makes a submission without
 * JavaScript a no-op instead of a request.
 */
export function AddPaymentMethodPage() {
  const navigate = useNavigate();
  const [card, setCard] = useState(EMPTY);
  const set = (field: CardField) => (event: React.ChangeEvent<HTMLInputElement>) => setCard((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(m.cardNotStored);
    setCard(EMPTY);
    void navigate("/payment-settings");
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <Link to="/payment-settings" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {m.backToSettings}
      </Link>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{m.addTitle}</h1>
      <p className="mt-2 flex items-start gap-2 text-sm text-gray-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        {m.addHint}
      </p>

      <form method="dialog" onSubmit={onSubmit} noValidate className="mt-6 space-y-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
        {CARD_FORM.map((section) => (
          <fieldset key={section.legend} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{section.legend}</legend>
            {section.fields.map(({ id, wide, ...input }) => (
              <CardInput key={id} id={id} {...input} value={card[id]} onChange={set(id)} className={wide ? "sm:col-span-2" : undefined} />
            ))}
          </fieldset>
        ))}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to="/payment-settings" label={commonTexts.cancel} tone="quiet" />
          <button type="submit" className="rounded-full bg-brand-500 px-8 py-3 font-semibold text-white hover:bg-brand-600">
            {m.saveCard}
          </button>
        </div>
      </form>
    </div>
  );
}

function CardInput(
  props: Omit<CardInputShape, "wide"> & { value: string; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void; className?: string },
) {
  const id = `card-${props.id}`;
  return (
    <LabeledField id={id} label={props.label} className={props.className}>
      {/* Deliberately no `name`: this value must never become part of a request. */}
      <input
        id={id}
        value={props.value}
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        className={TEXT_INPUT_CLASS}
      />
    </LabeledField>
  );
}
