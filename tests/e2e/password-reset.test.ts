import { describe, expect, it } from "vitest";
import { mailText } from "../../server/platform/mail/test-support/smtp-test-server";
import { openAccountMenu, provideBrowser, uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { provideMailingShop } from "./support/mailing-shop";

// A shop of its own whose SMTP_URL points at a real SMTP server started here.
const browser = provideBrowser();

const own = provideMailingShop("mail", { email: "admin@mail-e2e.test", password: "Mail-e2e-Admin-1!" });

const OLD_PASSWORD = "Lipstick-2024!";
const NEW_PASSWORD = "velvet lips 8";

describe("forgot password", () => {
  it("resets the password through the mailed link, which then works only once", async () => {
    const { page } = browser;
    const email = uniqueEmail("forgetful");
    const signedUp = await postJson(
      `${own.shop.url}/api/auth/sign-up/email`,
      { name: "น้องลืม", email, password: OLD_PASSWORD },
      {
        localAddress: "127.0.0.50",
        headers: { origin: own.shop.url },
      },
    );
    expect(signedUp.status).toBe(200);

    // A wrong password gets the spec's Thai message.
    await page.goto(`${own.shop.url}/auth`);
    await page.getByLabel("อีเมล").fill(email);
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill("Not-my-password-1");
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("อีเมลหรือรหัสผ่านไม่ถูกต้อง");

    // Forgot password: the e-mail is required, then the link is mailed.
    await page.getByRole("button", { name: "ลืมรหัสผ่าน?" }).click();
    await page.getByRole("button", { name: "ส่งลิงก์ตั้งรหัสผ่านใหม่" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("กรุณากรอกอีเมล");
    await page.getByLabel("อีเมล").fill(email);
    await page.getByRole("button", { name: "ส่งลิงก์ตั้งรหัสผ่านใหม่" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("ส่งลิงก์ตั้งรหัสผ่านใหม่ไปยังอีเมลของคุณแล้ว");

    const mail = await own.smtp.waitFor((candidate) => candidate.to.includes(email));
    expect(mail.from).toBe("no-reply@shop.test");
    const text = mailText(mail);
    expect(text).toContain("ลิงก์นี้ใช้ได้ครั้งเดียว");
    const link = text.match(/http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link?.startsWith(`${own.shop.url}/reset-password?token=`)).toBe(true);
    // A second link asked for meanwhile ends the first one (decision 054): only the newest mail's link works.
    const again = await postJson(`${own.shop.url}/api/auth/request-password-reset`, { email }, { headers: { origin: own.shop.url } });
    expect(again.status).toBe(200);
    const secondMail = await own.smtp.waitFor((candidate) => candidate.to.includes(email) && !mailText(candidate).includes(link!));
    const secondLink = mailText(secondMail).match(/http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(secondLink).toBeDefined();
    await page.goto(link!);
    await expect.poll(() => page.getByRole("heading", { name: "ลิงก์ไม่ถูกต้อง" }).isVisible()).toBe(true);

    // Set the new password: both fields, matching, at least 8 characters.
    await page.goto(secondLink!);
    await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("short");
    await page.getByLabel("ยืนยันรหัสผ่านใหม่").fill("short");
    await page.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร");
    await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("ยืนยันรหัสผ่านใหม่").fill(`${NEW_PASSWORD}x`);
    await page.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("รหัสผ่านไม่ตรงกัน");
    await page.getByLabel("ยืนยันรหัสผ่านใหม่").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).click();

    // Signed in and home.
    await page.waitForURL((url) => url.pathname === "/");
    const account = page.getByRole("button", { name: "บัญชีของ น้องลืม" });
    await expect.poll(() => account.isVisible()).toBe(true);

    // Sign out, then sign in with the new password (the old one no longer works).
    await openAccountMenu(page, account);
    await page.getByRole("menuitem", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByLabel("อีเมล").fill(email);
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => account.isVisible()).toBe(true);

    // The same link a second time: 'ลิงก์ไม่ถูกต้อง', with a way back to /auth.
    await openAccountMenu(page, account);
    await page.getByRole("menuitem", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.goto(secondLink!);
    await expect.poll(() => page.getByRole("heading", { name: "ลิงก์ไม่ถูกต้อง" }).isVisible()).toBe(true);
    expect(await page.getByLabel("รหัสผ่านใหม่", { exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "กลับไปหน้าเข้าสู่ระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("shows 'ลิงก์ไม่ถูกต้อง' for a forged or missing token", async () => {
    const { page } = browser;
    for (const target of ["/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAA", "/reset-password"]) {
      await page.goto(`${own.shop.url}${target}`);
      await expect.poll(() => page.getByRole("heading", { name: "ลิงก์ไม่ถูกต้อง" }).isVisible()).toBe(true);
    }
    await page.getByRole("link", { name: "ขอลิงก์ใหม่" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect.poll(() => page.getByRole("button", { name: "ส่งลิงก์ตั้งรหัสผ่านใหม่" }).isVisible()).toBe(true);
  });

  it("answers an unknown address the same way and mails nothing", async () => {
    const { page } = browser;
    const email = uniqueEmail("stranger");
    await page.goto(`${own.shop.url}/auth?tab=forgot`);
    await page.getByLabel("อีเมล").fill(email);
    await page.getByRole("button", { name: "ส่งลิงก์ตั้งรหัสผ่านใหม่" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("ส่งลิงก์ตั้งรหัสผ่านใหม่ไปยังอีเมลของคุณแล้ว");
    await expect(own.smtp.waitFor((candidate) => candidate.to.includes(email), 1500)).rejects.toThrow(/No matching mail/);
  });
});
