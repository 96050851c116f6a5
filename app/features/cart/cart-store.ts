import { parseStoredCart, type CartLine } from "../../../domain/orders/cart";
import {
  CHECKOUT_CART_COOKIE,
  CHECKOUT_CART_COOKIE_MAX_AGE,
  CHECKOUT_CART_COOKIE_PATHS,
  cookieValue,
  encodeCheckoutCart,
  ORDER_TAKEN_COOKIE,
  ORDER_TAKEN_COOKIE_CLEARED,
  withoutOrderedLines,
} from "../../../domain/orders/checkout-cart";

/**
 * The cart lives in localStorage so it survives reloads and is shared by every tab; React
 * reads it through useSyncExternalStore. Where storage is unavailable (private mode, full
 * quota) the cart still works in memory for the current page.
 */
const STORAGE_KEY = "shop-cart-v1";
const EMPTY: CartLine[] = [];
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; lines: CartLine[] } = { raw: null, lines: EMPTY };
let memoryOnly: CartLine[] | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getCartSnapshot(): CartLine[] {
  dropWhatAnOrderTook();
  if (memoryOnly) return memoryOnly;
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, lines: raw ? parseStoredCart(raw) : EMPTY };
  return snapshot.lines;
}

/**
 * A placed order's answer leaves the lines it took in a cookie (decision 090); the first read
 * of the cart on whatever page comes next drops them and the cookie, before anything shows the
 * cart or mirrors it for /checkout. Stored without telling the listeners: this runs inside
 * React's read of the snapshot, which returns the new lines itself.
 */
function dropWhatAnOrderTook() {
  const taken = cookieValue(document.cookie, ORDER_TAKEN_COOKIE);
  if (taken === null) return;
  document.cookie = ORDER_TAKEN_COOKIE_CLEARED;
  const current = memoryOnly ?? parseStoredCart(readRaw() ?? "[]");
  store(withoutOrderedLines(current, taken));
}

/** The server has no cart; the first client render matches it, then reads storage. */
export function getServerCartSnapshot(): CartLine[] {
  return EMPTY;
}

export function subscribeToCart(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function store(lines: CartLine[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
    memoryOnly = null;
  } catch {
    memoryOnly = lines;
  }
}

export function writeCart(lines: CartLine[]) {
  store(lines);
  mirrorCartForCheckout(lines);
  listeners.forEach((listener) => listener());
}

let mirrored: string | null = null;

/**
 * Copies which product, shade and how many into a cookie that only /checkout receives
 * (decision 024), so the checkout page's server knows the cart and the page works without
 * JavaScript. Called on every write and whenever the cart is read anew (another tab, a
 * cart from before the mirror existed); an unchanged cart writes nothing.
 */
export function mirrorCartForCheckout(lines: readonly CartLine[]) {
  const value = encodeCheckoutCart(lines);
  if (value === mirrored) return;
  mirrored = value;
  const lifetime = value ? CHECKOUT_CART_COOKIE_MAX_AGE : 0;
  for (const path of CHECKOUT_CART_COOKIE_PATHS) {
    document.cookie = `${CHECKOUT_CART_COOKIE}=${value}; Path=${path}; Max-Age=${lifetime}; SameSite=Lax`;
  }
}
