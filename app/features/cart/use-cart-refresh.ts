import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "../../ui/toasts";
import type { CartProductsAnswer } from "../../../domain/orders/cart";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { useCart } from "./cart-context";

/**
 * The cart in localStorage remembers prices from when each line was added; the cart page
 * asks the server (the /cart loader) for today's prices and stock and updates the lines,
 * so a flash sale that ended or a product that sold out shows as it is now.
 */
export function useCartRefresh(enabled: boolean) {
  const { lines, reconcile } = useCart();
  const fetcher = useFetcher<CartProductsAnswer>();
  // Asked again only when the set of products changes, not on every quantity click.
  const productIds = [...new Set(lines.map((line) => line.productId))].sort();
  const query = productIds.map((id) => `id=${encodeURIComponent(id)}`).join("&");
  const { load } = fetcher;

  useEffect(() => {
    if (enabled && query) void load(`/cart?${query}`);
  }, [enabled, query, load]);

  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    const removed = reconcile(answer);
    if (removed > 0) toast.warning(cartTexts.itemsUnavailable);
    // `reconcile` changes with every cart write; only new server data should run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
}
