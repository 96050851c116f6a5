import { describe, expect, inject, it } from "vitest";
import { provideBrowser } from "./support/browser";

const shopUrl = inject("shopUrl");
const get = (path: string, headers: Record<string, string> = {}) => fetch(shopUrl + path, { headers });

describe("the production server's page cache", () => {
  it("answers a guest's repeat visit from memory, and renders for anyone with a shop cookie", async () => {
    await get("/");
    const guest = await get("/");
    expect(guest.headers.get("x-shop-cache")).toBe("hit");
    expect(guest.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30$/);
    const html = await guest.text();
    expect(html).toContain("สินค้าแนะนำ");
    expect(html).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/);

    const revalidated = await get("/", { "if-none-match": guest.headers.get("etag")! });
    expect(revalidated.status).toBe(304);

    const bench = await get("/", { cookie: "shop_bench_nocache=1" });
    expect(bench.headers.get("x-shop-cache")).toBe("bypass");
    expect(bench.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/auth")).headers.get("x-shop-cache")).toBe("bypass");
  });

  it("never caches a 404", async () => {
    await get("/no-such-landing-page");
    const again = await get("/no-such-landing-page");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-shop-cache")).toBe("miss");
  });
});

const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

describe("a cached page in the browser", () => {
  it("hydrates with its stylesheet, which the browser keeps for the next page", async () => {
    const { page } = browser;
    await get("/");
    const response = await page.goto("/");
    expect(await response?.headerValue("x-shop-cache")).toBe("hit");
    await expect.poll(() => page.getByRole("heading", { name: "สินค้าแนะนำ" }).isVisible()).toBe(true);
    const stylesheet = await page.evaluate(() => (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement).href);
    const asset = await fetch(stylesheet);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    await page.getByRole("link", { name: "เข้าสู่ระบบ" }).first().click();
    await page.waitForURL((url) => url.pathname === "/auth");
    // Exact: the guests' disabled Control Panel button reads 'เข้าสู่ระบบเพื่อจัดการ'.
    const signInButton = page.getByRole("main").getByRole("button", { name: "เข้าสู่ระบบ", exact: true });
    expect(await signInButton.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(209, 36, 90)");
    // A full page load takes the stylesheet from the browser's cache (nothing transferred).
    await page.goto("/products");
    expect(
      await page
        .getByRole("heading", { level: 1 })
        .first()
        .evaluate((h) => getComputedStyle(h).fontWeight),
    ).toBe("700");
    const transferred = await page.evaluate((url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.transferSize, stylesheet);
    expect(transferred).toBe(0);
  });
});
