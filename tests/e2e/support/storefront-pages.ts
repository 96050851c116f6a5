import { beforeAll, expect, inject } from "vitest";
import { LANDING_KEY } from "../../../domain/catalog/landing";

/**
 * The storefront pages a guest can open, in one list for every walk over them (axe-core, the
 * content security policy, sideways scrolling); a walk adds a product page and its own extras.
 */
export const GUEST_STOREFRONT_PATHS = [
  "/",
  "/products",
  `/search?q=${encodeURIComponent("แดง")}`,
  "/cart",
  "/reviews",
  "/promotions",
  "/contact",
  "/faq",
  "/lipstick-info",
  "/privacy",
  "/terms",
  "/auth",
  `/${LANDING_KEY}`,
] as const;

/** A member's own account pages, every tab of them, for the walks a signed-in member takes over them. */
export const MEMBER_ACCOUNT_PATHS = [
  "/dashboard",
  "/dashboard?tab=orders",
  "/dashboard?tab=loyalty",
  "/dashboard?tab=codes",
  "/profile",
  "/profile?tab=data",
] as const;

/** The first product page the catalogue links to, as a guest sees /products; undefined when it links none. */
export async function firstProductPath(shopUrl: string): Promise<string | undefined> {
  const html = await (await fetch(`${shopUrl}/products`)).text();
  return /href="(\/products\/[^"?]+)"/.exec(html)?.[1];
}

/** For a walk over the storefront: a product page's path, found before the file's tests (the catalogue must link one). */
export function provideProductPath(): { readonly path: string } {
  let path = "";
  beforeAll(async () => {
    path = (await firstProductPath(inject("shopUrl"))) ?? "";
    expect(path).not.toBe("");
  });
  return {
    get path() {
      return path;
    },
  };
}
