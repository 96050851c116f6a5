import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();

// A small phone, a common phone, a tablet and a laptop.
const WIDTHS = [360, 390, 768, 1280] as const;
const GUEST_PATHS = ["/", "/products", "/cart", "/reviews", "/promotions", "/contact", "/faq", "/lipstick-info", "/privacy", "/terms", "/auth"];
const MEMBER_PATHS = ["/", "/dashboard", "/profile", "/payment-settings"];

let productPath = "";
beforeAll(async () => {
  const html = await (await fetch(`${shopUrl}/products`)).text();
  productPath = /href="(\/products\/[^"?]+)"/.exec(html)?.[1] ?? "";
  expect(productPath).not.toBe("");
});

/** The page's width beyond the window, and the elements that stick out furthest (for the failure message). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return "none";
    const outside = [...document.body.querySelectorAll("*")]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > root.clientWidth)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ends at ${Math.round(right)}px`);
    return `${overflow}px too wide: ${outside.join("; ")}`;
  });
}

async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      expect({ width, path, overflow: await sidewaysOverflow(page) }).toEqual({ width, path, overflow: "none" });
    }
  }
}

describe("no storefront page scrolls sideways", () => {
  it("for a guest at phone, tablet and desktop widths", { timeout: 240_000 }, async () => {
    await expectNoSidewaysScroll(browser.page, [...GUEST_PATHS, productPath]);
  });

  it("for a signed-in member at phone, tablet and desktop widths", { timeout: 120_000 }, async () => {
    // Signed up through the API from this journey's own client address (the browser's is shared).
    const response = await postJson(
      `${shopUrl}/api/auth/sign-up/email`,
      { name: "น้องมะปราง", email: uniqueEmail("layout"), password: "Lipstick-2024!" },
      { localAddress: "127.0.0.80", headers: { origin: shopUrl } },
    );
    expect(response.status).toBe(200);
    await addSessionCookies(browser.context, shopUrl, response.headers["set-cookie"]);
    await expectNoSidewaysScroll(browser.page, MEMBER_PATHS);
  });
});
