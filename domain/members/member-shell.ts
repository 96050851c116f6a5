/**
 * A signed-in shopper's storefront page served from the guests' page cache carries this
 * attribute on <html> (decision 051): the header's guest parts stay hidden, and the browser
 * asks /api/me for the member's own parts.
 */
export const MEMBER_SHELL_ATTRIBUTE = "data-member-shell";

/** The signed-in shopper as the storefront's header shows them; null for a guest. */
export type HeaderShopper = { name: string; email: string; isAdmin: boolean } | null;

/** GET /api/me's answer (the browser reads it through app/ui/json-client.ts). */
export type SignedInShopperAnswer = { user: HeaderShopper };
