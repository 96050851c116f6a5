import { execFileSync } from "node:child_process";
import path from "node:path";
import { createShopAuth } from "../../../server/auth/shop-auth";

export type ActionRoute = {
  id: string;
  /** A concrete path for the route: parameters filled with `walk`. */
  path: string;
  /** Page routes also take React Router's single-fetch form of the same action (`/auth.data`). */
  dataPath: string | null;
};

const SERVER_BUILD = path.resolve("build/server/index.js");

/**
 * Every route of the production build (what `npm test` built) that has an action, read from
 * the build's own route table in a separate Node process, so a route added to app/routes.ts
 * is walked the day it is added.
 */
export function actionRoutes(): ActionRoute[] {
  const script = `
    const build = await (await import(${JSON.stringify(SERVER_BUILD)})).loadProductionBuild();
    const routes = Object.entries(build.routes).map(([id, route]) => ({
      id, path: route.path ?? "", parentId: route.parentId ?? null, index: Boolean(route.index),
      action: typeof route.module.action === "function", page: typeof route.module.default === "function",
    }));
    process.stdout.write(JSON.stringify(routes));
    process.exit(0);
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error" },
  });
  type BuiltRoute = { id: string; path: string; parentId: string | null; index: boolean; action: boolean; page: boolean };
  const routes = JSON.parse(output) as BuiltRoute[];
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const own = route.path
      .split("/")
      .map((segment) => (segment === "*" ? "walk/deeper" : segment.startsWith(":") ? "walk" : segment))
      .join("/");
    const joined = [parent ? fullPath(parent) : "", own].filter(Boolean).join("/");
    return joined.replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
  };
  return routes
    .filter((route) => route.action)
    .map((route) => {
      const routePath = `/${fullPath(route)}`;
      const dataPath = route.page ? (routePath === "/" ? "/_root.data" : `${routePath}.data`) + (route.index ? "?index" : "") : null;
      return { id: route.id, path: route.index ? `${routePath}?index` : routePath, dataPath };
    });
}

export type AuthEndpoint = { name: string; path: string; methods: string[] };

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
    .filter(([, endpoint]) => typeof endpoint.path === "string")
    .map(([name, endpoint]) => {
      const method = endpoint.options?.method ?? "GET";
      return {
        name,
        path: `/api/auth${endpoint.path!.replace(/:[A-Za-z]+/g, "walk")}`,
        methods: Array.isArray(method) ? method : [method],
      };
    });
}
