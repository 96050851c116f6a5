import http from "node:http";
import type { AddressInfo } from "node:net";

export type LinePushRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  retryKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
};

export type LineTestServer = {
  url: string;
  received: LinePushRequest[];
  /** The statuses to answer the next pushes with, in order; 200 once they are used up. */
  answerNext: (...statuses: number[]) => void;
  waitFor: (match: (request: LinePushRequest) => boolean, timeoutMs?: number) => Promise<LinePushRequest>;
  close: () => Promise<void>;
};

/**
 * A local HTTP server speaking the LINE Messaging API's push endpoint as far as the shop uses
 * it: it records every request (path, auth header, retry key, JSON body) and answers 200 `{}`
 * (or the statuses it was told to), like api.line.me does.
 */
export async function startLineTestServer(): Promise<LineTestServer> {
  const received: LinePushRequest[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the test then sees what was sent.
      }
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        retryKey: request.headers["x-line-retry-key"] as string | undefined,
        contentType: request.headers["content-type"],
        body,
      });
      const status = request.url === "/v2/bot/message/push" ? (answers.shift() ?? 200) : 404;
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(status === 200 ? "{}" : JSON.stringify({ message: `answered ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext: (...statuses) => answers.push(...statuses),
    waitFor: async (match, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("No matching LINE push arrived in time");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
