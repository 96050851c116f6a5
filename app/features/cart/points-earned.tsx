import { Gift } from "lucide-react";
import { pointsEarnedFor } from "../../../domain/loyalty/loyalty";
import { loyaltyTexts } from "../../../domain/loyalty/loyalty-texts";
import type { Satang } from "../../../domain/shared/money";

/** How points are earned (the shop's rule, domain/loyalty/loyalty.ts) and what this total earns once paid: the cart and the checkout. */
export function PointsEarned({ total }: { total: Satang }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-ink" data-testid="points-earned">
      <Gift className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
      <span>
        {loyaltyTexts.earnThisOrder(pointsEarnedFor(total))} <span className="text-gray-700">({loyaltyTexts.earnRule})</span>
      </span>
    </p>
  );
}
