import { describe, expect, it } from "vitest";
import { siteConfig } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { loadLandingPage } from "./landing-page";
import { DEFAULT_BRAND_NAME } from "./site-chrome";

const testDb = provideTestDatabase();

describe("loadLandingPage", () => {
  it("answers the fixed key with defaults before anything is configured", async () => {
    const page = await loadLandingPage(testDb.db, "lip");
    expect(page?.featuredLine).toBeNull();
    expect(page?.config.brandName).toBe(DEFAULT_BRAND_NAME);
    expect(page?.config.prices).toMatchObject({ regular: 24900, current: 24900, saleActive: false });
    expect(await loadLandingPage(testDb.db, "velvet-lip")).toMatchObject({ featuredLine: "velvet" });
  });

  it("reads site_config and follows the configured line names", async () => {
    await testDb.db.insert(siteConfig).values([
      { configKey: "brand_name", configValue: "Lip Lab" },
      { configKey: "products", configValue: { glossy_name: "Juicy Gloss", velvet_name: "Velvet Lip" } },
      { configKey: "pricing", configValue: { regular_price: 299, sale_price: 239, sale_active: true } },
      { configKey: "glossy_colors", configValue: [{ id: "G01", name: "Peach" }] },
    ]);
    const page = await loadLandingPage(testDb.db, "juicy-gloss");
    expect(page?.featuredLine).toBe("glossy");
    expect(page?.config.brandName).toBe("Lip Lab");
    expect(page?.config.prices).toMatchObject({ regular: 29900, current: 23900, saleActive: true });
    expect(page?.config.lines[1]).toMatchObject({ name: "Juicy Gloss", colors: [{ id: "G01", name: "Peach", hex: null }] });
    expect(await loadLandingPage(testDb.db, "glossy-lip")).toBeNull();
  });

  it("is not a page for any other single segment", async () => {
    for (const key of ["nope", "products", "cart", "LIPS"]) expect(await loadLandingPage(testDb.db, key)).toBeNull();
  });
});
