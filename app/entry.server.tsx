import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactElement } from "react";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.node";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { settings } from "../server/platform/env";
import { deferHydrationScriptsInBytes, deferredHydrationStream } from "../server/platform/http/deferred-hydration";
import { logPageError } from "../server/platform/http/error-responses";
import { CSP_NONCE_HEADER } from "../server/platform/http/security-headers";
import { wholeDocumentDestination } from "../server/platform/http/whole-document";

// React Router's default server entry, with one change, switchable (decision 062): in
// production the document's scripts are fetched after the page has painted
// (server/platform/http/deferred-hydration.ts, decision 015; DEFERRED_HYDRATION). Development keeps
// the standard loading so Vite's hot-reload preamble runs as it expects. React renders with its
// supported Node build (its string-writing `server.bun` build bought 2 % and went: issue 34).
// Every inline script carries the response's CSP nonce (decision 021): React Router's (through
// ServerRouter), React's own (renderToPipeableStream) and the deferred-hydration loader.

export const streamTimeout = 5_000;

/** The back-office's pages (`/admin-orders`, `/admin/social-links`, …). */
const BACK_OFFICE_PATH = /^\/admin(?:$|[-/])/;

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
  const deferred = deferredHydration();

  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  // Storefront and member pages are made whole and sent in one piece: the browser shows nothing
  // before their end anyway (root.tsx), and one string costs far less than a stream of chunks
  // (decisions 051, 093; WHOLE_PAGE_RENDER, measured in decision 100). Crawlers also get the
  // whole document at once. Back-office pages stream (one awaits deferred data).
  const pathname = new URL(request.url).pathname;
  if (import.meta.env.PROD && settings().WHOLE_PAGE_RENDER === "true" && !BACK_OFFICE_PATH.test(pathname)) {
    return renderWholeDocument(router, {
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

/** A storefront page, rendered completely and then sent as one piece (its bytes joined once). */
function renderWholeDocument(
  router: ReactElement,
  page: { statusCode: number; headers: Headers; nonce: string | undefined; deferred: { earlyTapReplay: boolean } | null },
) {
  const { headers, nonce, deferred } = page;
  let { statusCode } = page;
  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const destination = wholeDocumentDestination((bytes) => {
      clearTimeout(timeoutId);
      headers.set("Content-Type", "text/html");
      // Bytes, not a string body, which the Fetch API would first check and copy character by
      // character as a USVString; the document is rewritten as bytes (decision 085).
      const document = deferred ? deferHydrationScriptsInBytes(bytes, nonce, deferred.earlyTapReplay) : bytes;
      const body = new Uint8Array(document.buffer as ArrayBuffer, document.byteOffset, document.byteLength);
      resolve(new Response(body, { headers, status: statusCode }));
    });
    const { pipe, abort } = renderToPipeableStream(router, {
      nonce,
      onAllReady() {
        allReady = true;
        pipe(destination);
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
