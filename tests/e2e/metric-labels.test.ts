import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { betterAuthEndpoints, shopRoutes } from "./support/route-table";
import { junkRequests, readMetrics, sendTraffic } from "./support/random-traffic";
import { startOwnShop, type ShopProcess } from "./support/shop-process";

// Issue 21, item 1: a guest's junk requests must not grow the metrics. A shop of its own,
// because the shared one has no METRICS_TOKEN.
const METRICS_TOKEN = "metric-labels-token-0123456789";
const SHAPES = 1_000;

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startOwnShop("metric-labels", { METRICS_TOKEN, LOG_LEVEL: "error" });
});
afterAll(async () => {
  await shop?.stop();
});

describe("the request metrics under junk traffic", () => {
  it(
    "label every request with a route of the route table or one fixed value, so new paths, methods and origins add no series",
    { timeout: 180_000 },
    async () => {
      const junk = junkRequests({ shapeSeed: 21, shapes: SHAPES, shopUrl: shop.url });
      const traffic = { concurrency: 20, maxMs: 120_000 };
      // Every path (and cross-site origin) below is new: the made-up words differ on every request.
      const paths = new Set(Array.from({ length: 3 * SHAPES }, (_, serial) => junk(serial).path));
      expect(paths.size).toBe(3 * SHAPES);

      // Reading /metrics is a request too: its own series exists from the first reading on.
      await readMetrics(shop.directUrl, METRICS_TOKEN);
      const firstRound = await sendTraffic(shop.directUrl, SHAPES, junk, traffic);
      expect(firstRound.failures).toBe(0);
      const afterFirstRound = await readMetrics(shop.directUrl, METRICS_TOKEN);

      // The same kinds of request twice more, with paths and origins never seen before.
      const twoMoreRounds = await sendTraffic(shop.directUrl, 2 * SHAPES, (serial) => junk(SHAPES + serial), traffic);
      expect(twoMoreRounds.failures).toBe(0);
      const afterThreeRounds = await readMetrics(shop.directUrl, METRICS_TOKEN);

      const seriesName = (labels: Record<string, string>) => `${labels.method} ${labels.route} ${labels.status}`;
      const known = new Set(afterFirstRound.labels.map(seriesName));
      expect(afterThreeRounds.labels.map(seriesName).filter((name) => !known.has(name))).toEqual([]);
      expect(afterThreeRounds.requestSeries).toBe(afterFirstRound.requestSeries);

      // And the labels are few by construction: methods, and patterns from the route tables.
      const patterns = new Set([
        ...shopRoutes().map((route) => route.template),
        ...betterAuthEndpoints().map((endpoint) => `/api/auth${endpoint.endpoint}`),
        "/api/auth/*",
        "/healthz",
        "/readyz",
        "/metrics",
        "/api/live",
        "/media/*",
        "(unmatched)",
      ]);
      // None of it is a fault of the shop: TRACE and other methods it does not answer get a 405.
      expect(afterThreeRounds.labels.filter((labels) => labels.status === "5xx").map(seriesName)).toEqual([]);
      const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "OTHER"]);
      for (const labels of afterThreeRounds.labels) {
        expect(methods).toContain(labels.method);
        expect(patterns).toContain(labels.route);
      }
    },
  );
});
