import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { shopMetrics } from "./shop-metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, for the holder of METRICS_TOKEN only
 * (`Authorization: Bearer <token>`): the figures say how busy the shop is and how many orders
 * it takes, which is nobody else's business. Without the setting the route does not exist.
 */
export function metricsEndpoint(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: Request, response: Response) => {
    response.setHeader("Cache-Control", "no-store");
    if (!expected) {
      response.status(404).type("text/plain").send("Not found\n");
      return;
    }
    const given = /^Bearer (.+)$/.exec(request.get("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      response.status(401).type("text/plain").send("A metrics token is required\n");
      return;
    }
    const { registry } = shopMetrics();
    response.type(registry.contentType).send(await registry.metrics());
  };
}
