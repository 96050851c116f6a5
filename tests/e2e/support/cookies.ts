import type { BrowserContext } from "playwright-core";

type PlaywrightCookie = Parameters<BrowserContext["addCookies"]>[0][number];

/**
 * The cookies a response set, ready for context.addCookies: how a journey signs in an
 * account it created over HTTP. Attributes (Secure, HttpOnly, SameSite) are kept, so the
 * production server's `__Secure-` cookies stay valid on http://localhost.
 */
export function cookiesFromSetCookie(setCookie: string | string[] | undefined, shopUrl: string): PlaywrightCookie[] {
  const headers = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  const { hostname } = new URL(shopUrl);
  return headers
    .map((header) => {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const separator = pair!.indexOf("=");
      const flags = attributes.map((attribute) => attribute.toLowerCase());
      const sameSite = flags.find((flag) => flag.startsWith("samesite="))?.slice("samesite=".length);
      return {
        name: pair!.slice(0, separator),
        value: pair!.slice(separator + 1),
        domain: hostname,
        path: "/",
        secure: flags.includes("secure"),
        httpOnly: flags.includes("httponly"),
        sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
      } satisfies PlaywrightCookie;
    })
    .filter((cookie) => cookie.value !== "");
}
