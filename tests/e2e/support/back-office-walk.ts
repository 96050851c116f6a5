import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { shopRoutes, type ShopRoute } from "./route-table";

/**
 * The admin's walk over every back-office screen of the build's route table, and the screens
 * its links lead to: an order's page, a product's stock history, every dialog opened by its URL
 * parameter (`?new=1`, `?edit=<id>`, `?ship=<id>`, …) and every tab, each kind once. Shared by
 * the one-language walk (decision 075) and the accessibility audit (decision 080): each gives
 * what it does on every page it reaches.
 */
const isBackOffice = (route: ShopRoute) => /^\/admin(-|\/|$)/.test(route.template);

export function backOfficeRoutes() {
  const routes = shopRoutes().filter(isBackOffice);
  const screens = routes.filter((route) => !route.isResource);
  return { routes, screens };
}

/** A screen and the dialog or tab its URL opens: `/admin-orders?ship`, `/admin/promotions?tab=slides`. */
function signatureOf(url: URL, routes: readonly ShopRoute[], patterns: ReadonlyArray<{ route: ShopRoute; pattern: RegExp }>): string | null {
  // A file answer (the orders' CSV) is no screen, even where a screen's parameter would match it.
  if (routes.some((route) => route.isResource && route.template === url.pathname)) return null;
  const screen = patterns.find(({ pattern }) => pattern.test(url.pathname));
  if (!screen) return null;
  const keys = [...url.searchParams.keys()].filter((key) => key !== "q" && key !== "page").sort();
  return `${screen.route.template}?${keys.map((key) => (key === "tab" || key === "show" ? `${key}=${url.searchParams.get(key)}` : key)).join("&")}`;
}

/** Walks the back office from every screen without parameters; `visit` sees each page once it has loaded. Answers the places visited. */
export async function walkBackOffice(page: Page, visit: (where: URL) => Promise<void>, limit = 150): Promise<string[]> {
  const shopUrl = inject("shopUrl");
  const { routes, screens } = backOfficeRoutes();
  const patterns = screens.map((route) => ({ route, pattern: new RegExp(`^${route.template.replace(/:[A-Za-z]+\??/g, "[^/]+")}$`) }));
  const visited: string[] = [];
  const seen = new Set<string>();
  const queue = screens.filter((route) => !route.template.includes(":")).map((route) => new URL(route.template, shopUrl));
  for (const url of queue) seen.add(signatureOf(url, routes, patterns)!);
  while (queue.length > 0 && visited.length < limit) {
    const url = queue.shift()!;
    const where = url.pathname + url.search;
    const answer = await page.goto(where);
    expect(answer?.status(), where).toBeLessThan(400);
    visited.push(where);
    await visit(url);
    for (const href of await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      const next = new URL(href);
      if (next.origin !== new URL(shopUrl).origin) continue;
      const signature = signatureOf(next, routes, patterns);
      if (signature === null || seen.has(signature)) continue;
      seen.add(signature);
      queue.push(next);
    }
  }
  return visited;
}
