import type { NextFunction, Request, Response } from "express";
import { isRouteErrorResponse } from "react-router";
import { commonTexts } from "../../../domain/shared/common-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { isDatabaseUnavailable } from "../db/lost-connections";
import { errorFields, logger } from "../logger";

const m = requestTexts;

/** Short Thai answers for the client errors the HTTP layer itself gives. */
const CLIENT_ERROR_TEXT: Readonly<Record<number, string>> = {
  400: m.badRequest,
  403: m.forbidden,
  404: m.notFound,
  405: m.methodNotAllowed,
  413: m.tooLarge,
  415: m.unsupportedType,
};

/**
 * The 4xx status an error stands for, or null for a fault of the server: http-errors style
 * `status`/`statusCode` (Express's router, `send`/static files, body parsers) and URIError
 * (a path with broken percent-encoding).
 */
export function clientErrorStatus(error: unknown): number | null {
  if (error instanceof URIError) return 400;
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && Number.isInteger(code) && code >= 400 && code < 500 ? code : null;
}

/**
 * The one error handler: a client's mistake gets its 4xx with a short Thai text and at most a
 * one-line debug log (anyone can send bad requests, so they must not fill the error log);
 * only a real fault of the server is a 500, logged with its stack trace.
 */
export function shopErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error);
  const status = clientErrorStatus(error);
  if (status !== null) {
    logger.debug("Request refused", { path: req.path, status, reason: error instanceof Error ? error.message : String(error) });
    res
      .status(status)
      .type("text/plain")
      .send(CLIENT_ERROR_TEXT[status] ?? m.badRequest);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(req.path, error);
    res.status(503).setHeader("Retry-After", "5");
    res.type("text/plain").send(commonTexts.temporarilyUnavailable);
    return;
  }
  logger.error("Request failed", { path: req.path, ...errorFields(error) });
  res.status(500).type("text/plain").send(`${commonTexts.error} ${commonTexts.tryAgain}`);
}

/**
 * React Router's own errors (`handleError` in app/entry.server.tsx), logged by the same rule:
 * an error response with a 4xx status (a POST to a page without an action, a request the router
 * refused) is the client's mistake and gets a debug line; anything else is a fault, logged with
 * its stack. A request the client abandoned is not logged at all.
 */
export function logPageError(error: unknown, request: globalThis.Request) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  const status = isRouteErrorResponse(error) ? error.status : clientErrorStatus(error);
  if (status !== null && status >= 400 && status < 500) {
    logger.debug("Request refused", { path, status });
    return;
  }
  if (status === 503) return; // the root loader found the database unavailable and logged it
  const cause: unknown = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  if (isDatabaseUnavailable(cause)) return logDatabaseUnavailable(path, cause);
  logger.error("Request failed", { path, ...errorFields(cause) });
}

/**
 * During an outage every request fails the same way: a warning without a stack trace (the
 * pool and the listeners report the lost connections themselves).
 */
export function logDatabaseUnavailable(path: string, error: unknown) {
  logger.warn("Request failed: the database is unavailable", { path, error: error instanceof Error ? error.message : String(error) });
}
