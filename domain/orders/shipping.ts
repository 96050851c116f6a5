import { type Satang } from "../shared/money";

export const SHIPPING_FEE: Satang = 50_00;
export const FREE_SHIPPING_THRESHOLD: Satang = 1_000_00;

export function shippingFeeFor(subtotal: Satang): Satang {
  // Nothing to ship means nothing to charge; an empty cart must total ฿0, not ฿50.
  if (subtotal <= 0) return 0;
  return subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

/** How much more the shopper must add to get free shipping (0 once it is free). */
export function amountToFreeShipping(subtotal: Satang): Satang {
  return Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal);
}
