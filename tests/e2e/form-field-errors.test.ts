import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import { accountTexts } from "../../domain/members/account-texts";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { PAYMENT_STATUS_LABELS } from "../../domain/orders/order-status";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { uploadSlip } from "./support/payment-steps";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

const eventually = <T>(value: () => T | Promise<T>, message?: string) => expect.poll(value, { timeout: 15_000, message });
const m = accountTexts;

/** What a screen reader reads for a field: the text of the elements its aria-describedby names. */
async function describedBy(page: Page, label: string) {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby")) ?? "";
  const texts = [];
  for (const id of ids.split(" ").filter(Boolean)) texts.push((await page.locator(`[id="${id}"]`).textContent()) ?? "");
  return texts.join(" ");
}

/** The personal-info form sent with two fields wrong, each for its own reason. */
async function sendTwoBadFields(page: Page) {
  await page.goto("/profile");
  await page.getByLabel("ชื่อที่แสดง", { exact: true }).fill("");
  await page.getByLabel("เบอร์โทรศัพท์มือถือ", { exact: true }).fill("02-123-4567");
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
}

/** Both errors are on the page, each tied to its own field, and each text is shown once. */
async function expectBothFieldErrors(page: Page) {
  await eventually(() => page.getByRole("main").getByRole("alert").first().textContent()).toContain(m.displayNameRequired);
  await eventually(() => page.getByText(m.phoneInvalid, { exact: true }).isVisible()).toBe(true);
  for (const label of ["ชื่อที่แสดง", "เบอร์โทรศัพท์มือถือ"]) {
    expect(await page.getByLabel(label, { exact: true }).getAttribute("aria-invalid")).toBe("true");
  }
  expect(await describedBy(page, "ชื่อที่แสดง")).toContain(m.displayNameRequired);
  expect(await describedBy(page, "เบอร์โทรศัพท์มือถือ")).toContain(m.phoneInvalid);
  expect(await page.getByLabel("ชื่อจริง", { exact: true }).getAttribute("aria-invalid")).toBeNull();
  expect(await page.getByText(m.phoneInvalid, { exact: true }).count()).toBe(1);
}

// Members come from this journey's own client address (sign-up is limited per address).
let signUps = 0;
async function signedInMember(context = browser.context) {
  return signUpInto(context, shopUrl, { name: "น้องพลอย", email: uniqueEmail("fields"), localAddress: `127.0.64.${1 + signUps++}` });
}

describe("a form with two bad fields", () => {
  it("shows both fields' errors, each beside its field, with JavaScript", async () => {
    await signedInMember();
    const { page } = browser;
    await sendTwoBadFields(page);
    await expectBothFieldErrors(page);
  });

  it("shows both fields' errors and what was sent, on the page answered without JavaScript", async () => {
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, javaScriptEnabled: false });
    try {
      await signedInMember(context);
      const page = await context.newPage();
      await sendTwoBadFields(page);
      await page.waitForLoadState("load");
      await expectBothFieldErrors(page);
      expect(await page.getByLabel("เบอร์โทรศัพท์มือถือ", { exact: true }).inputValue()).toBe("02-123-4567");
      expect(await page.getByLabel("ชื่อที่แสดง", { exact: true }).inputValue()).toBe("");
    } finally {
      await context.close();
    }
  });
});

describe("a tick the shop asks for", () => {
  it("is asked for in the shop's Thai, never the browser's English, with scripts on and off: verifying a slip without a readable QR", async () => {
    const p = adminPaymentTexts;
    // A member pays with a picture that is no slip: staff must tick that they saw the money arrive.
    const member = await browser.person({ viewport: PHONE });
    await signUpInto(member.context, shopUrl, { name: "ติ๊กก่อน", email: uniqueEmail("tick-first"), localAddress: "127.0.81.1" });
    const { orderNumber } = await placeOrder(member.page, { firstName: "ติ๊ก", lastName: "ก่อนยืนยัน", paymentMethod: "promptpay" });
    const notASlip = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8a8a8a" } })
      .jpeg()
      .toBuffer();
    await uploadSlip(member.page, notASlip);
    await member.page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();

    for (const javaScriptEnabled of [true, false]) {
      const staff = await browser.person({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      await signInAsAdmin(staff.page);
      await staff.page.goto(`/admin-payments?q=${orderNumber}`);
      await staff.page
        .getByRole("row")
        .filter({ hasText: orderNumber })
        .getByRole("link", { name: `${p.verify} ${orderNumber}` })
        .click();
      const dialog = staff.page.getByRole("dialog", { name: `${p.verify}: ${orderNumber}` });
      await dialog.getByRole("checkbox", { name: p.checkedByEye }).waitFor();
      // Sent without the tick: the shop's own refusal, in Thai, in the dialog.
      await dialog.getByRole("button", { name: p.verify, exact: true }).click();
      const alert = staff.page.getByRole("dialog", { name: `${p.verify}: ${orderNumber}` }).getByRole("alert");
      await eventually(() => alert.textContent(), `scripts ${javaScriptEnabled ? "on" : "off"}`).toBe(p.checkedByEyeRequired);
      // Still waiting for a person's look.
      await staff.page.goto(`/admin-payments?q=${orderNumber}`);
      await staff.page.getByRole("row").filter({ hasText: orderNumber }).getByText(PAYMENT_STATUS_LABELS.pending, { exact: true }).waitFor();
      await staff.context.close();
    }
  }, 120_000);
});
