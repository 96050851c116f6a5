import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Opens a back-office screen from /admin-dashboard's tiles, as staff do. */
export async function openFromDashboard(page: Page, tile: RegExp, pathname: string) {
  await page.goto("/admin-dashboard");
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: tile }).click();
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Searches a back-office list (its search box is named by its placeholder) and waits for the list of that search. */
export async function searchAdminList(page: Page, searchLabel: string, term: string) {
  await page.getByRole("searchbox", { name: searchLabel }).fill(term);
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

/** The one row of a back-office table that names `text` (an order number, a product name). */
export async function onlyRowNaming(page: Page, text: string) {
  const row = page.getByRole("row", { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}
