import http from "node:http";

export type ReceivedEvent = { event: string; data: string; at: number };

/**
 * A server-sent events client for tests and the benchmark (Node has no EventSource): one
 * plain HTTP request, parsed as the browser would (events end at a blank line, comment lines
 * start with ':', an event without data is dropped).
 */
export class EventStreamClient {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  ended = false;
  private buffer = "";
  private waiters: Array<() => void> = [];

  private constructor(
    readonly response: http.IncomingMessage,
    private readonly request: http.ClientRequest,
    private readonly onEvent?: (event: ReceivedEvent) => void,
  ) {
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => this.take(chunk));
    response.on("end", () => this.finish());
    response.on("error", () => this.finish());
  }

  /** Opens the stream; resolves once the response's headers are in (any status). */
  static open(
    url: string,
    options: { headers?: Record<string, string>; onEvent?: (event: ReceivedEvent) => void; agent?: http.Agent; localAddress?: string } = {},
  ): Promise<EventStreamClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, {
        headers: { accept: "text/event-stream", ...options.headers },
        agent: options.agent ?? false,
        // A loopback address of its own (127.0.0.2, …) makes the stream another client's.
        localAddress: options.localAddress,
      });
      request.on("response", (response) => resolve(new EventStreamClient(response, request, options.onEvent)));
      request.on("error", reject);
    });
  }

  get status() {
    return this.response.statusCode ?? 0;
  }

  /** The first event (already received or still to come) matching `matches`. */
  async next(matches: (event: ReceivedEvent) => boolean, timeoutMs = 10_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(matches);
      if (found) return found;
      if (this.ended) throw new Error(`The stream ended without the event; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No such event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async untilEnded(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error(`The stream was still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.request.destroy();
    this.finish();
  }

  private take(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) this.comments++;
        else if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length === 0) continue;
      const received = { event, data: data.join("\n"), at: performance.now() };
      this.events.push(received);
      this.onEvent?.(received);
    }
    this.wake();
  }

  private finish() {
    this.ended = true;
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
