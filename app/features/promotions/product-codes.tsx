import { TicketPercent } from "lucide-react";
import type { PromotionCardView } from "../../../domain/promotions/promotion-card";
import { CollectCodeForm, type CollectReply } from "./collect-code-form";
import { PromotionCode, PromotionConditions } from "./promotion-card";
import { promotionTexts } from "./texts";
import { useCollectedCodes } from "./use-collected-codes";

/** A product page's running codes that count for it, each with "เก็บโค้ด" (nothing when there are none). */
export function ProductCodes({ codes, collectReply }: { codes: readonly PromotionCardView[]; collectReply: CollectReply | null | undefined }) {
  const collected = useCollectedCodes();
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="product-codes-title" className="rounded-2xl border border-brand-100 bg-brand-50/50 p-4">
      <h2 id="product-codes-title" className="flex items-center gap-2 font-semibold text-ink">
        <TicketPercent className="size-5 text-brand-600" aria-hidden />
        {promotionTexts.productCodesTitle}
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {codes.map((promotion) => (
          <li key={promotion.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0" data-promotion={promotion.code}>
            <div className="min-w-0 space-y-1.5">
              <PromotionCode code={promotion.code!} />
              <p className="font-semibold text-brand-700">{promotion.rule}</p>
              <PromotionConditions conditions={promotion.conditions} />
            </div>
            <CollectCodeForm promotionId={promotion.id} code={promotion.code!} collected={collected.has(promotion.id)} documentReply={collectReply} />
          </li>
        ))}
      </ul>
    </section>
  );
}
