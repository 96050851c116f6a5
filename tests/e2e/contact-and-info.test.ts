import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { postForm } from "./support/http-client";
import { DELIVERY_TERMS } from "../../domain/shared/delivery-terms";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

const REQUIRED = "กรุณากรอกข้อมูลให้ครบถ้วน";

/** The FAQ list switches from plain `<details>` to the Radix accordion once React has hydrated. */
async function waitForHydration(page: Page) {
  await page.locator('[data-faq-accordion="interactive"]').first().waitFor();
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

describe("contact page", () => {
  it("a guest is told what is missing, then sends a message without the page reloading", async () => {
    const { page } = browser;
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain("ติดต่อเรา");
    await waitForHydration(page);
    // Info cards from the contact_info row.
    await expect.poll(() => page.getByRole("heading", { name: "เวลาทำการ" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: /@/ }).first().getAttribute("href")).toMatch(/^mailto:/);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    const form = page.getByRole("form", { name: "ส่งข้อความถึงเรา" });
    await form.getByRole("textbox", { name: "ชื่อ", exact: true }).fill("สมหญิง ใจดี");
    await form.getByRole("textbox", { name: "อีเมล", exact: true }).fill(uniqueEmail("contact"));
    await form.getByRole("textbox", { name: "ข้อความ", exact: true }).fill("อยากทราบว่าลิป Velvet สีไหนเหมาะกับผิวสองสีคะ");
    await form.getByRole("button", { name: "ส่งข้อความ" }).click();

    await expect.poll(() => form.getByRole("alert").textContent()).toBe(REQUIRED);
    await expect.poll(() => form.getByRole("textbox", { name: "หัวข้อ", exact: true }).getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => form.getByRole("textbox", { name: "หัวข้อ", exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await form.getByRole("textbox", { name: "ชื่อ", exact: true }).inputValue()).toBe("สมหญิง ใจดี");

    await form.getByRole("textbox", { name: "หัวข้อ", exact: true }).fill("สอบถามเฉดสี");
    await form.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect.poll(() => toast(page, "ส่งข้อความสำเร็จ").isVisible()).toBe(true);
    for (const label of ["ชื่อ", "อีเมล", "หัวข้อ", "ข้อความ"]) {
      await expect.poll(() => form.getByRole("textbox", { name: label, exact: true }).inputValue()).toBe("");
    }
    expect(await form.getByRole("alert").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  it("shows at most four FAQs and links to the full list", async () => {
    const { page } = browser;
    await page.goto("/contact");
    const faqSection = page.getByRole("region", { name: "คำถามที่พบบ่อย" });
    const questions = faqSection.getByRole("heading", { level: 3 });
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    await faqSection.getByRole("link", { name: "ดูคำถามที่พบบ่อยทั้งหมด" }).click();
    await page.waitForURL((url) => url.pathname === "/faq");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "คำถามที่พบบ่อย" }).isVisible()).toBe(true);
    // The FAQ page lists more than the contact page's preview (the demo shop has 8).
    await expect.poll(() => page.locator("main h2").filter({ hasText: "?" }).count()).toBeGreaterThan(count);
  });

  it("works without JavaScript: the form posts to the page and answers inline", async () => {
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/contact");
      const form = page.locator("form", { has: page.getByRole("textbox", { name: "หัวข้อ", exact: true }) });
      await form.getByRole("textbox", { name: "ชื่อ", exact: true }).fill("ลูกค้าไม่มีสคริปต์");
      await form.getByRole("textbox", { name: "อีเมล", exact: true }).fill("not-an-email");
      await form.getByRole("textbox", { name: "หัวข้อ", exact: true }).fill("ทดสอบ");
      await form.getByRole("textbox", { name: "ข้อความ", exact: true }).fill("สวัสดีค่ะ");
      await form.getByRole("button", { name: "ส่งข้อความ" }).click();
      await page.waitForLoadState("load");
      await expect.poll(() => page.getByRole("alert").textContent()).toBe("รูปแบบอีเมลไม่ถูกต้อง");
      expect(await page.getByRole("textbox", { name: "ชื่อ", exact: true }).inputValue()).toBe("ลูกค้าไม่มีสคริปต์");
      expect(await page.getByRole("textbox", { name: "ข้อความ", exact: true }).inputValue()).toBe("สวัสดีค่ะ");

      await page.getByRole("textbox", { name: "อีเมล", exact: true }).fill(uniqueEmail("nojs"));
      await page.getByRole("button", { name: "ส่งข้อความ" }).click();
      await page.waitForLoadState("load");
      await expect.poll(() => page.getByRole("status").textContent()).toContain("ส่งข้อความเรียบร้อยแล้ว");
      expect(await page.getByRole("textbox", { name: "ชื่อ", exact: true }).inputValue()).toBe("");

      // FAQ answers are in the HTML and open natively, one at a time.
      await page.goto("/faq");
      const items = page.locator("details");
      expect(await items.count()).toBeGreaterThan(1);
      await items.nth(0).locator("summary").click();
      await items.nth(1).locator("summary").click();
      expect(await items.nth(0).evaluate((item) => (item as HTMLDetailsElement).open)).toBe(false);
      expect(await items.nth(1).evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("limits messages per client address and refuses bad input over plain HTTP", async () => {
    const message = { name: "ผู้ทดสอบ", email: "limit@e2e.test", subject: "ทดสอบ", message: "ข้อความทดสอบ" };
    const invalid = await postForm(`${shopUrl}/contact`, { ...message, message: "" }, { localAddress: "127.0.0.41" });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(REQUIRED);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const accepted = await postForm(`${shopUrl}/contact`, message, { localAddress: "127.0.0.40" });
      expect(accepted.status).toBe(200);
    }
    const refused = await postForm(`${shopUrl}/contact`, message, { localAddress: "127.0.0.40" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.text).toContain("คุณส่งข้อความบ่อยเกินไป");
    // Another address still gets through.
    expect((await postForm(`${shopUrl}/contact`, message, { localAddress: "127.0.0.41" })).status).toBe(200);
  });
});

describe("FAQ page", () => {
  it("opens one answer at a time", async () => {
    const { page } = browser;
    await page.goto("/faq");
    await waitForHydration(page);
    const triggers = page.locator("main").getByRole("button", { expanded: false });
    const first = page.getByRole("button", { name: "จัดส่งสินค้าใช้เวลากี่วัน?" });
    const second = page.getByRole("button", { name: "มีบริการส่งฟรีไหม?" });
    expect(await triggers.count()).toBeGreaterThan(1);

    await first.click();
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByText(DELIVERY_TERMS.dispatch).isVisible()).toBe(true);

    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.getByText(DELIVERY_TERMS.dispatch).isVisible()).toBe(false);
    // The answer opens with a short animation; wait for it rather than read it mid-way.
    await expect.poll(() => page.getByRole("region").filter({ hasText: "50 บาท" }).isVisible()).toBe(true);

    // Collapsible: the open answer closes again.
    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator("main").getByRole("button", { expanded: true }).count()).toBe(0);
  });
});

describe("information pages", () => {
  for (const [path, heading] of [
    ["/privacy", "นโยบายความเป็นส่วนตัว"],
    ["/terms", "ข้อกำหนดและเงื่อนไข"],
  ] as const) {
    it(`${path} shows the policy, its revision date and a link to /contact`, async () => {
      const { page } = browser;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole("heading", { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await page.locator("main").textContent()).toContain("ปรับปรุงล่าสุด 22 สิงหาคม 2567");
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(heading);
      await page.locator("main").getByRole("link", { name: "ติดต่อเรา" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
    });
  }

  it("/terms and /privacy state the shop's policy figures", async () => {
    const { page } = browser;
    await page.goto("/terms");
    const terms = await page.locator("main").textContent();
    for (const figure of ["3-7 วันทำการ", "ภายใน 7 วัน", "ภายใน 15 วัน", "24 ชั่วโมง", "18 ปี"]) {
      expect(terms).toContain(figure);
    }
    await page.goto("/privacy");
    const privacy = await page.locator("main").textContent();
    for (const stored of ["IP address", "user agent", "localStorage", "หลักฐานการชำระเงิน", "ข้อความแชท", "PDPA"]) {
      expect(privacy).toContain(stored);
    }
  });

  it("/lipstick-info shows finishes, skin-tone advice, the 24-month rule and a link to /contact", async () => {
    const { page } = browser;
    const response = await page.goto("/lipstick-info");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "ข้อมูลลิปสติก" }).isVisible()).toBe(true);
    for (const name of ["Glossy", "Velvet", "Satin", "Glossy Lip", "Velvet Lip", "ผิวขาว", "ผิวสองสี", "ผิวแทน", "ผิวเข้ม"]) {
      expect(await page.getByRole("heading", { name, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.locator("main").textContent()).toContain("ใช้ให้หมดภายใน 24 เดือนหลังเปิดใช้");
    await page.locator("main").getByRole("link", { name: "ติดต่อเรา" }).click();
    await page.waitForURL((url) => url.pathname === "/contact");
  });
});
