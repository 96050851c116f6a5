import { describe, expect, it } from "vitest";
import { adminProductTexts } from "../../domain/admin/admin-product-texts";
import { signInAsAdmin } from "./support/accounts";
import { addCategory, addProduct, newSatinLip, onlyRowNaming, searchAdminList } from "./support/admin-steps";
import { provideBrowser } from "./support/browser";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import type { Page } from "playwright-core";

/** The product page's shade picker (its legend starts "สี:"); a sold-out product also offers the alert's channel radios. */
const shadePicker = (page: Page) => page.getByRole("group", { name: new RegExp(`^${productTexts.colour}:`) });

const browser = provideBrowser();
const m = adminProductTexts;

// Adding a product (with its photo, shades, price checks and stock) is the catalogue journey's
// (tests/e2e/catalogue.test.ts); this file edits and deletes one.
describe("products in the back-office", () => {
  it("an admin changes a product's price and shades, then deletes it; guests see each change", async () => {
    const { page } = browser;
    const { tag, category, name, nameThai, shades } = newSatinLip();
    await signInAsAdmin(page);
    await addCategory(page, category);
    await addProduct(page, {
      name,
      nameThai,
      price: "289.50",
      // No stock yet: a shade that has stock cannot be removed until it is counted out (decision 114,
      // products.test.ts), and this journey removes one.
      initialStock: "0",
      category,
      shades,
    });
    await searchAdminList(page, m.searchPlaceholder, category);
    const row = await onlyRowNaming(page, name);
    const dialog = page.getByRole("dialog");

    const guest = await browser.person();
    await guest.page.goto("/products");
    await guest.page.getByRole("link", { name: new RegExp(nameThai) }).click();
    await guest.page.waitForURL((url) => url.pathname.startsWith("/products/satin-kiss-"));
    await expect.poll(() => shadePicker(guest.page).getByRole("radio").count()).toBe(2);
    const productPath = new URL(guest.page.url()).pathname;

    await row.getByRole("link", { name: `${adminScreenTexts.edit} ${name}` }).click();
    expect(await dialog.getByLabel(m.priceField).inputValue()).toBe("289.50");
    await dialog.getByLabel(m.priceField).fill("319");
    // With scripts, shade rows come and go with buttons.
    await dialog.getByRole("button", { name: m.removeShade(2) }).click();
    await expect.poll(() => dialog.getByLabel(m.shadeName(2)).inputValue()).toBe("");
    await dialog.getByRole("button", { name: m.addShade }).click();
    await dialog.getByLabel(m.shadeName(5)).fill("Berry Satin");
    await dialog.getByLabel(m.shadeColour(5)).fill("#8E4585");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => page.getByText(m.updated).isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).toContain("฿319");

    await guest.page.goto(productPath);
    await expect.poll(() => guest.page.getByRole("radio", { name: "Berry Satin" }).count()).toBe(1);
    expect(await guest.page.getByRole("radio", { name: `มอคค่าซาติน ${tag}` }).count()).toBe(0);
    expect(await shadePicker(guest.page).getByRole("radio").count()).toBe(2);

    await guest.page.goto("/products");
    await expect.poll(() => guest.page.getByRole("link", { name: new RegExp(nameThai) }).textContent()).toContain("฿319");

    await row.getByRole("link", { name: `${adminScreenTexts.delete} ${name}` }).click();
    await expect.poll(() => dialog.textContent()).toContain(m.confirmDelete(name, 0));
    await dialog.getByRole("button", { name: adminScreenTexts.delete }).click();
    await expect.poll(() => page.getByText(m.deleted).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(m.noneFound).isVisible()).toBe(true);

    await guest.page.goto(productPath);
    await expect.poll(() => guest.page.getByText("ไม่พบสินค้า").first().isVisible()).toBe(true);
  });

  it("works without scripts: shades added in the empty rows, removed with a row's box, the product deleted after confirmation", async () => {
    await signInAsAdmin(browser.page);
    const { page } = await browser.person({ javaScriptEnabled: false, storageState: await browser.context.storageState() });
    const name = `Plain Form Lip ${Date.now().toString(36)}`;
    await page.goto("/admin-products?new=1");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(m.name, { exact: true }).fill(name);
    await dialog.getByLabel(m.priceField).fill("129");
    await dialog.getByLabel(m.category).selectOption({ index: 1 });
    await dialog.getByLabel(m.shadeName(1)).fill("Apricot");
    await dialog.getByLabel(m.shadeColour(1)).fill("#FBCEB1");
    // The second row is left empty: no shade there.
    await dialog.getByLabel(m.shadeName(3)).fill("Cocoa");
    await dialog.getByLabel(m.shadeColour(3)).fill("#6B4226");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await page.waitForURL((url) => url.pathname === "/admin-products" && !url.searchParams.has("new"));

    await page.goto(`/admin-products?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `${adminScreenTexts.edit} ${name}` }).click();
    expect(await dialog.getByLabel(m.shadeName(1)).inputValue()).toBe("Apricot");
    expect(await dialog.getByLabel(m.shadeName(2)).inputValue()).toBe("Cocoa");
    expect(await dialog.getByLabel(m.shadeName(3)).inputValue()).toBe("");
    // No script to add or remove rows: none of its buttons is offered.
    expect(await dialog.getByRole("button", { name: m.addShade }).count()).toBe(0);
    await dialog.getByRole("checkbox", { name: m.removeShade(1) }).check();
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await page.waitForURL((url) => !url.searchParams.has("edit"));

    await page.getByRole("link", { name: `${adminScreenTexts.edit} ${name}` }).click();
    expect(await dialog.getByLabel(m.shadeName(1)).inputValue()).toBe("Cocoa");
    expect(await dialog.getByLabel(m.shadeName(2)).inputValue()).toBe("");
    await page.goto(`/admin-products?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `${adminScreenTexts.delete} ${name}` }).click();
    await dialog.getByRole("button", { name: adminScreenTexts.delete }).click();
    await page.waitForURL((url) => !url.searchParams.has("delete"));
    expect(await page.getByText(m.noneFound).count()).toBe(1);
  });
});
