import type { NextFunction, Request, RequestHandler, Response } from "express";
import { CACHE_STATUS_HEADER } from "../http/page-cache";
import { methodLabel, type RoutePatterns } from "./route-patterns";
import { shopMetrics } from "./shop-metrics";

/**
 * Times every request the shop handler serves and counts the page cache's answers. The route
 * label is the pattern of the route the request reached in `routes` (decision 053): junk paths
 * and methods share one label each, however many there are.
 */
export function requestMetrics(routes: RoutePatterns): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.once("finish", () => {
      const metrics = shopMetrics();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.requestDuration.observe(
        { method: methodLabel(request.method), route: routes.match(request.originalUrl), status: statusClass(response.statusCode) },
        seconds,
      );
      const cacheResult = response.getHeader(CACHE_STATUS_HEADER);
      if (typeof cacheResult === "string") metrics.pageCacheLookups.inc({ result: cacheResult });
    });
    next();
  };
}

/** `2xx` … `5xx`; a status outside 100–599 (none the shop sends) as `other`. */
function statusClass(status: number): string {
  return status >= 100 && status <= 599 ? `${Math.floor(status / 100)}xx` : "other";
}
