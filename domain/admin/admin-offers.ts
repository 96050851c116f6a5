import { z } from "zod";
import { adminOfferTexts } from "./admin-offer-texts";
import { PRODUCT_PRICE_MAX } from "./admin-forms";
import { bangkokInputToDate, type FlashSaleListShow } from "./admin-promotions";
import type { PagedList } from "./admin-list";
import { normaliseCode, PROMOTION_CODE, REWARD_TYPES, type Promotion, type PromotionReward, type SpendTier } from "../promotions/promotion";
import { formatBaht, parseBahtInput, type Satang } from "../shared/money";
import { readQuantity } from "../shared/quantity";

/**
 * The promotions manager's first tab (issue 35): the promotions model's promotions and codes
 * (decision 101) as staff make them. The dialog posts a plain form; `promotionFormInput`
 * gathers its ticked boxes and tier rows, `promotionFormSchema` reads it, every field's
 * problem at once, in Thai. Money is typed in baht and kept in satang.
 */

const m = adminOfferTexts;

/** Tiers a promotion may have ("ครบ ฿X ลด ฿Y", up to five lines). */
export const PROMOTION_TIERS_MAX = 5;
export const GIFT_QUANTITY_MAX = 10;
export const MIN_QUANTITY_MAX = 999;
export const PROMOTION_CAP_MAX = 1_000_000;
export const PROMOTION_TITLE_MAX = 100;
const DESCRIPTION_MAX = 500;

/** The intents the tab's forms post: namespaced like the other tabs', so one action tells them apart. */
export const OFFER_INTENTS = {
  create: "promotion.create",
  update: "promotion.update",
  pause: "promotion.pause",
  resume: "promotion.resume",
  duplicate: "promotion.duplicate",
  end: "promotion.end",
} as const;

/** What a promotion brought in: orders carrying it now, the discount they got (shipping included), their totals. */
export type PromotionUsage = { orders: number; discount: Satang; revenue: Satang };

/** A promotion as the tab lists it: the domain's promotion, its gift's stock, and what it brought in. */
export type OfferAdminRow = Promotion & { giftStock: number | null; usage: PromotionUsage };

/** A product the dialog offers (as a gift: every one, hidden ones too; as an eligible product). */
export type OfferProductOption = { id: string; name: string; isActive: boolean; stock: number };
export type OfferCategoryOption = { id: string; name: string };

export type OffersTabData = {
  list: PagedList<OfferAdminRow>;
  show: FlashSaleListShow;
  /** The server's clock when the list was read: it tells "not started yet" and "time is up". */
  now: string;
  creating: boolean;
  editing: OfferAdminRow | null;
  ending: OfferAdminRow | null;
  usage: OfferAdminRow | null;
  /** Only while the create or edit dialog is open. */
  choices: { products: OfferProductOption[]; categories: OfferCategoryOption[] } | null;
  dialogMissing: boolean;
};

/** The reward as one Thai line: "ลด 10% สูงสุด ฿100", "ลด ฿50", "ส่งฟรี", "ของแถม ถุงผ้า × 1", "ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120". */
export function rewardLine(reward: PromotionReward): string {
  switch (reward.type) {
    case "percent":
      return m.rewardPercent(reward.percent, reward.maxDiscount === null ? null : formatBaht(reward.maxDiscount));
    case "amount":
      return m.rewardAmount(formatBaht(reward.amount));
    case "freeShipping":
      return m.rewardFreeShipping;
    case "gift":
      return m.rewardGift(reward.giftName || m.giftGone, reward.giftQuantity);
    case "tiers":
      return [...reward.tiers]
        .sort((a, b) => a.minSpend - b.minSpend)
        .map((tier) => m.rewardTier(formatBaht(tier.minSpend), formatBaht(tier.amount)))
        .join(` ${m.separator} `);
  }
}

/** Its conditions as one short line ("ขั้นต่ำ ฿500 · เฉพาะสมาชิก VIP"), "" when it has none. */
export function conditionsLine(
  promotion: Pick<Promotion, "minSpend" | "minQuantity" | "productIds" | "categoryIds" | "firstOrderOnly" | "memberTier" | "combinable">,
): string {
  return [
    promotion.minSpend > 0 ? m.conditionMinSpend(formatBaht(promotion.minSpend)) : null,
    promotion.minQuantity > 0 ? m.conditionMinQuantity(promotion.minQuantity.toLocaleString("th-TH")) : null,
    promotion.productIds || promotion.categoryIds ? m.conditionSomeProducts : null,
    promotion.firstOrderOnly ? m.conditionFirstOrder : null,
    promotion.memberTier === "vip" ? m.conditionVip : null,
    promotion.combinable ? null : m.conditionAlone,
  ]
    .filter(Boolean)
    .join(` ${m.separator} `);
}

/** A promotion's state beside its status: an active one whose window has not opened yet, or has closed. */
export function offerTiming(promotion: Pick<Promotion, "status" | "startsAt" | "endsAt">, now: Date): "not-started" | "time-up" | null {
  if (promotion.status !== "active") return null;
  if (promotion.endsAt && new Date(promotion.endsAt).getTime() <= now.getTime()) return "time-up";
  if (new Date(promotion.startsAt).getTime() > now.getTime()) return "not-started";
  return null;
}

/** An amount as a baht field shows it: "199" or "199.50"; "" for none. */
export function bahtFieldValue(satang: Satang | null | undefined): string {
  if (satang === null || satang === undefined) return "";
  return satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2);
}

/** One tier row as the dialog sends it (`tiers.<n>.minSpend`, `tiers.<n>.amount`), numbered from 1. */
export type TierFields = { row: number; minSpend: string; amount: string };

const TICKED = /^(category|product)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const TIER_FIELD = /^tiers\.([0-9])\.(minSpend|amount)$/;

/**
 * The dialog's form as `promotionFormSchema` reads it: its single fields (first value wins),
 * the ticked categories and products (`category.<id>`, `product.<id>`: one box each, so a
 * refused form shows each again) as id lists, and the tier rows with anything typed in them, in order.
 */
export function promotionFormInput(form: FormData): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  const categoryIds: string[] = [];
  const productIds: string[] = [];
  const tiers = new Map<number, TierFields>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const ticked = TICKED.exec(key);
    if (ticked) {
      const ids = ticked[1] === "category" ? categoryIds : productIds;
      const id = ticked[2]!.toLowerCase();
      if (!ids.includes(id)) ids.push(id);
      continue;
    }
    const tier = TIER_FIELD.exec(key);
    if (tier) {
      const index = Number(tier[1]);
      const fields = tiers.get(index) ?? { row: index + 1, minSpend: "", amount: "" };
      fields[tier[2] as "minSpend" | "amount"] ||= value.trim();
      tiers.set(index, fields);
      continue;
    }
    if (!(key in plain)) plain[key] = value;
  }
  plain.categoryIds = categoryIds;
  plain.productIds = productIds;
  plain.tiers = [...tiers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, fields]) => fields)
    .filter((fields) => fields.minSpend || fields.amount);
  return plain;
}

/** The reward as staff set it: a gift names its product (its name is read from the product). */
export type PromotionRewardInput =
  | { type: "percent"; percent: number; maxDiscount: Satang | null }
  | { type: "amount"; amount: Satang }
  | { type: "freeShipping" }
  | { type: "gift"; giftProductId: string; giftQuantity: number }
  | { type: "tiers"; tiers: SpendTier[] };

export type PromotionInput = {
  title: string;
  description: string;
  /** Normalised upper-case; null: automatic. */
  code: string | null;
  reward: PromotionRewardInput;
  minSpend: Satang;
  minQuantity: number;
  categoryIds: string[] | null;
  productIds: string[] | null;
  firstOrderOnly: boolean;
  vipOnly: boolean;
  startsAt: Date;
  endsAt: Date | null;
  usageCap: number | null;
  perMemberCap: number | null;
  combinable: boolean;
};

const text = z.string().optional();
const ticked = (value: string | undefined) => value === "on" || value === "true";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A baht field: null when empty, "invalid" when it is not an amount (or above the shop's ceiling). */
function readBaht(value: string | undefined): Satang | null | "invalid" {
  const typed = value?.trim() ?? "";
  if (!typed) return null;
  const satang = parseBahtInput(typed);
  return satang === null || satang > PRODUCT_PRICE_MAX ? "invalid" : satang;
}

/** A whole-number field within bounds: `empty` when empty, "invalid" otherwise. */
function readWhole(value: string | undefined, min: number, max: number, empty: number | null): number | null | "invalid" {
  const typed = value?.trim() ?? "";
  if (!typed) return empty;
  return readQuantity(typed, { min, max }) ?? "invalid";
}

/**
 * The create and edit dialog's form. Only the chosen reward type's fields count (without
 * scripts the dialog shows them all); every problem is reported beside its own field at once.
 */
export const promotionFormSchema = z
  .object({
    title: text,
    description: text,
    code: text,
    rewardType: text,
    percent: text,
    maxDiscount: text,
    amount: text,
    giftProductId: text,
    giftQuantity: text,
    tiers: z.array(z.object({ row: z.number(), minSpend: z.string(), amount: z.string() })).optional(),
    minSpend: text,
    minQuantity: text,
    categoryIds: z.array(z.string()).optional(),
    productIds: z.array(z.string()).optional(),
    firstOrderOnly: text,
    vipOnly: text,
    startsAt: text,
    endsAt: text,
    usageCap: text,
    perMemberCap: text,
    combinable: text,
  })
  .transform((raw, ctx): PromotionInput => {
    let refusedAny = false;
    const refuse = (field: string, message: string) => {
      refusedAny = true;
      ctx.addIssue({ code: "custom", message, path: [field] });
    };

    const title = raw.title?.trim() ?? "";
    if (!title) refuse("title", m.titleRequired);
    else if (title.length > PROMOTION_TITLE_MAX) refuse("title", m.fieldTooLong);
    const description = raw.description?.trim() ?? "";
    if (description.length > DESCRIPTION_MAX) refuse("description", m.fieldTooLong);

    const code = raw.code ? normaliseCode(raw.code) : "";
    if (code && !PROMOTION_CODE.test(code)) refuse("code", m.codeInvalid);

    const reward = readReward(raw, refuse);

    const minSpend = readBaht(raw.minSpend);
    if (minSpend === "invalid") refuse("minSpend", m.bahtInvalid);
    const minQuantity = readWhole(raw.minQuantity, 0, MIN_QUANTITY_MAX, 0);
    if (minQuantity === "invalid") refuse("minQuantity", m.minQuantityInvalid);

    const startsAt = raw.startsAt?.trim() ? bangkokInputToDate(raw.startsAt) : undefined;
    if (startsAt === undefined) refuse("startsAt", m.startRequired);
    else if (startsAt === null) refuse("startsAt", m.timeInvalid);
    const endsAt = raw.endsAt?.trim() ? bangkokInputToDate(raw.endsAt) : undefined;
    if (endsAt === null) refuse("endsAt", m.timeInvalid);
    else if (endsAt && startsAt && endsAt.getTime() <= startsAt.getTime()) refuse("endsAt", m.endBeforeStart);

    const usageCap = readWhole(raw.usageCap, 1, PROMOTION_CAP_MAX, null);
    if (usageCap === "invalid") refuse("usageCap", m.capInvalid);
    const perMemberCap = readWhole(raw.perMemberCap, 1, PROMOTION_CAP_MAX, null);
    if (perMemberCap === "invalid") refuse("perMemberCap", m.capInvalid);

    // Boxes from the dialog name real ids; anything else is a form no dialog sent.
    const categoryIds = (raw.categoryIds ?? []).filter((id) => UUID.test(id));
    const productIds = (raw.productIds ?? []).filter((id) => UUID.test(id));

    if (refusedAny || !reward || !startsAt || minSpend === "invalid" || minQuantity === "invalid" || usageCap === "invalid" || perMemberCap === "invalid")
      return z.NEVER;
    return {
      title,
      description,
      code: code || null,
      reward,
      minSpend: minSpend ?? 0,
      minQuantity: minQuantity ?? 0,
      categoryIds: categoryIds.length > 0 ? categoryIds : null,
      productIds: productIds.length > 0 ? productIds : null,
      firstOrderOnly: ticked(raw.firstOrderOnly),
      vipOnly: ticked(raw.vipOnly),
      startsAt,
      endsAt: endsAt ?? null,
      usageCap,
      perMemberCap,
      combinable: ticked(raw.combinable),
    };
  });

type RawForm = {
  rewardType?: string;
  percent?: string;
  maxDiscount?: string;
  amount?: string;
  giftProductId?: string;
  giftQuantity?: string;
  tiers?: TierFields[];
};

/** The chosen reward with its own fields, or null after refusing what is wrong with them. */
function readReward(raw: RawForm, refuse: (field: string, message: string) => void): PromotionRewardInput | null {
  const type = REWARD_TYPES.find((known) => known === raw.rewardType);
  switch (type) {
    case undefined:
      refuse("rewardType", m.rewardTypeRequired);
      return null;
    case "percent": {
      const percent = readWhole(raw.percent, 1, 100, null);
      const maxDiscount = readBaht(raw.maxDiscount);
      if (percent === null || percent === "invalid") refuse("percent", m.percentInvalid);
      if (maxDiscount === "invalid") refuse("maxDiscount", m.bahtInvalid);
      else if (maxDiscount === 0) refuse("maxDiscount", m.maxDiscountPositive);
      if (percent === null || percent === "invalid" || maxDiscount === "invalid" || maxDiscount === 0) return null;
      return { type, percent, maxDiscount };
    }
    case "amount": {
      const amount = readBaht(raw.amount);
      if (amount === null) refuse("amount", m.amountRequired);
      else if (amount === "invalid") refuse("amount", m.bahtInvalid);
      else if (amount === 0) refuse("amount", m.amountPositive);
      return typeof amount === "number" && amount > 0 ? { type, amount } : null;
    }
    case "freeShipping":
      return { type };
    case "gift": {
      const giftProductId = raw.giftProductId?.trim() ?? "";
      const giftQuantity = readWhole(raw.giftQuantity, 1, GIFT_QUANTITY_MAX, 1);
      if (!UUID.test(giftProductId)) refuse("giftProductId", m.giftRequired);
      if (giftQuantity === null || giftQuantity === "invalid") refuse("giftQuantity", m.giftQuantityInvalid);
      if (!UUID.test(giftProductId) || giftQuantity === null || giftQuantity === "invalid") return null;
      return { type, giftProductId: giftProductId.toLowerCase(), giftQuantity };
    }
    case "tiers": {
      const rows = raw.tiers ?? [];
      const problem = tiersProblem(rows);
      if (problem) {
        refuse("tiers", problem);
        return null;
      }
      return { type, tiers: rows.map((row) => ({ minSpend: readBaht(row.minSpend) as Satang, amount: readBaht(row.amount) as Satang })) };
    }
  }
}

/** The first thing wrong with the tier rows, in row order, or null. */
function tiersProblem(rows: readonly TierFields[]): string | null {
  if (rows.length === 0) return m.tiersRequired;
  if (rows.length > PROMOTION_TIERS_MAX) return m.tooManyTiers;
  let previous: SpendTier | null = null;
  for (const row of rows) {
    if (!row.minSpend || !row.amount) return m.tierIncomplete(row.row);
    const minSpend = readBaht(row.minSpend);
    const amount = readBaht(row.amount);
    if (typeof minSpend !== "number" || typeof amount !== "number" || minSpend <= 0 || amount <= 0) return m.tierInvalid(row.row);
    if (amount >= minSpend) return m.tierAmountBelowSpend(row.row);
    if (previous && (minSpend <= previous.minSpend || amount <= previous.amount)) return m.tierNotIncreasing(row.row);
    previous = { minSpend, amount };
  }
  return null;
}
