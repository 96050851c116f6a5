import { describe, expect, it } from "vitest";
import { mailText, type ReceivedMail } from "../../server/platform/mail/test-support/smtp-test-server";
import { openAccountMenu, provideBrowser } from "./support/browser";
import { postJson } from "./support/http-client";
import { provideMailingShop } from "./support/mailing-shop";

// Issue 21 item 3's lock-out, as the account owner lives it (decision 054). A shop of its own:
// its limits are not shared with other journeys, and its reset mail goes to a real SMTP server.
const OWNER = { email: "owner@lockout-e2e.test", password: "Lockout-e2e-Admin-1!", name: "ผู้ดูแลร้าน" };
const NEW_PASSWORD = "velvet lips 8";

const browser = provideBrowser({ shopUrl: () => own.shop.url });

// The owner is the shop's admin: the account strangers would most like to shut.
const own = provideMailingShop("lockout", OWNER);

const resetLinkIn = (mail: ReceivedMail) => mailText(mail).match(/http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];

describe("strangers guessing the owner's password", () => {
  it("cannot lock the owner out: their own browser still signs in, and a new one is told how to get back in", async () => {
    // The owner signs in once in their own browser, then signs out.
    const { page, context } = browser;
    await page.goto("/auth");
    await page.getByLabel("อีเมล").fill(OWNER.email);
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await page.waitForURL((url) => url.pathname === "/");
    const account = page.getByRole("button", { name: `บัญชีของ ${OWNER.name}` });
    await openAccountMenu(page, account);
    await page.getByRole("menuitem", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    // The browser now holds a device cookie for the account, sent only to the sign-in, never to the storefront.
    expect((await context.cookies(`${own.shop.url}/auth`)).some((cookie) => cookie.name.startsWith("gv_device_") && cookie.httpOnly)).toBe(true);
    expect((await context.cookies(`${own.shop.url}/`)).some((cookie) => cookie.name.startsWith("gv_device_"))).toBe(false);

    // Strangers: 30 wrong passwords from ten addresses, and reset links asked for in the owner's name from five.
    for (let attempt = 1; attempt <= 30; attempt++) {
      const guess = await postJson(
        `${own.shop.url}/api/auth/sign-in/email`,
        { email: OWNER.email, password: `Guess-${attempt}-pass` },
        {
          localAddress: `127.0.54.${Math.ceil(attempt / 3)}`,
          headers: { origin: own.shop.url },
        },
      );
      expect(guess.status).toBe(401);
    }
    for (let request = 1; request <= 5; request++) {
      const asked = await postJson(
        `${own.shop.url}/api/auth/request-password-reset`,
        { email: OWNER.email },
        {
          localAddress: `127.0.55.${request}`,
          headers: { origin: own.shop.url },
        },
      );
      expect(asked.status).toBe(200);
    }
    // Even the right password is refused to a client that never signed in to the account.
    const stranger = await postJson(`${own.shop.url}/api/auth/sign-in/email`, OWNER, {
      localAddress: "127.0.54.100",
      headers: { origin: own.shop.url },
    });
    expect(stranger.status).toBe(429);

    // The owner's own browser signs in with the right password as always.
    await page.getByLabel("อีเมล").fill(OWNER.email);
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => account.isVisible()).toBe(true);

    // A new browser (the owner on a borrowed phone) is told in Thai what to do.
    const phone = await browser.person();
    await phone.page.goto(`${own.shop.url}/auth`);
    await phone.page.getByLabel("อีเมล").fill(OWNER.email);
    await phone.page.getByLabel("รหัสผ่าน", { exact: true }).fill(OWNER.password);
    await phone.page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await expect.poll(() => phone.page.getByRole("alert").textContent()).toContain("เข้าสู่ระบบได้เฉพาะจากอุปกรณ์ที่เคยเข้าสู่ระบบบัญชีนี้แล้ว");
    expect(await phone.page.getByRole("alert").textContent()).toContain("ลืมรหัสผ่าน?");

    // It asks for a reset link: the strangers' requests already brought three mails, so none is
    // sent now, and the page says to use the newest one.
    await phone.page.getByRole("button", { name: "ลืมรหัสผ่าน?" }).click();
    await phone.page.getByLabel("อีเมล").fill(OWNER.email);
    await phone.page.getByRole("button", { name: "ส่งลิงก์ตั้งรหัสผ่านใหม่" }).click();
    await expect.poll(() => phone.page.getByRole("status").first().textContent()).toContain("กรุณาใช้ลิงก์ในอีเมลฉบับล่าสุด");
    const toOwner = () => own.smtp.received.filter((mail) => mail.to.includes(OWNER.email));
    await expect.poll(() => toOwner().length).toBe(3);
    const links = toOwner().map(resetLinkIn);
    expect(links.every(Boolean)).toBe(true);

    // An older mail's link was ended by the newer ones; the newest sets the new password and signs in.
    await phone.page.goto(links[0]!);
    await expect.poll(() => phone.page.getByRole("heading", { name: "ลิงก์ไม่ถูกต้อง" }).isVisible()).toBe(true);
    await phone.page.goto(links.at(-1)!);
    await phone.page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(NEW_PASSWORD);
    await phone.page.getByLabel("ยืนยันรหัสผ่านใหม่").fill(NEW_PASSWORD);
    await phone.page.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).click();
    await phone.page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => phone.page.getByRole("button", { name: `บัญชีของ ${OWNER.name}` }).isVisible()).toBe(true);
  });
});
