// What a promotion gives and asks, as a shopper reads it on a card, a product page or in
// "โค้ดของฉัน": "ลด 10% สูงสุด ฿100", "ส่งฟรีเมื่อซื้อครบ ฿1,000", and its conditions beside it.
import { formatThaiDate } from "../shared/dates";
import { formatBaht } from "../shared/money";
import type { Promotion } from "./promotion";

/** The Thai words the rule is built from (the shop sells lipsticks: units are "แท่ง"). */
export const promotionRuleTexts = {
  everyLipstick: "ลิปสติก",
  joiningLipsticks: "ลิปสติกที่ร่วมรายการ",
  lipstickUnit: "แท่ง",
  percentOff: (percent: number) => `ลด ${percent}%`,
  upTo: (amount: string) => `สูงสุด ${amount}`,
  amountOff: (amount: string) => `ลด ${amount}`,
  freeShipping: "ส่งฟรี",
  gift: (name: string, quantity: number, unit: string) => `รับฟรี ${name} ${quantity} ${unit}`,
  tier: (spend: string, amount: string) => `ครบ ${spend} ลด ${amount}`,
  tierSeparator: " · ",
  whenSpending: (spend: string) => `เมื่อซื้อครบ ${spend}`,
  whenSpendingOn: (what: string, spend: string) => `เมื่อซื้อ${what}ครบ ${spend}`,
  whenBuying: (what: string, quantity: number, unit: string) => `เมื่อซื้อ${what} ${quantity} ${unit}ขึ้นไป`,
  andSpending: (spend: string) => `และครบ ${spend}`,
  onlyOn: (what: string) => `เฉพาะ${what}`,
  firstOrder: "เฉพาะคำสั่งซื้อแรก",
  tier_vip: "เฉพาะสมาชิก VIP",
  tier_standard: "เฉพาะสมาชิกทั่วไป",
  perMember: (times: number) => `ใช้ได้คนละ ${times} ครั้ง`,
  startsOn: (date: string) => `เริ่มใช้ได้ ${date}`,
  endsOn: (date: string) => `หมดเขต ${date}`,
  noEnd: "ไม่มีวันหมดเขต",
  remaining: (count: number) => `เหลือ ${count.toLocaleString("th-TH")} สิทธิ์`,
  usedUp: "สิทธิ์เต็มแล้ว",
  giftOut: "ของแถมหมดแล้ว",
  automatic: "ได้อัตโนมัติเมื่อชำระเงิน",
  withCode: (code: string) => `ใช้โค้ด ${code} ตอนชำระเงิน`,
} as const;

const t = promotionRuleTexts;

/** The classifier Thai counts a gift with, guessed from its name: a bag is "ใบ", a lipstick "แท่ง", anything else "ชิ้น". */
export function giftUnit(name: string): string {
  if (/^(ถุง|กระเป๋า|กล่อง)/.test(name)) return "ใบ";
  if (/^(ลิป|ดินสอ)/.test(name)) return "แท่ง";
  return "ชิ้น";
}

type RulePromotion = Pick<Promotion, "reward" | "minSpend" | "minQuantity" | "productIds" | "categoryIds">;

/** Which lipsticks count: every one, or only those staff picked (by product or category). */
function lipsticksCounted(promotion: RulePromotion): string {
  return promotion.productIds || promotion.categoryIds ? t.joiningLipsticks : t.everyLipstick;
}

/** What the basket must reach: "เมื่อซื้อครบ ฿500", "เมื่อซื้อลิปสติก 2 แท่งขึ้นไป", or nothing. */
function basketCondition(promotion: RulePromotion): string | null {
  const what = lipsticksCounted(promotion);
  const restricted = what === t.joiningLipsticks;
  const spend = promotion.reward.type === "tiers" ? 0 : promotion.minSpend;
  if (promotion.minQuantity > 0) {
    const buying = t.whenBuying(what, promotion.minQuantity, t.lipstickUnit);
    return spend > 0 ? `${buying} ${t.andSpending(formatBaht(spend))}` : buying;
  }
  if (spend > 0) return restricted ? t.whenSpendingOn(what, formatBaht(spend)) : t.whenSpending(formatBaht(spend));
  return restricted ? t.onlyOn(what) : null;
}

/**
 * The promotion's rule in one line: "ลด 10% สูงสุด ฿100", "ลด ฿50 เมื่อซื้อครบ ฿500",
 * "ส่งฟรีเมื่อซื้อครบ ฿1,000", "รับฟรี ถุงผ้า 1 ใบ เมื่อซื้อลิปสติก 2 แท่งขึ้นไป",
 * "ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120".
 */
export function promotionRuleText(promotion: RulePromotion): string {
  const { reward } = promotion;
  const condition = basketCondition(promotion);
  const withCondition = (text: string, joiner = " ") => (condition ? `${text}${joiner}${condition}` : text);
  switch (reward.type) {
    case "percent": {
      const off = t.percentOff(reward.percent);
      return withCondition(reward.maxDiscount !== null ? `${off} ${t.upTo(formatBaht(reward.maxDiscount))}` : off);
    }
    case "amount":
      return withCondition(t.amountOff(formatBaht(reward.amount)));
    case "freeShipping":
      // "ส่งฟรีเมื่อซื้อครบ ฿1,000": Thai writes the condition on without a space.
      return withCondition(t.freeShipping, "");
    case "gift":
      return withCondition(t.gift(reward.giftName, reward.giftQuantity, giftUnit(reward.giftName)));
    case "tiers": {
      const steps = [...reward.tiers]
        .sort((a, b) => a.minSpend - b.minSpend)
        .map((tier) => t.tier(formatBaht(tier.minSpend), formatBaht(tier.amount)))
        .join(t.tierSeparator);
      return withCondition(steps);
    }
  }
}

export type ConditionOptions = {
  /** The gift product's stock as read (null: not read, or no gift). */
  giftStock?: number | null;
  /** The moment the texts are for: a promotion not started yet says when it starts. */
  now?: Date;
  /** Whether the end date is one of the conditions (a list that shows it apart leaves it out). */
  withEnd?: boolean;
};

type ConditionPromotion = Pick<Promotion, "reward" | "firstOrderOnly" | "memberTier" | "startsAt" | "endsAt" | "usageCap" | "used" | "perMemberCap">;

/**
 * Who may have it and until when, each a short Thai phrase for a chip: "เฉพาะคำสั่งซื้อแรก",
 * "เฉพาะสมาชิก VIP", "ใช้ได้คนละ 1 ครั้ง", "หมดเขต 31 ธ.ค. 2568", "เหลือ 12 สิทธิ์", "ของแถมหมดแล้ว".
 */
export function promotionConditionTexts(promotion: ConditionPromotion, options: ConditionOptions = {}): string[] {
  const { giftStock = null, now, withEnd = true } = options;
  const conditions: string[] = [];
  if (promotion.firstOrderOnly) conditions.push(t.firstOrder);
  if (promotion.memberTier) conditions.push(t[`tier_${promotion.memberTier}`]);
  if (promotion.perMemberCap !== null) conditions.push(t.perMember(promotion.perMemberCap));
  if (now && now < promotion.startsAt) conditions.push(t.startsOn(formatThaiDate(promotion.startsAt)));
  if (withEnd && promotion.endsAt) conditions.push(t.endsOn(formatThaiDate(promotion.endsAt)));
  if (promotion.usageCap !== null) {
    const left = Math.max(0, promotion.usageCap - promotion.used);
    conditions.push(left > 0 ? t.remaining(left) : t.usedUp);
  }
  if (promotion.reward.type === "gift" && giftStock !== null && giftStock < promotion.reward.giftQuantity) conditions.push(t.giftOut);
  return conditions;
}

/** "หมดเขต 31 ธ.ค. 2568", or "ไม่มีวันหมดเขต" for a promotion staff end by hand. */
export function promotionEndText(promotion: Pick<Promotion, "endsAt">): string {
  return promotion.endsAt ? t.endsOn(formatThaiDate(promotion.endsAt)) : t.noEnd;
}
