import { describe, expect, inject, it } from "vitest";
import { afterSaleTexts as t } from "../../domain/after-sale/after-sale-texts";
import { adminStockTexts } from "../../domain/admin/admin-stock-texts";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { STOCK_MOVEMENT_LABELS } from "../../domain/stock/stock-movements";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { auditOpenPage } from "./support/axe-audit";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";

// Issue 36, after the sale: a member on a phone (390 px) cancels an unpaid PromptPay order on its
// page with a reason — the lipstick goes back on the shelf — and asks to send another order
// elsewhere, the request's timeline on the order page. Controls are used the moment they show.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE, hasTouch: true });

describe("after the sale, on the member's phone", () => {
  it("cancels an unpaid order with a reason (stock back), then asks for an address change and follows it", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "หลังการขาย", email: uniqueEmail("after-sale"), localAddress: "127.0.103.1" });
    const first = await placeOrder(page, { firstName: "มะปราง", lastName: "หวานดี", paymentMethod: "promptpay" });

    // The order page offers "ยกเลิกคำสั่งซื้อ" at once: it is not paid.
    await page.goto(`/orders/${first.orderNumber}`);
    const section = page.getByRole("region", { name: t.sectionTitle });
    await section.getByRole("link", { name: t.cancelNow }).click();
    const dialog = page.getByRole("dialog", { name: t.cancelConfirm });
    await dialog.waitFor();
    const findings = await auditOpenPage(page, `/orders/${first.orderNumber}?cancel`);

    // No reason chosen: refused in Thai, in the dialog, nothing cancelled.
    await dialog.getByRole("button", { name: t.cancelNow }).click();
    await expect.poll(() => page.getByRole("dialog").getByRole("alert").textContent()).toBe(t.reasonRequired);
    await page.getByRole("dialog").getByLabel(t.cancelReasonLabel).selectOption({ label: t.reasons["ordered-wrong"] });
    await page.getByRole("dialog").getByLabel(t.detailsLabel).fill("กดสีผิด");
    await page.getByRole("dialog").getByRole("button", { name: t.cancelNow }).click();

    await page.getByText(t.cancelledNotice).waitFor();
    await expect.poll(() => page.locator("main [data-status]").first().textContent()).toBe(ORDER_STATUS_LABELS.cancelled);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByText(`${t.cancelledByMember(`${t.reasons["ordered-wrong"]} — กดสีผิด`)}`, { exact: false }).count()).toBe(1);
    // Cancelled: nothing more to cancel or ask.
    expect(await page.getByRole("link", { name: t.cancelNow }).count()).toBe(0);

    // The lipstick is back on the shelf: the stock history has the order's cancellation, +1.
    const { page: staff } = await browser.person({ viewport: PHONE });
    await signInAsAdmin(staff);
    await staff.goto(`/admin-stocks?q=${encodeURIComponent(first.productName)}`);
    // The back-office names the product by its own (English) name: the search by the Thai one finds that one product,
    // a row per shade (decision 114), each leading to the product's history with its shades' lines.
    const history = staff.getByRole("main").getByRole("link", { name: new RegExp(`^${adminStockTexts.history}: `) });
    await expect.poll(() => history.count()).toBeGreaterThanOrEqual(1);
    expect(new Set(await history.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).size).toBe(1);
    await history.first().click();
    await staff.waitForURL((url) => /^\/admin-stocks\/[0-9a-f-]{36}$/.test(url.pathname));
    const movements = staff.getByRole("row").filter({ hasText: first.orderNumber });
    await expect.poll(() => movements.filter({ hasText: STOCK_MOVEMENT_LABELS.cancellation }).textContent()).toContain("+1");
    expect(await movements.filter({ hasText: STOCK_MOVEMENT_LABELS.sale }).count()).toBe(1);

    // A second order, to be sent elsewhere: asked on the request page, the checkout's fields filled with where it goes now.
    const second = await placeOrder(page, { firstName: "มะปราง", lastName: "หวานดี", paymentMethod: "promptpay" });
    await page.goto(`/orders/${second.orderNumber}`);
    await page.getByRole("region", { name: t.sectionTitle }).getByRole("link", { name: t.kinds["change-address"] }).click();
    await page.getByRole("heading", { level: 1, name: t.kinds["change-address"] }).waitFor();
    findings.push(...(await auditOpenPage(page, "/order-request (change-address)")));
    expect(await page.getByLabel(t.firstName, { exact: true }).inputValue()).toBe("มะปราง");
    await page.getByLabel(t.postalCode, { exact: true }).fill("501");
    await page.getByLabel(t.addressLine, { exact: true }).fill("88 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่");
    await page.getByLabel(t.province, { exact: true }).fill("เชียงใหม่");
    await page.getByRole("button", { name: t.send }).click();
    // A wrong postal code is refused beside its field, what was typed kept.
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBeTruthy();
    expect(await page.getByLabel(t.province, { exact: true }).inputValue()).toBe("เชียงใหม่");
    await page.getByLabel(t.postalCode, { exact: true }).fill("50200");
    await page.getByLabel(t.detailsLabel).fill("ย้ายไปทำงานที่เชียงใหม่");
    await page.getByRole("button", { name: t.send }).click();

    await page.waitForURL((url) => url.pathname === `/orders/${second.orderNumber}`);
    await page.getByText(t.requestSent).waitFor();
    const request = page.getByRole("region", { name: t.sectionTitle }).getByRole("listitem").filter({ hasText: t.kinds["change-address"] });
    expect(await request.locator("[data-request-status]").textContent()).toBe(t.statuses.open);
    const timeline = request.getByRole("region", { name: t.timelineTitle });
    expect(await timeline.locator("[data-step-label]").allTextContents()).toEqual([t.steps.opened]);
    expect(await timeline.getByText("ย้ายไปทำงานที่เชียงใหม่").count()).toBe(1);
    expect(await timeline.locator("time").textContent()).toMatch(/^\d{1,2} \S+ 25\d\d \d\d:\d\d$/);
    // One running request at a time: no more links to ask, but the request may be taken back.
    expect(await page.getByRole("link", { name: t.kinds["change-shade"] }).count()).toBe(0);
    expect(await request.getByRole("button", { name: t.withdraw }).count()).toBe(1);
    findings.push(...(await auditOpenPage(page, `/orders/${second.orderNumber}`)));
    expect(findings).toEqual([]);

    // Another member's order, or any member as a guest: the order page's 404, or sign in first.
    const other = await browser.person({ viewport: PHONE });
    await signUpInto(other.context, shopUrl, { name: "คนอื่น", email: uniqueEmail("after-sale-other"), localAddress: "127.0.103.2" });
    expect((await other.context.request.get(`/order-request?order=${second.orderNumber}&kind=change-address`)).status()).toBe(404);
    const guest = await browser.person({ viewport: PHONE });
    const asGuest = await guest.context.request.get(`/order-request?order=${second.orderNumber}&kind=change-address`, { maxRedirects: 0 });
    expect(asGuest.status()).toBe(302);
    expect(asGuest.headers().location).toMatch(/^\/auth\?redirectTo=/);
  });
});
