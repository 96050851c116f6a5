/**
 * The request metrics' labels (issue 21, decision 053): a request is labelled with the pattern
 * of the route it reached (`/orders/:orderNumber`), never with anything taken from its path,
 * and with its method only when it is one of the few the shop answers. Every request a route
 * does not claim shares one label, so the number of series is bounded by the route table
 * whatever anyone asks for.
 */

import { ANSWERED_METHODS } from "../http/answered-methods";

/** The route label of a request no route claims (or only a catch-all: a junk path says nothing). */
export const UNMATCHED_ROUTE = "(unmatched)";

/** The method label: the method itself for the ones the shop answers, `OTHER` for the rest (PROPFIND, TRACE, …). */
export function methodLabel(method: string): string {
  return ANSWERED_METHODS.has(method) ? method : "OTHER";
}

type PatternNode = {
  /** Static segments, lower-cased: React Router matches without regard to case. */
  statics: Map<string, PatternNode>;
  param?: PatternNode;
  /** The pattern ending in `*` here, which takes whatever is left. */
  splat?: string;
  /** The pattern ending exactly here. */
  pattern?: string;
};

const newNode = (): PatternNode => ({ statics: new Map() });

/**
 * Route patterns in React Router's syntax (`/products/:idOrSlug`, `:id?`, a final `*`), matched
 * the way React Router ranks them: a static segment before a parameter before a splat. Built
 * once; matching a path walks a segment tree, so its cost grows with the path's depth, not with
 * the number of routes, and nothing is remembered per path.
 */
export class RoutePatterns {
  private readonly root = newNode();

  /** Adds patterns; a root-level splat (`/*`, a "not found" page) is not one: it claims everything. */
  add(...patterns: string[]): this {
    for (const pattern of patterns) {
      const normalised = `/${pattern.split("/").filter(Boolean).join("/")}`;
      if (normalised === "/*") continue;
      for (const variant of withoutOptionalSegments(normalised.split("/").filter(Boolean))) {
        this.insert(variant, normalised);
      }
    }
    return this;
  }

  /** Adds every route of a React Router build (`build.routes`), each under its full path. */
  addRouteTable(routes: Record<string, { path?: string; parentId?: string } | undefined>): this {
    const fullPath = (id: string | undefined, depth = 0): string => {
      const route = id === undefined ? undefined : routes[id];
      if (!route || depth > 64) return "";
      return `${fullPath(route.parentId, depth + 1)}/${route.path ?? ""}`;
    };
    return this.add(...Object.keys(routes).map((id) => fullPath(id)));
  }

  /** The pattern `url` (a request target: path and perhaps a query) reaches, or UNMATCHED_ROUTE. */
  match(url: string): string {
    if (!url.startsWith("/")) return UNMATCHED_ROUTE;
    let path = url;
    const queryAt = path.search(/[?#]/);
    if (queryAt !== -1) path = path.slice(0, queryAt);
    // React Router's single-fetch requests reach the route of the same path without `.data`
    // (`/_.data` is the root's, `/products/_.data` the trailing-slash form).
    if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
    else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
    return find(this.root, pathSegments(path), 0) ?? UNMATCHED_ROUTE;
  }

  private insert(segments: string[], pattern: string) {
    let node = this.root;
    for (const [index, segment] of segments.entries()) {
      if (segment === "*" && index === segments.length - 1) {
        node.splat ??= pattern;
        return;
      }
      if (segment.startsWith(":")) {
        node = node.param ??= newNode();
      } else {
        const key = segment.toLowerCase();
        let next = node.statics.get(key);
        if (!next) node.statics.set(key, (next = newNode()));
        node = next;
      }
    }
    node.pattern ??= pattern;
  }
}

function find(node: PatternNode, segments: string[], index: number): string | undefined {
  if (index === segments.length) return node.pattern ?? node.splat;
  const fixed = node.statics.get(segments[index]!);
  const param = segments[index] === "" ? undefined : node.param;
  const found = (fixed && find(fixed, segments, index + 1)) ?? (param && find(param, segments, index + 1));
  return found ?? node.splat;
}

/**
 * A path's segments as React Router compares them: `.` and `..` resolved (as the URL parser
 * does, `%2e` too), percent-decoded — all of them, or none when one cannot be — and lower-cased.
 */
function pathSegments(path: string): string[] {
  const segments: string[] = [];
  for (const raw of path.split("/").slice(1)) {
    const dots = raw.length <= 6 && /^(?:\.|%2e){1,2}$/i.test(raw) ? raw.replace(/%2e/gi, ".") : undefined;
    if (dots === ".") continue;
    if (dots === "..") segments.pop();
    else segments.push(raw);
  }
  // The slashes after the last segment separate nothing.
  while (segments.at(-1) === "") segments.pop();
  let decoded = segments;
  if (path.includes("%")) {
    try {
      decoded = segments.map((segment) => decodeURIComponent(segment));
    } catch {
      // React Router then matches the path as it came.
    }
  }
  return decoded.map((segment) => segment.toLowerCase());
}

/** `a/:b?/c?` → every path it stands for (React Router's explodeOptionalSegments). */
function withoutOptionalSegments(segments: string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments as [string, ...string[]];
  const tails = withoutOptionalSegments(rest);
  if (!first.endsWith("?")) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...tails];
}
