import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { type RequestHandler } from "express";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/**
 * An Express app shaped like the shop's (compression first, then `middleware` in the order
 * given, then a page renderer) on a loopback port, for testing the page cache without a
 * React Router build.
 */
export async function startPageServer(middleware: RequestHandler | RequestHandler[], render: RequestHandler) {
  const app = express();
  app.use(compression());
  app.use(middleware);
  app.all("/{*rest}", render);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One raw HTTP request: no redirect following and no automatic decompression (so encodings can
 * be checked), `path` sent exactly as written (fetch would resolve "%2e%2e" itself), an
 * optional body of any bytes, from a chosen loopback address.
 */
export function request(
  url: string,
  options: {
    method?: string;
    path?: string;
    headers?: Record<string, string | number>;
    body?: string | Uint8Array;
    localAddress?: string;
    timeoutMs?: number;
  } = {},
): Promise<RawResponse> {
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
    headers["content-length"] = Buffer.byteLength(options.body);
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? "GET",
        // Only when given: an undefined `path` would replace the URL's own with "/".
        ...(options.path !== undefined ? { path: options.path } : {}),
        headers,
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString("utf8") });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** Streams an HTML page in a few chunks, the way React Router's renderer does. */
export function streamHtml(res: express.Response, html: string) {
  res.status(200).type("html");
  const third = Math.ceil(html.length / 3);
  res.write(html.slice(0, third));
  setImmediate(() => {
    res.write(Buffer.from(html.slice(third, 2 * third)));
    setImmediate(() => res.end(html.slice(2 * third)));
  });
}
