import { describe, expect, inject, it } from "vitest";
import { LANDING_KEY } from "../../domain/catalog/landing";
import { formatBaht } from "../../domain/shared/money";
import { chatTexts } from "../../domain/chat/chat-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { adminCredentials, signInOverApi, signUpInto } from "./support/accounts";
import { addSessionCookies } from "./support/session-cookies";
import { provideBrowser } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });
const m = chatTexts;

describe("the shop assistant's chat", () => {
  it("answers a member with real lipsticks and prices, their own order's status, and nothing of another member's order", async () => {
    const { context, page } = browser;
    // Another member's order, placed in a browser of their own.
    const other = await browser.person();
    await signUpInto(other.context, shopUrl, { name: "สมศรี อีกคน", localAddress: "127.0.120.2" });
    const theirs = await placeOrder(other.page, { firstName: "สมศรี", lastName: "อีกคน" });

    await signUpInto(context, shopUrl, { name: "มะลิ แชท", localAddress: "127.0.120.1" });
    const mine = await placeOrder(page, { firstName: "มะลิ", lastName: "แชท" });

    await page.goto("/products");
    await page.getByRole("button", { name: m.open }).click();
    const chat = page.getByRole("dialog", { name: m.title });
    await expect.poll(() => chat.getByText(m.greeting).isVisible()).toBe(true);
    const input = chat.getByRole("textbox", { name: m.inputLabel });

    // Empty and over-long messages are refused with the spec's texts, before anything is sent.
    await input.press("Enter");
    await expect.poll(() => page.getByText(m.empty).isVisible()).toBe(true);
    await input.fill("ก".repeat(1001));
    await input.press("Enter");
    await expect.poll(() => page.getByText(m.tooLong).isVisible()).toBe(true);

    await input.fill("มีลิปเวลเวทสีแดงไหม ราคาเท่าไหร่");
    await input.press("Enter");
    // The reply names real products as links; the first is a velvet lipstick with its price.
    const productLink = chat.getByRole("link").first();
    await expect.poll(() => productLink.isVisible(), { timeout: 15_000 }).toBe(true);
    const productName = (await productLink.textContent())!;
    const reply = (await chat
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: productName }) })
      .first()
      .textContent())!;
    const priceInReply = new RegExp(`${productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — ราคา(?:แฟลชเซล)? (฿[\\d,]+)`).exec(reply)?.[1];
    expect(priceInReply, reply).toBeDefined();
    // The reply offers the product for the cart (its first shade chosen); the header's badge counts it.
    // (Counted from what it showed: the order's lines may still be in the cart if the shopper
    // left the confirmation page before it cleared them.)
    const badge = page.getByTestId("cart-badge");
    const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
    await chat.getByRole("button", { name: `${productTexts.addToCart} ${productName}` }).click();
    await expect.poll(() => badge.textContent()).toBe(String(before + 1));
    await productLink.click();
    await page.waitForURL((url) => url.pathname.startsWith("/products/"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(productName);
    await expect.poll(() => page.getByTestId("total-price").textContent()).toContain(priceInReply!);

    // Their own order: its status. The panel stayed open across the link. Its reply is held back
    // until the next question shows: sent while a reply still arrives, a question waits its turn
    // rather than being lost.
    let releaseReply!: () => void;
    const replyHeld = new Promise<void>((resolve) => (releaseReply = resolve));
    await page.route("**/api/chat", async (route) => {
      if (route.request().method() === "POST") await replyHeld;
      await route.continue();
    });
    await input.fill(`คำสั่งซื้อ ${mine.orderNumber} ถึงไหนแล้วคะ`);
    await input.press("Enter");
    // Someone else's order number: told nothing about it.
    await input.fill(`ขอดูคำสั่งซื้อ ${theirs.orderNumber} หน่อย`);
    await input.press("Enter");
    const waitingQuestion = chat.getByRole("listitem").filter({ hasText: `ขอดูคำสั่งซื้อ ${theirs.orderNumber} หน่อย` });
    await expect.poll(() => waitingQuestion.isVisible()).toBe(true);
    releaseReply();
    const ownAnswer = chat.getByRole("listitem").filter({ hasText: `สถานะ: ${ORDER_STATUS_LABELS.pending}` });
    await expect.poll(() => ownAnswer.first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await ownAnswer.first().textContent()).toContain(mine.totalText.replace(/\.00$/, ""));
    const refusal = chat.getByRole("listitem").filter({ hasText: `ไม่พบคำสั่งซื้อหมายเลข ${theirs.orderNumber}` });
    await expect.poll(() => refusal.first().isVisible(), { timeout: 15_000 }).toBe(true);
    const refusalText = (await refusal.first().textContent())!;
    expect(refusalText).not.toContain(formatBaht(theirs.totalSatang));
    expect(refusalText).not.toContain(theirs.productName);
    await page.unrouteAll({ behavior: "wait" });

    // The history comes back when the chat is opened on a new page load.
    await page.goto("/");
    await page.getByRole("button", { name: m.open }).click();
    const reopened = page.getByRole("dialog", { name: m.title });
    await expect.poll(() => reopened.getByText("มีลิปเวลเวทสีแดงไหม ราคาเท่าไหร่").isVisible()).toBe(true);
    await expect.poll(() => reopened.getByText(`ขอดูคำสั่งซื้อ ${theirs.orderNumber} หน่อย`).isVisible()).toBe(true);
    // Escape closes it, back on the button.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("button", { name: m.open }).isVisible()).toBe(true);
  });

  it("quotes a basket said in words at the very total the checkout then shows for it", async () => {
    const { context, page } = browser;
    await context.clearCookies();
    await signUpInto(context, shopUrl, { name: "พิกุล ถามยอด", localAddress: "127.0.120.6" });
    await page.goto("/products");
    await page.getByRole("button", { name: m.open }).click();
    const chat = page.getByRole("dialog", { name: m.title });
    await chat.getByRole("textbox", { name: m.inputLabel }).fill("ถ้าซื้อ Juicy Glow 2 แท่ง รวมค่าส่งเท่าไหร่");
    await chat.getByRole("textbox", { name: m.inputLabel }).press("Enter");
    const quote = chat.getByRole("listitem").filter({ hasText: "รวมที่ต้องจ่าย" }).last();
    await expect.poll(() => quote.isVisible(), { timeout: 15_000 }).toBe(true);
    const quoted = /รวมที่ต้องจ่าย (฿[\d,.]+)/.exec((await quote.textContent())!)?.[1];
    expect(quoted).toBeDefined();

    // The same basket in the cart (the reply's own button, twice), then the checkout's total as shown.
    const badge = page.getByTestId("cart-badge");
    const addToCart = quote.getByRole("button", { name: new RegExp(`^${productTexts.addToCart} `) });
    for (const count of ["1", "2"]) {
      await addToCart.click();
      await expect.poll(() => badge.textContent()).toBe(count);
    }
    await page.goto("/checkout");
    const total = page.locator("dl div").filter({ hasText: checkoutTexts.total }).locator("dd");
    await expect.poll(() => total.textContent()).toBe(quoted);
  });

  it("takes a refused message back out with the server's Thai reason, and says when the history cannot load", async () => {
    const { context, page } = browser;
    await context.clearCookies();
    await signUpInto(context, shopUrl, { name: "ส้ม รีบพิมพ์", localAddress: "127.0.120.3" });
    await page.goto("/");
    await page.getByRole("button", { name: m.open }).click();
    const chat = page.getByRole("dialog", { name: m.title });
    const input = chat.getByRole("textbox", { name: m.inputLabel });
    const send = chat.getByRole("button", { name: m.send });
    // Shift+Enter starts a new line; nothing is sent.
    await input.fill("บรรทัดแรก");
    await input.press("Shift+Enter");
    await input.pressSequentially("บรรทัดสอง");
    expect(await input.inputValue()).toBe("บรรทัดแรก\nบรรทัดสอง");
    expect(await chat.getByRole("listitem").filter({ hasText: "บรรทัดแรก" }).count()).toBe(0);
    // Markup a member types is shown as the characters typed, never as HTML.
    await input.fill('<img src="x" onerror="document.title=1">แดง');
    await input.press("Enter");
    await expect.poll(() => chat.getByText('<img src="x" onerror="document.title=1">แดง').first().isVisible()).toBe(true);
    expect(await chat.locator("img").count()).toBe(0);
    await expect.poll(() => send.isEnabled()).toBe(true);
    // 20 messages a minute are answered (that one was the first); the 21st is refused and does not stay in the list.
    for (let sent = 2; sent <= 20; sent++) {
      await input.fill(`สวัสดีค่ะ ข้อความที่ ${sent}`);
      await input.press("Enter");
      await expect.poll(() => chat.getByText(`สวัสดีค่ะ ข้อความที่ ${sent}`).first().isVisible()).toBe(true);
      await expect.poll(() => send.isEnabled()).toBe(true);
    }
    await input.fill("ข้อความที่ยี่สิบเอ็ด");
    await input.press("Enter");
    await expect.poll(() => page.getByText(/คุณส่งข้อความบ่อยเกินไป กรุณารอ \d+ วินาที/).isVisible()).toBe(true);
    await expect.poll(() => chat.getByText("ข้อความที่ยี่สิบเอ็ด").count()).toBe(0);

    // Signed out elsewhere: opening the chat again cannot load the history, and says so.
    await chat.getByRole("button", { name: m.close }).click();
    await context.clearCookies();
    await page.getByRole("button", { name: m.open }).click();
    await expect.poll(() => page.getByText(m.historyLoadFailed).isVisible()).toBe(true);
  });

  it("is not offered to guests, whose pages carry no chat at all, nor on the landing page or the back-office", async () => {
    const guest = await browser.person();
    const response = await guest.page.goto("/");
    expect(await response!.text()).not.toContain(m.open);
    await expect.poll(() => guest.page.getByRole("heading", { name: "สินค้าแนะนำ" }).isVisible()).toBe(true);
    expect(await guest.page.getByRole("button", { name: m.open }).count()).toBe(0);
    // Members do not get it on the /{product} landing page either.
    const member = await browser.person();
    await signUpInto(member.context, shopUrl, { name: "ชบา หน้าแรก", localAddress: "127.0.120.4" });
    const landing = await member.page.goto(`/${LANDING_KEY}`);
    expect(landing!.status()).toBe(200);
    expect(await landing!.text()).not.toContain(m.open);
    await member.page.goto("/products");
    await expect.poll(() => member.page.getByRole("button", { name: m.open }).isVisible()).toBe(true);
    // Staff on the back-office screens do not get it over their tables; on the storefront they do.
    const staff = await browser.person();
    await addSessionCookies(staff.context, shopUrl, await signInOverApi(shopUrl, adminCredentials(), "127.0.120.5"));
    const dashboard = await staff.page.goto("/admin-dashboard");
    expect(dashboard!.status()).toBe(200);
    expect(await dashboard!.text()).not.toContain(m.open);
    // Storefront pages come from the guests' cache; the chat joins them once the page knows the shopper (decision 051).
    const storefront = await staff.page.goto("/products");
    expect(await storefront!.text()).not.toContain(m.open);
    await expect.poll(() => staff.page.getByRole("button", { name: m.open }).isVisible()).toBe(true);
    const history = await fetch(`${shopUrl}/api/chat`);
    expect(history.status).toBe(401);
    expect(history.headers.get("cache-control")).toBe("private, no-store");
    expect(await history.json()).toEqual({ error: { title: m.errorTitle, message: m.signedOut } });
  });
});
