import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { holdIdleConnections, IDLE_CONNECTION_MS } from "./idle-connections";

describe("idle keep-alive connections", () => {
  it("outlast the idle pools of the proxies in front (60 s), so a reused connection is never closed under a request", () => {
    const server = createServer();
    holdIdleConnections(server);
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
