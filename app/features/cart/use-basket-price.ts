import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CartBasketPrice, CartLine, CartProductsAnswer } from "../../../domain/orders/cart";
import { encodeCheckoutCart } from "../../../domain/orders/checkout-cart";

/**
 * The cart's lines priced by the server with the promotions (the /cart loader runs checkout's
 * own pricing, decision 101): asked again whenever a line or a quantity changes, and shown only
 * while it is the answer for the lines on screen. The browser prices nothing.
 */
export function useBasketPrice(lines: readonly CartLine[], enabled: boolean): CartBasketPrice | null {
  const fetcher = useFetcher<CartProductsAnswer>();
  const key = encodeCheckoutCart(lines);
  const { load } = fetcher;
  useEffect(() => {
    if (enabled && key) void load(`/cart?basket=${encodeURIComponent(key)}`);
  }, [enabled, key, load]);
  const basket = fetcher.data?.basket;
  return basket && basket.key === key ? basket : null;
}
