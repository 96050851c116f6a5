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
import { CART_SIGNED_OUT_COOKIE, CART_SIGNED_OUT_COOKIE_CLEARED } from "../../../domain/orders/member-cart";

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
  dropSignedOutMembersCart();
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

/** After a sign-out: a member's copy goes (theirs waits on the server); a guest's own cart stays. */
function dropSignedOutMembersCart() {
  if (cookieValue(document.cookie, CART_SIGNED_OUT_COOKIE) === null) return;
  document.cookie = CART_SIGNED_OUT_COOKIE_CLEARED;
  if (cartOwner() === null) return;
  remember(OWNER_KEY, null);
  remember(CHANGED_KEY, null);
  store([]);
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

/**
 * The shopper's own change. A member's copy (one with an owner) is marked changed, for the
 * server's copy to take it (decision 109, member-cart-sync.ts).
 */
export function writeCart(lines: CartLine[]) {
  store(lines);
  mirrorCartForCheckout(lines);
  writes += 1;
  if (cartOwner() !== null) remember(CHANGED_KEY, "1");
  listeners.forEach((listener) => listener());
  changeListeners.forEach((listener) => listener());
}

// Whose cart the browser's copy is (the member the server last answered for; none for a guest's
// cart), and whether the member changed it since: kept beside the cart, so every tab agrees.
const OWNER_KEY = "shop-cart-owner";
const CHANGED_KEY = "shop-cart-changed";
const changeListeners = new Set<() => void>();
let writes = 0;

function remember(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the cart lives in memory for this page and is traded as a guest's.
  }
}

function recalled(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const cartOwner = () => recalled(OWNER_KEY);
export const cartChangedSinceTrade = () => recalled(CHANGED_KEY) === "1";
/** How many changes the shopper made on this page: a trade answered after one does not overwrite it. */
export const cartWriteCount = () => writes;

/** Tells `listener` of every change the shopper makes (not of the server's copy taking the cart's place). */
export function onShopperCartChange(listener: () => void) {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/** The server's copy of the member's cart takes the browser's place. */
export function takeTradedCart(owner: string, lines: CartLine[]) {
  remember(OWNER_KEY, owner);
  remember(CHANGED_KEY, null);
  // The same cart back (most page loads): nothing to render. A render of the header then would
  // make React give up hydrating a part still waiting for its code (the account menu) and drop
  // a tap kept for it (early-tap replay, decision 062).
  if (JSON.stringify(lines) === JSON.stringify(getCartSnapshot())) return;
  store(lines);
  mirrorCartForCheckout(lines);
  listeners.forEach((listener) => listener());
}

/** The trade merged a guest's cart, but the shopper changed it meanwhile: the copy is the member's now, and changed. */
export function claimCart(owner: string) {
  remember(OWNER_KEY, owner);
  remember(CHANGED_KEY, "1");
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
