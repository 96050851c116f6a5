import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { commonTexts } from "../../../domain/shared/common-texts";

/** Methods that change something; GET, HEAD and OPTIONS must not, so they are never checked. */
const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type WriteOrigin = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether a state-changing request comes from a page of this shop
 * (docs/decisions/016-redirect-targets-origin-check-private-caching.md):
 * - `Origin` is what browsers send with every POST, form posts without JavaScript included;
 *   it must name one of `shopOrigins`, and `null` (sandboxed frames, privacy redirects,
 *   `Referrer-Policy: no-referrer` pages posting across sites) is refused.
 * - Without `Origin`, `Referer` decides the same way;
 * - without either, a browser's `Sec-Fetch-Site` other than `same-origin`/`none` is refused;
 * - a request with none of the three is not a browser acting for someone else (no cookie
 *   is sent on their behalf without them), so it goes on: scripts, curl, health checks.
 */
export function checkWriteOrigin(headers: { origin?: string; referer?: string; "sec-fetch-site"?: string }, shopOrigins: readonly string[]): WriteOrigin {
  const { origin, referer } = headers;
  if (origin !== undefined) {
    return sameOrigin(origin, shopOrigins) ? { allowed: true } : { allowed: false, reason: `Origin ${origin.slice(0, 200)}` };
  }
  if (referer !== undefined) {
    return sameOrigin(referer, shopOrigins) ? { allowed: true } : { allowed: false, reason: "Referer of another site" };
  }
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return { allowed: false, reason: `Sec-Fetch-Site ${site.slice(0, 40)}` };
  return { allowed: true };
}

function sameOrigin(url: string, shopOrigins: readonly string[]): boolean {
  if (url === "null" || url === "") return false;
  try {
    return shopOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/**
 * Express middleware refusing every state-changing request (page actions, resource routes,
 * /api/auth, anything added later) that a page of another site sent, with 403 and a clear
 * message, before any handler reads the body. The shop's origins are the public address
 * (PUBLIC_URL) and the address of the socket the request arrived on (decision 055). Never the
 * `Host` header (nor `X-Forwarded-Host`, which Express reads for `req.host` behind a trusted
 * proxy): a proxy that forwards whatever Host it is sent would let any site name itself there.
 */
export function sameOriginWrites(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    const verdict = checkWriteOrigin(
      { origin: req.headers.origin, referer: req.headers.referer, "sec-fetch-site": headerValue(req.headers["sec-fetch-site"]) },
      [publicOrigin, ...socketOrigin(req.socket)],
    );
    if (verdict.allowed) return next();
    res.setHeader("Cache-Control", "no-store");
    const message = commonTexts.crossSiteRequestRefused;
    if (req.accepts(["html", "json"]) === "json" || req.path.startsWith("/api/") || req.path.endsWith(".data")) {
      res.status(403).json({ code: "CROSS_SITE_REQUEST", message });
    } else {
      res.status(403).type("text/plain").send(message);
    }
  };
}

/**
 * `http://<address>:<port>` of the socket the shop itself accepted the request on — what a
 * browser calls the page's origin when it reached this process directly (a LAN address in
 * development, an instance's own address beside its load balancer). It comes from the
 * connection, not from anything the client sends, and only this process serves pages there.
 */
function socketOrigin(socket: Socket): string[] {
  const { localAddress, localPort } = socket;
  if (!localAddress || !localPort) return [];
  const address = localAddress.startsWith("::ffff:") ? localAddress.slice("::ffff:".length) : localAddress;
  const scheme = (socket as Socket & { encrypted?: boolean }).encrypted ? "https" : "http";
  try {
    return [new URL(`${scheme}://${address.includes(":") ? `[${address}]` : address}:${localPort}`).origin];
  } catch {
    return [];
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
