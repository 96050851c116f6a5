import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { adminFaqTexts } from "../../domain/admin/admin-faq-texts";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../../domain/orders/order-status";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { uploadSlip } from "./support/payment-steps";
import { slowPhonePage, scriptsHeldPage } from "./support/slow-phone";

/**
 * Issue 25, staff on a phone (decision 080): a 390 px phone, slowed, acting the moment a control
 * is visible. The lists are cards with their actions in reach, the slip opens over the whole
 * screen and is verified with one tap, and a dialog never takes the focus from what the person
 * is at.
 */
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE, hasTouch: true });

/** Elements drawn past the screen's right edge (a list scrolling sideways, an action off-screen), and whether the page itself scrolls sideways. */
function widerThanTheScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What only a screen reader reads (a table's headers on a phone) sits in a box clipped to a pixel.
    const clipped = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).overflow === "hidden" && at.getBoundingClientRect().width <= 1) return true;
      return false;
    };
    const past = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { past, scrolls: document.scrollingElement!.scrollWidth > width };
  });
}

/** How many lines the element's text takes: an order number or a badge is one unbroken unit. */
// The lines the element's text sits on, read from its text only: the boxes of the spans that keep
// the shop's words whole (decision 081) sit a pixel or two apart from the text they hold.
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const bottoms: number[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.push(rect.bottom);
    }
    // A new line starts where a text box's bottom is more than half a line below the last one's.
    bottoms.sort((a, b) => a - b);
    return bottoms.filter((bottom, index) => index === 0 || bottom - bottoms[index - 1]! > 6).length;
  });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "drawn").not.toBeNull();
  return box!;
}

/** A member's PromptPay order with a readable slip waiting for review. */
async function orderWithSlip(buyer = { email: uniqueEmail("phonestaff"), firstName: "สมใจ", lastName: "ถือมือถือ" }): Promise<string> {
  const member = await browser.person();
  await signUpInto(member.context, shopUrl, { name: "ลูกค้ามือถือ", email: buyer.email, localAddress: "127.0.80.2" });
  const { orderNumber } = await placeOrder(member.page, { firstName: buyer.firstName, lastName: buyer.lastName, paymentMethod: "promptpay" });
  await uploadSlip(member.page, await slipPhotoFor("014", `PHONE${Date.now()}`));
  await member.page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();
  return orderNumber;
}

describe("staff on a phone", () => {
  it("open payments, see the slip over the whole screen and verify it with one tap; the orders list is cards with their actions in reach", async () => {
    const orderNumber = await orderWithSlip();
    await signInAsAdmin(browser.page);
    const page = await slowPhonePage(browser.context);
    const p = adminPaymentTexts;

    await page.goto(`/admin-payments?q=${orderNumber}`, { waitUntil: "commit" });
    const details = page.getByRole("link", { name: `${p.details} ${orderNumber}` });
    await details.waitFor();
    expect(await widerThanTheScreen(page)).toEqual({ past: [], scrolls: false });
    await details.tap();
    await page.getByRole("link", { name: p.slipFullScreen(orderNumber) }).tap();

    // The slip fills the screen, two fingers zoom it, and verify waits under the thumb.
    const slip = page.getByRole("dialog", { name: `${p.proof}: ${orderNumber}` });
    const picture = slip.getByRole("img", { name: p.proofImageAlt(orderNumber) });
    await picture.waitFor();
    expect(await boxOf(slip)).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect((await boxOf(picture)).width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(await picture.evaluate((image) => getComputedStyle(image).touchAction)).toContain("pinch-zoom");
    expect(await page.locator('meta[name="viewport"]').getAttribute("content")).not.toMatch(/user-scalable=no|maximum-scale=1(\D|$)/);
    const verify = slip.getByRole("button", { name: `${p.verify} ${orderNumber}` });
    const verifyBox = await boxOf(verify);
    expect(verifyBox.height).toBeGreaterThanOrEqual(44);
    expect(verifyBox.y, "in the lower third, where a thumb reaches").toBeGreaterThan((PHONE.height * 2) / 3);
    expect((await boxOf(slip.getByRole("link", { name: `${p.reject} ${orderNumber}` }))).height).toBeGreaterThanOrEqual(44);
    await verify.tap();

    await page.waitForURL((url) => url.pathname === "/admin-payments" && !url.searchParams.has("slip"));
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await row.getByText(PAYMENT_STATUS_LABELS.verified, { exact: true }).waitFor();

    // The orders list: a card per order, number, customer, total and badges whole, every action on the screen.
    const o = adminOrderTexts;
    await page.goto(`/admin-orders?q=${orderNumber}`, { waitUntil: "commit" });
    const card = page.getByRole("row").filter({ hasText: orderNumber });
    const processing = card.getByRole("button", { name: o.moveAria(ORDER_STATUS_LABELS.processing, orderNumber) });
    await processing.waitFor();
    await card.getByText("สมใจ ถือมือถือ").waitFor();
    expect(await widerThanTheScreen(page)).toEqual({ past: [], scrolls: false });
    // The row's actions: the card's last line.
    for (const action of await card.getByRole("cell").last().locator("button, a[href]").all()) {
      const box = await boxOf(action);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.height, (await action.getAttribute("aria-label")) ?? "").toBeGreaterThanOrEqual(44);
    }
    for (const unit of [card.getByRole("link", { name: orderNumber, exact: true }), card.locator("[data-status]"), card.locator("[data-payment-status]")])
      expect(await linesOf(unit)).toBe(1);

    // The empty list says so in full.
    await page.goto("/admin-orders?q=zz-no-such-order", { waitUntil: "commit" });
    const none = page.getByText(o.noneFound, { exact: true });
    await none.waitFor();
    const noneBox = await boxOf(none);
    expect(noneBox.x).toBeGreaterThanOrEqual(0);
    expect(noneBox.x + noneBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await none.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    expect(await widerThanTheScreen(page)).toEqual({ past: [], scrolls: false });
    await page.close();
  }, 120_000);

  it("keeps order numbers and status badges whole in the tables of a narrow desktop window", async () => {
    const orderNumber = await orderWithSlip();
    await signInAsAdmin(browser.page);
    const { page } = browser;
    // The tables' columns at their narrowest before the cards take over.
    await page.setViewportSize({ width: 660, height: 900 });
    for (const path of [`/admin-orders?q=${orderNumber}`, `/admin-payments?q=${orderNumber}`]) {
      await page.goto(path);
      const row = page.getByRole("row").filter({ hasText: orderNumber });
      await row.waitFor();
      for (const unit of await row.locator("[data-status], [data-payment-status], [data-payment-review], .font-mono").all()) {
        expect(await linesOf(unit), `${path}: ${await unit.textContent()}`).toBe(1);
      }
    }
  });
});

describe("staff at a desktop", () => {
  it("see every list whole at 1280 × 900: each row's last action inside the table, each column heading on one line", async () => {
    // A buyer with a long name and a long e-mail address, as real ones have.
    const orderNumber = await orderWithSlip({
      email: uniqueEmail("prapaphan.wongsawatsrisuk.office"),
      firstName: "ประภาพรรณ",
      lastName: "วงศ์สวัสดิ์ศรีสุขเจริญ",
    });
    await signInAsAdmin(browser.page);
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of [`/admin-payments?q=${orderNumber}`, `/admin-orders?q=${orderNumber}`]) {
      await page.goto(path);
      const table = page.getByRole("region", { name: path.startsWith("/admin-payments") ? adminPaymentTexts.title : adminOrderTexts.title });
      const row = table.getByRole("row").filter({ hasText: orderNumber });
      await row.waitFor();
      // Nothing to scroll sideways for: the table fits its card.
      expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth), `${path}: scrolls sideways`).toBeLessThanOrEqual(0);
      const card = await boxOf(table);
      for (const action of await row.getByRole("cell").last().locator("button, a[href]").all()) {
        const box = await boxOf(action);
        const name = `${path}: ${(await action.getAttribute("aria-label")) ?? (await action.textContent())}`;
        expect(box.x, name).toBeGreaterThanOrEqual(card.x);
        expect(box.x + box.width, name).toBeLessThanOrEqual(card.x + card.width);
      }
      for (const heading of await table.getByRole("columnheader").all()) expect(await linesOf(heading), `${path}: ${await heading.textContent()}`).toBe(1);
    }
  });
});

describe("a dialog opened by its URL on a slowed phone", () => {
  it("never moves the focus once the person has begun: typed text lands in the field it was typed into, a tick keeps the focus", async () => {
    await signInAsAdmin(browser.page);
    // The scripts held back like a slow line's, until the person has typed and ticked.
    const { page, release } = await scriptsHeldPage(browser.context);
    await page.goto("/admin/faq?new=1", { waitUntil: "commit" });
    const dialog = page.getByRole("dialog", { name: adminFaqTexts.add });
    const question = dialog.getByLabel(adminFaqTexts.question);
    const answer = dialog.getByLabel(adminFaqTexts.answer);
    const shown = dialog.getByRole("checkbox", { name: adminFaqTexts.show });
    // The moment the second field is visible: into it, then the first, then untick "shown".
    await answer.tap();
    await page.keyboard.insertText("ทาบางๆ แล้วเกลี่ย");
    await question.tap();
    await page.keyboard.insertText("ทาลิปอย่างไรให้ติดทน");
    await shown.tap();
    expect(await shown.isChecked()).toBe(false);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    await release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    // The focus stayed on the box: the person's Space ticks it again.
    expect(await shown.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await shown.isChecked()).toBe(true);
    expect(await question.inputValue()).toBe("ทาลิปอย่างไรให้ติดทน");
    expect(await answer.inputValue()).toBe("ทาบางๆ แล้วเกลี่ย");
    await page.close();
  });

  it("keeps what is typed into the second field there while the scripts arrive on a slowed page", async () => {
    await signInAsAdmin(browser.page);
    const page = await slowPhonePage(browser.context);
    await page.goto("/admin/faq?new=1", { waitUntil: "commit" });
    const dialog = page.getByRole("dialog", { name: adminFaqTexts.add });
    const answer = dialog.getByLabel(adminFaqTexts.answer);
    await answer.tap();
    // Typed on, a key at a time, through the scripts' arrival and the dialog turning modal.
    const typed = "ทาบางๆ แล้วเกลี่ยให้ทั่วริมฝีปาก";
    for (const character of typed) await page.keyboard.insertText(character);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await page.keyboard.insertText(" ติดทนทั้งวัน");
    expect(await dialog.getByLabel(adminFaqTexts.question).inputValue()).toBe("");
    expect(await answer.inputValue()).toBe(`${typed} ติดทนทั้งวัน`);
    await page.close();
  });
});
