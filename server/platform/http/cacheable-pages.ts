/**
 * Which requests the anonymous page cache may answer (docs/decisions/013-page-cache.md).
 * The rule is route-agnostic on purpose: storefront pages added later are covered without
 * touching the cache, and a page that is not storefront must be declared private
 * (`registerPrivateFirstSegments`) (or simply answer with a cookie, a non-200 status or
 * `Cache-Control: private`/`no-store`, which the cache never keeps).
 */

/**
 * First path segments that are never cached: accounts, checkout, back-office and machine
 * endpoints. A trailing `*` matches any segment starting with the text before it. The same
 * list (minus the public files under /media and /assets) makes browsers and proxies not store
 * them either (`isPrivatePath`, decision 016). The platform lists its own (Better Auth's pages,
 * /api, the public files); each shop feature declares its pages beside its code and
 * `server/shop-registry.ts` registers them at start-up (decision 060). Until the shop has
 * registered, every page is private and the page cache keeps nothing.
 */
const PLATFORM_PRIVATE_FIRST_SEGMENTS = ["auth", "reset-password", "sign-out", "api", "media", "assets"] as const;

// Kept on globalThis so a module reload in development keeps what start-up registered.
const registered = globalThis as { __shopPrivateFirstSegments?: readonly string[] };

/** The shop's private first segments, handed over at start-up (handing the same ones again changes nothing). */
export function registerPrivateFirstSegments(segments: readonly string[]) {
  registered.__shopPrivateFirstSegments = [...new Set([...privateFirstSegmentRules(), ...segments])];
}

/** Every private first segment registered so far. */
export function privateFirstSegmentRules(): readonly string[] {
  return registered.__shopPrivateFirstSegments ?? PLATFORM_PRIVATE_FIRST_SEGMENTS;
}

/** First segments under which public files are served: never pages, never personal. */
const FILE_FIRST_SEGMENTS: ReadonlySet<string> = new Set(["media", "assets"]);

function matchesPrivateSegment(first: string): boolean {
  const rules = registered.__shopPrivateFirstSegments;
  if (!rules) return true;
  return rules.some((rule) => (rule.endsWith("*") ? first.startsWith(rule.slice(0, -1)) : first === rule));
}

/**
 * Whether `pathname` is an account, checkout, back-office or machine path (its page or its
 * React Router data, `/profile.data`): what no browser or proxy cache may keep
 * (`private-pages.ts` sends them with `Cache-Control: private, no-store`).
 */
export function isPrivatePath(pathname: string): boolean {
  const first = (pathname.split("/")[1] ?? "").replace(/\.data$/, "");
  return !FILE_FIRST_SEGMENTS.has(first) && matchesPrivateSegment(first);
}

/**
 * Storefront pages: `/`, any single-segment page (/products, /promotions, /reviews, /cart,
 * /contact, /faq, /lipstick-info, /privacy, /terms and the /{product} landing page), and
 * product details (/products/{id-or-slug}, /product/{id}).
 */
const STOREFRONT_PATH = /^\/(?:[^/]+|products?\/[^/]+)?$/;

/** Cookie names (after a `__Secure-`/`__Host-` prefix) that make a request personal. */
const PERSONAL_COOKIE = /^(?:__Secure-|__Host-)?shop[._-]/;

export function isStorefrontPagePath(pathname: string): boolean {
  if (!registered.__shopPrivateFirstSegments || !STOREFRONT_PATH.test(pathname)) return false;
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (first === undefined) return true;
  // Files, React Router's data requests (`/products.data`) and its route manifest
  // (`/__manifest`) are not pages.
  if (segments.some((segment) => segment.includes(".")) || first.startsWith("_")) return false;
  return !matchesPrivateSegment(first);
}

/**
 * Whether the request carries a cookie of ours: a Better Auth session (cookie prefix
 * `shop`), the one-shot `shop_notice`, the benchmark's `shop_bench_nocache`, or any
 * cookie a later feature adds under the `shop` prefix. Such requests may see a personal
 * page, so they are always rendered.
 */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => PERSONAL_COOKIE.test(pair.trim()));
}

/** Better Auth's own cookies (prefix `shop.`): who is signed in, nothing a storefront page shows by itself. */
const SESSION_COOKIE = /^(?:__Secure-|__Host-)?shop\.(?:session_token|session_data|dont_remember)=/;

/**
 * Who asks for a storefront page, for the page cache (decision 051):
 * - `guest`: no shop cookie, no `Authorization`;
 * - `member`: only the session's own cookies — served the guests' page, whose header the
 *   browser then fills in from /api/me;
 * - `personal`: any other shop cookie (a one-shot notice, the benchmark's no-cache switch) or
 *   `Authorization` — rendered for this request only.
 */
export type StorefrontVisitor = "guest" | "member" | "personal";

export function storefrontVisitorOf(headers: { cookie?: string; authorization?: string }): StorefrontVisitor {
  if (headers.authorization) return "personal";
  if (!headers.cookie) return "guest";
  let member = false;
  for (const pair of headers.cookie.split(";")) {
    const cookie = pair.trim();
    if (!PERSONAL_COOKIE.test(cookie)) continue;
    if (!SESSION_COOKIE.test(cookie)) return "personal";
    member = true;
  }
  return member ? "member" : "guest";
}

/** The Cookie header without the shop's own cookies (undefined when nothing is left): the request as a guest's. */
export function withoutShopCookies(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !PERSONAL_COOKIE.test(pair));
  return kept.length > 0 ? kept.join("; ") : undefined;
}

/**
 * Whether a response to this request may carry someone's own data: a shop cookie (a signed-in
 * member's root loader returns their name and e-mail with every page and every `.data`) or an
 * `Authorization` header. The page cache never answers such a request, and
 * `private-pages.ts` sends whatever answers it with `Cache-Control: private, no-store`.
 */
export function isPersonalRequest(headers: { cookie?: string; authorization?: string }): boolean {
  return hasPersonalCookie(headers.cookie) || Boolean(headers.authorization);
}

/** Query parameters that only tell analytics where a visitor came from. */
const TRACKING_PARAMETER = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|igshid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/;

/**
 * The query string a page is cached (and rendered) under: tracking parameters dropped —
 * links shared on LINE and Facebook carry a different `fbclid` on every click — and the
 * rest sorted by name, so `?b=1&a=2` and `?a=2&b=1` share one entry. Returns "" or "?…".
 */
export function normaliseQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !TRACKING_PARAMETER.test(name));
  // Sorted by name only (a stable sort), so repeated parameters keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (kept.length === 0) return "";
  return `?${new URLSearchParams(kept).toString()}`;
}
