import { parse } from "promptparse";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { commonTexts } from "../../domain/shared/common-texts";
import { fileTexts } from "../../domain/shared/file-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { adminCredentials, signInOverApi, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { decodeShownQr, uploadSlip } from "./support/payment-steps";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });
const m = paymentTexts;

const signUp = (context: BrowserContext, name: string, localAddress: string) =>
  signUpInto(context, shopUrl, { name, email: uniqueEmail("payer"), localAddress });

/** The first product in stock, checked out with PromptPay; answers the order number. */
async function placePromptPayOrder(page: Page): Promise<string> {
  return (await placeOrder(page, { firstName: "พิมพ์ใจ", lastName: "รักสวย", paymentMethod: "promptpay" })).orderNumber;
}

// Two orders and three uploads in a test: over a minute when the machine is busy.
describe("paying an order by PromptPay", () => {
  it("shows the QR for the exact amount, takes the slip, and refuses the same slip for a second order", async () => {
    const { page, context } = browser;
    await signUp(context, "พิมพ์ใจ", "127.0.0.83");
    const orderNumber = await placePromptPayOrder(page);

    await page.getByRole("heading", { name: m.confirmationTitle }).waitFor();
    expect(await page.title()).toBe(`${m.confirmationTitle} | Glossy & Velvet`);
    const totalRow = page.locator("dl div").filter({ hasText: m.total }).first();
    const totalText = (await totalRow.locator("dd").textContent())!;
    const payload = parse(await decodeShownQr(page));
    const amount = payload?.getTagValue("54");
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    // The page says ฿249 (or ฿1,049.50); the QR asks for exactly that.
    expect(Number(totalText.replace(/[฿,\s]/g, ""))).toBe(Number(amount));
    expect(payload?.getTagValue("29", "01")).toBe("0066891234567");
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0);
    }

    // Over 5 MB is caught before uploading, in the form's own alert.
    await uploadSlip(page, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    await page.getByRole("alert").filter({ hasText: fileTexts.tooLarge }).waitFor();

    const slip = await slipPhotoFor("014", `E2E${Date.now()}`);
    await uploadSlip(page, slip);
    await page.getByRole("heading", { name: m.proofSubmitted }).waitFor();
    expect(await page.getByRole("link", { name: m.backHome }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: m.continueShopping }).getAttribute("href")).toBe("/products");
    expect(await page.getByRole("link", { name: m.viewOrder }).getAttribute("href")).toBe(`/orders/${orderNumber}`);

    // A reload shows the proof waiting for review instead of a second upload form.
    await page.reload();
    await page.getByText(m.proofPending).waitFor();
    expect(await page.getByLabel(m.proofFile).count()).toBe(0);

    const secondOrder = await placePromptPayOrder(page);
    expect(secondOrder).not.toBe(orderNumber);
    await uploadSlip(page, slip);
    await page.getByRole("alert").filter({ hasText: m.slipReused }).waitFor();
    await page.reload();
    expect(await page.getByLabel(m.proofFile).count()).toBe(1);
  }, 120_000);

  it("serves the proof file only to its owner and admins", async () => {
    const { page, context } = browser;
    await signUp(context, "เจ้าของสลิป", "127.0.0.84");
    const orderNumber = await placePromptPayOrder(page);
    await uploadSlip(page, await slipPhotoFor("004", `OWN${Date.now()}`));
    await page.getByRole("heading", { name: m.proofSubmitted }).waitFor();
    await page.goto(`/payment-confirmation?order=${orderNumber}`);
    const proofUrl = (await page.getByRole("link", { name: m.viewProof }).getAttribute("href"))!;
    expect(proofUrl).toMatch(/^\/payment-proofs\/[0-9a-f-]{36}$/);

    const mine = await context.request.get(proofUrl);
    expect(mine.status()).toBe(200);
    expect(mine.headers()).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": `inline; filename="proof-${orderNumber}.webp"`,
    });
    expect((await sharp(await mine.body()).metadata()).format).toBe("webp");

    const others = await context.browser()!.newContext({ baseURL: shopUrl });
    try {
      expect((await others.request.get(proofUrl)).status()).toBe(404);
      expect((await others.request.get(`/payment-confirmation?order=${orderNumber}`, { maxRedirects: 0 })).headers().location).toBe(
        `/auth?redirectTo=${encodeURIComponent(`/payment-confirmation?order=${orderNumber}`)}`,
      );
      await signUp(others, "คนแปลกหน้า", "127.0.0.85");
      expect((await others.request.get(proofUrl)).status()).toBe(404);
      expect((await others.request.get(`/payment-confirmation?order=${orderNumber}`)).status()).toBe(404);
      await others.clearCookies();
      await addSessionCookies(others, shopUrl, await signInOverApi(shopUrl, adminCredentials(), "127.0.0.86"));
      expect((await others.request.get(proofUrl)).status()).toBe(200);
    } finally {
      await others.close();
    }
  });

  it("refuses a missing and a non-image proof on the page, without JavaScript", async () => {
    await signUp(browser.context, "ไม่มีสคริปต์", "127.0.0.87");
    const orderNumber = await placePromptPayOrder(browser.page);
    const state = await browser.context.storageState();
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, javaScriptEnabled: false, storageState: state });
    try {
      const page = await context.newPage();
      await page.goto(`/payment-confirmation?order=${orderNumber}`);
      await page.getByRole("button", { name: m.submitProof }).click();
      await page.getByRole("alert").filter({ hasText: m.proofRequired }).waitFor();
      await page.getByLabel(m.proofFile).setInputFiles({ name: "slip.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
      await page.getByRole("button", { name: m.submitProof }).click();
      await page.getByRole("alert").filter({ hasText: fileTexts.invalidType }).waitFor();
      // Over 5 MB: the HTTP layer answers before the page sees it, as a page leading back.
      const sixMegabytes = Buffer.concat([await slipPhotoFor("025", "BIG"), Buffer.alloc(6 * 1024 * 1024)]);
      await page.getByLabel(m.proofFile).setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: sixMegabytes });
      await page.getByRole("button", { name: m.submitProof }).click();
      await page.getByRole("alert").filter({ hasText: fileTexts.tooLarge }).waitFor();
      await page.getByRole("link", { name: commonTexts.back }).click();
      await page.getByLabel(m.proofFile).setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipPhotoFor("025", `NOJS${Date.now()}`) });
      await page.getByRole("button", { name: m.submitProof }).click();
      await page.getByRole("heading", { name: m.proofSubmitted }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
