import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { adminProductReviewTexts } from "../../domain/admin/admin-product-review-texts";
import { productReviewTexts } from "../../domain/product-reviews/product-review-texts";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { onlyRowNaming, openFromDashboard, searchAdminList, packAndShip } from "./support/admin-steps";
import { auditOpenPage } from "./support/axe-audit";
import { slowPhonePage as openSlowPhonePage } from "./support/slow-phone";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";

// Ratings from real buyers (issue 24, decision 072), as a member on a slowed 390 px phone:
// the order is delivered through the back-office, the member reviews what came, everyone sees
// it on the product page and its card, and staff hide it again.
const browser = provideBrowser({ viewport: PHONE });
const m = productReviewTexts;
const o = adminOrderTexts;

const slowPhonePage = () => openSlowPhonePage(browser.context, { scriptDelayMs: 400 });

/** The product's card on /products, found by its Thai name. */
const cardOf = (page: Page, productName: string) => page.locator("main article").filter({ has: page.getByRole("heading", { name: productName, exact: true }) });

/**
 * What `read` finds on `path`, opened afresh each time: a cached page is emptied when the
 * change's notice arrives, a moment after the write's own answer.
 */
async function onFreshPage<T>(page: Page, path: string, read: () => Promise<T>) {
  await page.goto(path);
  return read();
}

describe("ratings from real buyers", () => {
  it("a member rates a delivered product with five stars; the product page and its card show it; staff hide it and it is gone", async () => {
    await signUpInto(browser.context, browser.shopUrl, {
      name: "ปรียา ทดลองรีวิว",
      email: uniqueEmail("ratings"),
      localAddress: "127.0.72.1",
    });
    // The order itself is checkout's journey (checkout.test.ts); reviewing is on the slowed phone.
    const { orderNumber, productName } = await placeOrder(browser.page, { firstName: "ปรียา", lastName: "ทดลองรีวิว", paymentMethod: "cod" });
    const shopper = await slowPhonePage();

    // Not delivered yet: nothing to review.
    await shopper.goto(`/orders/${orderNumber}`);
    await shopper.getByRole("heading", { level: 1 }).waitFor();
    expect(await shopper.getByRole("link", { name: new RegExp(`^${m.reviewAction}`) }).count()).toBe(0);

    // Staff pack, ship and deliver it from the back-office (a COD order is paid on delivery).
    const { page: staff } = await browser.person({ viewport: PHONE });
    await signInAsAdmin(staff);
    await openFromDashboard(staff, "/admin-orders");
    await searchAdminList(staff, o.searchPlaceholder, orderNumber);
    const orderRow = await onlyRowNaming(staff, orderNumber);
    await packAndShip(staff, orderRow, orderNumber, `KER${Date.now().toString().slice(-9)}`);
    await orderRow.getByRole("button", { name: o.moveAria(ORDER_STATUS_LABELS.delivered, orderNumber) }).click();
    await expect.poll(() => orderRow.locator('[data-status="delivered"]').count()).toBe(1);

    // The member's order page offers "รีวิวสินค้า" for what came; the form takes five stars and a few words.
    await shopper.goto(`/orders/${orderNumber}`);
    const reviews = shopper.getByRole("region", { name: m.orderSectionTitle });
    await reviews.getByRole("link", { name: new RegExp(`^${m.reviewAction}`) }).click();
    await shopper.getByRole("heading", { name: m.formTitle, level: 1 }).waitFor();
    expect(await auditOpenPage(shopper, "/member/review")).toEqual([]);
    // Sent without stars: the form says so, in Thai, and keeps the text.
    const words = `สีสวยมาก ติดทนทั้งวัน ${Date.now()}`;
    await shopper.getByLabel(m.textLabel).fill(words);
    await shopper.getByRole("button", { name: m.submit }).click();
    await shopper.getByRole("alert").filter({ hasText: m.ratingRequired }).waitFor();
    expect(await shopper.getByLabel(m.textLabel).inputValue()).toBe(words);
    // The same without scripts (or tapped before they came): the form posts natively and is answered in place.
    const { page: plain } = await browser.person({ viewport: PHONE, javaScriptEnabled: false, storageState: await browser.context.storageState() });
    await plain.goto(shopper.url());
    await plain.getByLabel(m.textLabel).fill(words);
    await plain.getByRole("button", { name: m.submit }).click();
    await plain.getByRole("alert").filter({ hasText: m.ratingRequired }).waitFor();
    expect(await plain.getByLabel(m.textLabel).inputValue()).toBe(words);
    await plain.context().close();
    await shopper.getByRole("radio", { name: m.starOption(5) }).check();
    await shopper.getByRole("button", { name: m.submit }).click();
    await shopper.waitForURL((url) => url.pathname === `/orders/${orderNumber}`);
    await shopper.getByText(m.saved).first().waitFor();
    await reviews.getByRole("link", { name: new RegExp(`^${m.editReviewAction}`) }).waitFor();
    // Audited as the page is when opened (the toast, the shop's own, is judged elsewhere).
    await shopper.goto(`/orders/${orderNumber}`);
    await reviews.waitFor();
    expect(await auditOpenPage(shopper, `/orders/${orderNumber}`)).toEqual([]);

    // The product page lists it: stars in words for screen readers, the reviewer by first name only.
    const card = cardOf(shopper, productName);
    const standing = card.getByTestId("product-standing");
    await expect
      .poll(() => onFreshPage(shopper, "/products", async () => ((await standing.count()) ? standing.textContent() : "")))
      .toContain(m.reviewCount(1));
    expect(await card.getByTestId("product-standing").textContent()).toContain(m.averageStars("5.0"));
    expect(await card.locator("script").count()).toBe(0);
    await card.click();
    await shopper.waitForURL(/\/products\/[a-z0-9-]+$/);
    const productPath = new URL(shopper.url()).pathname;
    const listed = shopper.getByRole("region", { name: m.sectionTitle }).getByTestId("buyer-review").filter({ hasText: words });
    await expect.poll(() => onFreshPage(shopper, productPath, () => listed.count())).toBe(1);
    expect(await listed.textContent()).toContain(m.stars(5));
    expect(await listed.textContent()).toContain("ปรียา");
    expect(await listed.textContent()).not.toContain("ทดลองรีวิว");
    expect(await auditOpenPage(shopper, productPath)).toEqual([]);

    // Staff hide it on their own screen, apart from the home page's curated reviews.
    await openFromDashboard(staff, "/admin/product-reviews");
    const reviewRow = await onlyRowNaming(staff, words);
    await reviewRow.getByRole("button", { name: new RegExp(`^${adminProductReviewTexts.hide}`) }).click();
    await expect.poll(() => reviewRow.getByText(adminProductReviewTexts.hidden, { exact: true }).count()).toBe(1);

    // Gone from the product page and from the card's count.
    await expect.poll(() => onFreshPage(shopper, productPath, () => listed.count())).toBe(0);
    await shopper.getByRole("region", { name: m.sectionTitle }).waitFor();
    await expect.poll(() => onFreshPage(shopper, "/products", async () => (await card.textContent()) ?? "")).not.toContain(m.averageStars("5.0"));
  }, 240_000);
});
