import { describe, expect, it } from "vitest";
import { REDIRECT_BYPASSES } from "./test-support/redirect-bypasses";
import { sameOriginRedirectTarget } from "./redirect-target";

const SHOP = "https://shop.example";

/** Where a browser ends up when it follows `Location: location` from a page on the shop. */
function followed(location: string) {
  return new URL(location, `${SHOP}/auth`);
}

describe("sameOriginRedirectTarget", () => {
  it("keeps paths on the shop, with their query and fragment", () => {
    expect(sameOriginRedirectTarget("/profile", SHOP)).toBe("/profile");
    expect(sameOriginRedirectTarget("/products?line=glossy#top", SHOP)).toBe("/products?line=glossy#top");
    expect(sameOriginRedirectTarget("/product/%E0%B8%A5%E0%B8%B4%E0%B8%9B", SHOP)).toBe("/product/%E0%B8%A5%E0%B8%B4%E0%B8%9B");
    expect(sameOriginRedirectTarget("https://shop.example/dashboard?x=1", SHOP)).toBe("/dashboard?x=1");
  });

  it("falls back when there is nothing usable", () => {
    for (const target of [null, undefined, "", 42, ["/profile"], { href: "/profile" }]) {
      expect(sameOriginRedirectTarget(target, SHOP)).toBe("/");
    }
    expect(sameOriginRedirectTarget(`/${"a".repeat(3000)}`, SHOP)).toBe("/");
    expect(sameOriginRedirectTarget("https://evil.example/", SHOP, "/auth")).toBe("/auth");
  });

  it.each(REDIRECT_BYPASSES)("never leaves the shop and never throws: %j", (target) => {
    const path = sameOriginRedirectTarget(target, SHOP);
    expect(path.startsWith("/")).toBe(true);
    expect(followed(path).origin).toBe(SHOP);
    // Only printable ASCII: a Location header that Node (and every proxy) accepts.
    expect(path).toMatch(/^[\x21-\x7e]*$/);
  });

  it("refuses what the old string check let through", () => {
    for (const target of ["/\t/evil.example", "/\t\\evil.example", "/.//evil.example", "/\n/evil.example"]) {
      expect(sameOriginRedirectTarget(target, SHOP)).toBe("/");
    }
  });

  it("turns characters a header cannot carry into their percent-encoded form", () => {
    expect(sameOriginRedirectTarget("/profile\u3000x", SHOP)).toBe("/profile%E3%80%80x");
    expect(sameOriginRedirectTarget("/a\u000bb", SHOP)).toBe("/a%0Bb");
  });
});
