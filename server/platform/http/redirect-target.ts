import { sameOriginPath } from "../../../domain/shared/same-origin-path";

/**
 * Where the shop may send a browser after signing in, signing up or any other action, when
 * the target comes from the request (`?redirectTo=…`, Better Auth's `callbackURL`, …). It is
 * the only place that decides (docs/decisions/016-redirect-targets-origin-check-private-caching.md).
 *
 * The target is parsed with the WHATWG URL parser — the one browsers use to follow a
 * `Location` — against the shop's origin, and kept only when it lands on that origin
 * (`sameOriginPath`, domain/shared/same-origin-path.ts): no string patterns, which is exactly
 * how `/\t/evil`, `/\evil` or a U+3000 used to slip through or crash. What is returned is the
 * parsed path, query and fragment, so the `Location` header holds only printable ASCII.
 */

/** The default target when the one asked for is not a path on this shop. */
export const DEFAULT_REDIRECT_TARGET = "/";

/** Longer targets are not links anyone clicked; refusing them keeps headers small. */
const MAX_TARGET_LENGTH = 2048;

/**
 * `target` as a same-origin path ("/profile?tab=orders"), or `fallback` when it is missing,
 * not a string, too long, unparseable, or on another origin (`//evil`, `/\evil`,
 * `http://evil`, `javascript:`, …). An absolute URL on `shopOrigin` is reduced to its path.
 */
export function sameOriginRedirectTarget(target: unknown, shopOrigin: string, fallback: string = DEFAULT_REDIRECT_TARGET): string {
  if (typeof target !== "string" || target === "" || target.length > MAX_TARGET_LENGTH) return fallback;
  return sameOriginPath(target, new URL(shopOrigin).origin) ?? fallback;
}
