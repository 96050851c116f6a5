// The cart's lines as the checkout page's server reads them. The cart itself lives in the
// browser's localStorage (app/features/cart/cart-store.ts); the store mirrors which product,
// which shade and how many into a cookie sent only to /checkout (decision 024), so the
// checkout renders and submits without JavaScript. Prices never travel: the server prices.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart";
import { readQuantity } from "../shared/quantity";

export const CHECKOUT_CART_COOKIE = "shop_checkout_cart";
/**
 * The paths the cookie is written for: the page itself and React Router's data requests for
 * it (`/checkout.data`), which a `Path=/checkout` cookie does not cover (cookie paths match
 * only whole segments). Every storefront request goes without it, so the page cache never sees it.
 */
export const CHECKOUT_CART_COOKIE_PATHS = ["/checkout", "/checkout.data"] as const;
/** Kept a month, like the cart it mirrors; rewritten on every change of the cart. */
export const CHECKOUT_CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export type CheckoutCartLine = { productId: string; colorId: string | null; quantity: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINE_SEPARATOR = "~";
const FIELD_SEPARATOR = ".";

/** Browsers keep about 4 KB per cookie, name and attributes included; a longer cart is not mirrored. */
export const CHECKOUT_CART_COOKIE_MAX_VALUE = 3800;

/**
 * `productId.colorId.quantity~…` — only cookie-safe characters, no encoding needed. Empty
 * (the cookie is deleted) when the cart is too big for one cookie, so a browser that would
 * refuse the write never keeps an older, smaller cart for checkout; /checkout then sends the
 * shopper back to /cart.
 */
export function encodeCheckoutCart(lines: readonly { productId: string; colorId: string | null; quantity: number }[]): string {
  const value = lines
    .filter((line) => UUID.test(line.productId) && (line.colorId === null || UUID.test(line.colorId)))
    .map((line) => [line.productId, line.colorId ?? "", String(line.quantity)].join(FIELD_SEPARATOR))
    .join(LINE_SEPARATOR);
  return value.length > CHECKOUT_CART_COOKIE_MAX_VALUE ? "" : value;
}

/**
 * The cookie's lines by the cart's own rules: ids must be UUIDs, quantities whole numbers
 * from 1 to the cart's cap, at most MAX_CART_LINES lines, the same product and shade folded
 * into one line. Anything else is dropped, never an error: a tampered cookie just shows less.
 */
export function decodeCheckoutCart(value: string | null | undefined): CheckoutCartLine[] {
  if (!value || value.length > 16_000) return [];
  const lines: CheckoutCartLine[] = [];
  for (const part of value.split(LINE_SEPARATOR)) {
    const [productId = "", colorId = "", quantityText = "", ...rest] = part.split(FIELD_SEPARATOR);
    if (rest.length > 0 || !UUID.test(productId) || (colorId !== "" && !UUID.test(colorId))) continue;
    // Up to 9999 is read and capped to the cart's limit below, as the cart itself would.
    const quantity = readQuantity(quantityText, { min: 1, max: 9999 });
    if (quantity === null) continue;
    const id = productId.toLowerCase();
    const shade = colorId === "" ? null : colorId.toLowerCase();
    const same = lines.find((line) => line.productId === id && line.colorId === shade);
    if (same) {
      same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + quantity);
      continue;
    }
    if (lines.length >= MAX_CART_LINES) continue;
    lines.push({ productId: id, colorId: shade, quantity: Math.min(MAX_LINE_QUANTITY, quantity) });
  }
  return lines;
}

/** The cookie's value in a `Cookie` request header, or null. */
export function checkoutCartCookieValue(cookieHeader: string | null): string | null {
  return cookieValue(cookieHeader, CHECKOUT_CART_COOKIE);
}

/** One cookie's value in a `Cookie` header or `document.cookie`, or null. */
export function cookieValue(cookieHeader: string | null, cookieName: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) return value.join("=");
  }
  return null;
}

/** `Set-Cookie` headers that delete the mirror (after an order is placed). */
export function clearCheckoutCartCookieHeaders(): string[] {
  return CHECKOUT_CART_COOKIE_PATHS.map((path) => `${CHECKOUT_CART_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax`);
}

/**
 * What a placed order took from the cart (decision 090), for the cart store to drop on its
 * next read on any page: set by the order's answer itself, so a shopper who leaves the next
 * page before its scripts run, or orders without JavaScript, does not find the ordered lines
 * still in the cart (nor mirrored back into the checkout's cookie). Script-readable and sent
 * on every path, as the store may read it on any page. Not under the `shop` prefix: no page's
 * server reads it, so it does not make a guest's page personal for the page cache.
 */
export const ORDER_TAKEN_COOKIE = "cart_ordered_lines";

/**
 * `Set-Cookie` for the lines an order took, in the checkout cookie's format, joined with what an
 * earlier order's answer left there not yet read (two orders before any script ran). Kept as
 * long as the cart is: a shopper without scripts may come back with them much later.
 */
export function orderTakenCookieHeader(taken: readonly CheckoutCartLine[], cookieHeader: string | null): string {
  const earlier = decodeCheckoutCart(cookieValue(cookieHeader, ORDER_TAKEN_COOKIE));
  const value = encodeCheckoutCart(decodeCheckoutCart(encodeCheckoutCart([...earlier, ...taken])));
  return `${ORDER_TAKEN_COOKIE}=${value}; Path=/; Max-Age=${value ? CHECKOUT_CART_COOKIE_MAX_AGE : 0}; SameSite=Lax`;
}

/** The browser's deletion of the marker once its lines are dropped. */
export const ORDER_TAKEN_COOKIE_CLEARED = `${ORDER_TAKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/**
 * The cart without the lines an order took (`taken`: the cookie's value): a line goes when the
 * order took its product in that shade, whatever the quantity (the order is what the shopper
 * meant by it); lines the order did not hold (added in another tab meanwhile, left out as sold
 * out) stay. Only the ids are read, so the browser needs no more of this module: a tampered
 * value matches no line.
 */
export function withoutOrderedLines<Line extends { productId: string; colorId: string | null }>(lines: readonly Line[], taken: string): Line[] {
  const ordered = new Set(taken.split(LINE_SEPARATOR).map((part) => part.split(FIELD_SEPARATOR, 2).join(FIELD_SEPARATOR).toLowerCase()));
  return lines.filter((line) => !ordered.has(`${line.productId}${FIELD_SEPARATOR}${line.colorId ?? ""}`.toLowerCase()));
}
