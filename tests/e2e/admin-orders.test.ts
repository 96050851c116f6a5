import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../domain/messages";
import { adminOrderMessages } from "../../domain/admin-messages";
import { mailText, startSmtpTestServer, type SmtpTestServer } from "../../server/mail/test-support/smtp-test-server";
import { uniqueEmail, waitForHydrationOnGoto } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";
import { postJson } from "./support/http-client";
import { addSessionCookies } from "./support/session-cookies";
import { startShopProcess, type ShopProcess } from "./support/shop-process";

// A shop of its own whose SMTP_URL points at a real SMTP server started here, so the shipped
// mail is checked where the customer would get it (the outbox's delivery job sends it).
let smtp: SmtpTestServer;
let shop: ShopProcess;
let dataDir: string;
let browser: Browser;
const ADMIN = { email: "admin@orders-e2e.test", password: "Orders-e2e-Admin-1!" };
const m = adminOrderMessages;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-orders-"));
  await chmod(dataDir, 0o755);
  [shop, browser] = await Promise.all([
    startShopProcess({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Glossy & Velvet <no-reply@shop.test>",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"] }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A signed-in browser context; the session comes from an API call made from an address of its own. */
async function signedInContext(session: { status: number; headers: { "set-cookie"?: string[] } }, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  expect(session.status).toBe(200);
  const context = await browser.newContext({ baseURL: shop.url, locale: "th-TH", viewport });
  context.setDefaultTimeout(15_000);
  await addSessionCookies(context, shop.url, session.headers["set-cookie"]);
  return context;
}

describe("/admin-orders", () => {
  it("a member orders; an admin finds it by number, marks it processing, then shipped with a tracking number; the mail and the member's page show it", async () => {
    const memberEmail = uniqueEmail("orders");
    const member = await signedInContext(
      await postJson(`${shop.url}/api/auth/sign-up/email`, { name: "ลูกค้าจัดส่ง", email: memberEmail, password: "Lipstick-2024!" }, {
        localAddress: "127.0.73.1",
        headers: { origin: shop.url },
      }),
      { width: 390, height: 844 },
    );
    const admin = await signedInContext(
      await postJson(`${shop.url}/api/auth/sign-in/email`, ADMIN, { localAddress: "127.0.73.2", headers: { origin: shop.url } }),
    );
    try {
      // The member places an order through /checkout.
      const shopper = waitForHydrationOnGoto(await member.newPage());
      await addFirstProductToCart(shopper);
      await shopper.goto("/checkout");
      await fillCheckoutAddress(shopper, { firstName: "จัดส่ง", lastName: "ทดสอบ" });
      await shopper.getByRole("button", { name: messages.checkout.confirmOrder }).click();
      await shopper.waitForURL(ORDER_URL);
      const orderNumber = new URL(shopper.url()).searchParams.get("order")!;

      // The admin finds it from the dashboard by its number.
      const page = waitForHydrationOnGoto(await admin.newPage());
      await page.goto("/admin-dashboard");
      await page.getByRole("link", { name: /Orders/ }).click();
      await page.waitForURL((url) => url.pathname === "/admin-orders");
      await page.getByRole("searchbox", { name: m.searchPlaceholder }).fill(orderNumber.toLowerCase());
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === orderNumber.toLowerCase());
      const row = page.getByRole("row", { name: new RegExp(orderNumber) });
      await expect.poll(() => row.count()).toBe(1);
      expect(await page.getByRole("row").count()).toBe(2);
      // Pending: delivered is disabled until it ships.
      expect(await row.getByRole("button", { name: m.moveAria(m.moveLabels.delivered, orderNumber) }).isDisabled()).toBe(true);

      await row.getByRole("button", { name: m.moveAria(m.moveLabels.processing, orderNumber) }).click();
      await expect.poll(() => page.getByText(m.updated).isVisible()).toBe(true);
      await expect.poll(() => row.locator('[data-status="processing"]').count()).toBe(1);
      expect(await row.getByRole("button", { name: m.moveAria(m.moveLabels.processing, orderNumber) }).isDisabled()).toBe(true);

      // Shipped asks for the carrier and a tracking number, checked next to the field.
      await row.getByRole("link", { name: m.moveAria(m.moveLabels.shipped, orderNumber) }).click();
      const dialog = page.getByRole("dialog", { name: m.shipTitle(orderNumber) });
      await dialog.getByLabel(m.carrier).selectOption("kerry");
      await dialog.getByLabel(m.trackingNumber).fill("12");
      await dialog.getByRole("button", { name: m.shipSubmit }).click();
      await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(m.trackingInvalid);
      const tracking = `KER${Date.now().toString().slice(-9)}`;
      await dialog.getByLabel(m.trackingNumber).fill(tracking);
      await dialog.getByRole("button", { name: m.shipSubmit }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => row.locator('[data-status="shipped"]').count()).toBe(1);
      // Back on the same search.
      expect(new URL(page.url()).searchParams.get("q")).toBe(orderNumber.toLowerCase());

      // The outbox's shipped mail reaches the member's address with the carrier and number.
      const mail = await smtp.waitFor((candidate) => candidate.to.includes(memberEmail) && mailText(candidate).includes(tracking), 20_000);
      expect(mailText(mail)).toContain("Kerry Express");
      expect(mailText(mail)).toContain(orderNumber);

      // The member sees the tracking number on their order page.
      await shopper.goto(`/orders/${orderNumber}`);
      const shipment = shopper.getByRole("region", { name: messages.orderPage.shipmentTitle });
      await expect.poll(() => shipment.textContent()).toContain(tracking);
      expect(await shipment.textContent()).toContain("Kerry Express");

      // The admin's order detail tells the story, and the packing slip lists the line.
      await page.getByRole("link", { name: orderNumber, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin-orders/${orderNumber}`);
      const timeline = page.getByRole("region", { name: m.timeline });
      await expect.poll(() => timeline.textContent()).toContain(tracking);
      expect(await timeline.textContent()).toContain(ADMIN.email);
      await page.getByRole("link", { name: m.printPackingSlip }).click();
      await page.waitForURL((url) => url.pathname === `/admin-orders/${orderNumber}/packing-slip`);
      await expect.poll(() => page.getByRole("heading", { name: m.packingSlip }).isVisible()).toBe(true);
      expect(await page.getByText("จัดส่ง ทดสอบ").count()).toBe(1);
    } finally {
      await member.close();
      await admin.close();
    }
  }, 180_000);
});
