import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { accountTexts } from "../../../domain/members/account-texts";
import { paymentSettingsTexts } from "../payment-settings/texts";

export type SavedCardRow = { id: string; brand: string; last4: string; expiry: string; isDefault: boolean };

/** The cards kept on the account (brand, last four digits and expiry only). */
export function SavedCardsPanel({ cards }: { cards: readonly SavedCardRow[] }) {
  return (
    <div className="space-y-4">
      {cards.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 px-6 py-10 text-center">
          <CreditCard className="mx-auto size-10 text-brand-300" aria-hidden />
          <p className="mt-3 font-medium text-gray-700">{accountTexts.noSavedCards}</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
              <CreditCard className="size-8 text-brand-500" aria-hidden />
              <div>
                <p className="font-semibold">
                  {card.brand} •••• {card.last4}
                </p>
                <p className="text-sm text-gray-600">{paymentSettingsTexts.expires(card.expiry)}</p>
              </div>
              {card.isDefault ? (
                <span className="ml-auto rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{accountTexts.defaultCard}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/payment-settings"
        className="inline-flex items-center gap-2 rounded-full border border-brand-200 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {accountTexts.managePaymentSettings}
      </Link>
    </div>
  );
}
