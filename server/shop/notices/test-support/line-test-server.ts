import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { installSettings, readSettings, settings, type ShopSettings } from "../../../platform/env";

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
  /** The pushes LINE took (200): what reached the recipients' phones, each once. */
  delivered: LinePushRequest[];
  /** The statuses to answer the next pushes with, in order; 200 once they are used up. */
  answerNext: (...statuses: number[]) => void;
  waitFor: (match: (request: LinePushRequest) => boolean, timeoutMs?: number) => Promise<LinePushRequest>;
  close: () => Promise<void>;
};

/**
 * A local HTTP server speaking the LINE Messaging API's push endpoint as far as the shop uses
 * it: it records every request (path, auth header, retry key, JSON body) and answers 200 `{}`
 * (or the statuses it was told to), like api.line.me does; a retry key it has already taken is
 * answered 409 and not delivered again, as LINE documents for X-Line-Retry-Key.
 */
export async function startLineTestServer(): Promise<LineTestServer> {
  const received: LinePushRequest[] = [];
  const answers: number[] = [];
  const delivered: LinePushRequest[] = [];
  const takenKeys = new Set<string>();
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
      const pushed = received[received.length - 1]!;
      let status = request.url === "/v2/bot/message/push" ? (answers.shift() ?? 200) : 404;
      if (status === 200 && pushed.retryKey && takenKeys.has(pushed.retryKey)) status = 409;
      if (status === 200) {
        if (pushed.retryKey) takenKeys.add(pushed.retryKey);
        delivered.push(pushed);
      }
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(status === 200 ? JSON.stringify({ sentMessages: [] }) : JSON.stringify({ message: `answered ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    delivered,
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

export type ProvidedLineTestServer = Omit<LineTestServer, "close"> & {
  /** The shop's settings with LINE pointed at this stand-in (ready inside tests). */
  readonly settings: ShopSettings;
};

/**
 * The LINE stand-in for one test file: started before its tests with the shop's settings pointed at
 * it (`lineEnv` adds the channel's token, secret or group), stopped after them with the shop's own
 * settings put back. Before each test what it received is forgotten and the shop's settings are those
 * with LINE (`lineInEveryTest`) or the shop's own, for a test that turns LINE on itself.
 */
export function provideLineTestServer(lineEnv: NodeJS.ProcessEnv, { lineInEveryTest }: { lineInEveryTest: boolean }): ProvidedLineTestServer {
  let server: LineTestServer | undefined;
  let withLine: ShopSettings | undefined;
  let original: ShopSettings | undefined;
  const ready = () => {
    if (!server || !withLine) throw new Error("The LINE stand-in is ready only inside tests.");
    return { server, withLine };
  };

  beforeAll(async () => {
    server = await startLineTestServer();
    original = settings();
    withLine = readSettings({ ...lineEnv, LINE_API_URL: server.url });
  });
  afterAll(async () => {
    if (original) installSettings(original);
    await server?.close();
  });
  beforeEach(() => {
    const { server, withLine } = ready();
    installSettings(lineInEveryTest ? withLine : original!);
    server.received.length = 0;
    server.delivered.length = 0;
  });

  return {
    get url() {
      return ready().server.url;
    },
    get received() {
      return ready().server.received;
    },
    get delivered() {
      return ready().server.delivered;
    },
    get settings() {
      return ready().withLine;
    },
    answerNext: (...statuses) => ready().server.answerNext(...statuses),
    waitFor: (match, timeoutMs) => ready().server.waitFor(match, timeoutMs),
  };
}

/** LINE's X-Line-Signature of a webhook body: base64 HMAC-SHA256 of the raw body under the channel secret. */
export function lineWebhookSignature(channelSecret: string, rawBody: string): string {
  return createHmac("sha256", channelSecret).update(rawBody, "utf8").digest("base64");
}

/** A follow or unfollow event as LINE's webhook sends it. */
export function friendEvent(type: "follow" | "unfollow", lineUserId: string, at = Date.now()) {
  return {
    type,
    mode: "active",
    timestamp: at,
    source: { type: "user", userId: lineUserId },
    webhookEventId: `01H${Math.random().toString(36).slice(2, 12).toUpperCase()}${at}`,
    deliveryContext: { isRedelivery: false },
    ...(type === "follow" ? { replyToken: "reply-token", follow: { isUnblocked: false } } : {}),
  };
}

/** Posts a webhook to the shop as LINE does: the JSON body signed with the channel secret (or with what `signature` says). */
export async function postLineWebhook(url: string, channelSecret: string, events: unknown[], options: { signature?: string | null; rawBody?: string } = {}) {
  const rawBody = options.rawBody ?? JSON.stringify({ destination: "U0000000000000000000000000000bot", events });
  const signature = options.signature === undefined ? lineWebhookSignature(channelSecret, rawBody) : options.signature;
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "LineBotWebhook/2.0", ...(signature === null ? {} : { "X-Line-Signature": signature }) },
    body: rawBody,
  });
}
