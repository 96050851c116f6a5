import type { Page } from "playwright-core";
import { parse } from "promptparse";
import { describe, expect, inject, it } from "vitest";
import { accountTexts } from "../../domain/members/account-texts";
import { cartTexts } from "../../domain/orders/cart-texts";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { navTexts } from "../../app/features/layout/texts";
import { orderTexts } from "../../domain/orders/order-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { CHECKOUT_CART_COOKIE } from "../../domain/orders/checkout-cart";
import { ORDER_PAYMENT_STATUS_LABELS } from "../../domain/orders/order-status";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { MEMBER_PASSWORD, signUpInto } from "./support/accounts";
import { provideBrowser, submitSignUpForm, uniqueEmail } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { decodeShownQr, uploadSlip } from "./support/payment-steps";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });
const m = checkoutTexts;

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

describe("checkout", () => {
  it("sends a guest to sign up, brings them back with the cart, places a PromptPay order, and pays it with a slip", async () => {
    const { page } = browser;
    const nameThai = await addFirstProductToCart(page);

    await page.getByRole("link", { name: `${navTexts.cart} (1)` }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await page.getByRole("link", { name: cartTexts.checkout }).click();

    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/checkout");
    await expect.poll(() => toasts(page).first().textContent()).toContain(m.signInRequired);

    const email = uniqueEmail("checkout");
    await submitSignUpForm(page, { name: "น้องมะปราง", email, password: MEMBER_PASSWORD });
    await page.waitForURL((url) => url.pathname === "/checkout");
    const summary = page.getByRole("region", { name: m.summarySection });
    await expect.poll(() => summary.textContent()).toContain(nameThai);

    // The profile has the account's e-mail; the rest the shopper types.
    expect(await page.getByLabel(m.email, { exact: true }).inputValue()).toBe(email);
    await fillCheckoutAddress(page, { firstName: "มะปราง", lastName: "หวานใจ" });

    const promptPay = page.getByRole("radio", { name: "พร้อมเพย์" });
    expect(await promptPay.isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /บัตรเครดิต/ }).isDisabled()).toBe(true);
    await promptPay.check();

    // An impatient double tap: the button is disabled while sending, and the key makes a second send harmless.
    await page.getByRole("button", { name: m.confirmOrder }).dblclick();
    await page.waitForURL(ORDER_URL);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    // Said in the page, not as a toast over the QR (issue 33).
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: orderTexts.created(orderNumber) })
          .isVisible(),
      )
      .toBe(true);
    // The cart was ordered: it is empty now, in the browser and in the checkout's cookie.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("shop-cart-v1"))).toBe("[]");
    const cookies = await browser.context.cookies(`${shopUrl}/checkout`);
    expect(cookies.find((cookie) => cookie.name === CHECKOUT_CART_COOKIE)).toBeUndefined();

    // The QR the shopper scans asks for exactly the total the page shows.
    const shownTotal = (await page.locator("dl div").filter({ hasText: paymentTexts.total }).first().locator("dd").textContent())!;
    const amount = parse(await decodeShownQr(page))?.getTagValue("54");
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    expect(Number(shownTotal.replace(/[฿,\s]/g, ""))).toBe(Number(amount));
    await uploadSlip(page, await slipPhotoFor("004", `CHK${Date.now()}`));
    await page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();

    // One order in the member's history, its slip waiting for the shop.
    await page.goto("/profile?tab=orders");
    const row = page.locator('[data-testid="order-row"]').filter({ hasText: orderNumber });
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.locator('[data-testid="order-row"]').count()).toBe(1);
    expect(await row.getByText(ORDER_PAYMENT_STATUS_LABELS.pending, { exact: true }).isVisible()).toBe(true);
  });

  it("opens from the cart page's link for a member, in the page itself (no full load), at phone widths without sideways scrolling", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "ลิงก์ตะกร้า", email: uniqueEmail("cartlink"), localAddress: "127.0.0.92" });
    const nameThai = await addFirstProductToCart(page);
    await page.getByRole("link", { name: `${navTexts.cart} (1)` }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    // React Router fetches /checkout.data for a link inside the app: the cart must reach it too.
    const dataRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/checkout.data");
    await page.getByRole("link", { name: cartTexts.checkout }).click();
    await dataRequest;
    await page.waitForURL((url) => url.pathname === "/checkout");
    await expect.poll(() => page.getByRole("region", { name: m.summarySection }).textContent()).toContain(nameThai);
    expect(await page.title()).toBe(`${m.title} | Glossy & Velvet`);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0);
    }
  });

  it("works without JavaScript: a server-rendered error for a bad postal code, then the order", async () => {
    await signUpInto(browser.context, shopUrl, { name: "ไม่มีสคริปต์", email: uniqueEmail("nojs"), localAddress: "127.0.0.91" });
    // The cart is filled with scripts on (it lives in the browser), then checked out without.
    await addFirstProductToCart(browser.page);
    const state = await browser.context.storageState();
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, javaScriptEnabled: false, storageState: state });
    try {
      const page = await context.newPage();
      await page.goto("/checkout");
      expect(new URL(page.url()).pathname).toBe("/checkout");
      await fillCheckoutAddress(
        page,
        { firstName: "ไร้", lastName: "สคริปต์" },
        { phone: "0891234567", addressLine: "1 ถนนนิมมานเหมินท์", subDistrict: "สุเทพ", district: "เมืองเชียงใหม่", province: "เชียงใหม่", postalCode: "5020" },
      );
      await page.getByRole("button", { name: m.confirmOrder }).click();
      await page.waitForLoadState();
      const alert = page.getByRole("alert").filter({ hasText: m.postalCodeInvalid });
      expect(await alert.count()).toBe(1);
      // What was typed is still there; only the postal code needs fixing.
      expect(await page.getByLabel(m.firstName, { exact: true }).inputValue()).toBe("ไร้");
      await page.getByLabel(accountTexts.postalCode, { exact: true }).fill("50200");
      await page.getByRole("button", { name: m.confirmOrder }).click();
      await page.waitForURL(ORDER_URL);
    } finally {
      await context.close();
    }
  });
});
