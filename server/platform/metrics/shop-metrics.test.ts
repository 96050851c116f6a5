import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, startPageServer } from "../http/test-support/page-server";
import { metricsEndpoint } from "./metrics-endpoint";
import { shopMetrics } from "./shop-metrics";

describe("GET /metrics", () => {
  const token = "metrics-token-0123456789";
  let closed: Awaited<ReturnType<typeof startPageServer>>;
  let open: Awaited<ReturnType<typeof startPageServer>>;
  beforeAll(async () => {
    closed = await startPageServer((_request, _response, next) => next(), metricsEndpoint(undefined));
    open = await startPageServer((_request, _response, next) => next(), metricsEndpoint(token));
  });
  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  it("does not exist without METRICS_TOKEN", async () => {
    expect((await request(`${closed.url}/metrics`)).status).toBe(404);
  });

  it("asks for the token, refuses a wrong one and serves the holder", async () => {
    shopMetrics().ordersPlaced.inc();
    expect((await request(`${open.url}/metrics`)).status).toBe(401);
    expect((await request(`${open.url}/metrics`, { headers: { authorization: "Bearer wrong-token-0000000000" } })).status).toBe(401);
    const served = await request(`${open.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers["cache-control"]).toBe("no-store");
    expect(served.text).toMatch(/^shop_orders_placed_total [1-9]/m);
    expect(served.text).toContain("shop_process_resident_memory_bytes");
  });
});
