import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessPictureTexts as t } from "../../app/features/admin/business-picture/texts";
import { productReviewTexts } from "../../domain/product-reviews/product-review-texts";
import { signInAsAdmin } from "./support/accounts";
import { provideBrowser } from "./support/browser";
import { startOwnShop, type OwnShop } from "./support/shop-process";

// Issue 33: `npm start` on a fresh machine opened a back-office whose charts, best sellers, sold
// counts and ratings were all empty. A brand-new demo shop now comes with ninety days of history
// (decision 098); the journeys' other shops leave it out (SEED_DEMO_HISTORY=false).
const ADMIN = { email: "admin@demo-history-e2e.test", password: "Demo-History-Admin-1!" };
let shop: OwnShop;
beforeAll(async () => {
  shop = await startOwnShop("demo-history", { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO_HISTORY: "true" });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});
const browser = provideBrowser({ viewport: { width: 1280, height: 900 }, shopUrl: () => shop.url });
const r = productReviewTexts;
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

describe("a fresh demo shop", () => {
  it("opens a dashboard with its sales, best sellers and slips; cards and product pages with sold counts and buyers' ratings", async () => {
    const { page } = browser;
    await signInAsAdmin(page, ADMIN);
    await page.goto("/admin-dashboard?days=90");
    const picture = page.getByRole("region", { name: t.title });
    // Charts, not "nothing yet": the summaries name the period's money and orders.
    const revenue = picture.getByRole("img", { name: startingWith(t.revenuePerDay) });
    await revenue.waitFor();
    expect(await revenue.getAttribute("aria-label")).not.toContain(t.revenueSummary(90, "฿0.00"));
    expect(await picture.getByText(t.noSales, { exact: true }).count()).toBe(0);
    expect(await picture.getByText(t.noOrders, { exact: true }).count()).toBe(0);
    // Best sellers: the chart names each with its units ("… 12 ชิ้น · ฿2,988.00").
    const best = await picture.getByRole("img", { name: startingWith(t.topTitle) }).getAttribute("aria-label");
    expect(best!.match(/\d ชิ้น/g)?.length ?? 0).toBeGreaterThan(2);

    // The storefront: cards with units sold and buyers' ratings.
    await page.goto("/products");
    const cards = page.locator("main article");
    await cards.first().waitFor();
    expect(await cards.filter({ hasText: /ขายแล้ว \d+ ชิ้น/ }).count()).toBeGreaterThan(5);
    expect(await cards.filter({ hasText: /\d+ รีวิว/ }).count()).toBeGreaterThan(3);
    // A product page with its buyers' reviews.
    await cards
      .filter({ hasText: /\d+ รีวิว/ })
      .first()
      .click();
    await page.waitForURL(/\/products\/[a-z0-9-]+$/);
    const reviews = page.getByRole("region", { name: r.sectionTitle });
    await reviews.waitFor();
    expect(await reviews.getByText(r.noReviews, { exact: true }).count()).toBe(0);
    expect(await reviews.getByText(r.verifiedBuyer).count()).toBeGreaterThan(0);
  }, 120_000);
});
