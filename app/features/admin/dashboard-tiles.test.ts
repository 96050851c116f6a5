import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { ADMIN_TILES, screenHref, waitingOrderHref } from "./dashboard-tiles";

function paths(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [here]), ...paths(entry.children ?? [], here)];
  });
}

// A screen is `/admin-<name>` or `/admin/<name>`; what lies below one (an order's page, the
// CSV export) is reached from that screen, not from a tile.
const adminScreens = paths(routes).filter((path) => /^\/admin(-[a-z-]+|\/[a-z-]+)$/.test(path) && path !== "/admin-dashboard");

describe("the dashboard's tiles", () => {
  it("lead only to routes in the route table, and every admin screen has one", () => {
    const tiles = ADMIN_TILES.map((tile) => tile.to);
    expect(new Set(tiles).size).toBe(tiles.length);
    expect([...tiles].sort()).toEqual([...adminScreens].sort());
  });
});

describe("where a waiting order leads", () => {
  const withoutScreens = ADMIN_TILES.filter((tile) => tile.to !== "/admin-orders" && tile.to !== "/admin-payments");
  const withScreens = [...withoutScreens, { ...ADMIN_TILES[0]!, to: "/admin-orders" }, { ...ADMIN_TILES[0]!, to: "/admin-payments" }];

  it("is the orders or payments screen searched for it once that screen exists", () => {
    expect(waitingOrderHref("/admin-payments", "ORDER-AB12CD34E", withScreens)).toBe("/admin-payments?q=ORDER-AB12CD34E");
    expect(waitingOrderHref("/admin-orders", "ORDER-AB12CD34E", withScreens)).toBe("/admin-orders?q=ORDER-AB12CD34E");
    expect(screenHref("/admin-orders", withScreens)).toBe("/admin-orders");
  });

  it("is the order's own page before then, never a link to a missing screen", () => {
    expect(waitingOrderHref("/admin-payments", "ORDER-AB12CD34E", withoutScreens)).toBe("/orders/ORDER-AB12CD34E");
    expect(screenHref("/admin-payments", withoutScreens)).toBeNull();
  });
});
