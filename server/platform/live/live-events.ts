import type { Request, Response } from "express";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import type { ContentChanges } from "../http/content-changes";
import { LiveStreams, type Admission, type LiveStreamSink } from "./live-streams";

// Kept on globalThis, like the page cache, so a module reload in development finds it.
const holder = globalThis as { __shopLiveStreams?: LiveStreams };

/** Never stored anywhere, and never compressed: a gzip stream per open page would hold ~256 KB of zlib state. */
const LIVE_CACHE_CONTROL = "no-store, no-transform";

/** How long a refused browser is asked to wait; its own schedule (1 s, 2 s, 5 s, then 10 s) decides anyway. */
const RETRY_AFTER_SECONDS = "10";

/** The answer to a stream that is not taken: the instance is full or stopping (503), or this client holds its share (429). */
const REFUSAL_STATUS: Record<Exclude<Admission, "open">, number> = { full: 503, "address-full": 429 };

/**
 * The instance's live event streams, fed by its shared content-change listener (decision 040),
 * at most `maxStreams`, and `maxPerAddress` for one client address (decision 053).
 * `stop` ends every stream: the shop calls it before draining requests, so an open stream
 * never holds up a shutdown.
 */
export function startLiveStreams(changes: ContentChanges, limits: { maxStreams: number; maxPerAddress: number }) {
  const streams = new LiveStreams(limits);
  const unsubscribe = changes.subscribe({
    onChange: (table) => streams.changed(table),
    onSignal: (name) => streams.signal(name),
    onListening: (afterLoss) => streams.listening(afterLoss),
    onLost: () => streams.lost(),
  });
  holder.__shopLiveStreams = streams;
  return {
    streams,
    stop: async () => {
      unsubscribe();
      streams.close();
      if (holder.__shopLiveStreams === streams) holder.__shopLiveStreams = undefined;
    },
  };
}

/**
 * `GET /api/live`: a server-sent event stream of storefront changes for any visitor. Mounted
 * before the page cache and React Router, after the client address is known. When the
 * instance holds as many streams as it may (or is stopping), a 503: the browser tries again
 * on its own schedule, perhaps elsewhere; when this client address holds its share, a 429,
 * retried the same way (its other pages are live already).
 */
export function liveEvents(req: Request, res: Response) {
  const streams = holder.__shopLiveStreams;
  const address = String(req.headers[CLIENT_ADDRESS_HEADER] ?? req.ip ?? "unknown");
  const admission: Admission = streams?.admission(address) ?? "full";
  res.setHeader("Cache-Control", LIVE_CACHE_CONTROL);
  if (!streams || admission !== "open" || req.method === "HEAD") {
    res.status(admission === "open" ? 200 : REFUSAL_STATUS[admission]);
    if (admission !== "open") res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    res.end();
    return;
  }
  res.status(200);
  res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
  // Proxies that buffer responses (nginx) would hold the events back.
  res.setHeader("X-Accel-Buffering", "no");
  req.socket.setNoDelay(true);
  const flushable = res as Response & { flush?: () => void };
  const sink: LiveStreamSink = {
    write: (chunk) => {
      res.write(chunk);
      // compression() adds flush(); with no-transform it has nothing buffered, but a later
      // change of middleware must not leave events sitting in a compressor.
      flushable.flush?.();
    },
    end: () => res.end(),
    abandon: () => res.destroy(),
    get backlog() {
      return res.writableLength;
    },
  };
  streams.admit(sink, address);
  res.on("close", () => streams.drop(sink));
}
