import type { Promotion, PromotionReward } from "../promotion";

/** Two spend tiers, ฿50 off from ฿500 and ฿120 off from ฿1,000, in the order the shop keeps them. */
export const TWO_TIERS = {
  type: "tiers",
  tiers: [
    { minSpend: 500_00, amount: 50_00 },
    { minSpend: 1000_00, amount: 120_00 },
  ],
} as const satisfies PromotionReward;

/**
 * A running promotion open to everyone: no conditions, no end, no caps, combinable. A test names
 * only the reward and what it is about; everything else stays out of the way.
 */
export function testPromotion(reward: PromotionReward, values: Partial<Promotion> = {}): Promotion {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    title: "โปร",
    description: "",
    code: null,
    reward,
    minSpend: 0,
    minQuantity: 0,
    productIds: null,
    categoryIds: null,
    firstOrderOnly: false,
    memberTier: null,
    startsAt: new Date("2025-06-01T00:00:00Z"),
    endsAt: null,
    usageCap: null,
    perMemberCap: null,
    used: 0,
    combinable: true,
    status: "active",
    ...values,
  };
}
