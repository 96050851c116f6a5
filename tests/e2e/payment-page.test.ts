import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { parse } from "promptparse";
import { describe, expect, inject, it } from "vitest";
import { formatPaymentDeadline } from "../../domain/payments/payment-deadline";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { promptPayAmountText } from "../../domain/payments/promptpay";
import { copyTexts } from "../../app/ui/copy-texts";
import { readSlipQr } from "../../server/shop/payments/slip-qr";
import { PHONE, signUpInto } from "./support/accounts";
import { slowPhonePage as openSlowPhonePage } from "./support/slow-phone";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, placeOrder } from "./support/checkout-steps";
import { readQrOnScreen } from "./support/payment-steps";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { orderTexts } from "../../domain/orders/order-texts";

// Issue 24, "Pay" (decision 070): on a cheap phone on a slow line, a shopper who has just ordered
// sees when the order must be paid by and the time left ticking, copies the PromptPay number for
// the banking app, and saves the QR as a picture the banking app can scan from the photo library.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE, hasTouch: true });
const m = paymentTexts;
/** The journeys' shop runs with the default ORDER_PAYMENT_HOURS. */
const PAYMENT_HOURS = 24;

const slowPhonePage = () => openSlowPhonePage(browser.context);

/** The deadline shown (its machine-readable time) and checks its Thai words say the same moment. */
async function shownDeadline(page: Page): Promise<number> {
  const time = page.getByTestId("payment-deadline").locator("time");
  const dateTime = (await time.getAttribute("datetime"))!;
  const said = formatPaymentDeadline(dateTime);
  expect(said).toMatch(/^\d{1,2} \S+ 25\d\d \d\d:\d\d น\.$/);
  // "กรุณาชำระภายใน 27 พ.ย. 2569 14:30 น." as one sentence on the screen.
  expect(await page.getByText(m.payBy(said), { exact: true }).isVisible()).toBe(true);
  return Date.parse(dateTime);
}

/** The countdown's reading in seconds ("23:59:07" → 86347). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole("timer").textContent())!;
  expect(text).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
  const [hours, minutes, seconds] = text.split(":").map(Number);
  return hours! * 3600 + minutes! * 60 + seconds!;
}

describe("paying an order on a slow phone", () => {
  it("shows the deadline and a ticking countdown, copies the PromptPay number and saves a QR picture that scans to the exact total", async () => {
    const { context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: shopUrl });
    await signUpInto(context, shopUrl, { name: "แพรวา", email: uniqueEmail("pay-page"), localAddress: "127.0.70.1" });
    const placedAt = Date.now();
    const { orderNumber, totalSatang } = await placeOrder(browser.page, {
      firstName: "แพรวา",
      lastName: "ใจเย็น",
      paymentMethod: "promptpay",
    });

    // The payment page opened afresh on the slow phone: the deadline and the time left are in the HTML.
    const page = await slowPhonePage();
    await page.goto(`/payment-confirmation?order=${orderNumber}`, { waitUntil: "commit" });
    const deadline = await shownDeadline(page);
    expect(Math.abs(deadline - (placedAt + PAYMENT_HOURS * 3_600_000))).toBeLessThan(60_000);
    const firstReading = await secondsLeft(page);
    expect(firstReading).toBeLessThanOrEqual(PAYMENT_HOURS * 3600);
    expect(firstReading).toBeGreaterThan(PAYMENT_HOURS * 3600 - 300);

    // Copy the PromptPay number the moment its button shows, as a shopper would.
    const copyId = page.getByRole("button", { name: copyTexts.copyWhat(m.promptPayNumber) });
    await copyId.tap();
    // Tapped before the page is React's, the tap is kept and carried out once it is (decision 021).
    await expect.poll(() => copyId.textContent(), { timeout: 15_000 }).toBe(copyTexts.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0891234567");
    // The number stays on the page as text too, as the shop's settings write it.
    expect(await page.getByText("089-123-4567", { exact: true }).isVisible()).toBe(true);

    // The countdown ticks on the phone's own clock.
    await expect.poll(() => secondsLeft(page), { timeout: 10_000 }).toBeLessThan(firstReading);

    // "บันทึก QR" saves a PNG whose QR a banking app reads as the order's exact total.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: m.saveQr }).tap();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`promptpay-${orderNumber}.png`);
    const png = await readFile((await download.path())!);
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    const reading = await readSlipQr(png);
    if (reading.kind === "none") throw new Error("the saved picture has no readable QR");
    const qr = parse(reading.payload, true)!;
    expect(qr.getTagValue("54")).toBe(promptPayAmountText(totalSatang));
    expect(qr.validate("63")).toBe(true);

    // The order page says the same deadline and counts down too.
    await page.goto(`/orders/${orderNumber}`, { waitUntil: "commit" });
    expect(await shownDeadline(page)).toBe(deadline);
    expect(await secondsLeft(page)).toBeLessThanOrEqual(firstReading);
  });

  it("shows the QR uncovered from the moment the order is made: the order's notice is a line in the page, no toast over the QR", async () => {
    const { context, page } = browser;
    await signUpInto(context, shopUrl, { name: "กานดา", email: uniqueEmail("pay-qr-now"), localAddress: "127.0.70.4" });
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    await fillCheckoutAddress(page, { firstName: "กานดา", lastName: "ตาไว" });
    await page.getByRole("button", { name: checkoutTexts.confirmOrder }).tap();
    await page.waitForURL(/\/payment-confirmation\?order=ORDER-/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;

    // A banking app's camera (or a screenshot) reads the QR at any moment of the page's first
    // seconds — longer than a toast would stay (4 s) — never a frame with something over it.
    const until = Date.now() + 5_000;
    let looks = 0;
    while (Date.now() < until) {
      expect(await readQrOnScreen(page), `look ${looks + 1} at the QR`).toMatch(/^000201/);
      looks += 1;
    }
    expect(looks).toBeGreaterThan(3);
    // The order's notice is said in the page, as a status line, and no toast was raised for it.
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: orderTexts.created(orderNumber) })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator("[data-sonner-toaster] [data-sonner-toast]").count()).toBe(0);
  });

  it("lets another member have neither the page nor the QR picture", async () => {
    const { context, page } = browser;
    await signUpInto(context, shopUrl, { name: "ดารา", email: uniqueEmail("pay-owner"), localAddress: "127.0.70.2" });
    const { orderNumber } = await placeOrder(page, { firstName: "ดารา", lastName: "ดีใจ", paymentMethod: "promptpay" });
    const other = await browser.person({ viewport: PHONE });
    await signUpInto(other.context, shopUrl, { name: "อื่น", email: uniqueEmail("pay-other"), localAddress: "127.0.70.3" });
    const picture = await other.context.request.get(`/orders/${orderNumber}/promptpay.png`);
    expect(picture.status()).toBe(404);
    expect(picture.headers()["content-type"]).not.toBe("image/png");
  });
});
