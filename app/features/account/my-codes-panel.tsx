import { CheckCircle2, CircleSlash, TicketPercent } from "lucide-react";
import type { MyCodeView } from "../../../domain/promotions/collected-codes";
import { collectCodeTexts } from "../../../domain/promotions/collect-code-texts";
import { EmptyState } from "../../ui/empty-state";
import { PromotionCode, PromotionConditions } from "../promotions/promotion-card";

const m = collectCodeTexts;

/**
 * "โค้ดของฉัน": the codes the member collected, each with what it gives, until when, and whether
 * it can still be used (the checkout's own reasons when not: ended, used up, used by you).
 */
export function MyCodesPanel({ codes }: { codes: readonly MyCodeView[] }) {
  if (codes.length === 0) {
    return (
      <div className="space-y-3">
        <EmptyState icon={TicketPercent} message={m.noCodes} action={{ to: "/promotions", label: m.toPromotions }} />
        <p className="text-center text-sm text-gray-600">{m.noCodesHint}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {codes.map((code) => (
        <li
          key={code.promotionId}
          className={`flex flex-col gap-2 rounded-2xl border bg-white p-5 ${code.usable ? "border-brand-100" : "border-gray-200 bg-gray-50"}`}
          data-testid="my-code"
          data-code={code.code}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <PromotionCode code={code.code} />
            <span
              className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                code.usable ? "bg-emerald-50 text-emerald-800" : "bg-gray-200 text-gray-700"
              }`}
            >
              {code.usable ? <CheckCircle2 className="size-3.5" aria-hidden /> : <CircleSlash className="size-3.5" aria-hidden />}
              {code.standing}
            </span>
          </div>
          <h3 className="font-semibold text-ink">{code.title}</h3>
          <p className={`font-semibold ${code.usable ? "text-brand-700" : "text-gray-700"}`}>{code.rule}</p>
          <PromotionConditions conditions={code.conditions} />
          <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs text-gray-600">
            <span>{code.end}</span>
            {code.usedByYou ? <span>{code.usedByYou}</span> : null}
            <span>{code.collected}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
