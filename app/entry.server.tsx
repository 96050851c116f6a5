import { PassThrough, pipeline, type Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactElement } from "react";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { settings } from "../server/env";
import { deferHydrationScriptsInBytes, deferHydrationScriptsInDocument, deferredHydrationStream, utf8BytesOf } from "../server/http/deferred-hydration";
import { logPageError } from "../server/http/error-responses";
import { CSP_NONCE_HEADER } from "../server/http/security-headers";

// React Router's default server entry, with two changes, each switchable (decision 062): in
// production the document's scripts are fetched after the page has painted
// (server/http/deferred-hydration.ts, decision 015; DEFERRED_HYDRATION), and React's renderer
// may be its string-writing `server.bun` build (decision 051; REACT_RENDERER). Development keeps
// the standard loading so Vite's hot-reload preamble runs as it expects.
// Every inline script carries the response's CSP nonce (decision 021): React Router's (through
// ServerRouter), React's own (renderToPipeableStream) and the deferred-hydration loader.

export const streamTimeout = 5_000;

/** The back-office's pages (`/admin-orders`, `/admin/social-links`, …). */
const BACK_OFFICE_PATH = /^\/admin(?:$|[-/])/;

/**
 * React's supported Node renderer, or the same renderer built to write strings rather than bytes
 * (`server.bun`: plain JavaScript that runs in Node, see renderWholeDocument). Only the chosen
 * one is ever loaded: two renderer builds in one process leave each other's context values
 * behind between the chunks of interleaved renders.
 */
type Renderer = { renderToPipeableStream: typeof renderToPipeableStream; writesStrings: boolean };
let renderer: Promise<Renderer> | undefined;
function reactRenderer(): Promise<Renderer> {
  renderer ??=
    settings().REACT_RENDERER === "bun"
      ? import("react-dom/server.bun").then((build) => ({ renderToPipeableStream: build.renderToPipeableStream, writesStrings: true }))
      : import("react-dom/server.node").then((build) => ({ renderToPipeableStream: build.renderToPipeableStream, writesStrings: false }));
  return renderer;
}

/** The document rewrite of decision 015, or none (development, DEFERRED_HYDRATION=false). */
function deferredHydration(): { earlyTapReplay: boolean } | null {
  const { DEFERRED_HYDRATION, EARLY_TAP_REPLAY } = settings();
  return import.meta.env.PROD && DEFERRED_HYDRATION === "true" ? { earlyTapReplay: EARLY_TAP_REPLAY === "true" } : null;
}

// Without this React Router prints every error with its stack, a client's 405 included.
export function handleError(error: unknown, { request }: { request: Request }) {
  logPageError(error, request);
}

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { renderToPipeableStream, writesStrings } = await reactRenderer();
  const deferred = deferredHydration();

  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  // Storefront and member pages are made whole and sent in one piece: the browser shows nothing
  // before their end anyway (root.tsx), and one string costs far less than a stream of chunks
  // (decisions 051, 093). Crawlers also get the whole document at once. Back-office pages stream
  // (one awaits deferred data).
  const pathname = new URL(request.url).pathname;
  if (import.meta.env.PROD && !BACK_OFFICE_PATH.test(pathname)) {
    return renderWholeDocument(await reactRenderer(), router, {
      statusCode: responseStatusCode,
      headers: responseHeaders,
      nonce,
      deferred,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after `streamTimeout` so the rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(router, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html");
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        // pipeline, unlike pipe, hands a failure of the render stream on to the response.
        const document = deferred ? pipeline(body, deferredHydrationStream(nonce, deferred.earlyTapReplay), () => {}) : body;
        pipe(writesStrings ? stringsInBatches(body) : body);
        resolve(
          new Response(createReadableStreamFromReadable(document), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject above and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * The renderer's destination for a streamed page: the pieces React writes (a tag, an
 * attribute, a word) are joined and handed to the stream each time React flushes, not one
 * stream write per piece.
 */
function stringsInBatches(stream: PassThrough): Writable {
  let pieces: string[] = [];
  const destination = {
    write(piece: string) {
      pieces.push(piece);
      return true;
    },
    flush() {
      if (pieces.length === 0) return;
      stream.write(pieces.join(""));
      pieces = [];
    },
    end() {
      destination.flush();
      stream.end();
    },
    destroy(error?: Error) {
      stream.destroy(error);
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      stream.on(event, listener);
      return destination;
    },
  };
  return destination as unknown as Writable;
}

/**
 * A storefront page, rendered completely and then sent as one piece. React's Node renderer
 * encodes every small piece of markup (a tag, an attribute, a word) into bytes as it goes,
 * thousands of encoder calls per page; the same renderer built for a string destination
 * (React's `server.bun` entry, plain JavaScript that runs in Node) only collects the pieces,
 * and the page is encoded once, as a whole.
 */
function renderWholeDocument(
  { renderToPipeableStream, writesStrings }: Renderer,
  router: ReactElement,
  page: { statusCode: number; headers: Headers; nonce: string | undefined; deferred: { earlyTapReplay: boolean } | null },
) {
  const { headers, nonce, deferred } = page;
  let { statusCode } = page;
  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const pieces: Array<string | Uint8Array> = [];
    // What React's renderer calls on its destination (write, flush, end, and listeners it
    // never needs here: the destination never fills up, errs or closes early).
    const destination = {
      write(piece: string | Uint8Array) {
        pieces.push(piece);
        return true;
      },
      end() {
        clearTimeout(timeoutId);
        headers.set("Content-Type", "text/html");
        // Bytes, not a string body, which the Fetch API would first check and copy
        // character by character as a USVString.
        const html = writesStrings ? (pieces as string[]).join("") : null;
        // The Node build writes bytes, and long pieces of text as they are; its document is
        // rewritten as bytes (decision 085), the string build's as a string.
        const bytes = Buffer.concat(html === null ? pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece) : piece)) : []);
        const document =
          html === null
            ? deferred
              ? deferHydrationScriptsInBytes(bytes, nonce, deferred.earlyTapReplay)
              : bytes
            : utf8BytesOf(deferred ? deferHydrationScriptsInDocument(html, nonce, deferred.earlyTapReplay) : [html]);
        const body = new Uint8Array(document.buffer as ArrayBuffer, document.byteOffset, document.byteLength);
        resolve(new Response(body, { headers, status: statusCode }));
      },
      on() {
        return destination;
      },
    };
    const { pipe, abort } = renderToPipeableStream(router, {
      nonce,
      onAllReady() {
        allReady = true;
        pipe(destination as unknown as Writable);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        // Errors in the shell reject above and are logged by React Router.
        if (allReady) console.error(error);
      },
    });
  });
}
