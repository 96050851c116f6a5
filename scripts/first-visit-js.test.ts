import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clientBuildDir, FIRST_VISIT_JS_BUDGET_BYTES, LOADED_ON_FIRST_USE, measureFirstVisitJs, readChunkReport } from "./first-visit-js";

// `npm test` builds before running the tests; a bare `vitest run` may have no build to measure.
const built = existsSync(clientBuildDir());
if (!built) console.warn("Skipping the JavaScript budget: build/client is missing (run `npm run build` or `npm test`).");

/** Storefront pages; routes another branch has not added yet fall to the 404 route and still count. */
const STOREFRONT_PAGES = [
  "/",
  "/products",
  "/products/velvet-matte-lipstick-brick-red",
  "/promotions",
  "/cart",
  "/reviews",
  "/contact",
  "/faq",
  "/glossy-velvet",
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe.skipIf(!built)("JavaScript of a first storefront visit", () => {
  // The pages Lighthouse measures (issue 26): the home page, the catalogue and a product page.
  it.each([
    ["/", "routes/home"],
    ["/products", "routes/products"],
    ["/products/velvet-matte-lipstick-brick-red", "routes/product"],
  ])(`stays within ${kb(FIRST_VISIT_JS_BUDGET_BYTES)} compressed on %s`, (pathname, routeId) => {
    const visit = measureFirstVisitJs(pathname);
    console.info(
      `First visit to ${pathname}: ${visit.files.length} files, ${kb(visit.total.raw)} raw, ${kb(visit.total.gzip)} gzip, ${kb(visit.total.brotli)} brotli`,
    );
    expect(visit.routeIds).toEqual(["root", routeId]);
    expect(visit.files.some((file) => file.file.includes("entry.client"))).toBe(true);
    expect(visit.total.gzip).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
  });

  it("leaves the toasts' library and the live stream for their first use", () => {
    for (const pathname of STOREFRONT_PAGES) {
      const early = measureFirstVisitJs(pathname).modules?.filter((module) => LOADED_ON_FIRST_USE.some((pattern) => pattern.test(module)));
      expect(early, pathname).toEqual([]);
    }
  });

  it("holds no back-office or server code on any storefront page", () => {
    expect(readChunkReport(), "build/client-chunks.json is written by the build; rebuild").toBeDefined();
    for (const pathname of STOREFRONT_PAGES) {
      const visit = measureFirstVisitJs(pathname);
      expect(visit.modules?.length, pathname).toBeGreaterThan(0);
      expect(visit.forbidden, pathname).toEqual([]);
    }
  });

  it("would notice a back-office module (the check itself works)", () => {
    const admin = measureFirstVisitJs("/admin-dashboard");
    expect(admin.forbidden.map((entry) => entry.why)).toContain("back-office route");
  });
});
