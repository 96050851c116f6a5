// Issue 36, after the sale, both sides in one journey: a member on a phone asks, staff at a desk
// decide in /admin/after-sale, and the member's order page follows — a paid order cancelled on
// request and refunded; a delivered order returned with a photo, received back on the shelf,
// refunded, its full tax invoice corrected by a credit note; an address changed before packing.
// Payment and delivery are set in the database: those journeys are tested elsewhere.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminAfterSaleTexts as x } from "../../domain/admin/admin-after-sale-texts";
import { afterSaleTexts as t } from "../../domain/after-sale/after-sale-texts";
import { creditNoteTexts } from "../../domain/after-sale/credit-note-texts";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { orderItems, orders, payments, users } from "../../server/platform/db/schema";
import { saveTaxInvoiceSettings } from "../../server/shop/admin/tax-invoices";
import { requestTaxInvoice } from "../../server/shop/orders/tax-invoices";
import { stockOf } from "../../server/shop/orders/test-fixtures";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { onlyRowNaming, searchAdminList } from "./support/admin-steps";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { provideOwnShopDatabase } from "./support/own-shop-database";

const ADMIN = { email: "admin@after-sale-journeys.test", password: "After-Sale-Journeys-1!" };
const own = provideOwnShopDatabase("after-sale-journeys", { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = provideBrowser({ shopUrl: () => own.shop.url, viewport: PHONE, hasTouch: true });

/** The order as the shop's staff would have it after checking the transfer (and, with `delivered`, after the courier). */
async function paid(orderNumber: string, options: { delivered?: boolean } = {}) {
  const [order] = await own.db.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  await own.db.db.insert(payments).values({
    orderId: order!.id,
    userId: order!.userId,
    paymentMethod: order!.paymentMethod,
    amount: order!.totalAmount,
    status: "verified",
    verifiedAt: new Date(),
  });
  await own.db.db
    .update(orders)
    .set({ paymentStatus: "paid", ...(options.delivered ? { status: "delivered", shippedAt: new Date(), deliveredAt: new Date() } : {}) })
    .where(eq(orders.id, order!.id));
  return order!;
}

const staffStep = async (staff: Awaited<ReturnType<typeof browser.person>>["page"], orderNumber: string, step: string) => {
  await staff.goto("/admin/after-sale");
  await searchAdminList(staff, x.searchPlaceholder, orderNumber);
  const row = await onlyRowNaming(staff, orderNumber);
  await row.getByRole("link", { name: x.stepAria(step, orderNumber) }).click();
  const dialog = staff.getByRole("dialog");
  await dialog.waitFor();
  return { row, dialog };
};

describe("after the sale, a member on a phone and staff at a desk", () => {
  it("cancels a paid order on request and refunds it; returns a delivered one with a photo, back on the shelf, refunded with a credit note; moves an unpacked parcel's address", async () => {
    const { page, context } = browser;
    const email = uniqueEmail("after-sale-journeys");
    await signUpInto(context, own.shop.url, { name: "จันทร์เพ็ญ คืนของ", email, localAddress: "127.0.104.1" });
    const [member] = await own.db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const { page: staff } = await browser.person({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(staff, ADMIN);

    // 1. A paid order, not yet shipped: the member asks to cancel it; staff approve and send the money back.
    const first = await placeOrder(page, { firstName: "จันทร์เพ็ญ", lastName: "คืนของ", paymentMethod: "promptpay" });
    await paid(first.orderNumber);
    await page.goto(`/orders/${first.orderNumber}`);
    const section = page.getByRole("region", { name: t.sectionTitle });
    expect(await section.getByRole("link", { name: t.cancelNow, exact: true }).count()).toBe(0);
    await section.getByRole("link", { name: t.kinds.cancel }).click();
    await page.getByRole("heading", { level: 1, name: t.kinds.cancel }).waitFor();
    await page.getByLabel(t.cancelReasonLabel).selectOption({ label: t.reasons["ordered-wrong"] });
    await page.getByRole("button", { name: t.send }).click();
    await page.getByText(t.requestSent).waitFor();

    const cancel = await staffStep(staff, first.orderNumber, x.steps.decide);
    await cancel.dialog.getByRole("button", { name: t.approve, exact: true }).click();
    await expect.poll(() => cancel.row.getByText(t.statuses.approved).count()).toBe(1);
    const refund = await staffStep(staff, first.orderNumber, x.steps.refund);
    // Suggested: all that was paid.
    expect(await refund.dialog.getByLabel(t.refundAmountLabel).inputValue()).toBe((first.totalSatang / 100).toFixed(2));
    await refund.dialog.getByLabel(t.refundReferenceLabel).fill("PP-REFUND-0001");
    await refund.dialog.getByRole("button", { name: t.refund, exact: true }).click();
    await staff.getByText(x.noneFound).waitFor();

    await page.goto(`/orders/${first.orderNumber}`);
    await expect.poll(() => page.locator("main [data-status]").first().textContent()).toBe(ORDER_STATUS_LABELS.cancelled);
    await expect.poll(() => page.getByRole("region", { name: t.sectionTitle }).getByText(t.refundsTitle).count()).toBe(1);
    expect(await page.getByRole("region", { name: t.sectionTitle }).getByText(t.refundReference("PP-REFUND-0001")).count()).toBe(1);

    // 2. A delivered order with a full tax invoice: returned with a photo, received, refunded, credited.
    const [admin] = await own.db.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, ADMIN.email));
    await saveTaxInvoiceSettings(own.db.db, admin!, {
      vatRegistered: true,
      legalName: "บริษัท กลอสซี่ แอนด์ เวลเวท จำกัด",
      taxId: "0105555000013",
      address: "1 ถนนพระราม 4 กรุงเทพฯ 10500",
      branchCode: "00000",
    });
    const second = await placeOrder(page, { firstName: "จันทร์เพ็ญ", lastName: "คืนของ", paymentMethod: "promptpay" });
    const secondRow = await paid(second.orderNumber, { delivered: true });
    const invoice = await requestTaxInvoice(own.db.db, member!.id, second.orderNumber, {
      buyerName: "จันทร์เพ็ญ คืนของ",
      buyerAddress: "99 ถนนสุขุมวิท กรุงเทพฯ 10110",
      buyerTaxId: "0105536123458",
      buyerBranchCode: "00000",
    });
    expect(invoice.ok).toBe(true);
    const [item] = await own.db.db.select().from(orderItems).where(eq(orderItems.orderId, secondRow.id));
    const stockBefore = await stockOf(own.db.db, item!.productId!);

    await page.goto(`/orders/${second.orderNumber}`);
    await page.getByRole("region", { name: t.sectionTitle }).getByRole("link", { name: t.kinds.return }).click();
    await page.getByRole("heading", { level: 1, name: t.kinds.return }).waitFor();
    await page.getByLabel(new RegExp(`^${t.quantityOf("")}`)).fill("1");
    await page.getByLabel(t.reasonLabel, { exact: true }).selectOption({ label: t.reasons.damaged });
    await page.getByRole("radio", { name: t.wanted.refund }).check();
    await page.getByLabel(t.detailsLabel).fill("ตลับแตกตั้งแต่เปิดกล่อง");
    // Damaged without a photo: the shop asks for one.
    await page.getByRole("button", { name: t.send }).click();
    await expect.poll(() => page.getByText(t.photoNeeded).count()).toBeGreaterThan(0);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#b3123a" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(t.photosLabel).setInputFiles({ name: "broken.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: t.send }).click();
    await page.getByText(t.requestSent).waitFor();
    // The photo is the member's own to see, served privately.
    const thumbnail = page.getByRole("region", { name: t.sectionTitle }).locator('a[href^="/order-request/files/"]').first();
    const photoUrl = await thumbnail.getAttribute("href");
    expect((await page.request.get(photoUrl!)).status()).toBe(200);
    const { page: stranger, context: strangerContext } = await browser.person();
    await signUpInto(strangerContext, own.shop.url, { name: "คนอื่น", email: uniqueEmail("after-sale-stranger"), localAddress: "127.0.104.2" });
    expect((await stranger.request.get(photoUrl!)).status()).toBe(404);

    const decide = await staffStep(staff, second.orderNumber, x.steps.decide);
    await expect.poll(() => decide.dialog.getByText("ตลับแตกตั้งแต่เปิดกล่อง").count()).toBeGreaterThan(0);
    await decide.dialog.getByRole("button", { name: t.approve, exact: true }).click();
    await expect.poll(() => decide.row.getByText(t.statuses.approved).count()).toBe(1);
    const receive = await staffStep(staff, second.orderNumber, x.steps.receive);
    await receive.dialog.getByRole("button", { name: t.receive, exact: true }).click();
    await expect.poll(() => receive.row.getByText(t.statuses.received).count()).toBe(1);
    expect(await stockOf(own.db.db, item!.productId!)).toBe(stockBefore! + 1);
    const refundReturn = await staffStep(staff, second.orderNumber, x.steps.refund);
    await refundReturn.dialog.getByLabel(t.refundReferenceLabel).fill("PP-REFUND-0002");
    await refundReturn.dialog.getByRole("button", { name: t.refund, exact: true }).click();
    await staff.getByText(x.noneFound).waitFor();

    await page.goto(`/orders/${second.orderNumber}`);
    const credit = page.getByRole("link", { name: /^ใบลดหนี้ CN-\d{4}-\d{6}/ });
    await credit.waitFor();
    await credit.click();
    await page
      .getByRole("heading", { name: new RegExp(creditNoteTexts.documentTitle) })
      .first()
      .waitFor();
    await expect.poll(() => page.getByText(/อ้างอิงใบกำกับภาษีเลขที่ INV-/).count()).toBeGreaterThan(0);

    // 3. Not packed yet: the member asks to send it elsewhere; staff approve; the order goes there.
    const third = await placeOrder(page, { firstName: "จันทร์เพ็ญ", lastName: "คืนของ", paymentMethod: "promptpay" });
    await page.goto(`/orders/${third.orderNumber}`);
    await page.getByRole("region", { name: t.sectionTitle }).getByRole("link", { name: t.kinds["change-address"] }).click();
    await page.getByRole("heading", { level: 1, name: t.kinds["change-address"] }).waitFor();
    await page.getByLabel(t.addressLine, { exact: true }).fill("7 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่");
    await page.getByLabel(t.province, { exact: true }).fill("เชียงใหม่");
    await page.getByLabel(t.postalCode, { exact: true }).fill("50200");
    await page.getByRole("button", { name: t.send }).click();
    await page.getByText(t.requestSent).waitFor();
    const move = await staffStep(staff, third.orderNumber, x.steps.decide);
    await move.dialog.getByRole("button", { name: t.approve, exact: true }).click();
    await staff.getByText(x.noneFound).waitFor();
    await page.goto(`/orders/${third.orderNumber}`);
    await expect.poll(() => page.getByText("7 ถนนนิมมานเหมินท์", { exact: false }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("50200", { exact: false }).count()).toBeGreaterThan(0);
  });
});
