// Issue 21, item 2: one member took every unit of a lipstick, "paid" with a junk picture, and
// every other shopper saw it sold out for good. Now (decision 056) the hoarder can hold only a
// few unpaid orders, a proof without a readable slip QR does not stop the payment clock, staff
// see it marked to check by eye and are told before the time runs out, and the honest shopper
// gets the lipstick.
import { asc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { CHECKOUT_CART_COOKIE, encodeCheckoutCart } from "../../domain/orders/checkout-cart";
import { staffNoticeTexts } from "../../server/shop/notices/staff-notice-texts";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { mailOutbox, productColors, products } from "../../server/platform/db/schema";
import { signInAsAdmin, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { checkoutFormFields, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { postForm } from "./support/http-client";
import { uploadSlip } from "./support/payment-steps";
import { useCleanups } from "./support/cleanups";
import { provideOwnShopDatabase } from "./support/own-shop-database";
import { setProductStock } from "../../server/shop/orders/test-fixtures";

// An unpaid order waits 30 seconds here instead of 24 hours (staff's time to check a proof by
// eye is a quarter of it); the jobs look every 7.5 s.
const PAYMENT_SECONDS = 30;
const CLIENT_ADDRESS = "127.0.0.97";
const ADMIN = { email: "admin@hoarding.test", password: "Hoarding-Admin-Pass-1!" };
const m = checkoutTexts;
const p = adminPaymentTexts;

const browser = provideBrowser({ viewport: { width: 390, height: 844 }, shopUrl: () => own.shop.url });
const own = provideOwnShopDatabase("hoarding", {
  ORDER_PAYMENT_HOURS: String(PAYMENT_SECONDS / 3600),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const cleanups = useCleanups();

/** Two demo lipsticks, each with its first shade (or none, for a product without shades). */
async function demoProducts() {
  const found = await own.db.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.slug))
    .limit(2);
  return Promise.all(
    found.map(async (product) => {
      const [shade] = await own.db.db
        .select({ id: productColors.id })
        .from(productColors)
        .where(eq(productColors.productId, product.id))
        .orderBy(asc(productColors.sortOrder))
        .limit(1);
      return { ...product, colorId: shade?.id ?? null };
    }),
  );
}

const inStock = (page: Page) => page.locator("main").getByText(productTexts.inStock, { exact: true });

describe("a member who tries to hold every unit of a lipstick", () => {
  it("holds it only until the payment time runs out; staff see the junk slip marked; the honest shopper then buys it", async () => {
    const [scarce, plenty] = await demoProducts();
    await setProductStock(own.db.db, scarce!.id, 3);
    await setProductStock(own.db.db, plenty!.id, 100);

    // The hoarder takes all three through the checkout form (a script, so without JavaScript,
    // the cart's mirror cookie set as the cart page would)…
    const hoarderContext = await browser.context.browser()!.newContext({ baseURL: own.shop.url, javaScriptEnabled: false });
    cleanups.later(() => hoarderContext.close());
    const hoarder = await hoarderContext.newPage();
    const signedUp = await signUpInto(hoarderContext, own.shop.url, {
      name: "นักกักตุน",
      email: uniqueEmail("hoarder"),
      localAddress: CLIENT_ADDRESS,
    });
    await hoarderContext.addCookies([
      {
        name: CHECKOUT_CART_COOKIE,
        value: encodeCheckoutCart([{ productId: scarce!.id, colorId: scarce!.colorId, quantity: 3 }]),
        domain: new URL(own.shop.url).hostname,
        path: "/checkout",
        sameSite: "Lax",
      },
    ]);
    await hoarder.goto(`${own.shop.url}/checkout`);
    await fillCheckoutAddress(hoarder, { firstName: "กัก", lastName: "ตุน" });
    await hoarder.getByRole("button", { name: m.confirmOrder }).click();
    await hoarder.waitForURL(ORDER_URL);
    const orderNumber = new URL(hoarder.url()).searchParams.get("order")!;
    const placedAt = Date.now();

    // …and "pays" with a 64×64 picture that is no slip.
    const junk = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8a8a8a" } })
      .jpeg()
      .toBuffer();
    await uploadSlip(hoarder, junk);
    await hoarder.getByText(paymentTexts.proofSubmitted).waitFor();

    // Then tries thirty more orders as fast as a script can: two more unpaid orders are all one member may hold.
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const cart = encodeCheckoutCart([{ productId: plenty!.id, colorId: plenty!.colorId, quantity: 1 }]);
      answers.push(
        await postForm(
          `${own.shop.url}/checkout`,
          checkoutFormFields({ firstName: "กัก", lastName: "ตุน", email: signedUp.email }, { productId: plenty!.id, colorId: plenty!.colorId }),
          {
            localAddress: CLIENT_ADDRESS,
            headers: { cookie: `${signedUp.cookie}; ${CHECKOUT_CART_COOKIE}=${cart}`, origin: own.shop.url, referer: `${own.shop.url}/checkout` },
          },
        ),
      );
    }
    expect(answers.filter((answer) => answer.status === 302 || answer.status === 303).length).toBe(2);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(28);
    expect(refused.every((answer) => answer.text.includes(m.tooManyUnpaidOrders(3)))).toBe(true);

    // The honest shopper finds it sold out for now.
    const honest = await browser.person();
    await signUpInto(honest.context, own.shop.url, { name: "น้องใจดี", email: uniqueEmail("honest"), localAddress: CLIENT_ADDRESS });
    await honest.page.goto(`${own.shop.url}/products/${scarce!.slug}`);
    await honest.page.locator("main").getByText(productTexts.soldOut, { exact: true }).first().waitFor();

    // Staff see the proof plainly marked as one to check by eye, with the moment the order lapses.
    const staff = await browser.person();
    await signInAsAdmin(staff.page, ADMIN);
    await staff.page.goto(`${own.shop.url}/admin-payments?q=${orderNumber}`);
    const row = staff.page.getByRole("row").filter({ hasText: orderNumber });
    await row.getByText(p.checkByEyeTag).waitFor();
    await row.getByRole("link", { name: `${p.details} ${orderNumber}` }).click();
    const dialog = staff.page.getByRole("dialog");
    await dialog.getByText(p.checkByEyeWarning).waitFor();
    await dialog.getByText(/หากยังไม่ยืนยัน คำสั่งซื้อนี้จะถูกยกเลิกอัตโนมัติ/).waitFor();
    // Verifying it asks staff to confirm they saw the money arrive.
    await dialog.getByRole("link", { name: `${p.verify} ${orderNumber}` }).click();
    await staff.page.getByRole("dialog").getByRole("checkbox", { name: p.checkedByEye }).waitFor();
    expect(Date.now() - placedAt).toBeLessThan(PAYMENT_SECONDS * 1000);

    // Nobody verifies it. Staff are told before the time runs out…
    await expect
      .poll(async () => (await own.db.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((mail) => mail.subject), {
        timeout: 60_000,
        interval: 1_000,
      })
      .toContain(staffNoticeTexts.staffUncheckedSlipSubject(orderNumber));

    // …and once it has, the lipstick is back and the honest shopper buys it.
    await expect
      .poll(
        async () => {
          await honest.page.reload();
          return inStock(honest.page).isVisible();
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe(true);
    expect(Date.now() - placedAt).toBeGreaterThanOrEqual(PAYMENT_SECONDS * 1000);
    await honest.page.getByRole("button", { name: productTexts.addToCart }).click();
    await expect.poll(() => honest.page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");
    await honest.page.goto(`${own.shop.url}/checkout`);
    await fillCheckoutAddress(honest.page, { firstName: "ใจดี", lastName: "มีสุข" });
    await honest.page.getByRole("button", { name: m.confirmOrder }).click();
    await honest.page.waitForURL(ORDER_URL);
  }, 240_000);
});
