import { productTexts } from "../catalog/product-texts";
import { SATANG_PER_BAHT, type Satang } from "../shared/money";

/** Default flash-sale price is 80% of the original, rounded to whole baht. */
export const DEFAULT_SALE_RATIO_PERCENT = 80;

export type FlashSaleState = "upcoming" | "running" | "expired";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/** round((original − sale) / original × 100), kept within 0–100 for the badge. */
export function discountPercent(original: Satang, sale: Satang): number {
  // Admins can type a sale price above the original (the spec does not forbid it);
  // a "-20%" badge would be nonsense, so it shows 0 instead.
  if (!(original > 0)) return 0;
  const percent = Math.round(((original - sale) / original) * 100);
  return Math.min(100, Math.max(0, percent));
}

export function defaultSalePrice(original: Satang): Satang {
  // original × 80 is exact, so the single division below is the only rounding.
  const baht = Math.round((original * DEFAULT_SALE_RATIO_PERCENT) / (100 * SATANG_PER_BAHT));
  return baht * SATANG_PER_BAHT;
}

export function countdownParts(endTime: Date, now: Date): CountdownParts {
  // Rounded up so the clock never reads 0:00:00 while the sale is still running,
  // which keeps it in step with flashSaleState.
  const remainingSeconds = Math.ceil((endTime.getTime() - now.getTime()) / 1000);
  if (!(remainingSeconds > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
  return {
    days: Math.floor(remainingSeconds / 86_400),
    hours: Math.floor((remainingSeconds % 86_400) / 3_600),
    minutes: Math.floor((remainingSeconds % 3_600) / 60),
    seconds: remainingSeconds % 60,
    expired: false,
  };
}

/** Whether a sale has started and ended; the separate on/off switch is the caller's concern. */
export function flashSaleState(sale: { startTime: Date; endTime: Date }, now: Date): FlashSaleState {
  if (now.getTime() >= sale.endTime.getTime()) return "expired";
  if (now.getTime() < sale.startTime.getTime()) return "upcoming";
  return "running";
}

export interface FlashSaleWindow {
  salePrice: Satang;
  startTime: Date;
  endTime: Date;
  isActive: boolean;
}

/**
 * The flash-sale price a shopper pays for a product right now: the lowest price among its
 * switched-on, running sales, or null when none runs or none is below the regular price
 * (the regular price may have been lowered after the sale was set up).
 */
export function runningSalePrice(regularPrice: Satang, sales: readonly FlashSaleWindow[], now: Date): Satang | null {
  let best: Satang | null = null;
  for (const sale of sales) {
    if (!sale.isActive || flashSaleState(sale, now) !== "running") continue;
    if (sale.salePrice < regularPrice && (best === null || sale.salePrice < best)) best = sale.salePrice;
  }
  return best;
}

/** A running flash sale as the storefront shows it. Prices in satang; end time as ISO text. */
export type FlashSaleView = {
  id: string;
  productId: string;
  productSlug: string;
  /** The product's English name; `productNameThai` is the sale's display name. */
  productName: string;
  productNameThai: string;
  image: string | null;
  originalPrice: Satang;
  salePrice: Satang;
  endTime: string;
  stockQuantity: number;
  /** The product comes in shades: the shopper picks one on its page, the card cannot. */
  hasShades: boolean;
};

/**
 * The cart line a flash-sale card adds (spec §4) for a product without shades: the product at
 * its sale price, the one default colour 'ปกติ', quantity 1 (the caller adds one). A product
 * with shades is added from its page, where the shade is chosen (checkout refuses a line
 * without the shade such a product needs). The cart is a wish list: checkout prices
 * every line again from the database, so this price is only what the shopper sees.
 */
export function flashSaleCartItem(sale: FlashSaleView) {
  return {
    productId: sale.productId,
    colorId: null,
    colorName: productTexts.defaultColourName,
    name: sale.productName,
    nameThai: sale.productNameThai,
    unitPrice: sale.salePrice,
    image: sale.image,
    maxQuantity: sale.stockQuantity,
  };
}
