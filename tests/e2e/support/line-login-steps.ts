import type { Page } from "playwright-core";
import { lineMessagesTexts } from "../../../domain/member-messages/line-messages-texts";
import type { TestOidcProvider } from "../../../server/platform/auth/test-support/oidc-test-provider";

/** At the stand-in provider's pages: log in as `lineUserId` and consent, which sends the browser back to the shop. */
async function logInAtProvider(page: Page, provider: TestOidcProvider, lineUserId: string) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(lineUserId);
  await page.locator('input[name="password"]').fill("any password at the test provider");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** From the shop's /auth through the stand-in provider's login and consent pages, back to the shop. */
export async function signInWithLine(page: Page, shopUrl: string, provider: TestOidcProvider, lineUserId: string) {
  await page.goto(`${shopUrl}/auth`);
  await page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE" }).click();
  await logInAtProvider(page, provider, lineUserId);
}

/** A signed-in member's "เชื่อมบัญชี LINE" on the LINE messages page, through the stand-in provider, back on that page. */
export async function linkLineOnPage(page: Page, provider: TestOidcProvider, lineUserId: string) {
  await page.goto("/line-messages");
  await page.getByRole("button", { name: lineMessagesTexts.linkButton }).click();
  await logInAtProvider(page, provider, lineUserId);
  await page.waitForURL((url) => url.origin !== provider.issuer && url.pathname === "/line-messages");
}
