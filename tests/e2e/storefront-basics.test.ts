import { describe, expect, inject, it } from "vitest";
import { provideBrowser } from "./support/browser";

const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

describe("a guest on a phone", () => {
  it("opens the home page and sees the Thai storefront with demo products", async () => {
    const { page } = browser;
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("th");
    await expect.poll(() => page.getByRole("heading", { name: "สินค้าแนะนำ" }).isVisible()).toBe(true);
    const cards = page.locator("article");
    expect(await cards.count()).toBe(4);
    // Server-rendered: the product names are in the HTML itself, not filled in by scripts.
    const html = await response!.text();
    expect(html).toContain("สินค้าแนะนำ");
    expect(html).toMatch(/฿\d/);
    await expect.poll(() => page.getByRole("link", { name: "เข้าสู่ระบบ" }).first().isVisible()).toBe(true);
  });

  // Deferred hydration's own promise: not made with the rendering tricks off (decision 062).
  it.skipIf(inject("renderingTricks") === "off")("sees the page painted before a single script is fetched, then it comes alive", async () => {
    const { page } = browser;
    await page.goto("/products");
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scriptStarts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    // Hydrated: a filter now changes the list in place, without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "กรองตามประเภทสินค้า" }).getByRole("link", { name: "Velvet", exact: true }).click();
    await page.waitForURL((url) => url.search.includes("velvet"));
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  it("opens the mobile menu and it closes after choosing a link", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "หน้าแรก" }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it("closes the mobile menu with Escape and is back on the menu button", async () => {
    const { page } = browser;
    await page.goto("/");
    const openButton = page.getByRole("button", { name: "เปิดเมนู" });
    await openButton.click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Focus is inside the menu when the shopper gives up on it.
    await menu.getByRole("link", { name: "สินค้า", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await openButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("gets the 404 page with a 404 status and a link home for an unknown path", async () => {
    const { page } = browser;
    const response = await page.goto("/no/such/page-here");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "กลับหน้าแรก" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
