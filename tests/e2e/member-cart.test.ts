import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE, signInOnPage, signUpInto, MEMBER_PASSWORD } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { cartTexts } from "../../domain/orders/cart-texts";
import { productTexts } from "../../domain/catalog/product-texts";

// Decision 105: a member's cart follows them. Filled on the phone, it is on the laptop after
// sign-in there, merged with what the laptop's guest had put in its cart.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });

const cartBadge = (page: Page) => page.locator('[data-testid="cart-badge"]').textContent();
/** The browser's copy has reached the server: it is the member's, with no change left to send. */
const tradedWithServer = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem("shop-cart-owner") !== null && window.localStorage.getItem("shop-cart-changed") === null);

/** "มีสินค้าเหลือเพียง N ชิ้น", the product page's word for a shade nearly gone. */
const NEARLY_GONE = new RegExp(cartTexts.limitedStock(0).replace("0", "\\d+"));

/**
 * Where a lipstick is whose shown shade has more than a few units left (no "เหลือเพียง N ชิ้น"):
 * the merge's two are then never capped by stock, however many orders earlier journeys placed
 * on the shared shop (the first lipstick in stock can be down to its last unit).
 */
async function plentifulProduct(page: Page): Promise<string> {
  await page.goto("/products");
  const cards = page.locator("main article").filter({ hasText: productTexts.inStock });
  const links = await cards.evaluateAll((articles) => articles.map((article) => article.querySelector("a")?.getAttribute("href") ?? ""));
  for (const link of links.filter(Boolean)) {
    await page.goto(link);
    await page.getByRole("button", { name: productTexts.addToCart }).waitFor();
    if ((await page.getByText(NEARLY_GONE).count()) === 0) return link;
  }
  throw new Error("No lipstick in the shop has more than a few units of its first shade");
}

/** One of it in the cart, from its page. */
async function addToCart(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: productTexts.addToCart }).click();
  await expect.poll(() => cartBadge(page)).toBe("1");
}

describe("a member's cart across browsers", () => {
  it("is on the laptop after sign-in, merged with the laptop's guest cart", async () => {
    const email = uniqueEmail("cart-follows");
    await signUpInto(browser.context, shopUrl, { name: "ตะกร้าตามตัว", email, localAddress: "127.0.91.1" });
    const lipstick = await plentifulProduct(browser.page);
    await addToCart(browser.page, lipstick);
    await expect.poll(() => tradedWithServer(browser.page)).toBe(true);

    const laptop = await browser.person({ viewport: { width: 1280, height: 800 } });
    await addToCart(laptop.page, lipstick);
    await signInOnPage(laptop.page, { email, password: MEMBER_PASSWORD });

    // The phone's one and the laptop guest's one of the same lipstick and shade: two.
    await expect.poll(() => cartBadge(laptop.page)).toBe("2");
    await expect.poll(() => tradedWithServer(laptop.page)).toBe(true);
    // And the phone, on its next page, has the merged cart too.
    await browser.page.goto("/products");
    await expect.poll(() => cartBadge(browser.page)).toBe("2");
  });
});
