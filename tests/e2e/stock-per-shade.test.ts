// Issue 41 (and issue 38's back-in-stock journey): shades as real variants. Staff set "แดงอิฐ" to 0 in
// its dialog and "โรสวูด" to 5 through the count sheet (CSV down, CSV up); a shopper sees แดงอิฐ sold out
// and buys โรสวูด; three members ask to be told about แดงอิฐ and staff restock two units — exactly the
// first two are told; 40 buyers for the last 3 units of โรสวูด get exactly 3 orders; a cancellation puts
// its units back on โรสวูด, not on the product at large.
import { asc, eq, inArray } from "drizzle-orm";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminStockTexts, stockRowName } from "../../domain/admin/admin-stock-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { afterSaleTexts } from "../../domain/after-sale/after-sale-texts";
import { backInStockTexts } from "../../domain/back-in-stock/back-in-stock-texts";
import { backInStockAskTexts } from "../../domain/back-in-stock/back-in-stock-ask-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { cartTexts } from "../../domain/orders/cart-texts";
import { CHECKOUT_CART_COOKIE, encodeCheckoutCart } from "../../domain/orders/checkout-cart";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { STOCK_SHEET_COLUMNS } from "../../domain/stock/stock-sheet";
import { mailOutbox, orders, productColors, products, stocks } from "../../server/platform/db/schema";
import { PHONE, signInAsAdmin, signUpInto, signUpMember } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { checkoutFormFields, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { postForm } from "./support/http-client";
import { addSessionCookies } from "./support/session-cookies";
import { provideOwnShopDatabase } from "./support/own-shop-database";

const ADMIN = { email: "admin@shades.test", password: "Shades-Admin-Pass-1!" };
const own = provideOwnShopDatabase("shades", { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = provideBrowser({ viewport: PHONE, hasTouch: true, shopUrl: () => own.shop.url });
const s = adminStockTexts;

/** A demo lipstick with at least two shades, its first two renamed as the issue names them; every shade's stock set. */
async function twoShadeLipstick() {
  const [product] = await own.db.db
    .select({ id: products.id, name: products.name, slug: products.slug, nameThai: products.nameThai })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.slug));
  const shades = await own.db.db
    .select({ id: productColors.id })
    .from(productColors)
    .where(eq(productColors.productId, product!.id))
    .orderBy(asc(productColors.sortOrder));
  expect(shades.length).toBeGreaterThanOrEqual(2);
  const [brick, rose] = shades as [{ id: string }, { id: string }];
  await own.db.db.update(productColors).set({ nameThai: "แดงอิฐ" }).where(eq(productColors.id, brick.id));
  await own.db.db.update(productColors).set({ nameThai: "โรสวูด" }).where(eq(productColors.id, rose.id));
  await own.db.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.productId, product!.id));
  await own.db.db.update(stocks).set({ quantity: 4 }).where(eq(stocks.colorId, brick.id));
  await own.db.db.update(stocks).set({ quantity: 2 }).where(eq(stocks.colorId, rose.id));
  return { ...product!, brick: brick.id, rose: rose.id };
}

const shadeStock = async (colorId: string) =>
  (await own.db.db.select({ quantity: stocks.quantity }).from(stocks).where(eq(stocks.colorId, colorId)))[0]!.quantity;

/** A shopper taps a shade's swatch (the radio's label) on the product page. */
async function chooseShade(page: Page, name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  await page.locator("fieldset label").filter({ has: radio }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Staff set one shade's stock in its dialog on /admin-stocks. */
async function setInDialog(staff: Page, rowName: string, from: number, to: number) {
  await staff.getByRole("link", { name: `${s.updateStock}: ${rowName}` }).click();
  const dialog = staff.getByRole("dialog", { name: `${s.updateStock}: ${rowName}` });
  await dialog.getByText(`${s.currentQuantity}: ${from}`).waitFor();
  await dialog.getByLabel(s.newQuantity).fill(String(to));
  await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
  // Saved: the dialog closes (a refusal would keep it open with its alert).
  await expect.poll(() => dialog.count()).toBe(0);
  await staff.getByText(s.updated).first().waitFor();
}

describe("stock per shade", () => {
  it("staff set each shade; shoppers see and buy by shade, are told in turn, and never get more than a shade has", async () => {
    const lip = await twoShadeLipstick();
    const brickRow = stockRowName({ name: lip.name, shadeNameThai: "แดงอิฐ" });
    const { page: staff } = await browser.person({ viewport: PHONE });
    await signInAsAdmin(staff, ADMIN);
    await staff.goto(`/admin-stocks?q=${encodeURIComponent(lip.name)}`);

    // แดงอิฐ to 0 in its dialog.
    await setInDialog(staff, brickRow, 4, 0);

    // โรสวูด to 5 through the count sheet: downloaded, the count written into "จำนวนใหม่", uploaded back.
    const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByRole("link", { name: s.download }).click()]);
    const sheet = (await readFile((await download.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const header = sheet[0]!.split(",");
    expect(header.at(-1)).toBe(STOCK_SHEET_COLUMNS.quantity);
    const counted = sheet.map((line) => (line.includes(",โรสวูด,") ? line.replace(/,2$/, ",5") : line));
    expect(counted.filter((line, index) => line !== sheet[index])).toHaveLength(1);
    await staff.getByRole("link", { name: s.upload }).click();
    const upload = staff.getByRole("dialog", { name: s.uploadTitle });
    await upload.getByLabel(s.uploadFile).setInputFiles({ name: "นับสต็อก.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${counted.join("\r\n")}\r\n`) });
    await upload.getByLabel(s.reason).fill("นับสต็อกสิ้นเดือน");
    await upload.getByRole("button", { name: s.upload }).click();
    await expect.poll(async () => ((await upload.count()) === 0 ? "closed" : await upload.getByRole("alert").allTextContents())).toBe("closed");
    expect([await shadeStock(lip.brick), await shadeStock(lip.rose)]).toEqual([0, 5]);

    // Each shade has its own history: แดงอิฐ's holds its count to 0 and nothing of โรสวูด's.
    await staff.goto(`/admin-stocks/${lip.id}`);
    const brickHistory = staff.getByRole("link", { name: s.shadeChip("แดงอิฐ", 0) });
    await brickHistory.click();
    await expect.poll(() => brickHistory.getAttribute("aria-current")).toBe("page");
    const brickRows = (await staff.getByRole("row").allTextContents()).slice(1);
    expect(brickRows.length).toBeGreaterThan(0);
    expect(brickRows.filter((row) => !row.includes("แดงอิฐ") || row.includes("โรสวูด"))).toEqual([]);
    await staff.goto(`/admin-stocks?q=${encodeURIComponent(lip.name)}`);

    // Three members, in turn, open the lipstick: แดงอิฐ is crossed out and cannot be bought; each asks to be told.
    const waiting = [];
    for (const [index, name] of ["รอคนแรก", "รอคนที่สอง", "รอคนที่สาม"].entries()) {
      const person = await browser.person({ viewport: PHONE });
      const member = await signUpInto(person.context, own.shop.url, {
        name,
        email: uniqueEmail(`shade-wait-${index}`),
        localAddress: `127.0.114.${index + 1}`,
      });
      await person.page.goto(`/products/${lip.slug}`);
      await chooseShade(person.page, `แดงอิฐ (${productTexts.shadeSoldOut})`);
      const button = person.page.getByRole("button", { name: productTexts.shadeSoldOut });
      expect(await button.isDisabled()).toBe(true);
      await person.page.getByRole("button", { name: backInStockAskTexts.askButton }).click();
      await person.page.getByText(backInStockAskTexts.asked).waitFor();
      waiting.push({ ...member, page: person.page });
    }

    // The first of them buys two โรสวูด, which has "เหลือ 5" on its own.
    const buyer = waiting[0]!.page;
    await chooseShade(buyer, "โรสวูด");
    await buyer.getByText(cartTexts.limitedStock(5)).waitFor();
    await buyer.getByRole("button", { name: productTexts.increase }).click();
    await buyer.getByRole("button", { name: productTexts.addToCart }).click();
    await expect.poll(() => buyer.locator('[data-testid="cart-badge"]').textContent()).toBe("2");
    await buyer.goto("/checkout");
    await fillCheckoutAddress(buyer, { firstName: "รอ", lastName: "คนแรก" });
    await buyer.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
    await buyer.waitForURL(ORDER_URL);
    const orderNumber = new URL(buyer.url()).searchParams.get("order")!;
    expect([await shadeStock(lip.brick), await shadeStock(lip.rose)]).toEqual([0, 3]);

    // Staff restock two แดงอิฐ: the first two waiting are told (in the restock's own transaction), the third is not.
    await staff.reload();
    await setInDialog(staff, brickRow, 0, 2);
    const mails = await own.db.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.toAddress,
          waiting.map((member) => member.email),
        ),
      );
    const alerted = mails.filter((mail) => mail.subject.endsWith(backInStockTexts.mailSubject("").trim()));
    expect(alerted.map((mail) => mail.to).sort()).toEqual([waiting[0]!.email, waiting[1]!.email].sort());
    expect(alerted.every((mail) => mail.subject.startsWith(backInStockTexts.alertName(lip.nameThai, "แดงอิฐ")))).toBe(true);

    // Forty buyers at once for the last three โรสวูด: exactly three orders, the others told in Thai, never a 5xx.
    const buyers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signUpMember(own.shop.url, { name: `ผู้ซื้อ ${index + 1}`, email: uniqueEmail(`shade-rush-${index}`), localAddress: `127.0.115.${index + 1}` }),
      ),
    );
    const cart = encodeCheckoutCart([{ productId: lip.id, colorId: lip.rose, quantity: 1 }]);
    const answers = await Promise.all(
      buyers.map(async (member, index) => {
        const context = await browser.context.browser()!.newContext();
        const cookie = await addSessionCookies(context, own.shop.url, member.setCookie);
        await context.close();
        return postForm(
          `${own.shop.url}/checkout`,
          checkoutFormFields({ firstName: "ผู้ซื้อ", lastName: `คนที่ ${index + 1}`, email: member.email }, { productId: lip.id, colorId: lip.rose }),
          {
            localAddress: `127.0.115.${index + 1}`,
            headers: { cookie: `${cookie}; ${CHECKOUT_CART_COOKIE}=${cart}`, origin: own.shop.url, referer: `${own.shop.url}/checkout` },
          },
        );
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 302 || status === 303)).toHaveLength(3);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status < 300).every((answer) => answer.text.includes("โรสวูด"))).toBe(true);
    expect([await shadeStock(lip.brick), await shadeStock(lip.rose)]).toEqual([2, 0]);

    // The first buyer cancels their order: its two units go back on โรสวูด, แดงอิฐ untouched.
    await buyer.goto(`/orders/${orderNumber}`);
    await buyer.getByRole("region", { name: afterSaleTexts.sectionTitle }).getByRole("link", { name: afterSaleTexts.cancelNow }).click();
    const dialog = buyer.getByRole("dialog", { name: afterSaleTexts.cancelConfirm });
    await dialog.getByLabel(afterSaleTexts.cancelReasonLabel).selectOption({ label: afterSaleTexts.reasons["ordered-wrong"] });
    await dialog.getByRole("button", { name: afterSaleTexts.cancelNow }).click();
    await buyer.getByText(afterSaleTexts.cancelledNotice).waitFor();
    expect((await own.db.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.status).toBe("cancelled");
    expect([await shadeStock(lip.brick), await shadeStock(lip.rose)]).toEqual([2, 2]);
    await buyer.goto(`/products/${lip.slug}`);
    await chooseShade(buyer, "โรสวูด");
    await buyer.getByText(cartTexts.limitedStock(2)).waitFor();
  });
});
