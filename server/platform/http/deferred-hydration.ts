import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { replayEarlyTaps } from "./early-tap-replay";

/**
 * Storefront pages arrive complete and styled from the server; on a phone over a slow
 * connection the ~150 KB of scripts that hydrate them would share the line with the
 * largest image and push it (and the first paint) back. So the document is rewritten to
 * fetch its scripts only once the page has loaded and painted (decision 015):
 *
 * - React Router's `<link rel="modulepreload">` tags are dropped from the HTML;
 * - its inline `<script type="module">` (route imports, manifest, entry import) becomes an
 *   inert `<script type="text/x-shop-module">`, with each dropped preload added to it as a
 *   plain `import "…";`, so the whole module graph still downloads in parallel (one
 *   request per module, started by the module loader instead of one `<link>` per module
 *   from script);
 * - a small inline script runs that module once the `load` event has fired and the first
 *   contentful paint is on the screen (and one more frame has gone by), or after
 *   `HYDRATION_DEADLINE_MS` whatever happens, so a stalled image never keeps a page from
 *   becoming interactive, or as soon as the shopper touches the screen or a key;
 * - the same script keeps taps on script-only controls made before React has taken over and
 *   carries them out once it has (`early-tap-replay.ts`, decision 021).
 *
 * Both scripts carry the response's CSP nonce, and the loader hands it on to the module
 * script it creates (decision 021).
 *
 * The client entry is the one preload that is not imported: it hydrates as it is
 * evaluated, which must wait until the module has set React Router's globals (the module
 * ends with `import("<entry>")`). It is preloaded instead, as the module starts.
 */
export const HYDRATION_DEADLINE_MS = 2500;
/** Set on `<html>` by the root `Layout` once React has committed the page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** How often a kept tap whose control is not React's yet (its code still loading) is looked at again. */
const TAP_REPLAY_POLL_MS = 50;

// React Router's module script, with or without a nonce before its type.
const MODULE_SCRIPT_OPEN = /<script(?: nonce="[^"]*")? type="module"/;
const SCRIPT_CLOSE = "</script>";
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const DYNAMIC_IMPORT = /\bimport\("([^"]+)"\)/g;
const DEFERRED_SCRIPT_ID = "shop-hydration";

/** Runs in the browser, inlined as source: only what it is given, no closures. */
function loadHydrationScripts(scriptId: string, entryHrefs: string[], deadlineMs: number) {
  // Read now: `currentScript` is only set while this script first runs.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of entryHrefs) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = document.getElementById(scriptId)?.textContent ?? "";
    document.body.append(script);
  };
  setTimeout(start, deadlineMs);
  // A shopper who reaches for the page before then gets its scripts at once.
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { once: true, capture: true, passive: true });
  // A frame callback can run long before its frame reaches the screen, so the first
  // contentful paint is awaited as the browser reports it (once it is on the screen); then
  // the timeout queued from one more frame callback runs after that frame.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const afterFirstContentfulPaint = () => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()) return afterNextFrame();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: "paint" });
  };
  if (document.readyState === "complete") afterFirstContentfulPaint();
  else addEventListener("load", afterFirstContentfulPaint, { once: true });
}

/**
 * The forms' schemas (zod) probe whether eval is allowed as they are built, when their module
 * loads, with a `new Function` they catch; the CSP forbids eval (decision 021) and the browser
 * reports the probe as a violation all the same. `jitless` (what `z.config({ jitless: true })`
 * sets; zod keeps its settings on this global) skips the probe and the compiled fast path it
 * is for. Set here because it must come before any module, and zod stays out of pages without
 * forms.
 */
const ZOD_WITHOUT_EVAL = "(globalThis.__zod_globalConfig ??= {}).jitless = true;\n";

/** JSON inside a <script> must not be able to close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Rewrites a document's head and body up to the end of React Router's module script; returns
 * null when `html` does not (yet) contain a complete module script.
 */
export function deferHydrationScripts(html: string, nonce?: string, earlyTapReplay = true): string | null {
  return deferredHydrationParts(stringMarkup(html), nonce, earlyTapReplay)?.join("") ?? null;
}

/**
 * deferHydrationScripts for a whole document as React's Node renderer wrote it, in UTF-8 (one
 * without React Router's module script is passed on as it is): the bytes around
 * the rewritten places are copied as they are, never decoded into a string and encoded again
 * (two passes over ~70 KB of mostly Thai text per page, decision 085).
 */
export function deferHydrationScriptsInBytes(document: Buffer, nonce?: string, earlyTapReplay = true): Buffer {
  const parts = deferredHydrationParts(byteMarkup(document), nonce, earlyTapReplay);
  return parts ? Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : part))) : document;
}

const MODULE_PRELOAD_OPEN = '<link rel="modulepreload"';
const MODULE_TYPE = ' type="module"';
const SCRIPT_OPEN = "<script";
const ANCHORED_MODULE_SCRIPT_OPEN = new RegExp(`^${MODULE_SCRIPT_OPEN.source}$`);

/**
 * The document the rewrite reads: a string, or the UTF-8 bytes React's Node renderer wrote.
 * Everything it searches for is ASCII, so the same searches find the same places in either,
 * and the parts it keeps are slices of the document, never decoded or encoded again.
 */
type Markup<Part> = {
  indexOf(text: string, from?: number): number;
  lastIndexOf(text: string, from: number): number;
  /** A small piece read as text (a tag, the module script). */
  text(start: number, end: number): string;
  /** A piece kept as it is. */
  part(start: number, end?: number): Part;
};

const stringMarkup = (html: string): Markup<string> => ({
  indexOf: (text, from) => html.indexOf(text, from),
  lastIndexOf: (text, from) => html.lastIndexOf(text, from),
  text: (start, end) => html.slice(start, end),
  part: (start, end) => html.slice(start, end),
});

const byteMarkup = (bytes: Buffer): Markup<Buffer> => ({
  indexOf: (text, from) => bytes.indexOf(text, from),
  // A negative start would count from the end: there is nothing before the start to find.
  lastIndexOf: (text, from) => (from < 0 ? -1 : bytes.lastIndexOf(text, from)),
  text: (start, end) => bytes.toString("utf8", start, end),
  part: (start, end) => bytes.subarray(start, end),
});

/**
 * The rewrite, without scanning or copying the markup: only the module preloads (which React
 * hoists into the head) and React Router's module script (at the end of the body) are found by
 * plain searches and rewritten; the parts around them are slices of `html`. Null when `html`
 * does not (yet) contain a complete module script.
 */
function deferredHydrationParts<Part>(html: Markup<Part>, nonce: string | undefined, earlyTapReplay: boolean): (Part | string)[] | null {
  const open = moduleScriptOpen(html);
  if (open === -1) return null;
  const contentStart = html.indexOf(">", open) + 1;
  const close = html.indexOf(SCRIPT_CLOSE, contentStart);
  if (contentStart === 0 || close === -1) return null;
  // The preloads: from the first to the end of the last one before the module script.
  const firstPreload = html.indexOf(MODULE_PRELOAD_OPEN);
  const hasPreloads = firstPreload !== -1 && firstPreload < open;
  let preloadsEnd = hasPreloads ? firstPreload : open;
  for (let at = firstPreload; hasPreloads && at !== -1 && at < open; at = html.indexOf(MODULE_PRELOAD_OPEN, preloadsEnd)) {
    preloadsEnd = html.indexOf(">", at) + 1;
  }
  const preloads = hasPreloads ? withoutModulePreloads(html.text(firstPreload, preloadsEnd)) : { rest: "", hrefs: [] };
  const scripts = deferredScripts(html.text(contentStart, close), preloads.hrefs, nonce, earlyTapReplay);
  return [html.part(0, hasPreloads ? firstPreload : open), preloads.rest, html.part(preloadsEnd, open), scripts, html.part(close + SCRIPT_CLOSE.length)];
}

/** Where React Router's module script opens (`MODULE_SCRIPT_OPEN`'s first match), or -1. */
function moduleScriptOpen(html: Markup<unknown>): number {
  for (let typeAt = html.indexOf(MODULE_TYPE); typeAt !== -1; typeAt = html.indexOf(MODULE_TYPE, typeAt + 1)) {
    const open = html.lastIndexOf(SCRIPT_OPEN, typeAt);
    if (open !== -1 && ANCHORED_MODULE_SCRIPT_OPEN.test(html.text(open, typeAt + MODULE_TYPE.length))) return open;
  }
  return -1;
}

/** The text without React Router's `<link rel="modulepreload">` tags, and their targets. */
function withoutModulePreloads(text: string): { rest: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = text.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  return { rest, hrefs };
}

const LOAD_HYDRATION_SCRIPTS_SOURCE = loadHydrationScripts.toString();
const REPLAY_EARLY_TAPS_SOURCE = replayEarlyTaps.toString();

/** The loader's source for the last entry module seen (the same for every page of a build). */
let lastLoader: { key: string; source: string } | undefined;

/** Without early-tap replay (EARLY_TAP_REPLAY=false, decision 062) the loader only loads. */
function loaderScriptFor(entryHrefs: string[], earlyTapReplay: boolean): string {
  const key = `${earlyTapReplay}\n${entryHrefs.join("\n")}`;
  if (lastLoader?.key === key) return lastLoader.source;
  // The loader goes first: the replay's listeners stop the events they keep, and the loader's
  // "start at the first touch" listener must still hear them.
  const source =
    ZOD_WITHOUT_EVAL +
    `(${LOAD_HYDRATION_SCRIPTS_SOURCE})(...${scriptSafeJson([DEFERRED_SCRIPT_ID, entryHrefs, HYDRATION_DEADLINE_MS])});` +
    (earlyTapReplay ? `\n(${REPLAY_EARLY_TAPS_SOURCE})(...${scriptSafeJson([HYDRATED_ATTRIBUTE, TAP_REPLAY_POLL_MS])})` : "");
  lastLoader = { key, source };
  return source;
}

/** The inert module script and the loader that runs it, in place of React Router's module script. */
function deferredScripts(moduleSource: string, preloadHrefs: readonly string[], nonce: string | undefined, earlyTapReplay: boolean): string {
  const entryHrefs = [...moduleSource.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
  const imports = preloadHrefs
    .filter((href) => !entryHrefs.includes(href))
    .map((href) => `import ${scriptSafeJson(href)};`)
    .join("\n");
  const loader = loaderScriptFor(entryHrefs, earlyTapReplay);
  const nonceAttribute = nonce && /^[A-Za-z0-9+/=]+$/.test(nonce) ? ` nonce="${nonce}"` : "";
  return (
    `<script type="text/x-shop-module" id="${DEFERRED_SCRIPT_ID}"${nonceAttribute}>${moduleSource}\n${imports}${SCRIPT_CLOSE}` +
    `<script${nonceAttribute}>${loader}${SCRIPT_CLOSE}`
  );
}

/**
 * A stream version for the server renderer: holds the document back until the module script
 * has gone by (it ends the shell React has already rendered, so nothing is delayed), rewrites
 * that part and passes the rest (streamed loader data) through untouched.
 */
export function deferredHydrationStream(nonce?: string, earlyTapReplay = true): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewritten) return callback(null, chunk);
      held += decoder.write(chunk);
      const result = deferHydrationScripts(held, nonce, earlyTapReplay);
      if (result === null) return callback();
      rewritten = true;
      held = "";
      callback(null, result);
    },
    flush(callback) {
      // A document without the module script (an error before the shell) goes out as it was.
      const rest = held + decoder.end();
      callback(null, rest === "" ? undefined : rest);
    },
  });
}
