import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { GUEST_STOREFRONT_PATHS, provideProductPath } from "./support/storefront-pages";
import { signUpInto } from "./support/accounts";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();

// A small phone, a common phone, a tablet and a laptop.
const WIDTHS = [360, 390, 768, 1280] as const;
const GUEST_PATHS = GUEST_STOREFRONT_PATHS;
const MEMBER_PATHS = ["/", "/dashboard", "/profile", "/payment-settings"];

const product = provideProductPath();

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

/**
 * The word groups of the matched elements' text that the browser broke across lines
 * ('สีชมพูเอ็มแอ|ลบีบี'), measured character by character with ranges. Groups end at spaces
 * and at the page's own break marks (`<wbr>`, a zero-width space).
 */
function groupsBrokenAcrossLines(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      let group = "";
      const lines = new Set<number>();
      const finish = () => {
        if (lines.size > 1) broken.push(group);
        group = "";
        lines.clear();
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node instanceof Text)) {
          if (node.nodeName === "WBR") finish();
          continue;
        }
        for (let offset = 0; offset < node.data.length; offset++) {
          if (/[\s\u200b]/.test(node.data[offset]!)) {
            finish();
            continue;
          }
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = range.getClientRects()[0];
          // A combining vowel or tone mark has no box of its own.
          if (rect && rect.width > 0) lines.add(Math.round(rect.top + rect.height / 2));
          group += node.data[offset];
        }
      }
      finish();
    }
    return broken;
  }, selector);
}

describe("Thai names and labels", () => {
  it("break only between their word groups on the product list and a product page", async () => {
    const { page } = browser;
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/products");
      expect(await page.locator("article h3").count()).toBeGreaterThan(4);
      expect({ width, broken: await groupsBrokenAcrossLines(page, "article h3") }).toEqual({ width, broken: [] as string[] });
      await page.goto(product.path);
      expect({ width, broken: await groupsBrokenAcrossLines(page, "h1, legend") }).toEqual({ width, broken: [] });
    }
  });
});

describe("no storefront page scrolls sideways", () => {
  it("for a guest at phone, tablet and desktop widths", { timeout: 240_000 }, async () => {
    await expectNoSidewaysScroll(browser.page, [...GUEST_PATHS, product.path]);
  });

  it("for a signed-in member at phone, tablet and desktop widths", { timeout: 120_000 }, async () => {
    // Signed up through the API from this journey's own client address (the browser's is shared).
    await signUpInto(browser.context, shopUrl, { name: "น้องมะปราง", email: uniqueEmail("layout"), localAddress: "127.0.0.80" });
    await expectNoSidewaysScroll(browser.page, MEMBER_PATHS);
    // The member area's tabs ('ประวัติการสั่ง|ซื้อ') on the narrowest phone.
    await browser.page.setViewportSize({ width: 360, height: 800 });
    await browser.page.goto("/dashboard");
    expect(await groupsBrokenAcrossLines(browser.page, "nav li")).toEqual([]);
  });
});
