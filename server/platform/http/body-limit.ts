import { isDocumentNavigation, refusalPageHtml } from "./refusal-answer";
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { SECURITY_LOG_MAX_BYTES } from "../../../domain/auth/auth-limits";
import { requestTexts } from "../../../domain/shared/request-texts";
import { logger } from "../logger";
import { sameOriginRedirectTarget } from "./redirect-target";

/**
 * Every form and JSON body: the largest real one is the contact form at its maximum
 * lengths in Thai, percent-encoded (≈ 48 KB; checked by body-limit.test.ts).
 */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

export type BodyAllowance = {
  path: string;
  maxBytes: number;
  tooLargeMessage: string;
  /**
   * The body passes through as it arrives (counted, never held), for routes that stream their
   * uploads to disk (`readUploadForm`); forms read whole there are held to FORM_BODY_MAX_BYTES
   * by `readActionForm`. Past the allowance the body ends early for the route and the rest is
   * read past (decision 041).
   */
  streamed?: true;
};

/**
 * The platform's own allowance (the browser's security reports); the shop's routes register
 * theirs at start-up (`server/shop-registry.ts`, decision 060). A new upload route declares its
 * line beside its code; everything else is held to FORM_BODY_MAX_BYTES.
 */
const PLATFORM_ALLOWANCES: readonly BodyAllowance[] = [{ path: "/api/security-log", maxBytes: SECURITY_LOG_MAX_BYTES, tooLargeMessage: requestTexts.tooLarge }];

// By path, kept on globalThis so a module reload in development keeps what start-up registered;
// registering a path again replaces its line.
const holder = globalThis as { __shopBodyAllowances?: Map<string, BodyAllowance> };
const allowances = (holder.__shopBodyAllowances ??= new Map(PLATFORM_ALLOWANCES.map((allowance) => [allowance.path, allowance])));

/** Adds routes' allowances (`server/shop-registry.ts` hands over the shop's at start-up). */
export function registerBodyAllowances(added: readonly BodyAllowance[]) {
  for (const allowance of added) allowances.set(allowance.path, allowance);
}

/** Every allowance registered so far, the platform's first. */
export function bodyAllowances(): readonly BodyAllowance[] {
  return [...allowances.values()];
}

const FORM_ALLOWANCE: Omit<BodyAllowance, "path"> = {
  maxBytes: FORM_BODY_MAX_BYTES,
  tooLargeMessage: requestTexts.tooLarge,
};

/** The allowance for a path; React Router's data requests (`/profile.data`) count as their page. */
export function bodyAllowanceFor(path: string): Omit<BodyAllowance, "path"> {
  const page = path.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  return allowances.get(page) ?? FORM_ALLOWANCE;
}

/**
 * Bytes a client may keep sending past its allowance, read and thrown away before the 413
 * is sent: a browser still uploading would otherwise see a broken connection instead of
 * the shop's answer. A client sending more than this is not a shopper: it is cut off.
 */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * The one cap on request bodies, before Better Auth and React Router see them. A declared
 * Content-Length over the allowance is refused without reading; a chunked (or lying) body
 * is counted as the HTTP parser hands it over and refused once it passes the allowance.
 * Nothing past the allowance is ever kept in memory.
 *
 * Both consumers (Better Auth's Node adapter and React Router's Express adapter) read the
 * `IncomingMessage` stream themselves, so the body is counted where the HTTP parser pushes
 * it into that stream: the chunks are held back until the body is complete and within its
 * allowance, then pushed on unchanged, and the consumers read the stream as usual.
 */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (!hasBody(req)) return next();
  const allowance = bodyAllowanceFor(req.path);
  const refuse = (cutOff: boolean) => {
    logger.debug("Request body over its allowance", { path: req.path, maxBytes: allowance.maxBytes });
    res.status(413).set("Connection", "close");
    // A form posted without scripts lands on this answer as a page: give it one, in Thai,
    // with the way back to the form (the same path and query, fetched with GET).
    if (isDocumentRequest(req))
      res.type("html").send(refusalPageHtml(allowance.tooLargeMessage, sameOriginRedirectTarget(req.originalUrl, "http://shop.invalid")));
    else res.type("text/plain").send(allowance.tooLargeMessage);
    // Past the drain limit nothing more is read: the connection ends with the answer.
    if (cutOff) res.once("finish", () => req.socket.destroy());
  };

  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > allowance.maxBytes) {
    // "Past it": a 51 MB video sent to a 50 MB allowance is drained and answered, not cut off.
    if (declared > allowance.maxBytes + DRAIN_LIMIT) return refuse(true);
    return holdBody(
      req,
      allowance.maxBytes + DRAIN_LIMIT,
      () => refuse(false),
      () => refuse(true),
      { discard: true },
    );
  }
  // Short bodies often arrive with their headers: whatever is already buffered counts too.
  if (req.complete) return req.readableLength > allowance.maxBytes ? refuse(false) : next();
  if (allowance.streamed) {
    passBody(req, allowance.maxBytes);
    return next();
  }
  holdBody(req, allowance.maxBytes, next, () => {
    holdBody(
      req,
      DRAIN_LIMIT,
      () => refuse(false),
      () => refuse(true),
      { discard: true },
    );
  });
}

/** A top-level navigation (a form posted without scripts), not React Router's `.data` fetch. */
function isDocumentRequest(req: Request) {
  if (req.path.endsWith(".data")) return false;
  const mode = req.headers["sec-fetch-mode"];
  return isDocumentNavigation(typeof mode === "string" ? mode : undefined, req.headers.accept);
}

function hasBody(req: IncomingMessage) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * Intercepts the chunks the HTTP parser pushes into `req` until the body ends (then
 * `complete`) or passes `maxBytes` (then `overflow`, with the interception still in place so
 * the rest can be drained). Kept chunks are pushed on to the stream on completion.
 */
function holdBody(req: IncomingMessage, maxBytes: number, complete: () => void, overflow: () => void, options: { discard?: boolean } = {}) {
  const push = Object.getPrototypeOf(req).push as IncomingMessage["push"];
  const held: Buffer[] = [];
  let size = req.readableLength;
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (over) return true;
    if (chunk === null) {
      // `delete` restores the prototype's push for whatever follows.
      delete (req as { push?: unknown }).push;
      if (!options.discard) for (const kept of held) push.call(req, kept);
      push.call(req, null, encoding);
      complete();
      return false;
    }
    size += chunk.byteLength;
    if (size > maxBytes) {
      over = true;
      held.length = 0;
      overflow();
      return true;
    }
    if (!options.discard) held.push(chunk);
    return true;
  };
}

/**
 * For streamed allowances: chunks go on to the stream as they arrive, counted. Past `maxBytes`
 * the stream ends for its reader (which sees a cut-off body and refuses it, `readUploadForm`),
 * the rest is read past and dropped, and past the drain limit the connection is cut.
 */
function passBody(req: IncomingMessage, maxBytes: number) {
  const push = Object.getPrototypeOf(req).push as IncomingMessage["push"];
  let size = req.readableLength;
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) {
      delete (req as { push?: unknown }).push;
      return over ? false : push.call(req, null, encoding);
    }
    size += chunk.byteLength;
    if (over) {
      if (size > maxBytes + DRAIN_LIMIT) req.socket.destroy();
      return true;
    }
    if (size > maxBytes) {
      over = true;
      logger.debug("Streamed request body over its allowance", { maxBytes });
      push.call(req, null);
      return true;
    }
    return push.call(req, chunk, encoding);
  };
}
