import type { BrowserContext } from "playwright-core";

/**
 * Copies the session cookies of an API response (e.g. a sign-up made with postJson from a
 * distinct client address) into a browser context, so a journey starts signed in without
 * using up sign-ups from the browser's own address.
 */
export async function addSessionCookies(context: BrowserContext, shopUrl: string, setCookie: string[] | undefined) {
  const { hostname } = new URL(shopUrl);
  const cookies = (setCookie ?? []).map((header) => {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    const flags = attributes.map((attribute) => attribute.toLowerCase());
    return {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      domain: hostname,
      path: "/",
      httpOnly: flags.includes("httponly"),
      secure: flags.includes("secure"),
      sameSite: "Lax" as const,
    };
  });
  if (cookies.length === 0) throw new Error("The response set no cookies");
  await context.addCookies(cookies);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}
