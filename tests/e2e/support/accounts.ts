import type { BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { uniqueEmail } from "./browser";
import { postJson } from "./http-client";
import { addSessionCookies } from "./session-cookies";

export const MEMBER_PASSWORD = "Lipstick-2024!";

export type Credentials = { email: string; password: string };

/** The e2e shop's own admin account (tests/e2e/support/global-setup.ts). */
export function adminCredentials(): Credentials {
  return { email: inject("adminEmail"), password: inject("adminPassword") };
}

/**
 * A new member signed up through Better Auth's API from a loopback address of the journey's
 * own: sign-up is limited to 3 per 5 minutes per address, so each journey file keeps its own
 * (127.0.x.y) and the browser's 127.0.0.1 stays free for journeys that sign up on the page.
 */
export async function signUpMember(shopUrl: string, member: { name: string; localAddress: string; email?: string; password?: string }) {
  const email = member.email ?? uniqueEmail("member");
  const password = member.password ?? MEMBER_PASSWORD;
  const response = await postJson(
    `${shopUrl}/api/auth/sign-up/email`,
    { name: member.name, email, password },
    { localAddress: member.localAddress, headers: { origin: shopUrl } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { email, password, id: (response.body.user as { id: string }).id, setCookie: response.headers["set-cookie"], body: response.body };
}

/** signUpMember, with the new session put into a browser context; answers the member and the Cookie header. */
export async function signUpInto(context: BrowserContext, shopUrl: string, member: { name: string; localAddress: string; email?: string; password?: string }) {
  const signedUp = await signUpMember(shopUrl, member);
  const cookie = await addSessionCookies(context, shopUrl, signedUp.setCookie);
  return { ...signedUp, cookie };
}

/** Signs an existing account in through the API from an address of its own; answers its Set-Cookie headers. */
export async function signInOverApi(shopUrl: string, account: Credentials, localAddress: string) {
  const response = await postJson(`${shopUrl}/api/auth/sign-in/email`, account, { localAddress, headers: { origin: shopUrl } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.headers["set-cookie"];
}

/** Signs in on /auth's form as a person types it, and waits for the home page it leads to. */
export async function signInOnPage(page: Page, account: Credentials) {
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(account.email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The shop's admin signs in on /auth (the shared e2e shop's admin unless another account is given). */
export function signInAsAdmin(page: Page, account: Credentials = adminCredentials()) {
  return signInOnPage(page, account);
}

/** Staff check slips on their phones; shoppers mostly shop on them. */
export const PHONE = { width: 390, height: 844 } as const;
