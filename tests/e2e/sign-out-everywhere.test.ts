import { describe, expect, inject, it } from "vitest";
import { openAccountMenu, provideBrowser, uniqueEmail, waitForHydrationOnGoto } from "./support/browser";
import { cookiesFromSetCookie } from "./support/cookies";
import { signInOverApi, signUpMember } from "./support/accounts";

const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const PASSWORD = "Lipstick-2024!";
// This file's clients (see tests/e2e/support: each journey file keeps its own addresses).
const CLIENT_ADDRESS = "127.0.0.52";

async function signIn(email: string) {
  return cookiesFromSetCookie(await signInOverApi(shopUrl, { email, password: PASSWORD }, CLIENT_ADDRESS), shopUrl);
}

describe("sign-out", () => {
  it("ends the session on every device, not only the one signing out", async () => {
    const email = uniqueEmail("two-devices");
    await signUpMember(shopUrl, { name: "สองเครื่อง", email, password: PASSWORD, localAddress: CLIENT_ADDRESS });

    // Phone and laptop: two browser contexts, each with its own session.
    const { page: phone, context: phoneContext } = browser;
    await phoneContext.addCookies(await signIn(email));
    const laptopContext = await phoneContext.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" });
    try {
      await laptopContext.addCookies(await signIn(email));
      const laptop = waitForHydrationOnGoto(await laptopContext.newPage());
      const account = (page: typeof phone) => page.getByRole("button", { name: "บัญชีของ สองเครื่อง" });

      // Storefront pages come from the guests' cache; the account button appears once the page knows the shopper (decision 051).
      await phone.goto("/");
      await laptop.goto("/");
      await expect.poll(() => account(phone).isVisible()).toBe(true);
      await expect.poll(() => account(laptop).isVisible()).toBe(true);

      await openAccountMenu(phone, account(phone));
      await phone.getByRole("menuitem", { name: "ออกจากระบบ" }).click();
      await phone.waitForURL((url) => url.pathname === "/auth");

      // The laptop's session was ended on the server too.
      await laptop.reload();
      await expect.poll(() => laptop.getByRole("link", { name: "เข้าสู่ระบบ" }).first().isVisible()).toBe(true);
      expect(await account(laptop).count()).toBe(0);
      const session = await laptop.evaluate(async () => (await fetch("/api/auth/get-session")).json());
      expect(session).toBeNull();
    } finally {
      await laptopContext.close();
    }
  });
});
