import { PassThrough, pipeline, type Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactElement } from "react";
import { isbot } from "isbot";
// React's server renderer built to write strings rather than bytes (see renderWholeDocument).
// The only one the server uses: two renderer builds in one process leave each other's
// context values behind between the chunks of interleaved renders.
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.bun";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isStorefrontPagePath } from "../server/http/cacheable-pages";
import { deferHydrationScriptsInDocument, deferredHydrationStream, utf8BytesOf } from "../server/http/deferred-hydration";
import { logPageError } from "../server/http/error-responses";
import { CSP_NONCE_HEADER } from "../server/http/security-headers";

// React Router's default server entry, with one change: in production the document's scripts
// are fetched after the page has painted (server/http/deferred-hydration.ts, decision 015).
// Development keeps the standard loading so Vite's hot-reload preamble runs as it expects.
// Every inline script carries the response's CSP nonce (decision 021): React Router's (through
// ServerRouter), React's own (renderToPipeableStream) and the deferred-hydration loader.

export const streamTimeout = 5_000;

// Without this React Router prints every error with its stack, a client's 405 included.
export function handleError(error: unknown, { request }: { request: Request }) {
  logPageError(error, request);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  // Storefront pages are made whole and sent in one piece: the browser shows nothing before
  // their end anyway (root.tsx), and one string costs far less than a stream of chunks
  // (decision 051). Crawlers also get the whole document at once.
  if (import.meta.env.PROD && isStorefrontPagePath(new URL(request.url).pathname)) {
    return renderWholeDocument(router, responseStatusCode, responseHeaders, nonce);
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

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
        const document = import.meta.env.PROD ? pipeline(body, deferredHydrationStream(nonce), () => {}) : body;
        pipe(stringsInBatches(body));
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
 * A storefront page, rendered completely and then sent as one string. React's Node renderer
 * encodes every small piece of markup (a tag, an attribute, a word) into bytes as it goes,
 * thousands of encoder calls per page; the same renderer built for a string destination
 * (React's `server.bun` entry, plain JavaScript that runs in Node) only collects the pieces,
 * and the page is encoded once, as a whole.
 */
function renderWholeDocument(router: ReactElement, statusCode: number, headers: Headers, nonce: string | undefined) {
  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const pieces: string[] = [];
    // What React's renderer calls on its destination (write, flush, end, and listeners it
    // never needs here: the destination never fills up, errs or closes early).
    const destination = {
      write(piece: string) {
        pieces.push(piece);
        return true;
      },
      end() {
        clearTimeout(timeoutId);
        headers.set("Content-Type", "text/html");
        // Bytes, not a string body, which the Fetch API would first check and copy
        // character by character as a USVString.
        const document = utf8BytesOf(deferHydrationScriptsInDocument(pieces.join(""), nonce));
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
