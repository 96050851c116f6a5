import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { myDataTexts } from "../../domain/members/my-data-texts";
import { MEMBER_PASSWORD, PHONE, signUpInto } from "./support/accounts";
import { slowPhonePage as openSlowPhonePage } from "./support/slow-phone";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";

// Issue 24, "own your data" (decision 074): a member on a cheap phone downloads what the shop
// holds about them, deletes the account, and is signed out for good.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE, hasTouch: true });
const m = myDataTexts;

const slowPhonePage = () => openSlowPhonePage(browser.context, { scriptDelayMs: 0 });

const bangkokDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

describe("a member owning their data", () => {
  it("downloads the data file, deletes the account, is signed out and cannot sign in again", async () => {
    const email = uniqueEmail("pdpa");
    await signUpInto(browser.context, shopUrl, { name: "มะลิ", email, localAddress: "127.0.74.2" });
    // An unpaid order: in the file, and cancelled by the deletion.
    const { orderNumber } = await placeOrder(browser.page, { firstName: "มะลิ", lastName: "หอมดี", paymentMethod: "promptpay" });
    await browser.page.close();

    const page = await slowPhonePage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    await page.getByRole("link", { name: m.deleteTitle }).click();
    await page.waitForURL((url) => url.pathname === "/profile" && url.search === "?tab=data");

    // The file: named by today's date in Bangkok, with the member's own profile and order.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: m.downloadLink }).tap()]);
    expect(download.suggestedFilename()).toBe(`my-data-${bangkokDay(new Date())}.json`);
    const file = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(file.profile).toMatchObject({ name: "มะลิ", email });
    expect(file.orders).toEqual([expect.objectContaining({ orderNumber, status: "pending", shippingFirstName: "มะลิ" })]);
    expect(file.orders[0].items.length).toBeGreaterThan(0);
    expect(file.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(file)).not.toMatch(/"(token|password|accessToken|refreshToken|idToken)"/);

    // A wrong password is refused in Thai, and nothing happens.
    const password = page.getByLabel(m.deletePassword);
    await password.fill("not-my-password-1");
    await page.getByRole("button", { name: m.deleteButton }).tap();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: m.passwordWrong }).count()).toBeGreaterThan(0);

    await password.fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: m.deleteButton }).tap();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByText(m.accountDeleted).first().isVisible()).toBe(true);

    // Signed out: the member area sends them to sign in.
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");

    // And the account no longer signs in.
    await page.getByLabel("อีเมล").fill(email);
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().tap();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("deletes the account without JavaScript: a wrong password is shown again in Thai, the right one signs out", async () => {
    const email = uniqueEmail("pdpa-nojs");
    await signUpInto(browser.context, shopUrl, { name: "ชบา", email, localAddress: "127.0.74.3" });
    const { page } = await browser.person({
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: await browser.context.storageState(),
    });
    await page.goto("/profile?tab=data");
    await page.getByLabel(m.deletePassword).fill("not-my-password-1");
    await page.getByRole("button", { name: m.deleteButton }).click();
    await page.getByRole("alert").filter({ hasText: m.passwordWrong }).first().waitFor();
    expect(new URL(page.url()).search).toBe("?tab=data");

    await page.getByLabel(m.deletePassword).fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: m.deleteButton }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });
});
