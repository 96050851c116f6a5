import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginWrites } from "../http/same-origin-writes";
import { request, startPageServer } from "../http/test-support/page-server";
import { requestMetrics } from "./request-metrics";
import { RoutePatterns, UNMATCHED_ROUTE } from "./route-patterns";
import { shopMetrics } from "./shop-metrics";

const ROUTES = ["/", "/products", "/products/:idOrSlug", "/orders/:orderNumber", "/:product", "/*", "/healthz", "/api/auth/*"];
/** Node's parser passes these on (CONNECT aside); the shop answers only the first seven. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "PURGE", "M-SEARCH", "SEARCH", "UNLOCK"];

let server: Awaited<ReturnType<typeof startPageServer>>;
beforeAll(async () => {
  // Shaped like the shop: the metrics first, then the same-origin check's 403s, a few routes, 404s.
  const app = express.Router();
  app.use(requestMetrics(new RoutePatterns().add(...ROUTES)));
  app.use(sameOriginWrites("http://shop.test"));
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.get("/products", (_req, res) => void res.send("list"));
  server = await startPageServer(app, (_req, res) => void res.status(404).send("ไม่พบหน้านี้"));
});
afterAll(async () => {
  await server?.close();
});

const seriesOf = async () => (await shopMetrics().requestDuration.get()).values.filter((value) => value.metricName?.endsWith("_count"));

describe("the request duration's series", () => {
  it("stay as many as the routes, methods and status classes allow, however many paths, methods and origins come", async () => {
    let seed = 21;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const junk = (serial: number) => {
      const word = `${serial.toString(36)}-${Math.floor(random() * 1e9).toString(36)}`;
      const path = pick([
        `/${word}`,
        `/products/${word}`,
        `/orders/${word}.data`,
        `/${word}/${word}/x`,
        `/api/auth/${word}`,
        `/products`,
        `/healthz`,
        `/%E0%B8${word}`,
      ]);
      const origin = pick([`https://${word}.example`, "null", undefined, "http://shop.test"]);
      const headers: Record<string, string> = origin ? { origin } : {};
      return { method: pick(METHODS), path, headers };
    };
    const send = async (from: number, count: number) => {
      for (let serial = from; serial < from + count; serial += 50) {
        await Promise.all(
          Array.from({ length: 50 }, (_, offset) => {
            const { method, path, headers } = junk(serial + offset);
            return request(server.url, { method, path, headers });
          }),
        );
      }
    };

    await send(0, 1_000);
    const afterFirst = await seriesOf();
    await send(1_000, 2_000);
    const afterAll = await seriesOf();

    expect(afterAll.length).toBe(afterFirst.length);
    const routes = new Set(afterAll.map((series) => series.labels.route));
    const methods = new Set(afterAll.map((series) => series.labels.method));
    expect([...routes].sort()).toEqual(
      [UNMATCHED_ROUTE, "/:product", "/api/auth/*", "/healthz", "/orders/:orderNumber", "/products", "/products/:idOrSlug"].sort(),
    );
    expect([...methods].sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "OTHER", "PATCH", "POST", "PUT"]);
    const total = afterAll.reduce((sum, series) => sum + series.value, 0);
    expect(total).toBe(3_000);
  });
});
