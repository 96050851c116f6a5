import { Bell, Check, CreditCard, Plus, Wallet } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { paymentSettingsTexts } from "./texts";
import { TitledSection } from "../../ui/titled-section";
import { paymentMethodRefusal } from "../../../domain/payments/payment-methods";

/** A card the member saved: brand, last four digits and expiry only. */
export type SavedCardRow = { id: string; brand: string; last4: string; expiry: string; isDefault: boolean };

const m = paymentSettingsTexts;

/**
 * The member's own saved cards (click selects), a dashed add button, two toggles on by default.
 * No made-up sample cards (issue 40, decision 112): only what the account holds, and while the shop
 * takes no cards it says so in the checkout's own words.
 */
export function PaymentSettingsPage({ cards }: { cards: readonly SavedCardRow[] }) {
  const noCardPayments = paymentMethodRefusal("creditCard");
  const [selected, setSelected] = useState<string | null>(null);
  const [autoSave, setAutoSave] = useState(true);
  const [notifications, setNotifications] = useState(true);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{m.title}</h1>

      <TitledSection id="saved-cards-title" title={m.savedCardsTitle} className="mt-8" headingClassName="text-lg font-semibold">
        {noCardPayments ? (
          <p role="note" className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {noCardPayments}
          </p>
        ) : null}
        {cards.length === 0 ? <p className="mt-4 text-sm text-gray-600">{m.noSavedCards}</p> : null}
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {cards.map((card) => {
            const isSelected = selected === card.id;
            return (
              <li key={card.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  data-testid="saved-card"
                  onClick={() => setSelected(card.id)}
                  className={`flex w-full items-center gap-4 rounded-2xl border-2 p-4 text-left transition ${
                    isSelected ? "border-brand-500 bg-brand-50 shadow" : "border-brand-100 bg-white hover:border-brand-300"
                  }`}
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-ink to-brand-800 text-white">
                    <CreditCard className="size-6" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">
                      {card.brand} <span className="font-mono">•••• {card.last4}</span>
                    </span>
                    <span className="block text-sm text-gray-600">{m.expires(card.expiry)}</span>
                  </span>
                  {isSelected ? (
                    <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
                      <Check className="size-4" aria-hidden />
                      {m.selected}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <Link
          to="/add-payment-method"
          className="mt-3 flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 px-4 py-4 font-semibold text-brand-700 transition hover:border-brand-500 hover:bg-brand-50"
        >
          <Plus className="size-5" aria-hidden />
          {m.addCard}
        </Link>
      </TitledSection>

      <TitledSection
        id="payment-preferences-title"
        title={m.preferencesTitle}
        className="mt-10 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
        headingClassName="text-lg font-semibold"
      >
        <div className="mt-4 divide-y divide-brand-50">
          <Toggle icon={Wallet} label={m.autoSave} hint={m.autoSaveHint} checked={autoSave} onChange={setAutoSave} />
          <Toggle icon={Bell} label={m.notifications} hint={m.notificationsHint} checked={notifications} onChange={setNotifications} />
        </div>
        <button
          type="button"
          onClick={() => window.alert(m.settingsNotStored)}
          className="mt-6 w-full rounded-full bg-brand-500 px-8 py-3 font-semibold text-white hover:bg-brand-600 sm:w-auto"
        >
          {m.saveSettings}
        </button>
      </TitledSection>
    </div>
  );
}

function Toggle(props: {
  icon: React.ComponentType<{ className?: string }>;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 py-4">
      <props.icon className="size-5 shrink-0 text-brand-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-medium">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-500">
          {props.hint}
        </p>
      </div>
      {/* A native checkbox as a switch: Radix's Switch renders a hidden input with a style
          attribute, which the policy refuses (decision 055). */}
      <span className="relative h-7 w-12 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-gray-300 transition checked:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        <span aria-hidden className="pointer-events-none absolute left-0.5 top-0.5 size-6 rounded-full bg-white shadow transition peer-checked:translate-x-5" />
      </span>
    </div>
  );
}
