import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { provideBrowser } from "./support/browser";

const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

/** The carousel marks slides that are scrolled away `inert` once Embla runs: the page is hydrated. */
async function waitForCarousel(page: Page, label: string) {
  const carousel = page.getByRole("region", { name: label });
  await expect.poll(() => carousel.locator("[inert]").count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return carousel;
}

async function selectedDot(page: Page, label: string) {
  const dots = page.getByRole("region", { name: label }).locator("[data-carousel-dot]");
  const states = await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-current")));
  return states.indexOf("true");
}

describe("promotions", () => {
  it("a guest sees a flash sale with its discount and a ticking countdown, and adds it at the sale price", async () => {
    const { page } = browser;
    const response = await page.goto("/promotions");
    expect(response?.status()).toBe(200);
    // Server-rendered: the sale, its badge and its countdown are in the HTML itself.
    const html = await response!.text();
    expect(html).toContain("ลด 20%");
    expect(html).toContain("data-countdown");

    const card = page.locator("[data-flash-sale]").first();
    await expect.poll(() => card.locator("[data-discount-badge]").textContent()).toBe("ลด 20%");
    expect(await card.textContent()).toContain("฿199");
    expect(await card.locator("s").textContent()).toBe("฿249");

    const countdown = card.locator("[data-countdown]");
    const before = await countdown.textContent();
    await page.waitForTimeout(1500);
    await expect.poll(() => countdown.textContent(), { timeout: 10_000 }).not.toBe(before);

    // The sale's lipstick comes in shades: the card leads to its page, where the shade is picked
    // and the sale price still holds.
    const nameThai = (await card.locator("h3").textContent())!.trim();
    await card.getByRole("link", { name: `เลือกเฉดสี ${nameThai}` }).click();
    await page.waitForURL(/\/products\/[a-z0-9-]+$/);
    await page.getByRole("button", { name: "เพิ่มลงตะกร้า" }).click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent(), { timeout: 5000 }).toBe("1");
    await expect.poll(() => page.getByText("เพิ่มในตะกร้าแล้ว").isVisible()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("shop-cart-v1") ?? "[]"));
    expect(stored).toEqual([expect.objectContaining({ unitPrice: 19900, colorId: expect.any(String), quantity: 1 })]);
    expect(stored[0].colorName).not.toBe("ปกติ");

    await page.goto("/promotions");
    // Special offers are there; the promotion slides form a carousel.
    expect(await page.getByRole("heading", { name: "ข้อเสนอพิเศษ" }).isVisible()).toBe(true);
    await waitForCarousel(page, "โปรโมชั่น");
  });
});

describe("home", () => {
  it("shows the hero carousel, whose arrows and dots move between slides", async () => {
    const { page } = browser;
    // No autoplay for this check: only the shopper moves the slides.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await selectedDot(page, "แบนเนอร์แนะนำสินค้า")).toBe(0);

    // The first tap on an arrow also starts the carousel's engine, and still moves it.
    const hero = page.getByRole("region", { name: "แบนเนอร์แนะนำสินค้า" });
    await hero.getByRole("button", { name: "สไลด์ถัดไป" }).click();
    await expect.poll(() => selectedDot(page, "แบนเนอร์แนะนำสินค้า")).toBe(1);
    await hero.getByRole("button", { name: "ไปที่สไลด์ที่ 3" }).click();
    await expect.poll(() => selectedDot(page, "แบนเนอร์แนะนำสินค้า")).toBe(2);
    // It loops: next from the last slide is the first.
    await hero.getByRole("button", { name: "สไลด์ถัดไป" }).click();
    await expect.poll(() => selectedDot(page, "แบนเนอร์แนะนำสินค้า")).toBe(0);
    await expect.poll(() => hero.getByRole("heading", { name: "Glossy Lips ริมฝีปากฉ่ำวาว" }).isVisible()).toBe(true);
  });

  it("advances the hero by itself after the slide's interval", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.mouse.move(0, 0);
    expect(await selectedDot(page, "แบนเนอร์แนะนำสินค้า")).toBe(0);
    await expect.poll(() => selectedDot(page, "แบนเนอร์แนะนำสินค้า"), { timeout: 9000, interval: 500 }).toBe(1);
    // The carousel's engine, started for that first turn, keeps it going.
    await expect.poll(() => selectedDot(page, "แบนเนอร์แนะนำสินค้า"), { timeout: 12_000, interval: 500 }).toBe(2);
  });

  it("shows the reviews carousel, and no video section while there are no videos", async () => {
    const { page } = browser;
    await page.goto("/");
    // The carousel starts only once it nears the screen.
    await page.getByRole("region", { name: "รายการรีวิวจากลูกค้า" }).scrollIntoViewIfNeeded();
    const reviews = await waitForCarousel(page, "รายการรีวิวจากลูกค้า");
    expect(await reviews.locator("figure").count()).toBe(8);
    expect(await reviews.getByRole("img", { name: /จาก 5 ดาว/ }).count()).toBe(8);
    // One review per view on a phone: the second is scrolled away until "next".
    const second = reviews.locator("figure").nth(1);
    expect(await second.evaluate((figure) => figure.closest("[inert]") !== null)).toBe(true);
    await reviews.getByRole("button", { name: "สไลด์ถัดไป" }).click();
    await expect.poll(() => second.evaluate((figure) => figure.closest("[inert]") === null)).toBe(true);

    // The demo shop has no videos: no empty section, and never the back-office's instructions (issue 24).
    expect(await page.getByRole("heading", { name: "วิดีโอแนะนำ" }).count()).toBe(0);
    expect(await page.getByText("ยังไม่มีวิดีโอ").count()).toBe(0);
    expect(await page.getByText(/Dashboard/).count()).toBe(0);
  });
});

describe("reviews and the landing page", () => {
  it("lists all 8 reviews on /reviews", async () => {
    const { page } = browser;
    const response = await page.goto("/reviews");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("รีวิวจากลูกค้าทั้งหมด");
    expect(await page.locator("main figure").count()).toBe(8);
  });

  it("renders the landing page from site config, and other single segments are a real 404", async () => {
    const { page } = browser;
    const response = await page.goto("/lip");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain("Velvet Lip & Glossy Lip");
    expect(await page.getByRole("heading", { name: "เฉดสี Velvet Lip" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "เฉดสี Glossy Lip" }).isVisible()).toBe(true);
    const shade = page.locator("[data-shade]").first();
    expect(await shade.textContent()).toContain("V01");
    expect(await shade.locator("s").textContent()).toBe("฿249");
    expect(await shade.textContent()).toContain("฿199");
    expect(await page.getByText("จากราคาปกติ ฿249 เหลือเพียง ฿199 ต่อแท่ง").first().isVisible()).toBe(true);
    await shade.getByRole("link", { name: /สั่งซื้อเลย/ }).click();
    await page.waitForURL((url) => url.hash === "#flash-sale");
    await expect.poll(() => page.getByRole("heading", { name: "Flash Sale" }).isVisible()).toBe(true);
    expect(await page.getByText("© 2025").isVisible()).toBe(true);

    expect((await page.goto("/glossy-lip"))?.status()).toBe(200);

    const missing = await page.goto("/no-such-landing");
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
  });
});
