import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { adminCategoryTexts } from "../../../domain/admin/admin-category-texts";
import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { adminScreenTexts } from "../../../domain/admin/admin-screen-texts";
import { adminDashboardTexts } from "../../../domain/admin/admin-dashboard-texts";
import { adminOrderTexts } from "../../../domain/admin/admin-order-texts";
import { ORDER_STATUS_LABELS } from "../../../domain/orders/order-status";
import { ADMIN_TILES } from "../../../app/features/admin/dashboard-tiles";

/** Opens a back-office screen from /admin-dashboard's tiles, as staff do. */
export async function openFromDashboard(page: Page, pathname: string) {
  const tile = ADMIN_TILES.find((entry) => entry.to === pathname)!;
  await page.goto("/admin-dashboard");
  await page
    .getByRole("navigation", { name: adminDashboardTexts.screens })
    .getByRole("link", { name: new RegExp(`^${tile.label}`) })
    .click();
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Searches a back-office list (its search box is named by its placeholder) and waits for the list of that search. */
export async function searchAdminList(page: Page, searchLabel: string, term: string) {
  await page.getByRole("searchbox", { name: searchLabel }).fill(term);
  await page.getByRole("main").getByRole("button", { name: adminScreenTexts.search }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

/** The one row of a back-office table that names `text` (an order number, a product name). */
export async function onlyRowNaming(page: Page, text: string) {
  const row = page.getByRole("row", { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}

/**
 * Staff move an order's row (from onlyRowNaming on /admin-orders) to processing, then ship it
 * with Kerry and `trackingNumber` in the ship dialog, waiting for the row to show each status.
 */
export async function packAndShip(page: Page, orderRow: Locator, orderNumber: string, trackingNumber: string) {
  const o = adminOrderTexts;
  await orderRow.getByRole("button", { name: o.moveAria(ORDER_STATUS_LABELS.processing, orderNumber) }).click();
  await expect.poll(() => orderRow.locator('[data-status="processing"]').count()).toBe(1);
  await orderRow.getByRole("link", { name: o.moveAria(ORDER_STATUS_LABELS.shipped, orderNumber) }).click();
  const ship = page.getByRole("dialog", { name: o.shipTitle(orderNumber) });
  await ship.getByLabel(o.carrier).selectOption("kerry");
  await ship.getByLabel(o.trackingNumber).fill(trackingNumber);
  await ship.getByRole("button", { name: o.shipSubmit }).click();
  await expect.poll(() => orderRow.locator('[data-status="shipped"]').count()).toBe(1);
}

/** Adds a category on /admin-categories and waits for its success toast. */
export async function addCategory(page: Page, name: string) {
  await page.goto("/admin-categories");
  await page.getByRole("link", { name: adminCategoryTexts.add }).click();
  await page.getByRole("dialog").getByLabel(adminCategoryTexts.name).fill(name);
  await page.getByRole("dialog").getByRole("button", { name: adminScreenTexts.save }).click();
  await page.getByText(adminCategoryTexts.created).waitFor();
}

/** A satin lipstick no run has added yet, for the catalogue journeys: its category, names and two shades, all tagged. */
export function newSatinLip() {
  const tag = Date.now().toString(36);
  return {
    tag,
    category: `Satin ${tag}`,
    name: `Satin Kiss ${tag}`,
    nameThai: `ลิปซาตินคิส ${tag}`,
    shades: [
      { name: "Rose Satin", nameThai: `โรสซาติน ${tag}`, colour: "#C21E56" },
      { name: "Mocha Satin", nameThai: `มอคค่าซาติน ${tag}`, colour: "#7B4B3A" },
    ],
  };
}

export type NewProduct = {
  name: string;
  nameThai?: string;
  price: string;
  initialStock?: string;
  /** The category's name, as the select shows it. */
  category: string;
  line?: "glossy" | "velvet";
  shades: ReadonlyArray<{ name: string; nameThai?: string; colour: string }>;
};

/** Fills /admin-products' Add Product dialog (which must be open) as staff type it; does not save. */
export async function fillProductDialog(page: Page, product: NewProduct) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(adminProductTexts.name, { exact: true }).fill(product.name);
  if (product.nameThai) await dialog.getByLabel(adminProductTexts.nameThai, { exact: true }).fill(product.nameThai);
  await dialog.getByLabel(adminProductTexts.priceField).fill(product.price);
  if (product.initialStock) await dialog.getByLabel(adminProductTexts.initialStock).fill(product.initialStock);
  await dialog.getByLabel(adminProductTexts.category).selectOption({ label: product.category });
  if (product.line) await dialog.getByLabel(adminProductTexts.line).selectOption(product.line);
  for (const [index, shade] of product.shades.entries()) {
    await dialog.getByLabel(adminProductTexts.shadeName(index + 1), { exact: true }).fill(shade.name);
    if (shade.nameThai) await dialog.getByLabel(adminProductTexts.shadeNameThai(index + 1)).fill(shade.nameThai);
    await dialog.getByLabel(adminProductTexts.shadeColour(index + 1)).fill(shade.colour);
  }
  return dialog;
}

/** Adds a product on /admin-products through its dialog and waits for the success toast. */
export async function addProduct(page: Page, product: NewProduct) {
  await page.goto("/admin-products");
  await page.getByRole("link", { name: adminProductTexts.add }).click();
  const dialog = await fillProductDialog(page, product);
  await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
  await page.getByText(adminProductTexts.created).waitFor({ timeout: 20_000 });
}
