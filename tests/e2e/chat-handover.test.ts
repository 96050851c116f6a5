import { describe, expect, inject, it } from "vitest";
import { adminChatInboxTexts as x } from "../../domain/admin/admin-chat-inbox-texts";
import { chatActionTexts, handoverTexts as h } from "../../domain/chat/chat-handover-texts";
import { chatTexts as m } from "../../domain/chat/chat-texts";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { adminCredentials, PHONE, signInOverApi, signUpInto } from "./support/accounts";
import { provideBrowser } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { addSessionCookies } from "./support/session-cookies";

// Issue 37: the chat acts on the member's own order only with their yes, and puts a person behind it.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE });

async function openChat(page: (typeof browser)["page"]) {
  await page.getByRole("button", { name: m.open }).click();
  const chat = page.getByRole("dialog", { name: m.title });
  await expect.poll(() => chat.getByText(m.greeting).isVisible()).toBe(true);
  return { chat, input: chat.getByRole("textbox", { name: m.inputLabel }) };
}

describe("the chat with a person and actions behind it", () => {
  it("cancels the member's unpaid order only once they press the confirmation naming it", async () => {
    const { context, page } = browser;
    await signUpInto(context, shopUrl, { name: "มะปราง ยกเลิก", localAddress: "127.0.137.1" });
    const order = await placeOrder(page, { firstName: "มะปราง", lastName: "ยกเลิก" });
    await page.goto("/products");
    const { chat, input } = await openChat(page);
    await input.fill(`ขอยกเลิกคำสั่งซื้อ ${order.orderNumber} ค่ะ`);
    await input.press("Enter");
    const confirm = chat.getByRole("button", { name: chatActionTexts.cancelOrderConfirm(order.orderNumber) });
    await expect.poll(() => confirm.isVisible(), { timeout: 15_000 }).toBe(true);
    await confirm.click();
    await expect.poll(() => chat.getByText(chatActionTexts.cancelled(order.orderNumber)).first().isVisible()).toBe(true);
    await page.goto(`/orders/${order.orderNumber}`);
    await expect.poll(() => page.getByText(ORDER_STATUS_LABELS.cancelled).first().isVisible()).toBe(true);
  });

  it("hands the member over to staff, whose answer from the inbox appears in the open chat at once", async () => {
    const member = await browser.person();
    const name = `ลำดวน ขอคน ${Date.now() % 100_000}`;
    await signUpInto(member.context, shopUrl, { name, localAddress: "127.0.137.2" });
    await member.page.goto("/products");
    const { chat, input } = await openChat(member.page);
    await chat.getByRole("button", { name: h.askForStaff }).first().click();
    await expect.poll(() => chat.getByText(h.waitingBanner).isVisible()).toBe(true);
    await input.fill("สั่งของให้คุณแม่ค่ะ อยากถามเรื่องห่อของขวัญ");
    await input.press("Enter");
    await expect.poll(() => chat.getByText("สั่งของให้คุณแม่ค่ะ อยากถามเรื่องห่อของขวัญ").isVisible()).toBe(true);

    // Staff on a phone: the inbox lists the member with unread messages; the conversation opens in its dialog.
    const staff = await browser.person();
    await addSessionCookies(staff.context, shopUrl, await signInOverApi(shopUrl, adminCredentials(), "127.0.137.3"));
    await staff.page.goto("/admin/chat");
    await staff.page.getByRole("link", { name: x.openAria(name) }).click();
    const dialog = staff.page.getByRole("dialog", { name: x.dialogTitle(name) });
    await expect.poll(() => dialog.getByText("สั่งของให้คุณแม่ค่ะ อยากถามเรื่องห่อของขวัญ").isVisible()).toBe(true);
    await dialog.getByRole("textbox", { name: x.replyLabel }).fill("ได้รับข้อความแล้วค่ะ ขอตรวจสอบสักครู่นะคะ");
    await dialog.getByRole("button", { name: x.send, exact: true }).click();
    await expect.poll(() => dialog.getByText("ได้รับข้อความแล้วค่ะ ขอตรวจสอบสักครู่นะคะ").isVisible()).toBe(true);

    // The member's chat, open all along and never reloaded, shows it.
    await expect.poll(() => chat.getByText("ได้รับข้อความแล้วค่ะ ขอตรวจสอบสักครู่นะคะ").isVisible(), { timeout: 15_000 }).toBe(true);
  });
});
