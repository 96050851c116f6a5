import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accountTexts } from "../../domain/members/account-texts";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { carrierTrackingUrl, ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { orderTrackingTexts } from "../../domain/orders/order-tracking-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { copyTexts } from "../../app/ui/copy-texts";
import { orderPageTexts } from "../../app/features/orders/texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { onlyRowNaming, packAndShip } from "./support/admin-steps";
import { auditOpenPage } from "./support/axe-audit";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { uploadSlip } from "./support/payment-steps";

// Issue 24, Track: a member follows their parcel on a cheap phone (CPU slowed 4×, 390 px),
// acting the moment a control is visible (no waiting for hydration).
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE, hasTouch: true });
const t = orderTrackingTexts;
const p = adminPaymentTexts;

/** "27 พ.ย. 2569 09:05": a Bangkok date and time with the Buddhist-era year, as the shop prints them. */
const THAI_DATE_TIME = /^\d{1,2} \S+ 25\d\d \d\d:\d\d$/;

async function slowThePhone(page: Page) {
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Staff verify the slip on /admin-payments and ship the order with Kerry from /admin-orders. */
async function staffVerifyAndShip(orderNumber: string, totalText: string, tracking: string) {
  const { page: staff } = await browser.person({ viewport: PHONE });
  await signInAsAdmin(staff);
  await staff.goto(`/admin-payments?q=${orderNumber}`);
  const paymentRow = await onlyRowNaming(staff, orderNumber);
  await paymentRow.getByRole("link", { name: `${p.verify} ${orderNumber}` }).click();
  const confirm = staff.getByRole("dialog");
  await confirm.getByText(p.verifyConfirm(orderNumber, totalText)).waitFor();
  await confirm.getByRole("button", { name: p.verify }).click();
  await staff.getByText(p.updated).waitFor();

  await staff.goto(`/admin-orders?q=${orderNumber}`);
  const orderRow = await onlyRowNaming(staff, orderNumber);
  await packAndShip(staff, orderRow, orderNumber, tracking);
}

/** Each step of the timeline: its Thai label, its time as shown, and whether it is the current one. */
function timelineSteps(page: Page) {
  return page
    .getByRole("region", { name: t.timelineTitle, exact: true })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector("[data-step-label]")?.firstChild?.textContent ?? "",
        time: item.querySelector("time")?.textContent ?? null,
        current: item.getAttribute("aria-current") === "step",
      })),
    );
}

describe("tracking an order on the phone", () => {
  it("the member sees the timeline with times, copies the tracking number, follows Kerry's page and confirms delivery", async () => {
    const { page, context } = browser;
    await slowThePhone(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: shopUrl });
    await signUpInto(context, shopUrl, { name: "ติดตามพัสดุ", email: uniqueEmail("tracking"), localAddress: "127.0.76.1" });

    // Places and pays an order by slip.
    const { orderNumber, totalText } = await placeOrder(page, { firstName: "ติดตาม", lastName: "พัสดุ" });
    await uploadSlip(page, await slipPhotoFor("014", `TRK${Date.now()}`), { bank: "ธนาคารไทยพาณิชย์" });
    await page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();

    const tracking = `KER${Date.now().toString().slice(-9)}`;
    await staffVerifyAndShip(orderNumber, totalText, tracking);

    // The order page: five steps, the four reached each with a Bangkok time, shipped the current one.
    await page.goto(`/orders/${orderNumber}`);
    await expect.poll(() => timelineSteps(page)).toHaveLength(5);
    const shipped = await timelineSteps(page);
    expect(shipped.map((step) => [step.label, step.current])).toEqual([
      [t.steps.ordered, false],
      [t.steps.paid, false],
      [t.steps.packing, false],
      [t.steps.shipped, true],
      [t.steps.delivered, false],
    ]);
    for (const step of shipped.slice(0, 4)) expect(step.time, step.label).toMatch(THAI_DATE_TIME);
    expect(shipped[4]!.time).toBeNull();

    // The tracking number, copied with one tap (the clipboard holds it, the page says so).
    const parcel = page.getByRole("region", { name: orderPageTexts.shipmentTitle });
    await parcel.getByText(tracking, { exact: true }).waitFor();
    await parcel.getByRole("button", { name: copyTexts.copyWhat(t.copyTracking) }).tap();
    await parcel.getByRole("status").getByText(copyTexts.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tracking);

    // Kerry's own tracking page for this parcel, in a new tab.
    const carrierLink = parcel.getByRole("link", { name: new RegExp(t.trackWithCarrier("Kerry Express")) });
    expect(await carrierLink.getAttribute("href")).toBe(carrierTrackingUrl("kerry", tracking));
    expect(await carrierLink.getAttribute("target")).toBe("_blank");

    // The shipped order page is clean for axe (timeline, parcel and the form), once the copy
    // button reads "คัดลอก" again (its few seconds of "คัดลอกแล้ว" are announced by its status).
    await expect.poll(() => parcel.getByRole("button", { name: copyTexts.copyWhat(t.copyTracking) }).textContent(), { timeout: 10_000 }).toBe(copyTexts.copy);
    expect(await auditOpenPage(page, `/orders/${orderNumber}`)).toEqual([]);

    // "ได้รับสินค้าแล้ว": the last step is done, with its time, and the order says delivered.
    // One tap only asks (issue 40); the order completes on the confirmation's own button.
    await parcel.getByRole("link", { name: t.confirmDelivery }).tap();
    await page.getByRole("dialog", { name: t.confirmDeliveryTitle }).getByRole("button", { name: t.confirmDeliveryYes }).tap();
    await page.getByText(t.deliveredByMember).waitFor();
    const delivered = await timelineSteps(page);
    expect(delivered.at(-1)).toEqual({ label: t.steps.delivered, time: expect.stringMatching(THAI_DATE_TIME), current: true });
    expect(await page.getByText(ORDER_STATUS_LABELS.delivered).count()).toBeGreaterThan(0);
    expect(await parcel.getByRole("button", { name: t.confirmDelivery }).count()).toBe(0);
    expect(await parcel.getByRole("link", { name: t.confirmDelivery }).count()).toBe(0);
    // The notice says so — a line in the order page, which no toast covers (issue 33) — and the page
    // passes the audit with it on screen.
    const notice = page.getByRole("status").filter({ hasText: t.delivered(orderNumber) });
    await notice.waitFor();
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(await auditOpenPage(page, `/orders/${orderNumber}`)).toEqual([]);

    // The order history: the delivered order with its picture and badge; a new unpaid one offers "ชำระเงิน".
    const unpaid = await placeOrder(page, { firstName: "ติดตาม", lastName: "พัสดุ" });
    await page.goto("/dashboard?tab=orders");
    const rowOf = (number: string) => page.getByTestId("order-row").filter({ hasText: number });
    const deliveredRow = rowOf(orderNumber);
    await deliveredRow.getByText(ORDER_STATUS_LABELS.delivered, { exact: true }).waitFor();
    expect(await deliveredRow.getByRole("link", { name: `${accountTexts.payOrder} ${accountTexts.payWhichOrder(orderNumber)}` }).count()).toBe(0);
    const unpaidRow = rowOf(unpaid.orderNumber);
    await unpaidRow.getByText(ORDER_PAYMENT_STATUS_LABELS.unpaid, { exact: true }).waitFor();
    const thumbnail = unpaidRow.getByTestId("order-thumbnails").getByRole("img").first();
    expect(await thumbnail.getAttribute("alt")).toContain(unpaid.productName);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await auditOpenPage(page, "/dashboard?tab=orders")).toEqual([]);
    await unpaidRow.getByRole("link", { name: `${accountTexts.payOrder} ${accountTexts.payWhichOrder(unpaid.orderNumber)}` }).tap();
    await page.waitForURL((url) => url.pathname === "/payment-confirmation" && url.searchParams.get("order") === unpaid.orderNumber);
  }, 240_000);
});
