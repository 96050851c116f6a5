import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { GUEST_STOREFRONT_PATHS, MEMBER_ACCOUNT_PATHS, provideProductPath } from "./support/storefront-pages";
import { placeOrder } from "./support/checkout-steps";
import { auditOpenPage, type Finding } from "./support/axe-audit";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });

/** Opens each page on the phone, checks it has one main landmark, and collects axe's findings. */
async function auditPages(page: Page, paths: readonly string[]) {
  const findings: Finding[] = [];
  const mains: Array<{ path: string; count: number }> = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    mains.push({ path, count: await page.locator("main").count() });
    findings.push(...(await auditOpenPage(page, path)));
  }
  // One main landmark on every page (the payment page nested one in the layout's: issue 24).
  expect(mains.filter((main) => main.count !== 1)).toEqual([]);
  return findings;
}

const product = provideProductPath();

describe("axe-core (WCAG 2.1 AA) over the storefront and the member pages, on a phone", () => {
  it("finds nothing on a guest's pages", async () => {
    const { page } = browser;
    const findings = await auditPages(page, [
      ...GUEST_STOREFRONT_PATHS,
      "/products?colour=red&sort=price-asc&stock=in",
      product.path,
      "/search?q=zzqqxx",
      "/search",
      "/reset-password",
      "/no-such-page/anywhere",
    ]);
    expect(findings).toEqual([]);
  });

  it("finds nothing on a member's pages, an order's included", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "ใจดี", email: uniqueEmail("audit"), localAddress: "127.0.67.1" });
    const { orderNumber } = await placeOrder(page, { firstName: "ใจดี", lastName: "มีสุข", paymentMethod: "promptpay" });
    const findings = await auditPages(page, [
      `/payment-confirmation?order=${orderNumber}`,
      `/orders/${orderNumber}`,
      // After the sale (decision 104): the cancel dialog open, and the request page's address change.
      `/orders/${orderNumber}?cancel`,
      `/order-request?order=${orderNumber}&kind=change-address`,
      "/",
      "/products",
      product.path,
      "/cart",
      "/checkout",
      ...MEMBER_ACCOUNT_PATHS,
      "/payment-settings",
      "/add-payment-method",
      "/payment-success",
      "/thank-you",
      // The order saved its address (the box is ticked by default): the address book and its form.
      "/addresses",
      "/addresses?add",
    ]);
    expect(findings).toEqual([]);
  });
});
