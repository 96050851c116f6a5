import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { bodyAllowances } from "../server/platform/http/body-limit";
import { isPrivatePath, isStorefrontPagePath, privateFirstSegmentRules } from "../server/platform/http/cacheable-pages";
import { installShopRegistry, SHOP_FEATURES } from "../server/shop-registry";
import routes from "./routes";

// Nothing forgotten (decision 060): every page of the route table says whether guests may be
// served it from the page cache, and every entry a feature hands the platform names a real route.
installShopRegistry();

/** Every route's path as written in the table ("" for the home page), nested routes joined. */
function routePaths(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.index ? prefix : entry.path === undefined ? prefix : prefix ? `${prefix}/${entry.path}` : entry.path;
    return [...(entry.index || entry.path !== undefined ? [here] : []), ...routePaths(entry.children ?? [], here)];
  });
}

/** A request path the route answers: each `:param` filled in with a plausible value. */
const sample = (routePath: string) => `/${routePath.replace(/:[A-Za-z]+/g, "sample-1")}`;

// The not-found page answers 404, which the cache never keeps.
const pages = routePaths(routes).filter((path) => path !== "*");
const cacheable = SHOP_FEATURES.flatMap((feature) => feature.cacheablePages ?? []);

describe("the route table and the shop's declarations", () => {
  it("has every page either declared cacheable by its feature or under a private first segment, never both", () => {
    const undeclared = pages.filter((path) => !cacheable.includes(path) && !isPrivatePath(sample(path)));
    expect(undeclared, "declare these pages in their feature's platform-entries.ts").toEqual([]);
    expect(cacheable.filter((path) => isPrivatePath(sample(path)))).toEqual([]);
  });

  it("declares cacheable only pages that exist, once each, and the page cache takes exactly those", () => {
    expect(cacheable.filter((path) => !pages.includes(path))).toEqual([]);
    expect(new Set(cacheable).size).toBe(cacheable.length);
    for (const path of pages) expect(isStorefrontPagePath(sample(path)), path).toBe(cacheable.includes(path));
  });

  it("gives body allowances only to routes in the table, once each", () => {
    const paths = bodyAllowances().map((allowance) => allowance.path);
    expect(paths.filter((path) => !pages.map(sample).includes(path))).toEqual([]);
    const declared = SHOP_FEATURES.flatMap((feature) => feature.bodyAllowances ?? []).map((allowance) => allowance.path);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("has each private first segment declared by one feature only, all of them registered", () => {
    const declared = SHOP_FEATURES.flatMap((feature) => feature.privateFirstSegments ?? []);
    expect(new Set(declared).size).toBe(declared.length);
    expect(privateFirstSegmentRules()).toEqual(expect.arrayContaining(declared));
  });
});
