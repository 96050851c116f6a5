/**
 * `target` read the way a browser reads a link — the WHATWG URL parser, against `origin` — as the
 * path, query and fragment it lands on, or null when it lands on another origin or cannot be read.
 * No string patterns: the parser drops tabs and newlines, reads `\` as `/` and percent-encodes
 * control and non-ASCII characters, so what comes back is printable ASCII. A path that itself
 * begins with `//` (e.g. from `/.//evil`) is scheme-relative once sent on its own, so it is refused too.
 * The one reading behind redirect targets (server/platform/http/redirect-target.ts) and slide links.
 */
export function sameOriginPath(target: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(target, `${origin}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const path = parsed.pathname + parsed.search + parsed.hash;
  if (!path.startsWith("/") || path.startsWith("//") || new URL(path, `${origin}/`).href !== parsed.href) return null;
  return path;
}
