import { mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { installSettings, readSettings } from "../../server/platform/env";
import { mailHtmlForBrowser } from "../../server/platform/mail/mail-brand";
import { mailTexts } from "../../server/platform/mail/mail-texts";
import { orderConfirmationMail } from "../../server/shop/orders/order-confirmation-mail";
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from "./support/chromium";

// The order-placed mail as a shopper's mail app shows it: rendered by the shop's own function
// (its product pictures on the journey shop's /media, the logo written in as the attachment
// would be), opened in Chromium at a phone's 390 px and a desktop pane's 600 px.
const WIDTHS = [390, 600] as const;
let browser: Browser;
let html: string;
let screenshotDir: string;

beforeAll(async () => {
  const shopUrl = inject("shopUrl");
  installSettings(readSettings({ ...process.env, PUBLIC_URL: shopUrl, MAIL_FROM: "Glossy & Velvet <shop@e2e.test>" }));
  // Two real catalogue pictures, as the checkout stores them (a product's stored image URL).
  const catalogue = await (await fetch(`${shopUrl}/products`)).text();
  const pictures = [...new Set([...catalogue.matchAll(/\/media\/[^"' ,]+?-\d+\.webp/g)].map((match) => match[0]))];
  expect(pictures.length).toBeGreaterThanOrEqual(2);
  const mail = await orderConfirmationMail(
    {
      orderNumber: "ORDER-MAIL390PX",
      paymentMethod: "promptpay",
      placedAt: new Date("2026-11-27T16:30:00Z"),
      subtotal: 1_187_00,
      shippingFee: 50_00,
      discount: 30_00,
      totalAmount: 1_207_00,
      shipTo: {
        firstName: "มะลิวัลย์",
        lastName: "ศรีสวัสดิ์วงศ์ไพบูลย์",
        email: "maliwan@e2e.test",
        address: "999/123 หมู่บ้านพฤกษาวิลล์ ซอยลาดพร้าว 101 แยก 33 ถนนลาดพร้าว แขวงคลองจั่น เขตบางกะปิ",
        city: "กรุงเทพมหานคร",
        postalCode: "10240",
      },
      items: [
        {
          productName: "ลิปแมตต์ กำมะหยี่ สีแดงคลาสสิก เนื้อนุ่มติดทนนานตลอดวัน",
          colorName: "แดงคลาสสิก",
          unitPrice: 399_00,
          quantity: 2,
          imageUrl: pictures[0]!,
        },
        { productName: "ลิปกลอส ฉ่ำวาว สีชมพูพีช", colorName: "ชมพูพีช", unitPrice: 389_00, quantity: 1, imageUrl: pictures[1]! },
      ],
    },
    { orderPage: `${shopUrl}/orders/ORDER-MAIL390PX`, payment: `${shopUrl}/payment-confirmation?order=ORDER-MAIL390PX` },
    24,
  );
  html = await mailHtmlForBrowser(mail.html!);
  screenshotDir = process.env.MAIL_SCREENSHOT_DIR || (await mkdtemp(path.join(os.tmpdir(), "mail-screenshots-")));
  await mkdir(screenshotDir, { recursive: true });
  browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"] });
});

afterAll(async () => {
  await browser?.close();
});

describe("the order-placed mail in a browser", () => {
  for (const width of WIDTHS) {
    it(`fits ${width} px without sideways scrolling, with a big pay button, the deadline and every picture`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "th-TH" });
      try {
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: "load" });

        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          bodyScroll: document.body.scrollWidth,
        }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
        expect(widths.bodyScroll).toBeLessThanOrEqual(widths.client);

        const button = page.getByRole("link", { name: mailTexts.payButton, exact: true });
        await expect.poll(() => button.isVisible()).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);

        await expect.poll(() => page.getByText(mailTexts.paymentDeadline("28 พ.ย. 2569 23:30")).isVisible()).toBe(true);
        // The logo and both thumbnails loaded (from the mail itself and the shop's own /media).
        const pictures = await page.evaluate(() =>
          [...document.images].map((image) => ({ src: image.src.slice(0, 40), loaded: image.complete && image.naturalWidth > 0 })),
        );
        expect(pictures).toHaveLength(3);
        expect(pictures.filter((picture) => !picture.loaded)).toEqual([]);

        await page.screenshot({ path: path.join(screenshotDir, `mail-order-${width}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    });
  }
});
