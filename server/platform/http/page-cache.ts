import type { NextFunction, Request, Response } from "express";
import { errorFields, logger } from "../logger";
import { beforeHeaders } from "./before-headers";
import { isStorefrontPagePath, normaliseQuery, storefrontVisitorOf, withoutShopCookies } from "./cacheable-pages";
import { markMemberShellAsItStreams } from "./member-shell";
import { PageCacheStore, type CachedPage, type PageAudience, type PageEncoding } from "./page-cache-store";
import { PRIVATE_CACHE_CONTROL } from "./private-pages";
import { cspNonceOf, hashesOfScriptsWithNonce, withScriptHashes } from "./security-headers";

/**
 * The anonymous storefront HTML cache (docs/decisions/013-page-cache.md): guests' GET/HEAD
 * requests for storefront pages are answered from memory; the first request renders through
 * React Router and its 200 HTML (without cookies) is kept until the data behind it changes
 * (`invalidate`, driven by PostgreSQL NOTIFY) or its time bound passes. Signed-in shoppers get
 * the same page marked as a member shell, privately (decision 051): their own parts come from
 * /api/me in the browser.
 */
export const CACHE_STATUS_HEADER = "X-Shop-Cache";

/** How long a page may live: never longer than this, so countdowns and "now" stay close. */
export const MAX_PAGE_LIFETIME_MS = 60_000;
/** A CDN in front may keep a page this long at most (browsers always revalidate). */
export const SHARED_CACHE_MAX_SECONDS = 10;
/**
 * After that, a CDN may answer with its old copy for this long while it fetches the new one in
 * the background (RFC 5861): a guest never waits for a render, and an edit still reaches guests
 * one request after s-maxage has passed (docs/deploy.md).
 */
export const SHARED_CACHE_STALE_SECONDS = 30;
/** Requests for a page that is being rendered wait this long for it before rendering too. */
const COALESCE_WAIT_MS = 5_000;

export type PageCacheOptions = {
  maxBytes: number;
  /**
   * Milliseconds from now until cached pages might show something else without any data
   * change (the next flash-sale start or end), or null when nothing is scheduled.
   */
  msUntilNextTimeBoundary: () => Promise<number | null>;
  now?: () => number;
};

type Pending = { generation: number; done: Promise<CachedPage | undefined> };
type Boundary = { generation: number; lookedUpAt: number; at: Promise<number | null> };

export class PageCache {
  readonly store: PageCacheStore;
  private readonly msUntilNextTimeBoundary: () => Promise<number | null>;
  private readonly now: () => number;
  private readonly pending = new Map<string, Pending>();
  /** Off until the change listener is connected: without it we would not hear of changes. */
  private active = false;
  private boundary: Boundary | undefined;

  constructor(options: PageCacheOptions) {
    this.store = new PageCacheStore({ maxBytes: options.maxBytes, now: options.now });
    this.msUntilNextTimeBoundary = options.msUntilNextTimeBoundary;
    this.now = options.now ?? Date.now;
  }

  get isActive() {
    return this.active;
  }

  /**
   * On when the change listener is listening, off when it is not; emptied either way, since
   * changes made while nobody listened were missed.
   */
  setActive(active: boolean) {
    this.invalidate();
    this.active = active;
  }

  /** Forgets every page, including those being rendered right now. */
  invalidate() {
    this.store.clear();
    this.pending.clear();
    this.boundary = undefined;
  }

  /** When a page rendered now must be dropped: within 60 s and before the next boundary. */
  async expiryForRenderStartingNow(): Promise<number> {
    const now = this.now();
    let at = await this.nextBoundary(now);
    if (at !== null && at <= now) at = await this.nextBoundary(now, true);
    return Math.min(now + MAX_PAGE_LIFETIME_MS, at ?? Infinity);
  }

  /**
   * The next flash-sale start or end, looked up once per generation (any data change may
   * move it) and again once it has passed; concurrent callers share one lookup.
   */
  private nextBoundary(now: number, passed = false): Promise<number | null> {
    const generation = this.store.generation;
    const known = this.boundary;
    if (known && known.generation === generation && !(passed && known.lookedUpAt < now)) return known.at;
    const lookup: Boundary = {
      generation,
      lookedUpAt: now,
      at: this.msUntilNextTimeBoundary().then(
        (ms) => (ms === null ? null : now + Math.max(0, ms)),
        (error: unknown) => {
          if (this.boundary === lookup) this.boundary = undefined;
          throw error;
        },
      ),
    };
    this.boundary = lookup;
    return lookup.at;
  }

  /** Express middleware; mount it just before the React Router handler. */
  readonly middleware = async (req: Request, res: Response, next: NextFunction) => {
    try {
      await this.handle(req, res, next);
    } catch (error) {
      next(error);
    }
  };

  private async handle(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isStorefrontPagePath(req.path)) return bypass(res, next);
    const visitor = storefrontVisitorOf(req.headers);
    // A personal page: rendered for this request only (private-pages.ts marks it private, no-store).
    if (visitor === "personal") return bypass(res, next);
    if (!this.active) return bypass(res, next);
    const audience: PageAudience = visitor;
    if (audience === "member") {
      // From here on the request is a guest's: whatever renders it renders the guests' page.
      const cookie = withoutShopCookies(req.headers.cookie);
      if (cookie) req.headers.cookie = cookie;
      else delete req.headers.cookie;
    }

    const key = pageKey(req);
    const cached = this.store.get(key);
    if (cached) return serve(req, res, cached, this.store, this.now(), audience);

    const waitingFor = this.pending.get(key);
    if (waitingFor && waitingFor.generation === this.store.generation) {
      const page = await withTimeout(waitingFor.done, COALESCE_WAIT_MS);
      if (page && page === this.store.get(key)) return serve(req, res, page, this.store, this.now(), audience);
    }

    if (audience === "member") markMemberShellAsItStreams(res);
    if (req.method === "HEAD") {
      // Nothing to keep from a HEAD response; it is answered from the cache once a GET filled it.
      res.setHeader(CACHE_STATUS_HEADER, "miss");
      return next();
    }
    // Registered before any await, so concurrent requests for this page wait for this render.
    const render = this.startRender(key);
    let expiresAt: number;
    try {
      expiresAt = await this.expiryForRenderStartingNow();
    } catch (error) {
      logger.warn("Page cache: could not read the flash-sale schedule; not caching", errorFields(error));
      render.finished(undefined);
      return bypass(res, next);
    }
    render.keepWhenDone(res, expiresAt, audience);
    next();
  }

  /**
   * A render of `key` under the current generation: `keepWhenDone` copies the response's
   * body as it streams out and keeps the page if it may; waiting requests get the result.
   */
  private startRender(key: string) {
    const generation = this.store.generation;
    let settle: (page: CachedPage | undefined) => void = () => {};
    const entry: Pending = { generation, done: new Promise((resolve) => (settle = resolve)) };
    this.pending.set(key, entry);
    const finished = (page: CachedPage | undefined) => {
      if (this.pending.get(key) === entry) this.pending.delete(key);
      settle(page);
    };
    const keepWhenDone = (res: Response, expiresAt: number, audience: PageAudience) => {
      const setEarlier = new Set(Object.keys(res.getHeaders()));
      res.setHeader(CACHE_STATUS_HEADER, "miss");
      let keepable = false;
      beforeHeaders(res, () => {
        keepable = isKeepable(res);
        if (audience === "member") {
          res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
          res.removeHeader("Content-Length");
        } else if (keepable) {
          res.setHeader("Cache-Control", cacheControl(expiresAt - this.now()));
        }
        if (keepable) res.appendHeader("Vary", "Cookie");
      });
      captureBody(res, this.store.maxEntryBytes, (body) => {
        if (!keepable || !body) return finished(undefined);
        const headers = replayableHeaders(res, setEarlier);
        // The nonce went out with this response; later copies allow the same scripts by hash.
        const nonce = cspNonceOf(res);
        const scriptHashes = nonce === undefined ? undefined : hashesOfScriptsWithNonce(body.toString("utf8"), nonce);
        finished(this.store.set({ key, status: res.statusCode, headers, body, scriptHashes, expiresAt }, generation));
      });
    };
    return { finished, keepWhenDone };
  }
}

function bypass(res: Response, next: NextFunction) {
  res.setHeader(CACHE_STATUS_HEADER, "bypass");
  next();
}

/**
 * The cache key: the origin React Router sees (so a forged Host header can only ever poison
 * the attacker's own entry, never the page other shoppers get) plus the path and the
 * normalised query. The request's URL is rewritten to that normalised form, so the page kept
 * is exactly the page the key names.
 */
function pageKey(req: Request): string {
  const origin = `${req.protocol}://${(req.host ?? "").toLowerCase()}`;
  const queryStart = req.url.indexOf("?");
  if (queryStart === -1) return origin + req.path;
  const normalised = req.path + normaliseQuery(req.url.slice(queryStart));
  if (normalised !== req.url) {
    const mountPrefix = req.originalUrl.slice(0, req.originalUrl.length - req.url.length);
    req.url = normalised;
    req.originalUrl = mountPrefix + normalised;
  }
  return origin + normalised;
}

/** 200 HTML that sets no cookie and that its route did not mark as personal or varying. */
function isKeepable(res: Response): boolean {
  if (res.statusCode !== 200) return false;
  if (!/^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""))) return false;
  if (res.hasHeader("Set-Cookie") || res.hasHeader("Content-Encoding")) return false;
  if (/\b(?:private|no-store|no-cache)\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  const vary = String(res.getHeader("Vary") ?? "").toLowerCase();
  return vary.split(",").every((name) => ["", "accept-encoding"].includes(name.trim()));
}

function cacheControl(msLeft: number) {
  const seconds = Math.max(0, Math.min(SHARED_CACHE_MAX_SECONDS, Math.floor(msLeft / 1000)));
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${SHARED_CACHE_STALE_SECONDS}`;
}

// Set per response by compression, Node or us.
const NOT_REPLAYED = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  CACHE_STATUS_HEADER.toLowerCase(),
]);

/** Headers the renderer set; those set before it (security headers) are set anew per request. */
function replayableHeaders(res: Response, setEarlier: Set<string>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (NOT_REPLAYED.has(name) || setEarlier.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push([name, String(one)]);
  }
  return headers;
}

function serve(req: Request, res: Response, page: CachedPage, store: PageCacheStore, now: number, audience: PageAudience) {
  res.statusCode = page.status;
  for (const [name] of page.headers) res.removeHeader(name);
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  if (page.scriptHashes) withScriptHashes(res, page.scriptHashes);
  res.setHeader(CACHE_STATUS_HEADER, "hit");
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  if (audience === "member") {
    // The member's answer, like every answer to them, stays in their browser's memory only.
    res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  } else {
    res.setHeader("Cache-Control", cacheControl(page.expiresAt - now));
    res.setHeader("ETag", page.etag);
    res.setHeader("Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
    if (ifNoneMatch(req.headers["if-none-match"], page.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = store.bodyFor(page, encoding, audience);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

function ifNoneMatch(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** br when the client takes it, then gzip, else identity (q=0 means "not this one"). */
export function preferredEncoding(header: string | undefined): PageEncoding {
  if (!header) return "identity";
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/**
 * Copies what is written to `res` while it streams to the client; `done` gets the whole body
 * when the response finished, or undefined when it was cut off or grew past `maxBytes`.
 */
function captureBody(res: Response, maxBytes: number, done: (body: Buffer | undefined) => void) {
  let chunks: Buffer[] | undefined = [];
  let size = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) chunks = undefined;
    else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  let settled = false;
  const settle = (body: Buffer | undefined) => {
    if (settled) return;
    settled = true;
    done(body);
  };
  res.once("finish", () => settle(chunks ? Buffer.concat(chunks) : undefined));
  res.once("close", () => settle(undefined));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
