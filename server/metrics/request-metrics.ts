import type { NextFunction, Request, Response } from "express";
import { CACHE_STATUS_HEADER } from "../http/page-cache";
import { routePattern, shopMetrics } from "./shop-metrics";

/** Times every request the shop handler serves and counts the page cache's answers. */
export function requestMetrics(request: Request, response: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  response.once("finish", () => {
    const metrics = shopMetrics();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route: routePattern(request.originalUrl, status), status: `${Math.floor(status / 100)}xx` },
      seconds,
    );
    const cacheResult = response.getHeader(CACHE_STATUS_HEADER);
    if (typeof cacheResult === "string") metrics.pageCacheLookups.inc({ result: cacheResult });
  });
  next();
}
