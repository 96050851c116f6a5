import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * The request header that carries this response's script nonce to the page renderer
 * (`app/entry.server.tsx`). Set here on every request, overwriting whatever a client sent.
 */
export const CSP_NONCE_HEADER = "x-shop-csp-nonce";

/**
 * The stylesheets libraries insert as <style> elements, by the SHA-256 of their text: Sonner
 * (the toasts) inserts its whole stylesheet when its module loads, with no way to give it a
 * nonce. A new version changes the text: `security-headers.test.ts` reads the installed one
 * and says so, and the browser test reports the violation.
 */
export const LIBRARY_STYLE_HASHES = [
  // sonner 2.0.8, node_modules/sonner/dist/index.mjs: __insertCSS("…")
  "StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=",
  // The empty text: Sonner appends the <style> before its text, and browsers check it then too.
  "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
] as const;

/**
 * Conservative headers for every response. The CSP allows only this origin (no CDNs, no
 * third-party scripts) and no inline script but the page's own (decision 021): each response
 * gets a fresh nonce, which the renderer puts on React Router's, React's and the
 * deferred-hydration loader's inline scripts; a page replayed from the page cache is allowed
 * its scripts by hash instead (`withScriptHashes`), since its nonce went out with the first
 * response. `formActionOrigins` are the sign-in providers a form may end up at: the
 * Google/LINE buttons post to /auth, which redirects there, and form-action also governs that
 * redirect.
 */
export function securityHeaders(production: boolean, options: { formActionOrigins?: string[] } = {}) {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(" ");
  const policyWithScripts = (scriptSources: string) =>
    [
      "default-src 'self'",
      `script-src ${scriptSources}`,
      // No inline styles (decision 055): the pages carry no style attribute and no <style> of
      // their own; scripts style elements through the CSSOM (React's style props after
      // hydration, the carousel), which the policy does not govern. Sonner's one stylesheet,
      // inserted by its module, is allowed by hash. In development Vite and React Router insert
      // the stylesheets as <style> elements; style attributes are refused there too.
      production ? `style-src 'self' ${LIBRARY_STYLE_HASHES.map((hash) => `'sha256-${hash}'`).join(" ")}` : "style-src 'self' 'unsafe-inline'",
      "style-src-attr 'none'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self'",
      production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      `form-action ${formAction}`,
      "object-src 'none'",
    ].join("; ");
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = nextNonce();
    req.headers[CSP_NONCE_HEADER] = nonce;
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", policyWithScripts(`'self' 'nonce-${nonce}'`));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
    next();
  };
}

// A response's script nonce: 16 random bytes, never used twice. Drawn from a pool refilled 256 at a
// time (as Node's randomUUID does): a randomBytes call per response was about 1.4 % of the
// checkout's Node time under load.
const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function nextNonce() {
  if (nonceAt >= noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * NONCES_PER_FILL);
    nonceAt = 0;
  }
  const nonce = noncePool.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** The nonce `securityHeaders` chose for this response, if it ran. */
export function cspNonceOf(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/**
 * Swaps the response's script nonce for the hashes of the scripts a cached page carries, so a
 * page served again allows exactly the scripts it was rendered with (decision 021).
 */
export function withScriptHashes(res: Response, hashes: readonly string[]) {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string") return;
  const sources = ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  res.setHeader("Content-Security-Policy", policy.replace(/script-src [^;]*/, `script-src ${sources}`));
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes (base64 SHA-256) of the inline scripts in `html` that carry `nonce`: the
 * scripts the renderer wrote for that response, and no others — markup that slipped into the
 * page cannot know a nonce chosen after the data it came from was stored.
 */
export function hashesOfScriptsWithNonce(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", source = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!attributes.includes(` nonce="${nonce}"`)) continue;
    // Browsers hash the script's text as parsed, with line breaks normalised to \n.
    hashes.add(createHash("sha256").update(source.replace(/\r\n?/g, "\n")).digest("base64"));
  }
  return [...hashes];
}
