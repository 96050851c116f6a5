// The promotions model (decision 101): a promotion is conditions → one reward, reached
// automatically or with a code, with a validity window, a total and a per-member cap. This file
// only says what a promotion is; `promotion-pricing.ts` decides what a basket gets.
import type { Satang } from "../shared/money";
import type { MEMBERSHIP_TIERS } from "../shared/membership-tiers";

export const REWARD_TYPES = ["percent", "amount", "freeShipping", "gift", "tiers"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const PROMOTION_STATUSES = ["active", "paused", "ended"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** One step of a spend tier: spend at least `minSpend`, get `amount` off. */
export type SpendTier = { minSpend: Satang; amount: Satang };

export type PromotionReward =
  /** A percentage off the eligible lines, never more than `maxDiscount` when one is set. */
  | { type: "percent"; percent: number; maxDiscount: Satang | null }
  | { type: "amount"; amount: Satang }
  | { type: "freeShipping" }
  /** A line of its own at ฿0 (its product has its own stock: when it runs out, the offer says so). */
  | { type: "gift"; giftProductId: string; giftName: string; giftQuantity: number }
  /** The highest tier the eligible spend reaches. */
  | { type: "tiers"; tiers: readonly SpendTier[] };

export type Promotion = {
  id: string;
  title: string;
  description: string;
  /** Upper-case; null for an automatic promotion. */
  code: string | null;
  reward: PromotionReward;
  /** Spend of the eligible lines after flash-sale prices, before any discount. */
  minSpend: Satang;
  /** Units of the eligible lines. */
  minQuantity: number;
  /** Only these products' lines count; null: every product. */
  productIds: readonly string[] | null;
  /** Only these categories' lines count (with productIds: either); null: every category. */
  categoryIds: readonly string[] | null;
  /** Only a member with no earlier order that still stands (a cancelled or expired one does not count). */
  firstOrderOnly: boolean;
  /** Only members of this tier; null: everyone. */
  memberTier: (typeof MEMBERSHIP_TIERS)[number] | null;
  startsAt: Date;
  /** Exclusive; null: until staff end it. */
  endsAt: Date | null;
  /** Orders that may carry it in all; null: no cap. */
  usageCap: number | null;
  /** Orders one member may place with it; null: no cap. */
  perMemberCap: number | null;
  /** Orders carrying it now (a cancelled or expired order gave its use back). */
  used: number;
  /** Whether it goes with other promotions; one that does not is given alone, when it is the better deal. */
  combinable: boolean;
  status: PromotionStatus;
};

/** A code's slot in Thai shops' stacking: one shop voucher and one shipping voucher per order. */
export type VoucherSlot = "shop" | "shipping";

export function voucherSlot(promotion: Pick<Promotion, "reward">): VoucherSlot {
  return promotion.reward.type === "freeShipping" ? "shipping" : "shop";
}

/** Codes are typed in any case, with stray spaces: compared upper-case, without spaces. */
export function normaliseCode(typed: string): string {
  return typed.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
}

/** A code staff may create: letters and digits, 4–20 of them (what a shopper can read off a banner and type). */
export const PROMOTION_CODE = /^[A-Z0-9]{4,20}$/;
