import type { NextFunction, Request, Response } from "express";

/**
 * Conservative headers for every response. The CSP allows only this origin (no CDNs, no
 * third-party scripts); inline scripts are needed by React Router's hydration data.
 * `formActionOrigins` are the sign-in providers a form may end up at: the Google/LINE
 * buttons post to /auth, which redirects there, and form-action also governs that redirect.
 */
export function securityHeaders(production: boolean, options: { formActionOrigins?: string[] } = {}) {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(" ");
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "object-src 'none'",
  ].join("; ");
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
    next();
  };
}
