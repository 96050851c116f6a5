import sharp from "sharp";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { signUpInto, signInAsAdmin } from "./support/accounts";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const PASSWORD = "Lipstick-2024!";

// Members are created through the API from this journey's own client addresses
// (127.0.0.60–69), two per address, well inside the sign-up limit of 3 per 5 minutes.
let signUps = 0;
async function signedInMember(name = "น้องพลอย") {
  const localAddress = `127.0.0.${60 + Math.floor(signUps++ / 2)}`;
  const email = uniqueEmail("member");
  const { cookie } = await signUpInto(browser.context, shopUrl, { name, email, password: PASSWORD, localAddress });
  return { email, cookie };
}

/** Server round trips (password hashing, image encoding) can take seconds on a busy machine. */
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 });

const inputValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

/** Accepts the next window.alert and resolves with its text. */
function nextAlert(page: Page) {
  return new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

describe("member pages and guests", () => {
  it("send a guest to /auth", async () => {
    const { page } = browser;
    for (const path of ["/dashboard", "/profile", "/payment-settings", "/add-payment-method"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/auth");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    }
  });

  it("are kept out of search engines", async () => {
    await signedInMember();
    const { page } = browser;
    for (const path of ["/dashboard", "/profile", "/payment-settings", "/add-payment-method"]) {
      await page.goto(path);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    }
  });
});

describe("the account page", () => {
  it("greets the member, shows two stat cards (no saved cards while card payment is off) and keeps the tab in the URL", async () => {
    await signedInMember("คุณมะลิ");
    const { page } = browser;
    await page.goto("/dashboard");
    await eventually(() => page.getByRole("heading", { name: "สวัสดี คุณมะลิ" }).isVisible()).toBe(true);
    expect(await page.getByTestId("stat-points").textContent()).toBe("0 แต้ม");
    expect(await page.getByTestId("stat-orders").textContent()).toBe("0");
    // Card payment is switched off (domain/payments/payment-methods.ts): nothing offers cards (issue 24).
    expect(await page.getByTestId("stat-cards").count()).toBe(0);
    expect(await page.getByRole("link", { name: "บัตรของฉัน" }).count()).toBe(0);

    await page.getByRole("link", { name: "แต้มสะสม" }).last().click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "loyalty");
    await eventually(() => page.getByText("ทุก 100 แต้ม ใช้เป็นส่วนลดได้ 10 บาท", { exact: true }).isVisible()).toBe(true);
    await page.reload();
    expect(await page.getByRole("link", { name: "แต้มสะสม", exact: true }).last().getAttribute("aria-current")).toBe("page");
    await eventually(() => page.getByText("ทุกการใช้จ่าย 100 บาท รับ 1 แต้ม", { exact: true }).isVisible()).toBe(true);

    await page.goto("/dashboard?tab=orders");
    await eventually(() => page.getByText("ยังไม่มีคำสั่งซื้อ").isVisible()).toBe(true);

    await page.getByRole("button", { name: "ออกจากระบบ" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });
});

describe("the profile page", () => {
  it("saves personal info picked with the Thai address picker, and shows it again after a reload", async () => {
    await signedInMember();
    const { page } = browser;
    await page.goto("/profile");
    await page.getByLabel("ชื่อที่แสดง").fill("พลอยใส");
    await page.getByLabel("ชื่อจริง").fill("พลอย");
    await page.getByLabel("นามสกุล").fill("ใจดี");
    await page.getByLabel("เบอร์โทรศัพท์มือถือ").fill("0812345678");
    await page.getByLabel("ที่อยู่ (บ้านเลขที่ หมู่บ้าน ซอย ถนน)").fill("99/1 ซอยสุขุมวิท 63");

    // By postal code first …
    await page.getByLabel("รหัสไปรษณีย์").fill("5020");
    await page.getByRole("option", { name: /ศรีภูมิ › เมืองเชียงใหม่ › เชียงใหม่ › 50200/ }).click();
    expect(await inputValue(page, "ตำบล/แขวง")).toBe("ศรีภูมิ");
    expect(await inputValue(page, "จังหวัด")).toBe("เชียงใหม่");
    // … then by sub-district, whose name exists in two districts: the choice decides.
    await page.getByLabel("ตำบล/แขวง").fill("คลองตันเหนือ");
    await page.getByRole("option", { name: /คลองตันเหนือ › วัฒนา/ }).click();
    expect(await inputValue(page, "อำเภอ/เขต")).toBe("วัฒนา");
    expect(await inputValue(page, "จังหวัด")).toBe("กรุงเทพมหานคร");
    expect(await inputValue(page, "รหัสไปรษณีย์")).toBe("10110");

    await page.getByRole("button", { name: "บันทึก", exact: true }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "บันทึกข้อมูลโปรไฟล์เรียบร้อยแล้ว" }).isVisible()).toBe(true);

    await page.reload();
    expect(await inputValue(page, "ชื่อที่แสดง")).toBe("พลอยใส");
    expect(await inputValue(page, "ชื่อจริง")).toBe("พลอย");
    expect(await inputValue(page, "นามสกุล")).toBe("ใจดี");
    expect(await inputValue(page, "เบอร์โทรศัพท์มือถือ")).toBe("081-234-5678");
    expect(await inputValue(page, "ที่อยู่ (บ้านเลขที่ หมู่บ้าน ซอย ถนน)")).toBe("99/1 ซอยสุขุมวิท 63");
    expect(await inputValue(page, "ตำบล/แขวง")).toBe("คลองตันเหนือ");
    expect(await inputValue(page, "อำเภอ/เขต")).toBe("วัฒนา");
    expect(await inputValue(page, "จังหวัด")).toBe("กรุงเทพมหานคร");
    expect(await inputValue(page, "รหัสไปรษณีย์")).toBe("10110");
    // The display name is the account's name too.
    await eventually(() => page.getByRole("button", { name: "บัญชีของ พลอยใส" }).isVisible()).toBe(true);
    expect(await page.getByTestId("admin-badge").count()).toBe(0);
  });

  it("refuses a bad phone number and an address combination that does not exist, in Thai", async () => {
    await signedInMember();
    const { page } = browser;
    await page.goto("/profile");
    await page.getByLabel("เบอร์โทรศัพท์มือถือ").fill("02-123-4567");
    await page.getByRole("button", { name: "บันทึก", exact: true }).click();
    await eventually(() => page.getByRole("alert").filter({ hasText: "เบอร์โทรศัพท์มือถือไม่ถูกต้อง" }).isVisible()).toBe(true);

    await page.getByLabel("เบอร์โทรศัพท์มือถือ").fill("");
    // Typed by hand without choosing: a district that does not contain this sub-district.
    await page.getByLabel("ตำบล/แขวง").fill("คลองตันเหนือ");
    await page.getByLabel("อำเภอ/เขต").fill("บางรัก");
    await page.getByLabel("จังหวัด").fill("กรุงเทพมหานคร");
    await page.getByLabel("รหัสไปรษณีย์").fill("10110");
    await page.getByRole("button", { name: "บันทึก", exact: true }).click();
    await eventually(() => page.getByRole("alert").filter({ hasText: "ไม่พบตำบล อำเภอ จังหวัด และรหัสไปรษณีย์ชุดนี้" }).isVisible()).toBe(true);
    await page.reload();
    expect(await inputValue(page, "อำเภอ/เขต")).toBe("");
  });

  it("uploads an avatar, and refuses a 3 MB file and a non-image with their Thai messages", async () => {
    const { cookie } = await signedInMember();
    const { page } = browser;
    await page.goto("/profile");
    const avatarInput = page.getByLabel("เปลี่ยนรูปโปรไฟล์");
    const face = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#ec3d70" } })
      .png()
      .toBuffer();
    await avatarInput.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: face });
    const avatar = page.getByTestId("member-avatar");
    await eventually(() => avatar.getAttribute("src")).toMatch(/^\/media\/avatars\/[0-9a-f-]+\/[0-9a-f-]+-120\.webp$/);
    const src = (await avatar.getAttribute("src"))!;
    const image = await page.request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(await avatar.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    await avatarInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await eventually(() => page.getByTestId("avatar-error").textContent()).toBe("ขนาดไฟล์เกินกำหนด");

    await avatarInput.setInputFiles({
      name: "not-a-picture.png",
      mimeType: "image/png",
      buffer: Buffer.from("hello, I am text ".repeat(50)),
    });
    await eventually(() => page.getByTestId("avatar-error").textContent()).toBe("ประเภทไฟล์ไม่ถูกต้อง");
    expect(await avatar.getAttribute("src")).toBe(src);

    // The server refuses an oversized upload by itself too, whatever the page checked first.
    const body = new FormData();
    body.set("avatar", new File([Buffer.alloc(3 * 1024 * 1024, 1)], "huge.png", { type: "image/png" }));
    const response = await fetch(`${shopUrl}/profile`, { method: "POST", body, headers: { cookie, origin: shopUrl } });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("ขนาดไฟล์เกินกำหนด");
  });

  it("changes the password with Thai messages for mistakes, and the new password works", async () => {
    const { email } = await signedInMember();
    const { page } = browser;
    await page.goto("/profile?tab=security");
    const change = async (current: string, next: string, confirm: string) => {
      await page.getByLabel("รหัสผ่านปัจจุบัน").fill(current);
      await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(next);
      await page.getByLabel("ยืนยันรหัสผ่านใหม่").fill(confirm);
      await page.getByRole("button", { name: "เปลี่ยนรหัสผ่าน" }).click();
    };
    const alert = (text: string) => page.getByRole("alert").filter({ hasText: text });

    await change(PASSWORD, "NewLipstick-2025", "NewLipstick-2026");
    await eventually(() => alert("รหัสผ่านไม่ตรงกัน").isVisible()).toBe(true);
    await change(PASSWORD, "short", "short");
    await eventually(() => alert("รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร").isVisible()).toBe(true);
    await change("Wrong-password-1", "NewLipstick-2025", "NewLipstick-2025");
    await eventually(() => alert("รหัสผ่านปัจจุบันไม่ถูกต้อง").isVisible()).toBe(true);
    await change(PASSWORD, "NewLipstick-2025", "NewLipstick-2025");
    await eventually(() => page.getByRole("status").filter({ hasText: "เปลี่ยนรหัสผ่านเรียบร้อยแล้ว" }).isVisible()).toBe(true);

    // This device got a fresh session and stays signed in.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/profile");
    const signIn = (password: string) =>
      postJson(`${shopUrl}/api/auth/sign-in/email`, { email, password }, { localAddress: "127.0.0.69", headers: { origin: shopUrl } });
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn("NewLipstick-2025")).status).toBe(200);
  });

  it("shows the admin badge to an admin", async () => {
    const { page } = browser;
    await signInAsAdmin(page);
    await page.goto("/profile");
    await eventually(() => page.getByTestId("admin-badge").textContent()).toBe("ผู้ดูแลระบบ");
  });
});

describe("payment settings", () => {
  it("lists no made-up card, says the shop takes no cards, shows the toggles, and the card form never sends the card number", async () => {
    await signedInMember();
    const { page } = browser;
    await page.goto("/payment-settings");
    // Issue 40: no sample cards for a member who never saved one.
    await page.getByText("ยังไม่มีบัตรที่บันทึกไว้ในบัญชีของคุณ").waitFor();
    expect(await page.getByTestId("saved-card").count()).toBe(0);
    expect(await page.getByText("ขณะนี้ยังไม่เปิดรับชำระด้วยบัตรเครดิต/เดบิต").count()).toBe(1);
    const switches = page.getByRole("switch");
    expect(await switches.count()).toBe(2);
    // Native checkboxes with role="switch" (decision 055): their state is the checkbox's own.
    for (const toggle of await switches.all()) expect(await toggle.isChecked()).toBe(true);
    await switches.nth(0).click();
    expect(await switches.nth(0).isChecked()).toBe(false);
    const settingsAlert = nextAlert(page);
    await page.getByRole("button", { name: "บันทึกการตั้งค่า" }).click();
    expect(await settingsAlert).toContain("ร้านยังไม่บันทึกการตั้งค่านี้");

    await page.getByRole("link", { name: "เพิ่มบัตรใหม่" }).click();
    await page.waitForURL((url) => url.pathname === "/add-payment-method");
    expect(await page.getByLabel("หมายเลขบัตร").getAttribute("placeholder")).toBe("1234 5678 9012 3456");
    expect(await page.getByLabel("วันหมดอายุ (MM/YY)").getAttribute("placeholder")).toBe("MM/YY");

    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await page.getByLabel("ชื่อผู้ถือบัตร").fill("PLOY JAIDEE");
    await page.getByLabel("หมายเลขบัตร").fill("4111 1111 1111 1111");
    await page.getByLabel("วันหมดอายุ (MM/YY)").fill("09/29");
    await page.getByLabel("CVV").fill("737");
    await page.getByLabel("ที่อยู่", { exact: true }).fill("99/1 ซอยสุขุมวิท 63");
    await page.getByLabel("เมือง").fill("กรุงเทพมหานคร");
    await page.getByLabel("รหัสไปรษณีย์").fill("10110");
    const cardAlert = nextAlert(page);
    await page.getByRole("button", { name: "บันทึกบัตร" }).click();
    expect(await cardAlert).toContain("ไม่ส่งและไม่เก็บข้อมูลบัตร");
    await page.waitForURL((url) => url.pathname === "/payment-settings");
    await page.waitForLoadState("networkidle");

    expect(requests.length).toBeGreaterThan(0); // the navigation back did make requests …
    for (const request of requests) {
      // … none of which carries the card number or the CVV, in any spelling.
      const sent = decodeURIComponent(`${request.url()} ${request.postData() ?? ""}`).replace(/[\s+]/g, "");
      expect(sent).not.toContain("4111111111111111");
      expect(sent).not.toContain("cvv=737");
      expect(request.method()).toBe("GET");
    }
  });

  it("leaves the card form by cancel or back without saving anything", async () => {
    await signedInMember();
    const { page } = browser;
    for (const link of ["ยกเลิก", "กลับไปหน้าตั้งค่าการชำระเงิน"]) {
      await page.goto("/add-payment-method");
      await page.getByLabel("หมายเลขบัตร").fill("4111 1111 1111 1111");
      await page.getByRole("link", { name: link }).click();
      await page.waitForURL((url) => url.pathname === "/payment-settings");
    }
  });
});
