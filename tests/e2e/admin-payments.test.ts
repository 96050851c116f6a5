import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { pointsEarnedFor } from "../../domain/loyalty";
import { messages } from "../../domain/messages";
import { adminOrderMessages, adminPaymentMessages } from "../../domain/admin-messages";
import { slipPhotoFor } from "../../server/payments/test-support/proof-files";
import { provideBrowser, uniqueEmail, waitForHydrationOnGoto } from "./support/browser";
import { postJson } from "./support/http-client";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const m = adminPaymentMessages;
const o = adminOrderMessages;

/** A new member, signed up from an address of its own (the sign-up limit stays as it is for everyone else). */
async function signUpInto(context: BrowserContext) {
  const signedUp = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name: "นิดา", email: uniqueEmail("paid"), password: "Lipstick-2024!" },
    { localAddress: "127.0.0.94", headers: { origin: shopUrl } },
  );
  expect(signedUp.status).toBe(200);
  await addSessionCookies(context, shopUrl, signedUp.headers["set-cookie"]);
}

/** The first product in stock, checked out with PromptPay through /checkout; returns the order number. */
async function placePromptPayOrder(page: Page): Promise<string> {
  await addFirstProductToCart(page);
  await page.goto("/checkout");
  await fillCheckoutAddress(page, { firstName: "นิดา", lastName: "สลิปชัด" });
  await page.getByRole("radio", { name: "พร้อมเพย์" }).check();
  await page.getByRole("button", { name: messages.checkout.confirmOrder }).click();
  await page.waitForURL(ORDER_URL);
  return new URL(page.url()).searchParams.get("order")!;
}

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(inject("adminEmail"));
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(inject("adminPassword"));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("checking a slip in the back-office", () => {
  it("a member pays by slip; an admin finds the payment, sees the slip, verifies it, then ships the order; the member sees paid, more points and the tracking number", async () => {
    const { page, context } = browser;
    await signUpInto(context);
    const orderNumber = await placePromptPayOrder(page);
    const totalText = (await page.locator("dl div").filter({ hasText: messages.payment.total }).first().locator("dd").textContent())!;
    const total = Math.round(Number(totalText.replace(/[฿,\s]/g, "")) * 100);
    const slipRef = `ADM${Date.now()}`;
    const tracking = `KER${Date.now().toString().slice(-9)}`;
    await page.getByLabel(messages.payment.proofFile).setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipPhotoFor("014", slipRef) });
    await page.getByRole("button", { name: messages.payment.submitProof }).click();
    await page.getByRole("heading", { name: messages.payment.proofSubmitted }).waitFor();
    await page.goto("/dashboard");
    expect(await page.getByTestId("stat-points").textContent()).toBe(messages.loyalty.points(0));

    // The admin works on a phone, as staff checking slips do.
    const staff = waitForHydrationOnGoto(await context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH", viewport: { width: 390, height: 844 } }).then((own) => own.newPage()));
    try {
      await signInAsAdmin(staff);
      await staff.goto("/admin-dashboard");
      await staff.getByRole("link", { name: /Payments/ }).click();
      await staff.waitForURL((url) => url.pathname === "/admin-payments");
      await staff.getByRole("searchbox", { name: m.searchPlaceholder }).fill(orderNumber.toLowerCase());
      await staff.getByRole("button", { name: "Search" }).click();
      await staff.waitForURL((url) => url.searchParams.get("q") === orderNumber.toLowerCase());
      const row = staff.getByRole("row", { name: new RegExp(orderNumber) });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByText("รอตรวจสอบ").count()).toBe(1);

      await row.getByRole("link", { name: `${m.details} ${orderNumber}` }).click();
      const dialog = staff.getByRole("dialog");
      await dialog.getByRole("heading", { name: `${m.details}: ${orderNumber}` }).waitFor();
      const slip = dialog.getByRole("img", { name: m.proofImageAlt(orderNumber) });
      await expect.poll(() => slip.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await dialog.getByText(slipRef).waitFor();
      await dialog.getByText(m.slipNotSeenElsewhere).waitFor();

      // Staff keep a note on the payment (spec §2, §3 admin_notes); it is there after a reload.
      const note = `ลูกค้าโทรแจ้งว่าโอนแล้ว ${slipRef}`;
      await dialog.getByLabel(m.adminNotes).fill(note);
      await dialog.getByRole("button", { name: m.saveNotes }).click();
      await staff.getByText(m.notesSaved).waitFor();
      await expect.poll(() => staff.getByRole("dialog").count()).toBe(0);
      await row.getByRole("link", { name: `${m.details} ${orderNumber}` }).click();
      await dialog.getByRole("heading", { name: `${m.details}: ${orderNumber}` }).waitFor();
      await staff.reload();
      await expect.poll(() => dialog.getByLabel(m.adminNotes).inputValue()).toBe(note);

      await dialog.getByRole("link", { name: `${m.verify} ${orderNumber}` }).click();
      const confirm = staff.getByRole("dialog");
      await confirm.getByText(m.verifyConfirm(orderNumber, totalText.trim())).waitFor();
      await confirm.getByRole("button", { name: m.verify }).click();
      await staff.getByText(m.updated).waitFor();
      await expect.poll(() => staff.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => row.getByText("ยืนยันแล้ว").count()).toBe(1);
      // Spec §4: verify is disabled once verified.
      expect(await row.getByRole("button", { name: `${m.verify} ${orderNumber}` }).isDisabled()).toBe(true);

      // The paid order moves on: processing, then shipped with a tracking number.
      await staff.goto(`/admin-orders?q=${orderNumber}`);
      const orderRow = staff.getByRole("row", { name: new RegExp(orderNumber) });
      await orderRow.getByRole("button", { name: o.moveAria(o.moveLabels.processing, orderNumber) }).click();
      await expect.poll(() => orderRow.locator('[data-status="processing"]').count()).toBe(1);
      await orderRow.getByRole("link", { name: o.moveAria(o.moveLabels.shipped, orderNumber) }).click();
      const ship = staff.getByRole("dialog", { name: o.shipTitle(orderNumber) });
      await ship.getByLabel(o.carrier).selectOption("kerry");
      await ship.getByLabel(o.trackingNumber).fill(tracking);
      await ship.getByRole("button", { name: o.shipSubmit }).click();
      await expect.poll(() => orderRow.locator('[data-status="shipped"]').count()).toBe(1);
    } finally {
      await staff.context().close();
    }

    await page.goto(`/orders/${orderNumber}`);
    await page.locator('[data-payment-status="paid"]').filter({ hasText: "ชำระเงินแล้ว" }).waitFor();
    const shipment = page.getByRole("region", { name: messages.orderPage.shipmentTitle });
    await expect.poll(() => shipment.textContent()).toContain(tracking);
    await page.goto("/dashboard");
    const earned = pointsEarnedFor(total);
    expect(earned).toBeGreaterThan(0);
    expect(await page.getByTestId("stat-points").textContent()).toBe(messages.loyalty.points(earned));
  });
});
