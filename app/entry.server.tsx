import { PassThrough, pipeline, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isStorefrontPagePath } from "../server/http/cacheable-pages";
import { deferHydrationScriptsInDocument, deferredHydrationStream } from "../server/http/deferred-hydration";
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Storefront pages are made whole and sent in one piece: the browser shows nothing before
    // their end anyway (root.tsx), and one string costs far less than a stream of chunks
    // through three stream kinds (decision 051). Crawlers also get the whole document at once.
    const whole = import.meta.env.PROD && isStorefrontPagePath(new URL(request.url).pathname);
    const readyOption: keyof RenderToPipeableStreamOptions =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after `streamTimeout` so the rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html");
        if (whole) {
          const chunks: Buffer[] = [];
          const collector = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // Kept in bytes: only the scripts at its end are rewritten.
              const document = deferHydrationScriptsInDocument(Buffer.concat(chunks), nonce);
              const body = new Uint8Array(document.buffer as ArrayBuffer, document.byteOffset, document.byteLength);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(collector);
          return;
        }
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        // pipeline, unlike pipe, hands a failure of the render stream on to the response.
        const document = import.meta.env.PROD ? pipeline(body, deferredHydrationStream(nonce), () => {}) : body;
        pipe(body);
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
