import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { workerMetrics } from "./cluster-metrics";
import { shopMetrics } from "./shop-metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, for the holder of METRICS_TOKEN only
 * (`Authorization: Bearer <token>`): the figures say how busy the shop is and how many orders
 * it takes, which is nobody else's business. Without the setting the route does not exist.
 * With WEB_WORKERS above one, every worker's figures added up (`cluster-metrics.ts`).
 */
export function metricsEndpoint(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  const { registry } = shopMetrics();
  const shop = workerMetrics(registry);
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
    let text: string;
    try {
      text = await shop.metrics();
    } catch {
      // A worker busy or gone past prom-client's wait: the next scrape asks again.
      response.setHeader("Retry-After", "5");
      response.status(503).type("text/plain").send("The web workers' metrics did not all arrive; try again\n");
      return;
    }
    response.type(registry.contentType).send(text);
  };
}
