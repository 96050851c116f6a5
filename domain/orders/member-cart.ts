// The wire between the browser's cart and a signed-in member's cart kept on the server
// (decision 109). The browser keeps the cart every page reads (localStorage, so cached pages stay
// the guests' pages); it trades it with the server on a page's first load and after each change.
import type { CartLine } from "./cart";

/**
 * What the browser sends to POST /api/cart. `owner`: whose cart the browser's copy is (the id a
 * previous answer gave), null for a guest's cart, which is merged into the member's. `cart`: the
 * lines in the checkout cookie's format (product, shade, quantity; never a price). `changed`: the
 * member changed the copy since the server last saw it, so it replaces the server's.
 */
export type MemberCartRequest = { owner: string | null; cart: string; changed: boolean };

/** The member's cart as the server keeps it, with today's names, prices and stock; `owner` is the member. */
export type MemberCartAnswer = { owner: string; lines: CartLine[] };

export const MEMBER_CART_URL = "/api/cart";

/**
 * Set by the sign-out's answer: the browser's copy of the member's cart is dropped on its next
 * read, so the next person at a shared browser does not find it (it waits on the server for the
 * member). Not under the `shop` prefix: no page's server reads it (decision 051).
 */
export const CART_SIGNED_OUT_COOKIE = "cart_signed_out";
export const CART_SIGNED_OUT_COOKIE_SET = `${CART_SIGNED_OUT_COOKIE}=1; Path=/; Max-Age=${30 * 24 * 60 * 60}; SameSite=Lax`;
export const CART_SIGNED_OUT_COOKIE_CLEARED = `${CART_SIGNED_OUT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
