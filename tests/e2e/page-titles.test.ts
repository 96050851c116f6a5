import { describe, expect, inject, it } from "vitest";
import { LANDING_KEY } from "../../domain/catalog/landing";
import { uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { shopRoutes } from "./support/route-table";
import { firstProductPath } from "./support/storefront-pages";

const shopUrl = inject("shopUrl");
const BRAND = "Glossy & Velvet";

// Every page of the route table as a guest sees it, by its route path; resource routes
// (no page) are answered elsewhere. A new page route fails the first test until listed here.
const GUEST_PAGES: Record<string, string> = {
  "": "/",
  products: "/products?line=velvet",
  search: `/search?q=${encodeURIComponent("แดง")}`,
  "products/:idOrSlug": "", // filled in from the product list
  "product/:idOrSlug": "/product/no-such-product",
  cart: "/cart",
  reviews: "/reviews",
  promotions: "/promotions",
  auth: "/auth",
  "reset-password": "/reset-password?token=not-a-token",
  contact: "/contact",
  faq: "/faq",
  "lipstick-info": "/lipstick-info",
  privacy: "/privacy",
  terms: "/terms",
  // Without an order they thank generically (a guest with an order number is asked to sign in).
  "payment-success": "/payment-success",
  "thank-you": "/thank-you",
  ":product": `/${LANDING_KEY}`,
  "*": "/no/such/page",
};
const MEMBER_PAGES: Record<string, string> = {
  dashboard: "/dashboard",
  profile: "/profile",
  "payment-settings": "/payment-settings",
  "add-payment-method": "/add-payment-method",
  addresses: "/addresses",
  // Someone else's or a missing order: the 404 page keeps the rule too.
  "orders/:orderNumber": "/orders/ORDER-AAAAAAAAA",
  "orders/:orderNumber/receipt": "/orders/ORDER-AAAAAAAAA/receipt",
  "orders/:orderNumber/tax-invoice": "/orders/ORDER-AAAAAAAAA/tax-invoice",
  "orders/:orderNumber/credit-notes/:creditNoteNumber": "/orders/ORDER-AAAAAAAAA/credit-notes/CN-2569-000001",
  // After the sale's request page for a missing order: the order page's 404 keeps the rule too.
  "order-request": "/order-request?order=ORDER-AAAAAAAAA&kind=cancel",
  // No such delivered purchase: the refusal page keeps the rule too.
  "member/review": "/member/review?order=ORDER-AAAAAAAAA&product=00000000-0000-4000-8000-000000000000",
  // LINE messages: link, consent, stop (issue 38).
  "line-messages": "/line-messages",
  // The back-in-stock form's own page (its answer without JavaScript), and a stop link that names nothing.
  "back-in-stock": "/back-in-stock",
  "back-in-stock/stop": "/back-in-stock/stop",
};
const ADMIN_PAGES: Record<string, string> = {
  "admin-dashboard": "/admin-dashboard",
  "admin-members": "/admin-members",
  "admin-products": "/admin-products",
  "admin-categories": "/admin-categories",
  "admin/audit": "/admin/audit",
  "admin/promotions": "/admin/promotions?tab=special-offers",
  "admin/flash-sales": "/admin/flash-sales?show=all",
  "admin/hero": "/admin/hero",
  "admin/videos": "/admin/videos",
  "admin-stocks": "/admin-stocks",
  // A product, an order that does not exist: the back-office's 404 keeps the rule too.
  "admin-stocks/:productId": "/admin-stocks/00000000-0000-4000-8000-000000000000",
  "admin-payments": "/admin-payments",
  "admin-orders": "/admin-orders",
  "admin-orders/:orderNumber": "/admin-orders/ORDER-AAAAAAAAA",
  "admin-orders/:orderNumber/packing-slip": "/admin-orders/ORDER-AAAAAAAAA/packing-slip",
  // No order picked: the labels page says so under its own title.
  "admin-orders/labels": "/admin-orders/labels",
  "admin/social-links": "/admin/social-links",
  "admin/reviews": "/admin/reviews",
  "admin/product-reviews": "/admin/product-reviews",
  "admin/contact": "/admin/contact",
  "admin/faq": "/admin/faq",
  "admin/tax-invoices": "/admin/tax-invoices",
  "admin/after-sale": "/admin/after-sale",
  // The chat's inbox (issue 37).
  "admin/chat": "/admin/chat",
  "admin/tax-invoice-settings": "/admin/tax-invoice-settings",
};
const NOT_PAGES = new Set([
  "sign-out",
  "api/chat",
  "api/me",
  "api/collected-codes",
  "api/security-log",
  "api/thai-address",
  // The chat's handover and confirmed actions, the member's cart trade, LINE's webhook (issues 37, 38).
  "api/chat/handover",
  "api/chat/actions",
  "api/cart",
  "api/line/webhook",
  "payment-proofs/:paymentId",
  // Files: the member's data and the PromptPay QR picture.
  "my-data",
  "orders/:orderNumber/promptpay.png",
  // After the sale's private files: a request's photos and a refund's slip (decision 104).
  "order-request/files/:requestId/:index",
  "order-request/refund-slips/:refundId",
  "admin-orders/export",
  "admin-stocks/export",
  // A promotion's uses as CSV (issue 35).
  "admin/promotions/:promotionId/uses",
  // The Control Panel's JSON reads and writes (its dialogs open on storefront pages).
  "admin/control-panel/profile",
  "admin/control-panel/products",
  "admin/control-panel/content-blocks",
  "admin/control-panel/images",
  "admin/control-panel/hero",
  "admin/control-panel/promotions",
]);
// Pages that need more than a session to render (a cart); their title is checked by their journey.
const TITLED_IN_THEIR_JOURNEY = new Set(["checkout" /* tests/e2e/checkout.test.ts */, "payment-confirmation" /* tests/e2e/payment-proof.test.ts */]);

async function titleOf(path: string, cookie?: string) {
  const response = await fetch(`${shopUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  expect(response.status, path).toBeLessThan(500);
  expect(response.headers.get("location"), path).toBeNull();
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
  return title?.replaceAll("&amp;", "&");
}

function sessionCookie(setCookie: string[] | undefined) {
  return (setCookie ?? []).map((header) => header.split(";")[0]).join("; ");
}

/** Titles that do not end with the brand exactly once, as "path: title". */
async function titlesBreakingTheRule(pages: Record<string, string>, cookie?: string) {
  const wrong: string[] = [];
  for (const path of Object.values(pages)) {
    const title = (await titleOf(path, cookie)) ?? "(none)";
    const mentions = title.split(BRAND).length - 1;
    if (mentions !== 1 || !title.endsWith(` | ${BRAND}`) || title === ` | ${BRAND}`) wrong.push(`${path}: ${title}`);
  }
  return wrong;
}

describe("every page's <title>", () => {
  it("covers every page of the route table", () => {
    const listed = new Set([...Object.keys(GUEST_PAGES), ...Object.keys(MEMBER_PAGES), ...Object.keys(ADMIN_PAGES), ...NOT_PAGES, ...TITLED_IN_THEIR_JOURNEY]);
    // Route paths as declared, without the leading slash (the root layout and the home page are "").
    const inTable = shopRoutes().map((route) => route.template.slice(1));
    expect(inTable.filter((path) => !listed.has(path))).toEqual([]);
  });

  it("ends with the brand exactly once for a guest", async () => {
    const productPath = await firstProductPath(shopUrl);
    expect(productPath).toBeDefined();
    expect(await titlesBreakingTheRule({ ...GUEST_PAGES, "products/:idOrSlug": productPath! })).toEqual([]);
  });

  it("ends with the brand exactly once on a member's pages and the back-office", async () => {
    const signedUp = await postJson(
      `${shopUrl}/api/auth/sign-up/email`,
      { name: "น้องใบเตย", email: uniqueEmail("titles"), password: "Lipstick-2024!" },
      { localAddress: "127.0.0.81", headers: { origin: shopUrl } },
    );
    expect(signedUp.status).toBe(200);
    expect(await titlesBreakingTheRule(MEMBER_PAGES, sessionCookie(signedUp.headers["set-cookie"]))).toEqual([]);

    const admin = await postJson(
      `${shopUrl}/api/auth/sign-in/email`,
      { email: inject("adminEmail"), password: inject("adminPassword") },
      { localAddress: "127.0.0.81", headers: { origin: shopUrl } },
    );
    expect(admin.status).toBe(200);
    expect(await titlesBreakingTheRule(ADMIN_PAGES, sessionCookie(admin.headers["set-cookie"]))).toEqual([]);
  });
});
