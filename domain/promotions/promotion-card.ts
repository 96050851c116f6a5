// A running promotion as the storefront shows it (/promotions, a product page): nothing in it is
// anyone's own, so the page holding it may be kept in the page cache and served to everyone.
import type { Promotion } from "./promotion";
import { promotionConditionTexts, promotionRuleText, promotionRuleTexts } from "./promotion-rule-text";

export type PromotionCardView = {
  id: string;
  title: string;
  description: string;
  /** Null: given automatically at checkout; else the code a shopper collects or types. */
  code: string | null;
  /** "ลด 10% สูงสุด ฿200" */
  rule: string;
  /** "เฉพาะคำสั่งซื้อแรก", "หมดเขต 31 ธ.ค. 2568", "เหลือ 12 สิทธิ์", "ของแถมหมดแล้ว" … */
  conditions: readonly string[];
};

export function promotionCard(promotion: Promotion, giftStock: number | null, now: Date): PromotionCardView {
  return {
    id: promotion.id,
    title: promotion.title,
    description: promotion.description,
    code: promotion.code,
    rule: promotionRuleText(promotion),
    conditions: promotionConditionTexts(promotion, { giftStock, now }),
  };
}

/** Whether a product's lines count for the promotion: every product, or it (or its category) is among those picked. */
export function appliesToProduct(promotion: Pick<Promotion, "productIds" | "categoryIds">, product: { id: string; categoryId: string | null }): boolean {
  const { productIds, categoryIds } = promotion;
  if (!productIds && !categoryIds) return true;
  return (productIds?.includes(product.id) ?? false) || (product.categoryId !== null && (categoryIds?.includes(product.categoryId) ?? false));
}

/**
 * A card as one line of text, for a reply that lists offers (the shop assistant): what it gives,
 * its conditions, and how it is had — "ลด ฿50 เมื่อซื้อครบ ฿300 · เหลือ 100 สิทธิ์ — ใช้โค้ด GLOSSY50 ตอนชำระเงิน".
 */
export function promotionOfferText(card: Pick<PromotionCardView, "rule" | "conditions" | "code">): string {
  const how = card.code === null ? promotionRuleTexts.automatic : promotionRuleTexts.withCode(card.code);
  return `${[card.rule, ...card.conditions].join(" · ")} — ${how}`;
}
