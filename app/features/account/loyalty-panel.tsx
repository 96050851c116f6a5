import { Gift } from "lucide-react";
import { formatThaiDate } from "../../../domain/shared/dates";
import { ledgerEntryText, LOYALTY_RULES_TEXT, redemptionValue, type LedgerEntryReason } from "../../../domain/loyalty/loyalty";
import { loyaltyTexts } from "../../../domain/loyalty/loyalty-texts";
import { formatBaht } from "../../../domain/shared/money";
import { TextList } from "../../ui/text-list";

export type LedgerRow = {
  id: string;
  points: number;
  reason: LedgerEntryReason;
  orderNumber: string | null;
  createdAt: Date;
};

const m = loyaltyTexts;

export function LoyaltyPanel({ points, ledger }: { points: number; ledger: readonly LedgerRow[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <div className="space-y-4">
        <div className="rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 p-6 text-white shadow">
          <p className="text-sm text-brand-100">{m.balanceTitle}</p>
          <p className="mt-1 text-3xl font-bold" data-testid="loyalty-balance">
            {m.points(points)}
          </p>
          <p className="mt-2 text-sm text-brand-50">{m.worth(formatBaht(redemptionValue(points)))}</p>
        </div>
        <div className="rounded-2xl border border-brand-100 bg-white p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Gift className="size-5 text-brand-500" aria-hidden />
            {m.rulesTitle}
          </h2>
          <TextList lines={LOYALTY_RULES_TEXT} className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700" />
        </div>
      </div>
      <div className="rounded-2xl border border-brand-100 bg-white p-5">
        <h2 className="font-semibold">{m.ledgerTitle}</h2>
        {ledger.length === 0 ? (
          <p className="mt-4 text-sm text-gray-600">{m.noLedger}</p>
        ) : (
          <ul className="mt-3 divide-y divide-brand-50">
            {ledger.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-4 py-3" data-testid="ledger-row">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{ledgerEntryText(entry)}</p>
                  <p className="text-xs text-gray-500">{formatThaiDate(entry.createdAt)}</p>
                </div>
                <p className={`shrink-0 font-semibold ${entry.points > 0 ? "text-emerald-700" : "text-red-700"}`}>
                  {entry.points > 0 ? "+" : "−"}
                  {m.points(Math.abs(entry.points))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
