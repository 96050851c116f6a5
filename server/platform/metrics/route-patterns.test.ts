import { matchRoutes, type RouteObject } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { methodLabel, RoutePatterns, UNMATCHED_ROUTE } from "./route-patterns";

/** A build's `routes` as React Router's compiler writes them: flat, each with its parent. */
const BUILD_ROUTES: Record<string, { path?: string; parentId?: string; index?: boolean }> = {
  root: { path: "" },
  "routes/home": { parentId: "root", index: true },
  "routes/products": { path: "products", parentId: "root" },
  "routes/product": { path: "products/:idOrSlug", parentId: "root" },
  "routes/orders": { path: "orders/:orderNumber", parentId: "root" },
  "routes/receipt": { path: "orders/:orderNumber/receipt", parentId: "root" },
  "routes/admin-orders-export": { path: "admin-orders/export", parentId: "root" },
  "routes/admin-order": { path: "admin-orders/:orderNumber", parentId: "root" },
  "routes/control-panel": { path: "admin/control-panel/profile", parentId: "root" },
  "routes/shades": { path: "shades/:family?/:shade?", parentId: "root" },
  "routes/layout": { parentId: "root" },
  "routes/terms": { path: "terms", parentId: "routes/layout" },
  "routes/landing": { path: ":product", parentId: "root" },
  "routes/not-found": { path: "*", parentId: "root" },
};

const patterns = () =>
  new RoutePatterns().add("/healthz", "/api/live", "/api/auth/*", "/api/auth/reset-password/:token", "/media/*").addRouteTable(BUILD_ROUTES);

/** The same table as React Router's nested route objects, to ask React Router itself. */
function nested(parentId: string | undefined): RouteObject[] {
  return Object.entries(BUILD_ROUTES)
    .filter(([, route]) => route.parentId === parentId)
    .map(([id, route]) => (route.index ? { id, index: true } : { id, path: route.path, children: nested(id) }));
}
function fullPattern(id: string): string {
  const route = BUILD_ROUTES[id]!;
  const parent = route.parentId ? fullPattern(route.parentId) : "";
  return `/${[parent, route.path ?? ""].join("/").split("/").filter(Boolean).join("/")}`;
}
/** What React Router routes `path` to, as its pattern: its Express adapter parses origin + path first (`..` resolved). */
function reactRouterPattern(path: string): string {
  const matches = matchRoutes(nested(undefined), new URL(`http://shop.test${path}`).pathname);
  const pattern = matches ? fullPattern(matches.at(-1)!.route.id!) : UNMATCHED_ROUTE;
  return pattern === "/*" ? UNMATCHED_ROUTE : pattern;
}

describe("the request metrics' route label", () => {
  // React Router warns of every path it cannot decode; those paths are the point here.
  beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));

  it("is the pattern of the route React Router picks, for real and made-up paths alike", () => {
    const routes = patterns();
    const paths = [
      "/",
      "/products",
      "/Products/",
      "/products/velvet-rose-01",
      "/products/%E0%B8%A5%E0%B8%B4%E0%B8%9B",
      "/products/a/b",
      "/orders/GV-2026-000123",
      "/orders/GV-1/receipt",
      "/orders/GV-1/receipt/x",
      "/admin-orders/export",
      "/admin-orders/GV-9",
      "/admin/control-panel/profile",
      "/admin/control-panel/other",
      "/admin",
      "/shades",
      "/shades/red",
      "/shades/red/ruby",
      "/shades/red/ruby/x",
      "/terms",
      "/TERMS",
      "/velvet-rose",
      "/wp-login.php",
      "/a/b/c/d/e/f",
      "/products/../orders/GV-1",
      "/products/%2e%2e/terms",
      "/x/./terms",
      "/..%2e/terms",
      "/products/%ZZ",
      "/%E0%B8",
      "/products//velvet",
      "//products",
      "/products//",
      "/orders//receipt",
    ];
    for (const path of paths) expect([path, routes.match(path)]).toEqual([path, reactRouterPattern(path)]);
  });

  it("agrees with React Router on thousands of paths made of the table's words, dots, encodings and empty segments", () => {
    const routes = patterns();
    const words = [
      "products",
      "Orders",
      "orders",
      "receipt",
      "admin",
      "control-panel",
      "profile",
      "shades",
      "red",
      "terms",
      "export",
      "x",
      "..",
      ".",
      "%2e%2E",
      "%2e",
      "",
      "%70roducts",
      "%ZZ",
      "ลิป",
      "%E0%B8%A5",
    ];
    let seed = 53;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let serial = 0; serial < 5_000; serial++) {
      const depth = 1 + Math.floor(random() * 5);
      const path = `/${Array.from({ length: depth }, () => words[Math.floor(random() * words.length)]).join("/")}`;
      expect([path, routes.match(encodeURI(path).replace(/%25/g, "%"))]).toEqual([path, reactRouterPattern(encodeURI(path).replace(/%25/g, "%"))]);
    }
  });

  it("keeps the platform's own paths, Better Auth's endpoints and a splat of their own", () => {
    const routes = patterns();
    expect(routes.match("/healthz")).toBe("/healthz");
    expect(routes.match("/api/live?x=1")).toBe("/api/live");
    expect(routes.match("/api/auth/reset-password/abc123")).toBe("/api/auth/reset-password/:token");
    expect(routes.match("/api/auth/sign-in/made-up")).toBe("/api/auth/*");
    expect(routes.match("/api/auth")).toBe("/api/auth/*");
    expect(routes.match("/media/uploads/demo/x.webp")).toBe("/media/*");
    expect(routes.match("/api/made-up")).toBe(UNMATCHED_ROUTE);
  });

  it("gives React Router's single-fetch requests their route's pattern", () => {
    const routes = patterns();
    expect(routes.match("/_.data")).toBe("/");
    expect(routes.match("/products.data?q=ลิป")).toBe("/products");
    expect(routes.match("/products/velvet.data")).toBe("/products/:idOrSlug");
    expect(routes.match("/products/_.data")).toBe("/products");
    expect(routes.match("/orders/GV-1/receipt.data?index")).toBe("/orders/:orderNumber/receipt");
  });

  it("is one fixed value for whatever no route claims but a catch-all, and for targets that are not paths", () => {
    const routes = new RoutePatterns().add("/", "/*", "/products/:idOrSlug");
    for (const target of ["/made-up", "/a/b/c", "*", "http://evil.example/products/x", "", "/%00"]) {
      expect(routes.match(target)).toBe(UNMATCHED_ROUTE);
    }
    expect(routes.match("/")).toBe("/");
  });

  it("takes its method from the few the shop answers, every other one as OTHER", () => {
    expect(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].map(methodLabel)).toEqual(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
    expect(["PROPFIND", "TRACE", "M-SEARCH", "get", "BREW"].map(methodLabel)).toEqual(["OTHER", "OTHER", "OTHER", "OTHER", "OTHER"]);
  });
});
