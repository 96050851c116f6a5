import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import {
  addToCart,
  cartTotals,
  reconcileCart,
  removeFromCart,
  setQuantity,
  type CartItem,
  type CartLine,
  type CartProductsAnswer,
  type CartTotals,
} from "../../../domain/orders/cart";
import { useHydrated } from "../../ui/use-hydrated";
import { getCartSnapshot, getServerCartSnapshot, mirrorCartForCheckout, subscribeToCart, writeCart } from "./cart-store";

type CartContextValue = {
  lines: CartLine[];
  totals: CartTotals;
  add: (item: CartItem, quantity?: number) => void;
  remove: (productId: string, colorId: string | null) => void;
  updateQuantity: (productId: string, colorId: string | null, quantity: number) => void;
  clear: () => void;
  /** Applies the server's current prices and stock; returns how many lines were dropped. */
  reconcile: (answer: CartProductsAnswer) => number;
};

const CartContext = createContext<CartContextValue | null>(null);

/** The cart is a wish list kept in the browser; prices and stock are checked again at checkout. */
export function CartProvider({ children }: { children: ReactNode }) {
  const lines = useSyncExternalStore(subscribeToCart, getCartSnapshot, getServerCartSnapshot);
  const hydrated = useHydrated();
  // The first render after hydration shows the server's empty cart; mirror only real reads.
  useEffect(() => {
    if (hydrated) mirrorCartForCheckout(lines);
  }, [hydrated, lines]);
  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      totals: cartTotals(lines),
      add: (item, quantity = 1) => writeCart(addToCart(getCartSnapshot(), item, quantity)),
      remove: (productId, colorId) => writeCart(removeFromCart(getCartSnapshot(), productId, colorId)),
      updateQuantity: (productId, colorId, quantity) => writeCart(setQuantity(getCartSnapshot(), productId, colorId, quantity)),
      clear: () => writeCart([]),
      reconcile: (answer) => {
        const result = reconcileCart(getCartSnapshot(), answer);
        if (result.changed) writeCart(result.lines);
        return result.removed;
      },
    }),
    [lines],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}
