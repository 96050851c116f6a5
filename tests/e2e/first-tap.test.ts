import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { cartTexts } from "../../domain/orders/cart-texts";
import { navTexts } from "../../app/features/layout/texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { uniqueEmail } from "./support/browser";
import { provideBrowser } from "./support/browser";
import { signUpInto } from "./support/accounts";
import { slowPhonePage as openSlowPhonePage } from "./support/slow-phone";

/** Later than the replay once gave a kept tap after hydration (10 s). */
const LATE_CODE_MS = 12_000;

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true });

type TapRecord = { hydrated: boolean; label: string };

/**
 * A fresh tab (without the helper that waits for hydration) on the slow phone, recording for
 * each trusted tap whether the page had hydrated when it landed: the proof that the tap fell
 * into the gap this feature closes.
 */
async function slowPhonePage(): Promise<Page> {
  // A cheap phone on a slow line (decision 021): the CPU slowed 4× and every script a second late.
  const page = await openSlowPhonePage(browser.context);
  await page.addInitScript(() => {
    const taps: TapRecord[] = [];
    (window as unknown as { shopTaps: TapRecord[] }).shopTaps = taps;
    addEventListener(
      "pointerdown",
      (event) => {
        if (!event.isTrusted) return;
        const control = (event.target as Element).closest("button");
        taps.push({
          hydrated: document.documentElement.hasAttribute("data-hydrated"),
          label: control?.getAttribute("aria-label") ?? control?.textContent ?? "",
        });
      },
      { capture: true },
    );
  });
  return page;
}

const tapsOf = (page: Page) => page.evaluate(() => (window as unknown as { shopTaps: TapRecord[] }).shopTaps);
const hydration = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** Taps `control` the moment it is visible and checks that the page had not hydrated yet. */
async function tapAtFirstSight(page: Page, control: Locator) {
  const before = (await tapsOf(page)).length;
  await control.tap();
  const taps = await tapsOf(page);
  expect(taps).toHaveLength(before + 1);
  expect(taps.at(-1)!.hydrated).toBe(false);
}

/** A product that can be added to the cart (in stock), by its storefront path. */
async function productInStock(): Promise<string> {
  const list = await (await fetch(`${shopUrl}/products`)).text();
  const paths = [...new Set([...list.matchAll(/href="(\/products\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
  for (const path of paths) {
    const html = await (await fetch(shopUrl + path)).text();
    // Stock is kept per shade (decision 114): the second shade, the one tapped, must have some too.
    const shades = [...html.matchAll(/<label title="([^"]*)"/g)].map((match) => match[1]!);
    if (html.includes(productTexts.addToCart) && shades.length > 1 && !shades[1]!.includes(productTexts.shadeSoldOut)) return path;
  }
  throw new Error("No product in stock");
}

describe("a tap made before the page has hydrated, on a slow phone", () => {
  it("adds the product in the shade picked to the cart once, when React has taken over", async () => {
    const page = await slowPhonePage();
    await page.goto(await productInStock(), { waitUntil: "commit" });
    // The shade is a native radio: it shows the pick at once, and hydration must not undo it.
    const swatch = page.locator("fieldset label").nth(1);
    await tapAtFirstSight(page, swatch);
    const shade = (await swatch.textContent())!.trim();
    await tapAtFirstSight(page, page.getByRole("button", { name: productTexts.addToCart }));

    const badge = page.locator('[data-testid="cart-badge"]');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe("1");
    const toasts = page.locator("[data-sonner-toast]", { hasText: cartTexts.added });
    await expect.poll(() => toasts.count(), { timeout: 5_000 }).toBe(1);
    // The cart kept one, not two: a new page reads it back from the phone's storage.
    await page.reload({ waitUntil: "commit" });
    await hydration(page);
    await expect.poll(() => badge.textContent(), { timeout: 5_000 }).toBe("1");
    await page.getByRole("link", { name: `${navTexts.cart} (1)` }).click();
    const line = page.locator('[data-testid="cart-line"]');
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    expect(await line.textContent()).toContain(shade);
  });

  it("opens the mobile menu, and leaves it open", async () => {
    const page = await slowPhonePage();
    await page.goto("/products", { waitUntil: "commit" });
    await tapAtFirstSight(page, page.getByRole("button", { name: navTexts.openMenu }));

    const menu = page.getByRole("navigation", { name: "เมนูมือถือ" });
    await menu.waitFor({ state: "visible", timeout: 15_000 });
    await hydration(page);
    // Toggled twice, the menu would be closed again by now.
    await page.waitForTimeout(500);
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: navTexts.closeMenu }).getAttribute("aria-expanded")).toBe("true");
  });

  it("opens a signed-in shopper's account menu, whose code arrives after the page", async () => {
    const name = "น้องแตะ";
    await signUpInto(browser.context, shopUrl, { name, email: uniqueEmail("first-tap"), localAddress: "127.0.0.80" });

    // A member page is rendered for the member: the account button is in it from the start.
    const page = await slowPhonePage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    await tapAtFirstSight(page, page.getByRole("button", { name: navTexts.accountOf(name) }));
    const signOut = page.getByRole("menuitem", { name: navTexts.signOut });
    await signOut.waitFor({ state: "visible", timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await signOut.isVisible()).toBe(true);

    // A storefront page comes from the guests' cache (decision 051): the sign-in link is never
    // shown to the member, and the account button appears once the page knows who they are.
    const storefront = await slowPhonePage();
    await storefront.goto("/products", { waitUntil: "commit" });
    await storefront.locator("h1").first().waitFor({ state: "visible" });
    expect(await storefront.getByRole("link", { name: navTexts.signIn }).isVisible()).toBe(false);
    await storefront.getByRole("button", { name: navTexts.accountOf(name) }).tap({ timeout: 15_000 });
    await storefront.getByRole("menuitem", { name: navTexts.signOut }).waitFor({ state: "visible", timeout: 15_000 });
    expect(await storefront.getByRole("link", { name: navTexts.signIn }).count()).toBe(0);
  });

  it(
    "keeps a tap on the account menu while its code is still on the way, however long after the page hydrated",
    async () => {
      const name = "น้องรอโค้ด";
      await signUpInto(browser.context, shopUrl, { name, email: uniqueEmail("first-tap-slow-code"), localAddress: "127.0.0.81" });
      const page = await slowPhonePage();
      // The account menu's code arrives long after the page has hydrated, as on a busy phone: a tap
      // kept for it must not be given up on a clock that only measured how slow the phone was.
      await page.route(/\/assets\/profile-menu-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, LATE_CODE_MS));
        await route.continue();
      });
      await page.goto("/dashboard", { waitUntil: "commit" });
      await tapAtFirstSight(page, page.getByRole("button", { name: navTexts.accountOf(name) }));
      await hydration(page);
      await page.getByRole("menuitem", { name: navTexts.signOut }).waitFor({ state: "visible", timeout: LATE_CODE_MS + 10_000 });
    },
    LATE_CODE_MS + 40_000,
  );
});
