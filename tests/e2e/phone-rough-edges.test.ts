import type { Locator } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chatTexts } from "../../domain/chat/chat-texts";
import { controlPanelButtonTexts } from "../../app/features/layout/texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { PHONE, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";

// Issue 24's rough edges, seen as a shopper on a 390 px phone sees them: what floats must
// cover nothing a shopper reads or fills in.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });
const m = paymentTexts;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is drawn").not.toBeNull();
  return box!;
}

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Whether the two elements' boxes meet on the screen with `target` scrolled up from below until
 * its bottom edge meets the screen's, as a shopper reading down the page sees it.
 */
async function covers(floating: Locator, target: Locator) {
  // Instantly: with the page's smooth scrolling the two boxes were read at two scroll positions (a flaky overlap).
  await target.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
  return overlap(await boxOf(floating), await boxOf(target));
}

describe("guests' disabled 'sign in to manage' button", () => {
  it("is there, and covers neither the hero nor a page title", async () => {
    const { page } = browser;
    for (const path of ["/", "/products", "/reviews", "/contact"]) {
      await page.goto(path);
      const pill = page.getByRole("button", { name: controlPanelButtonTexts.signInToManage });
      expect(await pill.isDisabled(), path).toBe(true);
      const title = path === "/" ? page.locator("main section").first() : page.getByRole("heading", { level: 1 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const pillBox = await pill.boundingBox();
      expect({ path, covers: pillBox !== null && overlap(pillBox, await boxOf(title)) }).toEqual({ path, covers: false });
    }
  });
});

describe("a member paying an order on the phone", () => {
  it("sees the order notice and the chat button away from the title, the totals and the slip form; the slip form speaks Thai", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "ขวัญใจ", email: uniqueEmail("phone"), localAddress: "127.0.67.2" });
    const { orderNumber } = await placeOrder(page, { firstName: "ขวัญใจ", lastName: "ใจงาม", paymentMethod: "promptpay" });

    // The 'order created' notice does not cover the page title: it is a line of the page (issue 33).
    const title = page.getByRole("heading", { level: 1, name: m.confirmationTitle });
    const notice = page.getByRole("status").filter({ hasText: orderNumber });
    await notice.waitFor({ state: "visible" });
    expect(overlap(await boxOf(notice), await boxOf(title))).toBe(false);

    // The chat button covers neither the total nor the slip form.
    const chat = page.getByRole("button", { name: chatTexts.open });
    const total = page.locator("dl div").filter({ hasText: m.total }).first();
    const slipForm = page.locator("form").filter({ has: page.getByRole("button", { name: m.submitProof }) });
    expect(await covers(chat, total)).toBe(false);
    expect(await covers(chat, slipForm)).toBe(false);

    // The slip form's own Thai controls: no browser-language file button or date picker.
    expect(await page.locator('input[type="date"], input[type="datetime-local"], input[type="time"]').count()).toBe(0);
    const chooser = page.getByText(m.chooseSlipFile, { exact: true });
    expect(await chooser.isVisible()).toBe(true);
    expect(await page.getByTestId("proof-chosen").textContent()).toBe(m.noSlipChosen);
    await page.getByLabel(m.proofFile).setInputFiles({ name: "slip-ขวัญใจ.jpg", mimeType: "image/jpeg", buffer: await slipPhotoFor("014", `PH${Date.now()}`) });
    await expect.poll(() => page.getByTestId("proof-chosen").textContent()).toBe("slip-ขวัญใจ.jpg");

    // The order page: its totals are not under the chat button either.
    await page.goto(`/orders/${orderNumber}`);
    const orderTotal = page.getByTestId("order-total");
    expect(await covers(chat, orderTotal)).toBe(false);
  });

  it("sends the slip and a Thai transfer time without JavaScript", async () => {
    const { page, context } = browser;
    await signUpInto(context, shopUrl, { name: "ชบา", email: uniqueEmail("noscript"), localAddress: "127.0.67.3" });
    const { orderNumber } = await placeOrder(page, { firstName: "ชบา", lastName: "ใจดี", paymentMethod: "promptpay" });
    const plain = await browser.person({ viewport: PHONE, javaScriptEnabled: false, storageState: await context.storageState() });
    await plain.page.goto(`/payment-confirmation?order=${orderNumber}`);
    expect(await plain.page.getByText(m.chooseSlipFile, { exact: true }).isVisible()).toBe(true);
    await plain.page.getByLabel(m.proofFile).setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipPhotoFor("014", `NS${Date.now()}`) });
    // Yesterday, written as a Thai slip prints it: day/month/Buddhist-era year and time.
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 24 * 3_600_000);
    const thaiTime = `${yesterday.getUTCDate()}/${yesterday.getUTCMonth() + 1}/${yesterday.getUTCFullYear() + 543} 10:30`;
    await plain.page.getByLabel(m.transferTime).fill(thaiTime);
    await plain.page.getByRole("button", { name: m.submitProof }).click();
    await plain.page.getByRole("heading", { name: m.proofSubmitted }).waitFor();
  });
});
