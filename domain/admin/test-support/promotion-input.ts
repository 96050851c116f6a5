import type { PromotionInput } from "../admin-offers";

/**
 * The promotion dialog's usual answer: 10 % off the whole shop, at most ฿100, automatic, for
 * everyone, combinable. A test gives its window and whatever else it is about.
 */
export const tenPercentOffInput = (values: Partial<PromotionInput> & Pick<PromotionInput, "startsAt" | "endsAt">): PromotionInput => ({
  title: "ลด 10% ทั้งร้าน",
  description: "",
  code: null,
  reward: { type: "percent", percent: 10, maxDiscount: 100_00 },
  minSpend: 0,
  minQuantity: 0,
  categoryIds: null,
  productIds: null,
  firstOrderOnly: false,
  vipOnly: false,
  usageCap: null,
  perMemberCap: null,
  combinable: true,
  ...values,
});
