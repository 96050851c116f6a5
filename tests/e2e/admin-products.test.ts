import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { adminMessages } from "../../domain/admin-messages";
import { provideBrowser, waitForHydrationOnGoto } from "./support/browser";

const browser = provideBrowser();
const shopUrl = inject("shopUrl");
const m = adminMessages.products;

async function signInAsAdmin() {
  const { page } = browser;
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(inject("adminEmail"));
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(inject("adminPassword"));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** A guest in a browser of their own: no cookies, so the storefront's page cache may answer. */
async function aGuest() {
  const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" });
  return { context, page: waitForHydrationOnGoto(await context.newPage()) };
}

describe("products in the back-office", () => {
  it("an admin adds a product with an uploaded photo and two shades in a new category; guests see it, its new price, and then no more of it", async () => {
    const { page } = browser;
    const tag = Date.now().toString(36);
    const category = `Satin ${tag}`;
    const name = `Satin Kiss ${tag}`;
    const nameThai = `ลิปซาตินคิส ${tag}`;
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#b03060" } }).jpeg().toBuffer();
    await signInAsAdmin();

    await page.goto("/admin-categories");
    await page.getByRole("link", { name: "Add Category" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill(category);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText(adminMessages.categories.created).isVisible()).toBe(true);

    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: /Products/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin-products");
    await page.getByRole("link", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Thai name", { exact: true }).fill(nameThai);
    await dialog.getByLabel("Price (฿)").fill("289.505");
    await dialog.getByLabel("Initial stock").fill("15");
    await dialog.getByLabel("Category").selectOption({ label: category });
    await dialog.getByLabel("Line").selectOption("velvet");
    await dialog.getByLabel("Shade 1 name").fill("Rose Satin");
    await dialog.getByLabel("Shade 1 Thai name").fill(`โรสซาติน ${tag}`);
    await dialog.getByLabel("Shade 1 colour").fill("#C21E56");
    await dialog.getByLabel("Shade 2 name").fill("Mocha Satin");
    await dialog.getByLabel("Shade 2 Thai name").fill(`มอคค่าซาติน ${tag}`);
    await dialog.getByLabel("Shade 2 colour").fill("#7B4B3A");
    await dialog.getByRole("button", { name: "Save" }).click();
    // Three decimals: refused next to the price, everything typed kept.
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(m.priceInvalid);
    expect(await dialog.getByLabel("Shade 2 name").inputValue()).toBe("Mocha Satin");
    await dialog.getByLabel("Price (฿)").fill("289.50");
    await dialog.getByLabel("Upload image").setInputFiles({ name: "satin.jpg", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByRole("button", { name: "Save" }).click();
    // The photo is re-encoded (WebP and AVIF at each width) before the answer comes.
    await expect.poll(() => page.getByText(m.created).isVisible(), { timeout: 20_000 }).toBe(true);

    await page.getByRole("searchbox", { name: m.searchPlaceholder }).fill(category);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("฿289.50");
    expect(await row.textContent()).toContain(category);
    await expect.poll(() => page.getByText(m.showing(1, 1, 1)).isVisible()).toBe(true);
    // The upload was re-encoded into the shop's own WebP ladder (the thumbnail is decorative: alt="").
    expect(await row.locator("img").getAttribute("src")).toMatch(/^\/media\/products\/[0-9a-f-]{36}-160\.webp$/);

    const guest = await aGuest();
    try {
      await guest.page.goto("/products");
      const card = guest.page.getByRole("link", { name: new RegExp(nameThai) });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.textContent()).toContain("฿289.50");
      await card.click();
      await guest.page.waitForURL((url) => url.pathname.startsWith("/products/satin-kiss-"));
      await expect.poll(() => guest.page.getByRole("heading", { name: nameThai }).isVisible()).toBe(true);
      await expect.poll(() => guest.page.getByRole("radio").count()).toBe(2);
      await expect.poll(() => guest.page.getByRole("radio", { name: `โรสซาติน ${tag}` }).count()).toBe(1);
      await expect.poll(() => guest.page.getByRole("radio", { name: `มอคค่าซาติน ${tag}` }).count()).toBe(1);
      const productPath = new URL(guest.page.url()).pathname;

      await row.getByRole("link", { name: `Edit ${name}` }).click();
      expect(await dialog.getByLabel("Price (฿)").inputValue()).toBe("289.50");
      await dialog.getByLabel("Price (฿)").fill("319");
      // With scripts, shade rows come and go with buttons.
      await dialog.getByRole("button", { name: "Remove shade 2" }).click();
      await expect.poll(() => dialog.getByLabel("Shade 2 name").inputValue()).toBe("");
      await dialog.getByRole("button", { name: "Add shade" }).click();
      await dialog.getByLabel("Shade 5 name").fill("Berry Satin");
      await dialog.getByLabel("Shade 5 colour").fill("#8E4585");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.getByText(m.updated).isVisible()).toBe(true);
      await expect.poll(() => row.textContent()).toContain("฿319");

      await guest.page.goto(productPath);
      await expect.poll(() => guest.page.getByRole("radio", { name: "Berry Satin" }).count()).toBe(1);
      expect(await guest.page.getByRole("radio", { name: `มอคค่าซาติน ${tag}` }).count()).toBe(0);
      expect(await guest.page.getByRole("radio").count()).toBe(2);

      await guest.page.goto("/products");
      await expect.poll(() => guest.page.getByRole("link", { name: new RegExp(nameThai) }).textContent()).toContain("฿319");

      await row.getByRole("link", { name: `Delete ${name}` }).click();
      await expect.poll(() => dialog.textContent()).toContain(`Delete ${name}?`);
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect.poll(() => page.getByText(m.deleted).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(m.noneFound).isVisible()).toBe(true);

      await guest.page.goto(productPath);
      await expect.poll(() => guest.page.getByText("ไม่พบสินค้า").first().isVisible()).toBe(true);
    } finally {
      await guest.context.close();
    }
  });

  it("works without scripts: shades added in the empty rows, removed with a row's box, the product deleted after confirmation", async () => {
    await signInAsAdmin();
    const state = await browser.context.storageState();
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, javaScriptEnabled: false, storageState: state });
    const name = `Plain Form Lip ${Date.now().toString(36)}`;
    try {
      const page = await context.newPage();
      await page.goto("/admin-products?new=1");
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("Price (฿)").fill("129");
      await dialog.getByLabel("Category").selectOption({ index: 1 });
      await dialog.getByLabel("Shade 1 name").fill("Apricot");
      await dialog.getByLabel("Shade 1 colour").fill("#FBCEB1");
      // The second row is left empty: no shade there.
      await dialog.getByLabel("Shade 3 name").fill("Cocoa");
      await dialog.getByLabel("Shade 3 colour").fill("#6B4226");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.waitForURL((url) => url.pathname === "/admin-products" && !url.searchParams.has("new"));

      await page.goto(`/admin-products?q=${encodeURIComponent(name)}`);
      await page.getByRole("link", { name: `Edit ${name}` }).click();
      expect(await dialog.getByLabel("Shade 1 name").inputValue()).toBe("Apricot");
      expect(await dialog.getByLabel("Shade 2 name").inputValue()).toBe("Cocoa");
      expect(await dialog.getByLabel("Shade 3 name").inputValue()).toBe("");
      // No script to add or remove rows: none of its buttons is offered.
      expect(await dialog.getByRole("button", { name: "Add shade" }).count()).toBe(0);
      await dialog.getByRole("checkbox", { name: "Remove shade 1" }).check();
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.waitForURL((url) => !url.searchParams.has("edit"));

      await page.getByRole("link", { name: `Edit ${name}` }).click();
      expect(await dialog.getByLabel("Shade 1 name").inputValue()).toBe("Cocoa");
      expect(await dialog.getByLabel("Shade 2 name").inputValue()).toBe("");
      await page.goto(`/admin-products?q=${encodeURIComponent(name)}`);
      await page.getByRole("link", { name: `Delete ${name}` }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.waitForURL((url) => !url.searchParams.has("delete"));
      expect(await page.getByText(m.noneFound).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
