import http from "node:http";

export type JsonResponse = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/**
 * POSTs JSON from a chosen loopback source address (127.0.0.2, 127.0.0.3, …), so a test can
 * act as several distinct clients, the way different shoppers reach the server.
 */
export function postJson(url: string, payload: unknown, options: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<JsonResponse> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress: options.localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export type TextResponse = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * POSTs an HTML form (application/x-www-form-urlencoded) the way a browser without
 * JavaScript does, from a chosen loopback source address.
 */
export function postForm(
  url: string,
  fields: Record<string, string>,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<TextResponse> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress: options.localAddress,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
