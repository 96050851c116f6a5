import { execFileSync } from "node:child_process";
import path from "node:path";
import { createShopAuth } from "../../../server/platform/auth/shop-auth";

/**
 * The one place the browser-test walks (malformed input, redirects and origins) learn which
 * routes and endpoints the shop serves: the production build's own route table and Better
 * Auth's own API table, so a route or endpoint is walked the day it is added.
 */

export type ShopRoute = {
  id: string;
  /** The full path as declared, parameters kept: `/`, `/products/:idOrSlug`, `/*`. */
  template: string;
  index: boolean;
  hasAction: boolean;
  /** A resource route (no page component): a file or data answer such as a CSV export. */
  isResource: boolean;
  /** A concrete path: parameters filled with `walk` (`?index` for an index route). */
  path: string;
  /**
   * React Router's single-fetch form of the same request (`/auth.data`, `/_.data?index`),
   * which reaches the same loader and action — resource routes' included
   * (`/sign-out.data` signs out).
   */
  dataPath: string;
};

const SERVER_BUILD = path.resolve("build/server/index.js");

/** A declared parameter (`:id`, `:id?`) or splat (`*`). */
const PARAMETER = /:[A-Za-z]+\??|\*/g;

/** `template` with its parameters filled from `values`, in turn (repeating when there are fewer). */
export function fillParameters(template: string, values: readonly string[]): string {
  let next = 0;
  return template.replace(PARAMETER, () => values[next++ % values.length]!);
}

/**
 * The URL React Router serves `pathname`'s route at: the page (or resource) itself, or its
 * single-fetch data (with `v8_trailingSlashAwareDataRequests` the root's is `/_.data`).
 * An index route is asked for with `?index`, or a POST reaches its parent.
 */
export function routeUrl(pathname: string, options: { index: boolean; data: boolean }): string {
  const base = !options.data ? pathname : pathname === "/" ? "/_.data" : `${pathname}.data`;
  return options.index ? `${base}?index` : base;
}

/**
 * Every route of the production build (what `npm test` built), read from the build's own
 * route table in a separate Node process.
 */
export function shopRoutes(): ShopRoute[] {
  const script = `
    const build = await (await import(${JSON.stringify(SERVER_BUILD)})).loadProductionBuild();
    const routes = Object.entries(build.routes).map(([id, route]) => ({
      id, path: route.path ?? "", parentId: route.parentId ?? null, index: Boolean(route.index),
      action: typeof route.module.action === "function",
      resource: typeof route.module.default !== "function",
    }));
    process.stdout.write(JSON.stringify(routes));
    process.exit(0);
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error" },
  });
  type BuiltRoute = { id: string; path: string; parentId: string | null; index: boolean; action: boolean; resource: boolean };
  const routes = JSON.parse(output) as BuiltRoute[];
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const joined = [parent ? fullPath(parent) : "", route.path].filter(Boolean).join("/");
    return joined.replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
  };
  return routes.map((route) => {
    const template = `/${fullPath(route)}`;
    // A splat gets two segments, so it is walked as the deep path it exists for.
    const walked = fillParameters(template.replace(/\*$/, "walk/deeper"), ["walk"]);
    return {
      id: route.id,
      template,
      index: route.index,
      hasAction: route.action,
      isResource: route.resource,
      path: routeUrl(walked, { index: route.index, data: false }),
      dataPath: routeUrl(walked, { index: route.index, data: true }),
    };
  });
}

/** Every route of the build that has an action. */
export function actionRoutes(): ShopRoute[] {
  return shopRoutes().filter((route) => route.hasAction);
}

export type AuthEndpoint = {
  name: string;
  /** Better Auth's own path, parameters kept (`/reset-password/:token`), as the shop's field rules name it. */
  endpoint: string;
  /** A concrete path under /api/auth, parameters filled with `walk`. */
  path: string;
  methods: string[];
};

/**
 * Better Auth's endpoints as the shop configures them, read from Better Auth's own API table:
 * its routes under /api/auth (Google and LINE sign-in add none of their own: they go through
 * /sign-in/social and /callback/:id). Building the table opens no database connection.
 */
export function betterAuthEndpoints(): AuthEndpoint[] {
  const auth = createShopAuth({
    db: {} as never,
    publicUrl: "http://walk.invalid",
    secret: "route-table-listing-only-secret-0123456789abcdef",
    secureCookies: false,
  });
  return Object.entries(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
    .filter((entry): entry is [string, { path: string; options?: { method?: string | string[] } }] => typeof entry[1].path === "string")
    .map(([name, endpoint]) => ({
      name,
      endpoint: endpoint.path,
      path: `/api/auth${fillParameters(endpoint.path, ["walk"])}`,
      methods: [endpoint.options?.method ?? "GET"].flat(),
    }));
}
