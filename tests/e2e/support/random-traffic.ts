import http from "node:http";
import { seededRandom } from "../../../domain/shared/seeded-random";

/**
 * A guest's junk traffic, as a scanner or an attacker sends it (issue 21): made-up paths of
 * every shape (deep, Thai, percent-encoded, broken encodings, React Router's `.data` form),
 * ordinary and odd methods, and cross-site, `null`, absent or this shop's own Origin. Used by
 * the metric-label journey and by `npm run probe:load`.
 */

export type JunkRequest = { method: string; path: string; origin: string | undefined };

/** What Node's HTTP parser accepts (a method it does not know never reaches the shop); CONNECT aside. */
export const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "PURGE",
  "REPORT",
  "MKCALENDAR",
  "LINK",
  "UNLINK",
  "QUERY",
  "M-SEARCH",
  "NOTIFY",
  "SUBSCRIBE",
  "UNSUBSCRIBE",
  "ACL",
  "BIND",
  "REBIND",
  "UNBIND",
  "MERGE",
  "CHECKOUT",
  "MKACTIVITY",
  "SOURCE",
] as const;

export { seededRandom };
type Random = ReturnType<typeof seededRandom>;

/** Where junk goes: every prefix the shop mounts something under, and none. */
const PREFIXES = ["", "", "", "/api", "/api/auth", "/admin", "/media", "/assets", "/products", "/orders", "/payment-proofs", "/admin-orders", "/.well-known"];
const ORIGIN_KINDS = ["cross-site", "null", "absent", "own"] as const;
const SEGMENT_KINDS = ["word", "thai", "encoded", "broken-encoding", "dots", "long"] as const;
const ENDINGS = ["", "", "", ".data", "/"] as const;

/** What a junk request looks like, without its made-up words. */
type Shape = {
  method: string;
  prefix: string;
  segments: Array<(typeof SEGMENT_KINDS)[number]>;
  separator: "/" | "//";
  ending: (typeof ENDINGS)[number];
  query: boolean;
  origin: (typeof ORIGIN_KINDS)[number];
};

function randomShape(random: Random): Shape {
  const depth = 1 + Math.floor(random.next() * random.next() * 12);
  return {
    // Mostly the methods the shop answers (what reaches its routes), a fifth odd ones.
    method: random.next() < 0.8 ? random.pick(METHODS.slice(0, 7)) : random.pick(METHODS),
    prefix: random.pick(PREFIXES),
    segments: Array.from({ length: depth }, () => random.pick(SEGMENT_KINDS)),
    separator: random.next() < 0.05 ? "//" : "/",
    ending: random.pick(ENDINGS),
    query: random.next() < 0.2,
    origin: random.pick(ORIGIN_KINDS),
  };
}

/** One made-up path segment around `word`. */
function segment(kind: (typeof SEGMENT_KINDS)[number], word: string): string {
  switch (kind) {
    case "word":
      return word;
    case "thai":
      return encodeURIComponent(`ลิปสติก${word}สีแดง`);
    case "encoded":
      return `%2F${word}%20%00%3F`;
    case "broken-encoding":
      return `%E0%B8${word}%ZZ%`;
    case "dots":
      return `..%2e${word}`;
    case "long":
      return word.repeat(40);
  }
}

/**
 * Junk request `serial` of a stream: its shape (method, prefix, depth, kinds of segment,
 * ending, Origin kind) is shape `serial % shapes` drawn from `shapeSeed`, its words are new for
 * every serial. Rounds of the same shapes therefore ask for the same routes in the same ways
 * with paths and origins never seen before: whatever they add to the metrics comes from the
 * made-up words alone.
 */
export function junkRequests(options: { shapeSeed: number; shapes: number; shopUrl: string }): (serial: number) => JunkRequest {
  const shapeRandom = seededRandom(options.shapeSeed);
  const shapes = Array.from({ length: options.shapes }, () => randomShape(shapeRandom));
  const ownOrigin = new URL(options.shopUrl).origin;
  return (serial) => {
    const shape = shapes[serial % shapes.length]!;
    const words = seededRandom(serial * 7919 + options.shapeSeed);
    const word = () => `${Math.floor(words.next() * 1e9).toString(36)}${serial.toString(36)}`;
    let path = `${shape.prefix}/${shape.segments.map((kind) => segment(kind, word())).join(shape.separator)}${shape.ending}`;
    if (shape.query) path += `?index&q=${word()}`;
    const origin = {
      "cross-site": `https://${word()}.example`,
      null: "null",
      absent: undefined,
      own: ownOrigin,
    }[shape.origin];
    return { method: shape.method, path, origin };
  };
}

export type TrafficResult = { sent: number; statuses: Map<number, number>; failures: number; seconds: number; stoppedEarly: boolean };

/**
 * Sends `count` requests made by `make(serial)` over `concurrency` keep-alive connections to a
 * loopback shop, reading every answer to its end; stops early (stoppedEarly) after `maxMs`.
 */
export async function sendTraffic(
  shopUrl: string,
  count: number,
  make: (serial: number) => JunkRequest,
  options: { concurrency: number; maxMs: number; onProgress?: (sent: number) => void },
): Promise<TrafficResult> {
  const target = new URL(shopUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) throw new Error("Junk traffic goes to a loopback shop only");
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const statuses = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  let failures = 0;
  let stoppedEarly = false;
  const one = (junk: JunkRequest) =>
    new Promise<number>((resolve) => {
      const headers: Record<string, string> = { "user-agent": "shop-load-probe" };
      if (junk.origin !== undefined) headers.origin = junk.origin;
      const outgoing = http.request(
        {
          host: target.hostname.replace(/^\[|\]$/g, ""),
          port: target.port,
          method: junk.method,
          path: junk.path,
          headers,
          agent,
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", () => resolve(0));
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
      outgoing.on("error", () => resolve(0));
      outgoing.end();
    });
  const worker = async () => {
    while (next < count) {
      if (performance.now() - started > options.maxMs) {
        stoppedEarly = true;
        return;
      }
      const serial = next++;
      const status = await one(make(serial));
      if (status === 0) failures++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (serial % 5_000 === 4_999) options.onProgress?.(serial + 1);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  const sent = [...statuses.values()].reduce((sum, each) => sum + each, 0);
  return { sent, statuses, failures, seconds: (performance.now() - started) / 1000, stoppedEarly };
}

export type MetricsReading = {
  lines: number;
  requestSeries: number;
  labels: Array<Record<string, string>>;
  rssBytes: number;
  heapUsedBytes: number;
};

/** Reads /metrics: how many label sets the request histogram has, which, and the process's memory. */
export async function readMetrics(shopUrl: string, token: string): Promise<MetricsReading> {
  const response = await fetch(`${shopUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const lines = text.split("\n");
  const labels = lines
    .filter((line) => line.startsWith("shop_http_request_duration_seconds_count{"))
    .map((line) => Object.fromEntries([...line.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1]!, match[2]!])));
  const gauge = (name: string) => Number(lines.find((line) => line.startsWith(`${name} `))?.split(" ")[1] ?? Number.NaN);
  return {
    lines: lines.length,
    requestSeries: labels.length,
    labels,
    rssBytes: gauge("shop_process_resident_memory_bytes"),
    heapUsedBytes: gauge("shop_nodejs_heap_size_used_bytes"),
  };
}
