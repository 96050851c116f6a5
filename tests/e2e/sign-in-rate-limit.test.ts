import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { uniqueEmail, provideBrowser } from "./support/browser";
import { postJson } from "./support/http-client";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();

function attemptSignIn(email: string, options: { localAddress: string; forwardedFor: string }) {
  return postJson(
    `${shopUrl}/api/auth/sign-in/email`,
    { email, password: "Not-the-password-1" },
    {
      localAddress: options.localAddress,
      headers: {
        origin: shopUrl,
        "x-forwarded-for": options.forwardedFor,
        // Even the header the shop uses internally is overwritten by the server.
        "x-shop-client-address": options.forwardedFor,
      },
    },
  );
}

function attemptSignUp(options: { localAddress: string; forwardedFor: string }) {
  return postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name: "ลูกค้า", email: uniqueEmail("signup"), password: "Lipstick-2024!" },
    { localAddress: options.localAddress, headers: { origin: shopUrl, "x-forwarded-for": options.forwardedFor } },
  );
}

describe("sign-in limit: 5 wrong passwords per email per 15 minutes", () => {
  it("refuses the sixth attempt with HTTP 429 whatever X-Forwarded-For says", async () => {
    const email = uniqueEmail("victim");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await attemptSignIn(email, { localAddress: "127.0.0.2", forwardedFor: `203.0.113.${attempt}` });
      expect(response.status).toBe(401);
    }
    const refused = await attemptSignIn(email, { localAddress: "127.0.0.2", forwardedFor: "198.51.100.77" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body.message).toBe("ลองเข้าสู่ระบบมากเกินไป กรุณารอ 15 นาที");
    // The limit belongs to the email: another address is refused too, another email is not.
    expect((await attemptSignIn(email, { localAddress: "127.0.0.3", forwardedFor: "10.0.0.1" })).status).toBe(429);
    expect((await attemptSignIn(uniqueEmail("bystander"), { localAddress: "127.0.0.2", forwardedFor: "x" })).status).toBe(401);
  });

  it("shows the Thai limit message on /auth", async () => {
    const { page } = browser;
    const email = uniqueEmail("tries");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await attemptSignIn(email, { localAddress: "127.0.0.4", forwardedFor: `192.0.2.${attempt}` });
    }
    await page.goto("/auth");
    await page.getByLabel("อีเมล").fill(email);
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill("Not-the-password-1");
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("ลองเข้าสู่ระบบมากเกินไป กรุณารอ 15 นาที");
  });
});

describe("sign-up limit: 3 per 5 minutes per client address", () => {
  it("keys on the real client address: forged headers neither reset the bucket nor share it", async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await attemptSignUp({ localAddress: "127.0.0.5", forwardedFor: `203.0.113.${attempt}` });
      expect(response.status).toBe(200);
    }
    const refused = await attemptSignUp({ localAddress: "127.0.0.5", forwardedFor: "198.51.100.200" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("สมัครสมาชิกมากเกินไป กรุณารอ 5 นาที");
    // A different client, even one claiming the first one's forwarded address, has its own bucket.
    const otherClient = await attemptSignUp({ localAddress: "127.0.0.6", forwardedFor: "203.0.113.1" });
    expect(otherClient.status).toBe(200);
  });
});
