import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openAccountMenu, provideBrowser, submitSignUpForm, uniqueEmail } from "./support/browser";

const browser = provideBrowser();
const PASSWORD = "Lipstick-2024!";

async function signUp(email: string) {
  const { page } = browser;
  await page.goto("/auth");
  await submitSignUpForm(page, { name: "น้องพลอย", email, password: PASSWORD });
  await page.waitForURL((url) => url.pathname === "/");
}

async function signIn(email: string, password: string) {
  const { page } = browser;
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
}

describe("accounts", () => {
  it("a visitor signs up, signs out and signs in again", async () => {
    const { page } = browser;
    const email = uniqueEmail();
    await signUp(email);
    const accountButton = page.getByRole("button", { name: "บัญชีของ น้องพลอย" });
    await expect.poll(() => accountButton.isVisible()).toBe(true);

    await openAccountMenu(page, accountButton);
    await page.getByRole("menuitem", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect.poll(() => page.getByRole("button", { name: "บัญชีของ น้องพลอย" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "เข้าสู่ระบบ" }).first().isVisible()).toBe(true);

    await signIn(email, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("button", { name: "บัญชีของ น้องพลอย" }).isVisible()).toBe(true);
  });

  it("shows the spec's Thai messages for bad input", async () => {
    const { page } = browser;
    await page.goto("/auth");
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("กรุณากรอกอีเมลและรหัสผ่าน");

    await signIn(uniqueEmail("nobody"), "Wrong-pass-1");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("อีเมลหรือรหัสผ่านไม่ถูกต้อง");

    await submitSignUpForm(page, { name: "ทดสอบ", email: uniqueEmail(), password: "Abcdefg1!", confirmation: "Abcdefg2!" });
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("รหัสผ่านไม่ตรงกัน");
  });
});

describe("admin pages", () => {
  it("send a guest to /auth", async () => {
    const { page } = browser;
    await page.goto("/admin-dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("turn a signed-in non-admin away to / with 'ไม่มีสิทธิ์เข้าถึง'", async () => {
    const { page } = browser;
    await signUp(uniqueEmail());
    await page.goto("/admin-dashboard");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByText("ไม่มีสิทธิ์เข้าถึง").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "แดชบอร์ด" }).count()).toBe(0);
  });

  it("let the admin in, with the Dashboard link and the four stat cards", async () => {
    const { page } = browser;
    await signIn(inject("adminEmail"), inject("adminPassword"));
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "แดชบอร์ด" }).first().click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard");
    for (const stat of ["customers", "products", "orders", "revenue"]) {
      await expect.poll(() => page.getByTestId(`stat-${stat}`).isVisible()).toBe(true);
    }
    expect(Number(await page.getByTestId("stat-products").textContent())).toBeGreaterThanOrEqual(12);
  });
});
