import { lipstickInfo, LIPSTICK_SHELF_LIFE_MONTHS, type SkinTone } from "../../../../domain/catalog/lipstick-info";
import type { PolicyBlock } from "../../../../domain/content/policy-document";
import { termsOfService } from "../../../../domain/content/terms-of-service";
import { POINTS_PER_REDEMPTION, REDEMPTION_VALUE, SATANG_PER_POINT } from "../../../../domain/loyalty/loyalty";
import type { Satang } from "../../../../domain/shared/money";
import { CHECKOUT_PAYMENT_OPTIONS } from "../../../../domain/payments/payment-methods";
import { SHIPPING_FEE } from "../../../../domain/orders/shipping";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { loadSiteChrome } from "../../content/site-chrome";
import { freeShippingThreshold } from "../../promotions/basket-pricing";

/** The terms' sections the assistant quotes, by their id on /terms. */
export const POLICY_SECTIONS = ["orders-and-payment", "shipping", "damaged-items", "returns-and-refunds", "loyalty-points"] as const;
export type PolicySectionId = (typeof POLICY_SECTIONS)[number];

export type ShopPolicies = {
  shippingFee: Satang;
  /** From the running free-shipping promotion (decision 101); null when none runs. */
  freeShippingThreshold: Satang | null;
  paymentOptions: { label: string; hint: string; available: boolean }[];
  loyalty: { satangPerPoint: Satang; pointsPerRedemption: number; redemptionValue: Satang };
  shelfLifeMonths: number;
  shelfLifeText: string;
  care: readonly string[];
  undertoneTip: string;
  skinTones: readonly SkinTone[];
  /** The sentences of each quoted section of /terms, as the shop publishes them. */
  terms: Record<PolicySectionId, string[]>;
};

function sentencesOf(blocks: readonly PolicyBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === "paragraph" ? [block.text] : block.kind === "list" ? [...block.items] : block.items.map((item) => `${item.term}: ${item.text}`),
  );
}

/**
 * What the shop has published about itself: read from the same modules the checkout, /terms and
 * /lipstick-info show, so the assistant can never state a rule the shop does not have.
 */
export function shopPolicies(brandName: string, freeShippingFrom: Satang | null): ShopPolicies {
  const terms = termsOfService(brandName);
  const quoted = Object.fromEntries(
    POLICY_SECTIONS.map((id) => [id, sentencesOf(terms.sections.find((section) => section.id === id)?.blocks ?? [])]),
  ) as Record<PolicySectionId, string[]>;
  return {
    shippingFee: SHIPPING_FEE,
    freeShippingThreshold: freeShippingFrom,
    paymentOptions: CHECKOUT_PAYMENT_OPTIONS.map((option) => ({
      label: option.label,
      hint: option.hint,
      available: option.unavailableReason === null,
    })),
    loyalty: { satangPerPoint: SATANG_PER_POINT, pointsPerRedemption: POINTS_PER_REDEMPTION, redemptionValue: REDEMPTION_VALUE },
    shelfLifeMonths: LIPSTICK_SHELF_LIFE_MONTHS,
    shelfLifeText: `${lipstickInfo.shelfLife.title} ${lipstickInfo.shelfLife.text}`,
    care: lipstickInfo.care,
    undertoneTip: lipstickInfo.undertoneTip,
    skinTones: lipstickInfo.skinTones,
    terms: quoted,
  };
}

/** The policies with what the database holds: the brand's name and the running free shipping. */
export async function loadShopPolicies(db: DatabaseOrTransaction, now: Date): Promise<ShopPolicies> {
  const [chrome, freeFrom] = await Promise.all([loadSiteChrome(db), freeShippingThreshold(db, now)]);
  return shopPolicies(chrome.brandName, freeFrom);
}
