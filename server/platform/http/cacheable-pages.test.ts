import { describe, expect, it } from "vitest";
import { isPrivatePath, isStorefrontPagePath, registerPrivateFirstSegments } from "./cacheable-pages";

// The platform knows no shop page (decision 060): until the shop registers its private pages,
// nothing is cached and everything is private. It checks the registry before anything registered,
// so it needs fresh modules (vitest.config.ts).
describe("pages before and after the shop registers its private ones", () => {
  it("treats every page as private, and none as cacheable, until the shop has registered", () => {
    for (const path of ["/", "/products", "/products/glossy-red", "/profile"]) {
      expect(isStorefrontPagePath(path), path).toBe(false);
      expect(isPrivatePath(path), path).toBe(true);
    }
    // Public files stay public either way.
    expect(isPrivatePath("/media/x.webp")).toBe(false);
  });

  it("then caches storefront pages and keeps the registered ones (and the platform's own) private", () => {
    registerPrivateFirstSegments(["profile", "admin-*"]);
    expect(isStorefrontPagePath("/")).toBe(true);
    expect(isStorefrontPagePath("/products/glossy-red")).toBe(true);
    expect(isPrivatePath("/products")).toBe(false);
    for (const path of ["/profile", "/admin-orders", "/auth", "/api/me"]) {
      expect(isPrivatePath(path), path).toBe(true);
      expect(isStorefrontPagePath(path), path).toBe(false);
    }
  });
});
