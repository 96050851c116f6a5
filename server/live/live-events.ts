import type { Request, Response } from "express";
import type { ContentChanges } from "../http/content-changes";
import { LiveStreams, type LiveStreamSink } from "./live-streams";

// Kept on globalThis, like the page cache, so a module reload in development finds it.
const holder = globalThis as { __shopLiveStreams?: LiveStreams };

/** Never stored anywhere, and never compressed: a gzip stream per open page would hold ~256 KB of zlib state. */
const LIVE_CACHE_CONTROL = "no-store, no-transform";

/**
 * The instance's live event streams, fed by its shared content-change listener (decision 040).
 * `stop` ends every stream: the shop calls it before draining requests, so an open stream
 * never holds up a shutdown.
 */
export function startLiveStreams(changes: ContentChanges, maxStreams: number) {
  const streams = new LiveStreams({ maxStreams });
  const unsubscribe = changes.subscribe({
    onChange: (table) => streams.changed(table),
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
 * before the page cache and React Router. When the instance holds as many streams as it may
 * (or is stopping), a 503: the browser tries again on its own schedule, perhaps elsewhere.
 */
export function liveEvents(req: Request, res: Response) {
  const streams = holder.__shopLiveStreams;
  res.setHeader("Cache-Control", LIVE_CACHE_CONTROL);
  if (!streams?.hasRoom || req.method === "HEAD") {
    res.status(streams?.hasRoom ? 200 : 503);
    if (res.statusCode === 503) res.setHeader("Retry-After", "10");
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
  streams.admit(sink);
  res.on("close", () => streams.drop(sink));
}
