import type { OrderAmounts } from "./checkout";
import { redemptionValue } from "../loyalty/loyalty";
import type { Satang } from "../shared/money";
import type { BasketPromotionsView } from "../promotions/promotion-view";
import type { DeliveryAddress } from "../shared/thai-address";
import type { SavedAddressView } from "../addresses/saved-address-view";

/** The form's own text fields, as the shopper typed them (echoed back so nothing is retyped). */
export const CHECKOUT_TEXT_FIELDS = ["firstName", "lastName", "email", "phone", "address", "subDistrict", "district", "city", "postalCode"] as const;
export type CheckoutTextField = (typeof CHECKOUT_TEXT_FIELDS)[number];

export type CheckoutSummaryLineView = {
  productId: string;
  colorId: string | null;
  nameThai: string;
  colorName: string;
  image: string | null;
  unitPrice: Satang;
  quantity: number;
};

export type CheckoutSummaryView = {
  lines: CheckoutSummaryLineView[];
  /** Cart lines left out of the order (unknown, sold out, shade gone). */
  removedLines: number;
  /** Of those, the ones whose product exists but has no stock left, named for the shopper. */
  soldOutLines: { productId: string; colorId: string | null; nameThai: string }[];
  /** With the promotions (`discount`: theirs), before any points discount. */
  amounts: OrderAmounts;
  /** What the promotions gave and why others did not, worded by the server. */
  promotions: BasketPromotionsView;
};

/**
 * What the checkout form's reply carries besides the texts of the one form contract
 * (`FormReply<CheckoutReplyDetail>`; a placed order redirects): `invalid` — field and form
 * errors; `out-of-stock` — one message per short product; `price-changed` — the new amounts,
 * to be confirmed with a second submit; `review` — the no-JavaScript "recalculate" button
 * (a points choice) with the new total.
 */
export type CheckoutReplyDetail = {
  kind: "invalid" | "out-of-stock" | "price-changed" | "review";
  /** The cart as priced now (absent when the submitted lines could not be read). */
  summary?: CheckoutSummaryView;
  /** The total to confirm next (price changed or points chosen), in satang. */
  expectedTotal?: Satang;
};

/** What the form starts with: the member's profile where it has data. */
export type CheckoutContact = DeliveryAddress & { email: string };

export type CheckoutPageView = {
  summary: CheckoutSummaryView;
  contact: CheckoutContact;
  /** The member's saved addresses, the default first (none: only the typed address). */
  savedAddresses: SavedAddressView[];
  /** Below the cap: the typed address may be saved for next time. */
  canSaveAddress: boolean;
  loyaltyPoints: number;
  /** The points amounts the member may redeem on this order, in steps of 100 (empty: the section is hidden). */
  redeemablePoints: number[];
  /** The shop is VAT registered: the member may ask for a full tax invoice (decision 079). */
  taxInvoiceOffered: boolean;
};

/**
 * The total once `points` are redeemed, from amounts priced without them (the promotions'
 * discount already in them): the points come off the total, shipping stays as priced. Kept apart from
 * domain/orders/checkout.ts so the page's script does not carry the form schema (zod) for one sum.
 */
export function totalWithPoints(amounts: OrderAmounts, points: number): Satang {
  return amounts.total - redemptionValue(points);
}
