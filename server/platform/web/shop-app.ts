import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { ServerBuild } from "react-router";
import { shopAuth } from "../auth/auth-instance";
import { fastGetSession } from "../auth/get-session-route";
import { sessionChangeBegins } from "../auth/session-cache";
import { signInProviderOrigins } from "../auth/social-providers";
import { settings } from "../env";
import { mediaFiles } from "../media/media-files";
import { shareImageRenditions } from "../media/share-image";
import { LIVE_EVENTS_PATH } from "../../../domain/shared/live-refresh";
import { liveEvents } from "../live/live-events";
import { metricsEndpoint } from "../metrics/metrics-endpoint";
import { requestMetrics } from "../metrics/request-metrics";
import { RoutePatterns } from "../metrics/route-patterns";
import { answeredMethodsOnly } from "../http/answered-methods";
import { bodyLimit } from "../http/body-limit";
import { clientAddressMiddleware } from "../http/client-address";
import { shopErrorHandler } from "../http/error-responses";
import { healthz, readyz } from "../http/health";
import { pageCacheMiddleware } from "../http/page-cache-setup";
import { privatePages } from "../http/private-pages";
import { requestLogging } from "../http/request-logging";
import { sameOriginWrites } from "../http/same-origin-writes";
import { securityHeaders } from "../http/security-headers";

/**
 * Everything the shop serves after static assets: the real client
 * address, Better Auth under /api/auth, uploaded media under /media, then the React
 * Router app behind the anonymous page cache. `server.js` mounts this after the shop has started.
 */
export function createShopRequestHandler(loadBuild: () => Promise<ServerBuild>) {
  const shopSettings = settings();
  const app = express.Router();
  // A request id on every log line of the request, one line when it is answered, its duration measured.
  app.use(requestLogging);
  app.use(requestMetrics(routePatterns(loadBuild)));
  // TRACE, PROPFIND and the like: a Thai 405, never a handler that cannot read them.
  app.use(answeredMethodsOnly);
  // For the load balancer and the monitoring (docs/deploy.md).
  app.get("/healthz", healthz);
  app.get("/readyz", readyz);
  app.get("/metrics", metricsEndpoint(shopSettings.METRICS_TOKEN));
  app.use(clientAddressMiddleware);
  // Every POST/PUT/PATCH/DELETE, /api/auth and resource routes included, from this shop's pages only
  // (before the body cap, so a refused request is never read).
  app.use(sameOriginWrites(shopSettings.publicUrl));
  app.use(bodyLimit);
  // Account, checkout and back-office pages: Cache-Control: private, no-store.
  app.use(privatePages);

  // Storefront changes as server-sent events, for every open page (decision 040).
  app.get(LIVE_EVENTS_PATH, liveEvents);

  // A signed-in browser's session check, without Better Auth's pipeline when nothing needs it (decision 076).
  app.get("/api/auth/get-session", fastGetSession(shopAuth));
  const authHandler = toNodeHandler((request: globalThis.Request) => shopAuth().handler(request));
  // Returned, not voided: Express 5 hands a rejected promise to the error handler. Better Auth's own
  // requests may sign out or change sessions: no kept session answers until each ends (decision 089).
  app.all("/api/auth/{*rest}", (req, res) => {
    res.once("close", sessionChangeBegins());
    return authHandler(req, res);
  });

  app.use("/media", shareImageRenditions(shopSettings.uploadsDir));
  app.use("/media", mediaFiles(shopSettings.uploadsDir));

  // Guests' storefront pages come from memory when nothing changed since they were rendered.
  app.use(pageCacheMiddleware);
  app.all("/{*rest}", reactRouterHandler(loadBuild, shopSettings.NODE_ENV));

  app.use(shopErrorHandler);
  return app;
}

/**
 * What the request metrics label requests with (decision 053): the paths this router mounts
 * itself, Better Auth's endpoints, and React Router's route table once the build is loaded
 * (read once: in development a route added later is labelled after a restart).
 */
function routePatterns(loadBuild: () => Promise<ServerBuild>): RoutePatterns {
  const authEndpoints = Object.values(shopAuth().api as Record<string, { path?: unknown }>).flatMap((endpoint) =>
    typeof endpoint.path === "string" ? [`/api/auth${endpoint.path}`] : [],
  );
  const patterns = new RoutePatterns().add("/healthz", "/readyz", "/metrics", LIVE_EVENTS_PATH, "/api/auth/*", ...authEndpoints, "/media/*");
  void loadBuild().then(
    (build) => patterns.addRouteTable(build.routes),
    () => {}, // React Router's handler reports a build that does not load.
  );
  return patterns;
}

/**
 * React Router's handler. Given a function, it loads the build and derives its route table
 * again for every request (development's hot reload needs that); a production build never
 * changes, so there it gets the build itself, loaded once (decision 051).
 */
function reactRouterHandler(loadBuild: () => Promise<ServerBuild>, mode: string): RequestHandler {
  if (mode !== "production") return createRequestHandler({ build: loadBuild, mode });
  let handler: Promise<RequestHandler> | undefined;
  return async (req, res, next) => {
    handler ??= loadBuild().then(
      (build) => createRequestHandler({ build, mode }),
      (error: unknown) => {
        handler = undefined;
        throw error;
      },
    );
    return (await handler)(req, res, next);
  };
}

let shopSecurityHeaders: RequestHandler | undefined;

/**
 * The security headers for every response, mounted once by server.js before the static files
 * and this handler. Made on first use: settings are read after start-up.
 */
export function securityHeadersForEveryResponse(req: Request, res: Response, next: NextFunction) {
  shopSecurityHeaders ??= (() => {
    const shopSettings = settings();
    return securityHeaders(shopSettings.NODE_ENV === "production", { formActionOrigins: signInProviderOrigins(shopSettings) });
  })();
  shopSecurityHeaders(req, res, next);
}

// The production build's default server build, imported lazily so this module also
// loads in development (where the Vite dev server supplies the build instead).
export const loadProductionBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
