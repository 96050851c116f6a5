import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. A client (a browser, nginx's or HAProxy's
 * upstream pool, the soak's agent) that sends a request on a connection just as the server
 * closes it gets "socket hang up" — a proxy answers that as a 502. Node's default of 5 s is
 * shorter than every proxy's idle pool (nginx's `keepalive_timeout` and most load balancers
 * keep 60 s), so the shop must be the one that waits longest: the client always closes first.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Headers of a request must arrive within this; Node requires it above the keep-alive wait. */
export const HEADERS_WAIT_MS = IDLE_CONNECTION_MS + 1_000;

export function holdIdleConnections(server: Server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = HEADERS_WAIT_MS;
}
