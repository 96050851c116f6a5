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

function signInWith(email: string, password: string, localAddress: string) {
  return postJson(`${shopUrl}/api/auth/sign-in/email`, { email, password }, { localAddress, headers: { origin: shopUrl } });
}

describe("sign-in limit: 5 wrong passwords per email and client address per 15 minutes", () => {
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
    // The limit belongs to the email at that address: another email from there is answered as usual.
    expect((await attemptSignIn(uniqueEmail("bystander"), { localAddress: "127.0.0.2", forwardedFor: "x" })).status).toBe(401);
  });

  it("cannot lock the owner out: after 5 failures from one address the right password works from another", async () => {
    const email = uniqueEmail("owner");
    const password = "Lipstick-2024!";
    const signedUp = await postJson(
      `${shopUrl}/api/auth/sign-up/email`,
      { name: "เจ้าของบัญชี", email, password },
      {
        localAddress: "127.0.0.7",
        headers: { origin: shopUrl },
      },
    );
    expect(signedUp.status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signInWith(email, `Wrong-${attempt}-pass`, "127.0.0.8")).status).toBe(401);
    }
    expect((await signInWith(email, password, "127.0.0.8")).status).toBe(429);
    expect((await signInWith(email, password, "127.0.0.9")).status).toBe(200);
  });

  it("shows the Thai limit message on /auth", async () => {
    const { page } = browser;
    const email = uniqueEmail("tries");
    await page.goto("/auth");
    // Five wrong tries from the browser's own address (the limit is per email and address).
    const statuses = await page.evaluate(async (target) => {
      const answers: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await fetch("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: target, password: `Not-the-password-${attempt}` }),
        });
        answers.push(response.status);
      }
      return answers;
    }, email);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
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
