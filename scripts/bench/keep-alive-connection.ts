// One browser's keep-alive HTTP/1.1 connection for the checkout bench, written straight on a socket.
// The load and the shop share this machine's two cores: node:http's client cost the bench about
// 0.6 ms of CPU per checkout, taken from the shop it measures. This sends the same request bytes
// and reads the answer's status, headers and body (by length or chunks), one request at a time.
import net from "node:net";

export type RawResponse = { status: number; headers: Map<string, string>; body: Buffer };

const HEADER_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

export class KeepAliveConnection {
  private socket: net.Socket | undefined;
  private pending: { resolve: (response: RawResponse) => void; reject: (error: Error) => void } | undefined;
  private received: Buffer = Buffer.alloc(0);

  private readonly port: number;
  /** The Host header a browser sends to this address ("localhost:3000"). */
  private readonly host: string;

  /** A connection to the shop at `shopUrl` (its port on 127.0.0.1), from `localAddress`. */
  constructor(
    shopUrl: string,
    private readonly localAddress: string,
  ) {
    const url = new URL(shopUrl);
    this.port = Number(url.port);
    this.host = url.host;
  }

  /**
   * Sends `requestLine` ("POST /checkout HTTP/1.1"), this connection's Host, `headers` (one per line,
   * without the blank line) and `body`; one request at a time.
   */
  request(requestLine: string, headers: readonly string[], body: string): Promise<RawResponse> {
    if (this.pending) return Promise.reject(new Error("A request is still waiting for its answer on this connection"));
    const socket = this.socket ?? this.connect();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.received = Buffer.alloc(0);
      socket.write(`${requestLine}\r\nhost: ${this.host}\r\n${headers.join("\r\n")}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connect() {
    const socket = net.connect({ host: "127.0.0.1", port: this.port, localAddress: this.localAddress, noDelay: true });
    this.socket = socket;
    socket.on("data", (chunk: Buffer) => {
      this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
      this.answerIfComplete(false);
    });
    const gone = (error?: Error) => {
      // A connection this one already let go (answered "connection: close") has nobody waiting on it.
      if (this.socket !== socket) return;
      this.socket = undefined;
      // A body read until the connection closed, or the connection lost mid-answer.
      if (this.pending && !this.answerIfComplete(true)) this.fail(error ?? new Error("The shop closed the connection before answering"));
    };
    socket.on("error", gone);
    socket.on("close", () => gone());
    return socket;
  }

  private fail(error: Error) {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }

  /** Answers the waiting request once its whole response is in; whether it did. */
  private answerIfComplete(closed: boolean): boolean {
    if (!this.pending) return false;
    const data = this.received;
    const headerEnd = data.indexOf(HEADER_END);
    if (headerEnd < 0) return false;
    const lines = data.subarray(0, headerEnd).toString("latin1").split("\r\n");
    const status = Number(lines[0]!.split(" ")[1]);
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    const rest = data.subarray(headerEnd + HEADER_END.length);
    let body: Buffer | undefined;
    if (headers.get("transfer-encoding")?.includes("chunked")) body = dechunked(rest);
    else if (headers.has("content-length")) {
      const length = Number(headers.get("content-length"));
      if (rest.length >= length) body = rest.subarray(0, length);
    } else if (status === 204 || status === 304 || closed) body = rest;
    if (!body) return false;
    const pending = this.pending;
    this.pending = undefined;
    this.received = Buffer.alloc(0);
    if (headers.get("connection")?.toLowerCase() === "close") this.close();
    pending.resolve({ status, headers, body });
    return true;
  }
}

/** A chunked body whole, or undefined while its last chunk has not arrived. */
function dechunked(data: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf(CRLF, at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    const start = lineEnd + 2;
    if (size === 0) return data.indexOf(CRLF, start) < 0 ? undefined : Buffer.concat(parts);
    if (data.length < start + size + 2) return undefined;
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}
