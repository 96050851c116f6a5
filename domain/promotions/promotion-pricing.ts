// What a basket gets from the shop's promotions (decision 101): one pure function, run by the
// server inside the order's transaction and for every screen that shows a price (cart, checkout,
// the assistant's sums). Nothing here trusts the browser: it is given the promotions the server
// read and the codes the shopper holds, and it decides.
import type { Satang } from "../shared/money";
import type { MEMBERSHIP_TIERS } from "../shared/membership-tiers";
import { voucherSlot, type Promotion, type PromotionReward } from "./promotion";

export type BasketLine = { productId: string; categoryId: string | null; unitPrice: Satang; quantity: number };

export type Shopper = {
  /** Orders of the member that still stand (not cancelled, not expired): 0 for a first order (the server reads at most 1). */
  standingOrders: number;
  tier: (typeof MEMBERSHIP_TIERS)[number];
  /** Orders of the member that carry each promotion with a per-member cap now, by promotion id. */
  usesByPromotion: Readonly<Record<string, number>>;
};

export type PricingInput = {
  lines: readonly BasketLine[];
  /** The automatic promotions and those whose codes the shopper typed or collected (any status: the reason is shown). */
  promotions: readonly Promotion[];
  /** Codes the shopper holds for this order (typed or collected), normalised. */
  codes: readonly string[];
  /** Null for a guest: a promotion for some members only (first order, a tier) waits for them to sign in. */
  shopper: Shopper | null;
  now: Date;
  /** Stock of each gift product as read; a gift that cannot be given is left out, and the offer says so. */
  giftStock: Readonly<Record<string, number>>;
  /** The fee before any free-shipping promotion, for a basket with something in it. */
  shippingFee: Satang;
};

export type GiftLine = { productId: string; name: string; quantity: number };

export type AppliedPromotion = {
  promotionId: string;
  title: string;
  code: string | null;
  /** Taken off the lines. */
  discount: Satang;
  /** Taken off the shipping fee. */
  shippingDiscount: Satang;
  gift: GiftLine | null;
};

export type MissReason =
  | { kind: "min-spend"; missing: Satang }
  | { kind: "min-quantity"; missing: number }
  | { kind: "no-eligible-lines" }
  | { kind: "not-started"; startsAt: Date }
  | { kind: "ended" }
  | { kind: "paused" }
  | { kind: "used-up" }
  | { kind: "member-cap" }
  | { kind: "first-order" }
  | { kind: "tier" }
  | { kind: "sign-in" }
  | { kind: "gift-out" }
  /** It fits, but a better combination was given (it does not combine, or a better code of its kind was chosen). */
  | { kind: "not-best" };

export type MissedPromotion = { promotionId: string; title: string; code: string | null; reason: MissReason };

/** The next step of a spend tier the basket has not reached. */
export type NextTier = { promotionId: string; title: string; missing: Satang; amount: Satang };

export type BasketPrice = {
  subtotal: Satang;
  /** All promotions' discounts off the lines, never more than the subtotal. */
  promotionDiscount: Satang;
  /** Charged, after free shipping. */
  shippingFee: Satang;
  /** Before points: subtotal − promotionDiscount + shippingFee. */
  total: Satang;
  applied: readonly AppliedPromotion[];
  missed: readonly MissedPromotion[];
  gifts: readonly GiftLine[];
  nextTier: NextTier | null;
};

const MAX_PERCENT = 100;

function eligibleLines(promotion: Promotion, lines: readonly BasketLine[]) {
  const { productIds, categoryIds } = promotion;
  if (!productIds && !categoryIds) return lines;
  return lines.filter(
    (line) => (productIds?.includes(line.productId) ?? false) || (line.categoryId !== null && (categoryIds?.includes(line.categoryId) ?? false)),
  );
}

const spendOf = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
const unitsOf = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The highest tier reached, and the next one when there is one. */
function tierFor(tiers: readonly { minSpend: Satang; amount: Satang }[], spend: Satang) {
  const sorted = [...tiers].sort((a, b) => a.minSpend - b.minSpend);
  const reached = sorted.filter((tier) => spend >= tier.minSpend).at(-1) ?? null;
  const next = sorted.find((tier) => spend < tier.minSpend) ?? null;
  return { reached, next };
}

/** The lowest spend the reward needs (a tiered one's first step). */
function rewardMinSpend(reward: PromotionReward): Satang {
  return reward.type === "tiers" ? Math.min(...reward.tiers.map((tier) => tier.minSpend)) : 0;
}

type Candidate = { promotion: Promotion; discount: Satang; freeShipping: boolean; gift: GiftLine | null };

/** Whether the promotion can be given to this basket, with what it is worth, or why not. */
function judge(promotion: Promotion, input: PricingInput): Candidate | MissReason {
  const { now, shopper } = input;
  if (promotion.status === "paused") return { kind: "paused" };
  if (promotion.status === "ended" || (promotion.endsAt && now >= promotion.endsAt)) return { kind: "ended" };
  if (now < promotion.startsAt) return { kind: "not-started", startsAt: promotion.startsAt };
  if (promotion.usageCap !== null && promotion.used >= promotion.usageCap) return { kind: "used-up" };
  if (!shopper && (promotion.firstOrderOnly || promotion.memberTier)) return { kind: "sign-in" };
  if (shopper && promotion.perMemberCap !== null && (shopper.usesByPromotion[promotion.id] ?? 0) >= promotion.perMemberCap) return { kind: "member-cap" };
  if (shopper && promotion.firstOrderOnly && shopper.standingOrders > 0) return { kind: "first-order" };
  if (shopper && promotion.memberTier && shopper.tier !== promotion.memberTier) return { kind: "tier" };
  const lines = eligibleLines(promotion, input.lines);
  if (lines.length === 0) return { kind: "no-eligible-lines" };
  const spend = spendOf(lines);
  const minSpend = Math.max(promotion.minSpend, rewardMinSpend(promotion.reward));
  if (spend < minSpend) return { kind: "min-spend", missing: minSpend - spend };
  const units = unitsOf(lines);
  if (units < promotion.minQuantity) return { kind: "min-quantity", missing: promotion.minQuantity - units };
  const reward = promotion.reward;
  switch (reward.type) {
    case "percent": {
      const off = Math.floor((spend * Math.min(MAX_PERCENT, reward.percent)) / 100);
      return { promotion, discount: reward.maxDiscount === null ? off : Math.min(off, reward.maxDiscount), freeShipping: false, gift: null };
    }
    case "amount":
      return { promotion, discount: Math.min(spend, reward.amount), freeShipping: false, gift: null };
    case "tiers":
      return { promotion, discount: Math.min(spend, tierFor(reward.tiers, spend).reached?.amount ?? 0), freeShipping: false, gift: null };
    case "freeShipping":
      return { promotion, discount: 0, freeShipping: true, gift: null };
    case "gift": {
      if ((input.giftStock[reward.giftProductId] ?? 0) < reward.giftQuantity) return { kind: "gift-out" };
      return { promotion, discount: 0, freeShipping: false, gift: { productId: reward.giftProductId, name: reward.giftName, quantity: reward.giftQuantity } };
    }
  }
}

type Combination = { chosen: readonly Candidate[]; discount: Satang; shippingDiscount: Satang; codes: number; gifts: number };

function combine(chosen: readonly Candidate[], subtotal: Satang, shippingFee: Satang): Combination {
  const discount = Math.min(
    subtotal,
    chosen.reduce((sum, candidate) => sum + candidate.discount, 0),
  );
  const shippingDiscount = chosen.some((candidate) => candidate.freeShipping) ? shippingFee : 0;
  return {
    chosen,
    discount,
    shippingDiscount,
    codes: chosen.filter((candidate) => candidate.promotion.code !== null).length,
    gifts: chosen.filter((candidate) => candidate.gift).length,
  };
}

/** More saved wins; then more gifts; then fewer codes spent (a code kept is a code for next time); then the earlier list. */
function better(a: Combination, b: Combination) {
  const savedA = a.discount + a.shippingDiscount;
  const savedB = b.discount + b.shippingDiscount;
  if (savedA !== savedB) return savedA > savedB;
  if (a.gifts !== b.gifts) return a.gifts > b.gifts;
  return a.codes < b.codes;
}

/**
 * The combinations Thai shoppers know: every automatic promotion that combines, plus at most one
 * shop code and one shipping code that combine — or any one promotion that does not combine, alone.
 */
function combinations(candidates: readonly Candidate[]): Candidate[][] {
  const combining = candidates.filter((candidate) => candidate.promotion.combinable);
  const automatic = combining.filter((candidate) => candidate.promotion.code === null);
  const shopCodes = combining.filter((candidate) => candidate.promotion.code !== null && voucherSlot(candidate.promotion) === "shop");
  const shippingCodes = combining.filter((candidate) => candidate.promotion.code !== null && voucherSlot(candidate.promotion) === "shipping");
  const sets: Candidate[][] = [];
  for (const shop of [null, ...shopCodes]) {
    for (const shipping of [null, ...shippingCodes]) sets.push([...automatic, ...(shop ? [shop] : []), ...(shipping ? [shipping] : [])]);
  }
  for (const alone of candidates.filter((candidate) => !candidate.promotion.combinable)) sets.push([alone]);
  return sets;
}

/**
 * Prices a basket: which promotions it gets (the best combination), what each takes off, the
 * gifts, the shipping charged, and why every other promotion it was shown did not apply. The
 * total is never negative, never above the undiscounted total, and is the sum of its parts.
 */
export function priceBasket(input: PricingInput): BasketPrice {
  const subtotal = spendOf(input.lines);
  const baseShipping = subtotal > 0 ? input.shippingFee : 0;
  const held = new Set(input.codes);
  // A code's promotion is judged only when the shopper holds its code.
  const relevant = input.promotions.filter((promotion) => promotion.code === null || held.has(promotion.code));
  const candidates: Candidate[] = [];
  const missed: MissedPromotion[] = [];
  for (const promotion of relevant) {
    const verdict = judge(promotion, input);
    if ("promotion" in verdict) candidates.push(verdict);
    else missed.push({ promotionId: promotion.id, title: promotion.title, code: promotion.code, reason: verdict });
  }
  let best = combine([], subtotal, baseShipping);
  for (const set of combinations(candidates)) {
    const combination = combine(set, subtotal, baseShipping);
    if (better(combination, best)) best = combination;
  }
  const chosenIds = new Set(best.chosen.map((candidate) => candidate.promotion.id));
  for (const candidate of candidates) {
    if (!chosenIds.has(candidate.promotion.id))
      missed.push({ promotionId: candidate.promotion.id, title: candidate.promotion.title, code: candidate.promotion.code, reason: { kind: "not-best" } });
  }
  const applied = shareOut(best, subtotal);
  const shippingFee = baseShipping - best.shippingDiscount;
  return {
    subtotal,
    promotionDiscount: best.discount,
    shippingFee,
    total: subtotal - best.discount + shippingFee,
    applied,
    missed,
    gifts: applied.flatMap((promotion) => (promotion.gift ? [promotion.gift] : [])),
    nextTier: nextTierOf(relevant, input),
  };
}

/** Each chosen promotion's own share: the discounts as judged, the last trimmed when together they pass the subtotal; the shipping to the first free-shipping one. */
function shareOut(best: Combination, subtotal: Satang): AppliedPromotion[] {
  let left = subtotal;
  let shippingLeft = best.shippingDiscount;
  return best.chosen
    .filter((candidate) => candidate.discount > 0 || candidate.freeShipping || candidate.gift)
    .map((candidate) => {
      const discount = Math.min(left, candidate.discount);
      left -= discount;
      const shippingDiscount = candidate.freeShipping ? shippingLeft : 0;
      shippingLeft -= shippingDiscount;
      const { promotion } = candidate;
      return { promotionId: promotion.id, title: promotion.title, code: promotion.code, discount, shippingDiscount, gift: candidate.gift };
    })
    .filter((promotion) => promotion.discount > 0 || promotion.shippingDiscount > 0 || promotion.gift !== null);
}

/** The nearest spend tier (or the first step of one) the basket has not reached, among the running tiered promotions. */
function nextTierOf(promotions: readonly Promotion[], input: PricingInput): NextTier | null {
  let nearest: NextTier | null = null;
  for (const promotion of promotions) {
    if (promotion.reward.type !== "tiers") continue;
    const verdict = judge(promotion, input);
    const blocked = !("promotion" in verdict) && verdict.kind !== "min-spend";
    if (blocked) continue;
    const spend = spendOf(eligibleLines(promotion, input.lines));
    const next = tierFor(promotion.reward.tiers, spend).next;
    if (!next) continue;
    const missing = next.minSpend - spend;
    if (!nearest || missing < nearest.missing) nearest = { promotionId: promotion.id, title: promotion.title, missing, amount: next.amount };
  }
  return nearest;
}
