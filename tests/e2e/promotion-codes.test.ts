// Promotions for shoppers (decision 101): /promotions lists the running promotions, a code is
// collected ("เก็บโค้ด") into "โค้ดของฉัน" — by a member only, with or without JavaScript — and the
// page, kept in the guests' page cache, never carries a member's "เก็บแล้ว".
import { describe, expect, inject, it } from "vitest";
import { promotionTexts } from "../../domain/promotions/promotion-texts";
import { signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

const CODE = "GLOSSY50";

describe("promotion codes", () => {
  it("a guest reads the running promotions and is asked to sign in to collect a code", async () => {
    const { page } = browser;
    const response = await page.goto("/promotions");
    // Server-rendered from the promotions table, the same for everyone.
    expect(await response!.text()).toContain(`data-promotion="${CODE}"`);
    const running = page.getByRole("region", { name: "โปรโมชั่นที่ใช้ได้ตอนนี้" });
    const shown = (await running.textContent()) ?? "";
    for (const text of [
      "ลด 10% สูงสุด ฿200",
      "เฉพาะคำสั่งซื้อแรก",
      "รับฟรี ถุงผ้าลายลิมิเต็ด Glossy & Velvet 1 ใบ เมื่อซื้อลิปสติก 2 แท่งขึ้นไป",
      "ส่งฟรีเมื่อซื้อครบ ฿1,000",
      "ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120",
      "ได้อัตโนมัติเมื่อชำระเงิน",
      "ลด ฿50 เมื่อซื้อครบ ฿300",
      "เหลือ 100 สิทธิ์",
    ])
      expect(shown).toContain(text);
    // What promises a price is no longer a text card; the points card stays.
    const offers = page.getByRole("region", { name: "ข้อเสนอพิเศษ" });
    expect(await offers.locator("li").allTextContents()).toEqual([expect.stringContaining("สะสมแต้มแลกส่วนลด")]);

    const card = page.locator(`[data-promotion="${CODE}"]`);
    await card.getByRole("button", { name: `เก็บโค้ด ${CODE}` }).click();
    const alert = card.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain(promotionTexts.signInToCollect);
    expect(await alert.getByRole("link", { name: "เข้าสู่ระบบ" }).getAttribute("href")).toBe("/auth?redirectTo=%2Fpromotions");
  });

  it("a member collects a code once; the cached page stays the guests', the browser marks it collected, and โค้ดของฉัน lists it", async () => {
    const member = await signUpInto(browser.context, shopUrl, { name: "สมาชิก เก็บโค้ด", email: uniqueEmail("codes"), localAddress: "127.0.102.1" });
    const { page } = browser;
    await page.goto("/promotions");
    const card = page.locator(`[data-promotion="${CODE}"]`);
    await card.getByRole("button", { name: `เก็บโค้ด ${CODE}` }).click();
    await expect.poll(() => page.getByText(promotionTexts.collectedToast(CODE)).isVisible()).toBe(true);
    await expect.poll(() => card.locator(`[data-collected="${CODE}"]`).textContent()).toBe(promotionTexts.collected);

    // The page as the cache keeps it: a guest's, with no "เก็บแล้ว" in it, for the member as for a guest.
    await fetch(`${shopUrl}/promotions`);
    const cached = await fetch(`${shopUrl}/promotions`, { headers: { cookie: member.cookie } });
    expect(cached.headers.get("x-shop-cache")).toBe("hit");
    const html = await cached.text();
    expect(html).not.toContain("data-collected");
    expect(html).not.toContain(promotionTexts.collected);
    // The member's own codes come from a private answer.
    const own = await fetch(`${shopUrl}/api/collected-codes`, { headers: { cookie: member.cookie } });
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(((await own.json()) as { promotionIds: string[] }).promotionIds).toHaveLength(1);
    expect(await (await fetch(`${shopUrl}/api/collected-codes`)).json()).toEqual({ promotionIds: [] });

    // Back again (from the cache): the browser marks it collected.
    await page.goto("/promotions");
    await expect.poll(() => card.locator(`[data-collected="${CODE}"]`).count()).toBe(1);

    // The product pages offer it too, already collected.
    await page.goto("/products/juicy-glow-gloss-peach-pink");
    const offered = page.locator(`[data-promotion="${CODE}"]`);
    await expect.poll(() => offered.locator(`[data-collected="${CODE}"]`).count()).toBe(1);

    await page.goto("/dashboard?tab=codes");
    const listed = page.getByTestId("my-code");
    await expect.poll(() => listed.count()).toBe(1);
    const text = await listed.first().textContent();
    expect(text).toContain(CODE);
    expect(text).toContain("ลด ฿50 เมื่อซื้อครบ ฿300");
    expect(text).toContain("ใช้ได้");
  });

  it("works without JavaScript: the answered page says it was collected, and collecting again keeps one", async () => {
    await signUpInto(browser.context, shopUrl, { name: "สมาชิก ไม่มีสคริปต์", email: uniqueEmail("codes-plain"), localAddress: "127.0.102.2" });
    const { page } = await browser.person({ javaScriptEnabled: false, storageState: await browser.context.storageState() });
    // The code's collect button on /promotions, posted as a plain form.
    const collect = async () => {
      await page.goto("/promotions");
      await page
        .locator(`[data-promotion="${CODE}"]`)
        .getByRole("button", { name: `เก็บโค้ด ${CODE}` })
        .click();
      await page.waitForLoadState("load");
    };
    await collect();
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: promotionTexts.collectedToast(CODE) })
        .count(),
    ).toBe(1);
    expect(await page.locator(`[data-collected="${CODE}"]`).count()).toBe(1);

    await collect();
    expect(await page.getByText(`คุณเก็บโค้ด ${CODE} ไว้แล้ว`).count()).toBe(1);
    await page.goto("/dashboard?tab=codes");
    expect(await page.getByTestId("my-code").count()).toBe(1);
  });
});
