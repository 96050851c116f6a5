import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chatTexts } from "../../domain/chat/chat-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { controlPanelButtonTexts } from "../../app/features/layout/texts";
import { signInAsAdmin, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";

// Issue 40, decision 112: one rule for everything that floats — the chat button, the toasts,
// staff's "แผงควบคุม" — content never sits under it. Checked on a 360 and a 390 px phone, on every
// page that has one, at the top, the middle and the bottom of the page: no text or control of the
// page meets a floating control's box.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });
const WIDTHS = [360, 390] as const;

/** What the page's own text and controls are that a floating control sits over, described for the failure message. */
function coveredBy(page: Page, floating: string) {
  return page.evaluate((selector) => {
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.getClientRects().length > 0);
    const content = document.querySelectorAll<HTMLElement>(
      "main :is(h1,h2,h3,p,li,dt,dd,td,th,label,a,button,input,select,textarea,img), footer :is(a,button,p,h2), header :is(a,button,input), #header-search-phone :is(input,button)",
    );
    const found: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      for (const element of content) {
        if (control.contains(element) || element.contains(control)) continue;
        const other = element.getBoundingClientRect();
        if (other.width === 0 || other.height === 0) continue;
        const meets = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
        if (meets) found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
      }
    }
    return { controls: controls.length, covered: found };
  }, floating);
}

/** The page at its top, middle and bottom, at each phone width: nothing under `floating`, which is on the page. */
async function nothingUnder(page: Page, paths: readonly string[], floating: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      // A member's controls arrive with the member (a cached page learns who it is from /api/me, decision 051).
      await page.locator(floating).first().waitFor({ state: "attached" });
      for (const at of [0, 0.5, 1]) {
        await page.evaluate((share) => window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * share, behavior: "instant" }), at);
        const seen = await coveredBy(page, floating);
        expect({ width, path, at, ...seen }).toEqual({ width, path, at, controls: 1, covered: [] });
      }
    }
  }
}

describe("nothing floats over what a phone shopper reads (issue 40)", () => {
  it("the chat button and a toast cover no text or control; staff's Control Panel covers neither the search nor a title", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "ลอยไม่ทับ", email: uniqueEmail("floats"), localAddress: "127.0.92.1" });
    const chat = `button[aria-label="${chatTexts.open}"]`;
    await page.goto("/products");
    const product = (await page.locator('main a[href^="/products/"]').first().getAttribute("href"))!;
    await nothingUnder(page, ["/", "/products", product, "/reviews", "/faq", "/contact", "/cart", "/dashboard", "/profile", "/payment-settings"], chat);

    // A toast takes a row of the sticky header: the page's title and the cart badge stay in view.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(product);
      await page.getByRole("button", { name: productTexts.addToCart }).first().click();
      await page.locator("[data-sonner-toast]").first().waitFor();
      // At the top of the page, where it comes to rest (it slides in from above): the page has moved down for it.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect.poll(() => coveredBy(page, "[data-sonner-toast]"), { timeout: 3000 }).toEqual({ controls: 1, covered: [] });
    }

    const staff = await browser.person({ viewport: { width: 390, height: 800 } });
    await signInAsAdmin(staff.page);
    await nothingUnder(staff.page, ["/", "/products", product], `button[aria-haspopup="menu"][data-control-panel]`);
    expect(await staff.page.getByRole("button", { name: controlPanelButtonTexts.open }).count()).toBe(1);
  });
});
