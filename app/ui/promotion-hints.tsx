import type { BasketPromotionsView } from "../../domain/promotions/promotion-view";
import { WordGroups } from "./word-groups";

/**
 * What the basket is short of: the next spend tier within reach, then why each promotion shown
 * did not apply. The cart and the checkout's code box say it alike.
 */
export function PromotionHints({
  promotions,
  id,
  className,
  testId,
}: {
  promotions: Pick<BasketPromotionsView, "nextTier" | "missed">;
  id?: string;
  className: string;
  testId?: string;
}) {
  return (
    <ul id={id} className={className} data-testid={testId}>
      {promotions.nextTier ? <li className="font-medium text-brand-700">{promotions.nextTier}</li> : null}
      {promotions.missed.map((line) => (
        <li key={line} className="text-amber-800">
          <WordGroups text={line} />
        </li>
      ))}
    </ul>
  );
}
