import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";
import { adminCredentials, signInOverApi, signUpInto } from "./support/accounts";
import { openAccountMenu, provideBrowser, uniqueEmail } from "./support/browser";
import { GUEST_STOREFRONT_PATHS } from "./support/storefront-pages";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { addSessionCookies } from "./support/session-cookies";
import { adminProductTexts } from "../../domain/admin/admin-product-texts";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

/** The sources one directive of a page's Content-Security-Policy allows. */
function sourcesOf(policy: string | null, name: string): string[] {
  const directive = (policy ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive?.split(/\s+/).slice(1) ?? [];
}
const scriptSources = (policy: string | null) => sourcesOf(policy, "script-src");

/** Inline scripts a browser runs, or that the hydration loader will run (the inert module). */
function runnableInlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      return type === undefined || ["module", "text/javascript", "text/x-shop-module"].includes(type);
    })
    .map(([, attributes, source]) => ({
      nonce: / nonce="([^"]+)"/.exec(attributes!)?.[1],
      hash: createHash("sha256").update(source!).digest("base64"),
    }));
}

async function productPath(): Promise<string> {
  const list = await (await fetch(`${shopUrl}/products`)).text();
  return /href="(\/products\/[a-z0-9-]+)"/.exec(list)![1]!;
}

describe("the storefront's Content-Security-Policy", () => {
  it("allows each page's inline scripts by nonce when rendered and by hash when cached, never 'unsafe-inline'", async () => {
    for (const path of ["/", "/products", await productPath()]) {
      const seen = new Set<string>();
      for (let visit = 0; visit < 2; visit++) {
        const response = await fetch(shopUrl + path);
        seen.add(response.headers.get("x-shop-cache")!);
        const policy = response.headers.get("content-security-policy");
        const sources = scriptSources(policy);
        expect(sources).not.toContain("'unsafe-inline'");
        // No inline style either (decision 055): <style> only by hash (Sonner's), no style attribute.
        expect(sourcesOf(policy, "style-src"), path).not.toContain("'unsafe-inline'");
        expect(sourcesOf(policy, "style-src-attr"), path).toEqual(["'none'"]);
        const scripts = runnableInlineScripts(await response.text());
        expect(scripts.length).toBeGreaterThanOrEqual(4);
        for (const script of scripts) {
          const allowed = sources.includes(`'nonce-${script.nonce}'`) || sources.includes(`'sha256-${script.hash}'`);
          expect(allowed, `${path}: an inline script the policy does not allow`).toBe(true);
        }
      }
      expect(seen.has("hit"), `${path} was never served from the page cache`).toBe(true);
    }
  });

  it("lets pages hydrate with no policy violation, rendered, cached and signed in", async () => {
    const { page, context } = browser;
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
      );
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const cacheStates = new Set<string>();
    for (const path of ["/", "/", "/products", await productPath()]) {
      const response = await page.goto(path);
      cacheStates.add(response!.headers()["x-shop-cache"]!);
      expect(await violations(), path).toEqual([]);
    }
    expect(cacheStates.has("hit")).toBe(true);

    await signUpInto(context, shopUrl, { name: "น้องนนท์", email: uniqueEmail("csp"), password: "Policy-Lips-2024!", localAddress: "127.0.0.81" });
    // A storefront page from the cache with the member's header filled in (decision 051), and a member page rendered for them.
    for (const [path, cache] of [
      ["/", "hit"],
      ["/profile", "bypass"],
    ] as const) {
      const signedIn = await page.goto(path);
      expect(signedIn!.headers()["x-shop-cache"], path).toBe(cache);
      await page.getByRole("button", { name: "บัญชีของ น้องนนท์" }).waitFor({ state: "visible" });
      expect(await violations(), path).toEqual([]);
    }
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});

/**
 * Records every Content-Security-Policy violation of the page's documents (each navigation
 * starts a new list); `violations()` answers them once the tasks queued so far have run.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () =>
    page.evaluate(
      () =>
        // A violation is reported in a task of its own: let the ones already queued run first.
        new Promise<string[]>((resolve) => setTimeout(() => resolve((window as unknown as { cspViolations: string[] }).cspViolations), 0)),
    );
}

describe("the style policy on every kind of page (decision 055)", () => {
  it("refuses a style attribute or a <style> that slipped into a page, and reports it", async () => {
    const { page } = browser;
    const violations = await watchViolations(page);
    await page.goto("/products");
    const applied = await page.evaluate(() => {
      const holder = document.createElement("div");
      holder.innerHTML =
        '<p id="injected-attribute" style="color: rgb(1, 2, 3)">x</p><style>#injected-element { color: rgb(4, 5, 6) }</style><p id="injected-element">y</p>';
      document.body.append(holder);
      return ["injected-attribute", "injected-element"].map((id) => getComputedStyle(document.getElementById(id)!).color);
    });
    expect(applied).toEqual([expect.not.stringMatching(/rgb\(1, 2, 3\)/), expect.not.stringMatching(/rgb\(4, 5, 6\)/)]);
    const reported = await violations();
    expect(reported.some((line) => line.startsWith("style-src-attr"))).toBe(true);
    expect(reported.some((line) => line.startsWith("style-src-elem"))).toBe(true);
  });

  it("storefront, member area, checkout, payment and back-office pages paint and run with no violation", async () => {
    const { page, context } = browser;
    const violations = await watchViolations(page);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    const visit = async (path: string) => {
      await page.goto(path);
      expect(await violations(), path).toEqual([]);
    };

    // Guests: every storefront page, twice (rendered, then from the page cache).
    const product = await productPath();
    for (const path of [...GUEST_STOREFRONT_PATHS, product]) {
      await visit(path);
      await visit(path);
    }

    // A member: the shade picker, a toast (Sonner's own stylesheet), the cart's bar, the account
    // menu, the member pages and their switches, then checkout and the payment page's QR.
    await signUpInto(context, shopUrl, { name: "น้องพลอย", email: uniqueEmail("csp-style"), password: "Policy-Lips-2024!", localAddress: "127.0.55.1" });
    await addFirstProductToCart(page);
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "visible" });
    expect(await violations(), "toast").toEqual([]);
    await visit("/cart");
    await page.getByTestId("free-shipping-hint").locator("progress").waitFor({ state: "attached" });
    expect(await violations(), "cart").toEqual([]);
    await openAccountMenu(page, page.getByRole("button", { name: "บัญชีของ น้องพลอย" }));
    expect(await violations(), "account menu").toEqual([]);
    for (const path of ["/dashboard", "/profile", "/payment-settings", "/add-payment-method"]) await visit(path);
    await page.goto("/payment-settings");
    const toggle = page.getByRole("switch").first();
    const wasOn = await toggle.isChecked();
    await toggle.click();
    expect(await toggle.isChecked()).toBe(!wasOn);
    expect(await violations(), "switch").toEqual([]);

    await visit("/checkout");
    await fillCheckoutAddress(page, { firstName: "พลอย", lastName: "ใจดี" });
    await page.getByRole("radio", { name: PAYMENT_METHOD_LABELS.promptpay }).check();
    await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
    await page.waitForURL(ORDER_URL);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await violations(), "payment page").toEqual([]);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await visit(`/orders/${orderNumber}`);
    await visit(`/orders/${orderNumber}/receipt`);

    // Staff: the back-office's screens, the product dialog's shade swatches included.
    await context.clearCookies();
    await addSessionCookies(context, shopUrl, await signInOverApi(shopUrl, adminCredentials(), "127.0.55.2"));
    for (const path of [
      "/admin-dashboard",
      "/admin-members",
      "/admin-products",
      "/admin-categories",
      "/admin-stocks",
      "/admin-payments",
      "/admin-orders",
      `/admin-orders/${orderNumber}`,
      `/admin-orders/${orderNumber}/packing-slip`,
      "/admin/audit",
      "/admin/promotions",
      "/admin/flash-sales",
      "/admin/social-links",
      "/admin/reviews",
      "/admin/product-reviews",
      "/admin/contact",
      "/admin/faq",
      "/admin/tax-invoices",
      "/admin/tax-invoice-settings",
      "/admin/hero",
      "/admin/videos",
      "/admin/control-panel/profile",
      "/admin/control-panel/products",
      "/admin/control-panel/content-blocks",
      "/admin/control-panel/images",
      "/admin/control-panel/hero",
      "/admin/control-panel/promotions",
    ]) {
      await visit(path);
    }
    await page.goto("/admin-products");
    await page.getByRole("link", { name: adminProductTexts.add }).click();
    await page.getByRole("dialog").getByLabel(adminProductTexts.shadeColour(1)).fill("#C21E56");
    expect(await page.getByRole("dialog").locator("[data-colour-fill] rect").first().getAttribute("fill")).toBe("#C21E56");
    expect(await violations(), "product dialog").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
