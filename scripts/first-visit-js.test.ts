import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clientBuildDir, FIRST_VISIT_JS_BUDGET_BYTES, measureFirstVisitJs, readChunkReport } from "./first-visit-js";

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
  it(`stays within ${kb(FIRST_VISIT_JS_BUDGET_BYTES)} compressed on the home page`, () => {
    const home = measureFirstVisitJs("/");
    console.info(`First visit to /: ${home.files.length} files, ${kb(home.total.raw)} raw, ${kb(home.total.gzip)} gzip, ${kb(home.total.brotli)} brotli`);
    expect(home.routeIds).toEqual(["root", "routes/home"]);
    expect(home.files.some((file) => file.file.includes("entry.client"))).toBe(true);
    expect(home.total.gzip).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
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
