import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { markMemberShell } from "./member-shell";

/** One cached page: the identity body plus compressed copies made on first demand. */
export type CachedPage = {
  readonly key: string;
  readonly status: number;
  /** Headers the page's renderer set (content type and the like), replayed on every hit. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: Buffer;
  /** CSP hashes of the page's own inline scripts, allowed by hash when it is served again (decision 021). */
  readonly scriptHashes?: readonly string[];
  readonly etag: string;
  readonly storedAt: number;
  readonly expiresAt: number;
  /** Copies made on first demand: compressed, and the signed-in shoppers' marked page (decision 051). */
  encoded: Partial<Record<`${PageAudience}:${PageEncoding}`, Buffer>>;
  bytes: number;
};

export type PageEncoding = "br" | "gzip" | "identity";
/** Guests get the page as rendered; signed-in shoppers the same page marked as a member shell. */
export type PageAudience = "guest" | "member";

export type PageCacheStoreOptions = {
  /** The most memory the cached bodies (and their compressed copies) may take. */
  maxBytes: number;
  /** Larger pages are not kept, so one huge page cannot push out everything else. */
  maxEntryBytes?: number;
  /**
   * The most the pages with a query string (searches, sorted and filtered lists) may take
   * together; a quarter of `maxBytes` unless told. Anyone can make up a new query per request,
   * so past this share they push out each other, never the shop's other pages (decision 068).
   */
  maxQueryBytes?: number;
  now?: () => number;
};

/** Whether a cache key names a page with a query string. */
const hasQuery = (key: string) => key.includes("?");

// Rough bookkeeping cost of an entry beyond its bodies (key, headers, object overhead).
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * An LRU of rendered pages bounded by bytes, with a generation number: `clear()` bumps it,
 * and a page rendered under an older generation is refused by `set`, because its data may
 * have been read before the change that caused the clear.
 */
export class PageCacheStore {
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly maxQueryBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private queryBytes = 0;
  private currentGeneration = 0;

  constructor(options: PageCacheStoreOptions) {
    this.maxBytes = options.maxBytes;
    this.maxEntryBytes = options.maxEntryBytes ?? Math.max(1, Math.floor(options.maxBytes / 8));
    this.maxQueryBytes = options.maxQueryBytes ?? Math.floor(options.maxBytes / 4);
    this.now = options.now ?? Date.now;
  }

  get generation() {
    return this.currentGeneration;
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /** What the pages with a query string take of `totalBytes`. */
  get totalQueryBytes() {
    return this.queryBytes;
  }

  /** A fresh entry for the key (marked most recently used), or undefined. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps a page rendered under `generation` until `expiresAt`. Returns the entry, or
   * undefined when it was refused (stale generation, already expired, too large).
   */
  set(
    page: {
      key: string;
      status: number;
      headers: ReadonlyArray<readonly [string, string]>;
      body: Buffer;
      scriptHashes?: readonly string[];
      expiresAt: number;
    },
    generation: number,
  ): CachedPage | undefined {
    if (generation !== this.currentGeneration) return undefined;
    const now = this.now();
    if (page.expiresAt <= now) return undefined;
    const bytes = page.body.length + ENTRY_OVERHEAD_BYTES + page.key.length;
    if (bytes > this.maxEntryBytes || bytes > this.maxBytes) return undefined;
    if (hasQuery(page.key) && bytes > this.maxQueryBytes) return undefined;
    const previous = this.entries.get(page.key);
    if (previous) this.remove(previous);
    const entry: CachedPage = {
      ...page,
      etag: `"${createHash("sha1").update(page.body).digest("base64url")}"`,
      storedAt: now,
      encoded: {},
      bytes,
    };
    this.entries.set(entry.key, entry);
    this.account(entry, bytes);
    this.evict();
    return entry;
  }

  /** The entry's body for `audience` in `encoding`, made (once) on demand and accounted for. */
  bodyFor(entry: CachedPage, encoding: PageEncoding, audience: PageAudience = "guest"): Buffer {
    if (encoding === "identity" && audience === "guest") return entry.body;
    const name = `${audience}:${encoding}` as const;
    let copy = entry.encoded[name];
    if (!copy) {
      const source = audience === "guest" ? entry.body : encoding === "identity" ? markMemberShell(entry.body) : this.bodyFor(entry, "identity", audience);
      // Compressed once per entry instead of once per response; quality 5 / level 6 are the
      // usual sweet spots of size against CPU for HTML.
      copy =
        encoding === "identity"
          ? source
          : encoding === "br"
            ? brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(source, { level: 6 });
      entry.encoded[name] = copy;
      if (this.entries.get(entry.key) === entry) {
        entry.bytes += copy.length;
        this.account(entry, copy.length);
        this.evict();
      }
    }
    return copy;
  }

  /** Drops everything and refuses pages rendered before this moment. */
  clear() {
    this.currentGeneration += 1;
    this.entries.clear();
    this.bytes = 0;
    this.queryBytes = 0;
  }

  private account(entry: CachedPage, bytes: number) {
    this.bytes += bytes;
    if (hasQuery(entry.key)) this.queryBytes += bytes;
  }

  private remove(entry: CachedPage) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.account(entry, -entry.bytes);
  }

  private evict() {
    // Map iteration order is insertion order, and hits re-insert: the first key is the least
    // recently used. Pages with a query string first give way among themselves, within their share.
    for (const entry of this.entries.values()) {
      if (this.queryBytes <= this.maxQueryBytes) break;
      if (hasQuery(entry.key)) this.remove(entry);
    }
    for (const entry of this.entries.values()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(entry);
    }
  }
}
