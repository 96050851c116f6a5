import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { shopWordPattern } from "../../domain/shared/thai-words";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { uploadSlip } from "./support/payment-steps";
import { GUEST_STOREFRONT_PATHS, MEMBER_ACCOUNT_PATHS, provideProductPath } from "./support/storefront-pages";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });

// The two phone widths of issue 24: a small phone and a common one.
const WIDTHS = [360, 390] as const;
// The demo lipstick whose shade 'แดงคลาสสิก' broke as 'แดงคลาส|สิก' in the order summary (issue 24).
const CLASSIC_RED_PRODUCT = "/products/velvet-matte-lipstick-brick-red";
const CLASSIC_RED = "แดงคลาสสิก";

/**
 * The shop's Thai words (`domain/shared/thai-words.ts`, decision 081) that the page shows split across
 * two lines, with the text they sit in: each character's box is measured with a range, so the
 * lines are the ones the browser drew, whatever markup the text is in.
 */
function shopWordsBrokenAcrossLines(page: Page) {
  const pattern = shopWordPattern();
  return page.evaluate(
    ({ source, flags }) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node as Text).data;
        for (const match of text.matchAll(new RegExp(source, flags))) {
          const lines = new Set<number>();
          for (let offset = match.index; offset < match.index + match[0].length; offset++) {
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const rect = range.getClientRects()[0];
            // A combining vowel or tone mark has no box of its own.
            if (rect && rect.width > 0) lines.add(Math.round(rect.top + rect.height / 2));
          }
          if (lines.size > 1) broken.push(`${match[0]} in "${text.trim().slice(0, 80)}"`);
        }
      }
      return broken;
    },
    { source: pattern.source, flags: pattern.flags },
  );
}

/**
 * The shop's words in the toasts that the browser is free to break: text Sonner draws from the
 * string it is given, outside our JSX, so the rule reaches it only through the toast mechanism
 * (decision 090). A word is safe when its characters sit in one text node inside a no-wrap element.
 */
function shopWordsBreakableInToasts(page: Page) {
  const pattern = shopWordPattern();
  return page.evaluate(
    ({ source, flags }) => {
      const breakable: string[] = [];
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const walker = document.createTreeWalker(toast, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node as Text).data;
          const nowrap = node.parentElement !== null && getComputedStyle(node.parentElement).whiteSpace.startsWith("nowrap");
          for (const match of text.matchAll(new RegExp(source, flags))) if (!nowrap || match[0] !== text) breakable.push(`${match[0]} in "${text}"`);
        }
      }
      return breakable;
    },
    { source: pattern.source, flags: pattern.flags },
  );
}

/**
 * Opens each page at each phone width and collects the shop's words broken across lines, and
 * any hydration error React reports (the rule runs on the server and in the browser alike).
 */
async function walk(page: Page, paths: readonly string[]) {
  const broken: Array<{ width: number; path: string; word: string }> = [];
  const hydrationErrors: string[] = [];
  const listen = (message: { type(): string; text(): string }) => {
    if (message.type() === "error" && /hydrat|#418|#425/i.test(message.text())) hydrationErrors.push(message.text());
  };
  page.on("console", listen);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      for (const word of await shopWordsBrokenAcrossLines(page)) broken.push({ width, path, word });
    }
  }
  page.off("console", listen);
  return { broken, hydrationErrors };
}

const product = provideProductPath();

describe("Thai words stay whole on a phone (issue 24 rough edge 3, issue 25)", () => {
  it("on every storefront page a guest opens", { timeout: 240_000 }, async () => {
    const walked = await walk(browser.page, [...GUEST_STOREFRONT_PATHS, product.path, CLASSIC_RED_PRODUCT]);
    expect(walked).toEqual({ broken: [], hydrationErrors: [] });
  });

  it("in a toast, which Sonner draws from a string: 'สั่งซื้อ' in the sign-in-first notice", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: checkoutTexts.signInRequired });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(checkoutTexts.signInRequired);
    expect(await shopWordsBreakableInToasts(page)).toEqual([]);
    expect(await shopWordsBrokenAcrossLines(page)).toEqual([]);
  });

  it(
    "on a member's pages, with 'แดงคลาสสิก' in the order summary and a slip 'รอตรวจสอบ', and in the back-office's payments and orders",
    { timeout: 300_000 },
    async () => {
      const { page, context } = browser;
      await signUpInto(context, shopUrl, { name: "แพรวา", email: uniqueEmail("breaks"), localAddress: "127.0.81.1" });
      await page.goto(CLASSIC_RED_PRODUCT);
      // The swatch is the radio's visible face (and carries the shade's name as its title).
      await page.getByTitle(CLASSIC_RED, { exact: true }).click();
      await expect.poll(() => page.getByRole("radio", { name: CLASSIC_RED }).isChecked()).toBe(true);
      await page.getByRole("button", { name: productTexts.addToCart }).click();
      await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");
      await page.goto("/checkout");
      // The summary the issue saw broken, before the order is placed.
      await page.getByText(CLASSIC_RED).first().waitFor();
      const beforeOrder = await walk(page, ["/cart", "/checkout"]);

      await fillCheckoutAddress(page, { firstName: "แพรวา", lastName: "ใจงาม" });
      await page.getByRole("radio", { name: PAYMENT_METHOD_LABELS.promptpay }).check();
      await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
      await page.waitForURL(ORDER_URL);
      const orderNumber = new URL(page.url()).searchParams.get("order")!;
      await uploadSlip(page, await slipPhotoFor("014", `BREAKS${Date.now()}`));
      await page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();

      const member = await walk(page, [`/payment-confirmation?order=${orderNumber}`, `/orders/${orderNumber}`, ...MEMBER_ACCOUNT_PATHS, "/addresses"]);

      // Staff check slips on their phones: the payment waits 'รอตรวจสอบ' in their tables.
      const { page: staffPage } = await browser.person({ viewport: PHONE });
      await signInAsAdmin(staffPage);
      await staffPage.goto("/admin-payments");
      await staffPage.getByText(orderNumber).first().waitFor();
      const backOffice = await walk(staffPage, ["/admin-payments", "/admin-orders", `/admin-orders/${orderNumber}`, "/admin-dashboard"]);
      expect({ beforeOrder, member, backOffice }).toEqual({
        beforeOrder: { broken: [], hydrationErrors: [] },
        member: { broken: [], hydrationErrors: [] },
        backOffice: { broken: [], hydrationErrors: [] },
      });
    },
  );
});
