import { Sparkles, TicketPercent } from "lucide-react";
import type { PromotionCardView } from "../../../domain/promotions/promotion-card";
import { promotionRuleTexts } from "../../../domain/promotions/promotion-rule-text";
import { WordGroups } from "../../ui/word-groups";
import { CollectCodeForm, type CollectReply } from "./collect-code-form";
import { promotionTexts } from "./texts";

const m = promotionTexts;

/** A promotion's conditions as small chips ("เฉพาะคำสั่งซื้อแรก", "หมดเขต …", "เหลือ 12 สิทธิ์"). */
export function PromotionConditions({ conditions, className = "" }: { conditions: readonly string[]; className?: string }) {
  if (conditions.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`}>
      {conditions.map((condition) => (
        <li key={condition} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {condition}
        </li>
      ))}
    </ul>
  );
}

/** The code as printed on a voucher: what the shopper reads off and types at checkout. */
export function PromotionCode({ code }: { code: string }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-gray-600">{m.codeLabel}</span>
      <span className="rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 px-3 py-1 font-mono text-base font-bold tracking-wider text-brand-800">
        {code}
      </span>
    </p>
  );
}

/**
 * One running promotion on /promotions: its name, what it gives ("ลด 10% สูงสุด ฿200"), its
 * conditions, and how it is had — automatically at checkout, or a code to collect.
 */
export function PromotionCard({
  promotion,
  collected,
  collectReply,
}: {
  promotion: PromotionCardView;
  collected: boolean;
  collectReply: CollectReply | null | undefined;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm" data-promotion={promotion.code ?? promotion.title}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <TicketPercent className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug text-ink">
            <WordGroups text={promotion.title} />
          </h3>
          <p className="mt-1 text-lg font-bold leading-snug text-brand-700">{promotion.rule}</p>
        </div>
      </div>
      {promotion.description ? <p className="text-sm text-gray-600">{promotion.description}</p> : null}
      <PromotionConditions conditions={promotion.conditions} />
      <div className="mt-auto border-t border-brand-100 pt-3">
        {promotion.code === null ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <Sparkles className="size-4" aria-hidden />
            {promotionRuleTexts.automatic}
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PromotionCode code={promotion.code} />
            <CollectCodeForm promotionId={promotion.id} code={promotion.code} collected={collected} documentReply={collectReply} />
          </div>
        )}
      </div>
    </article>
  );
}
