import { describe, expect, it } from "vitest";
import { externalLink, landingPrices, matchLandingKey, parseLandingConfig, slugifyLandingKey } from "./landing";

const DEFAULTS = { brandName: "Default Brand", tagline: "Default tagline" };

describe("landingPrices", () => {
  it("shows the sale price, in satang, while the sale is on", () => {
    expect(landingPrices({ regular_price: 249, sale_price: 199, sale_active: true })).toEqual({
      regular: 24900,
      sale: 19900,
      current: 19900,
      saleActive: true,
    });
  });

  it("shows the regular price when the sale is off", () => {
    expect(landingPrices({ regular_price: 249, sale_price: 199, sale_active: false })).toMatchObject({
      current: 24900,
      saleActive: false,
    });
  });

  it("ignores a 'sale' that is not cheaper than the regular price", () => {
    expect(landingPrices({ regular_price: 199, sale_price: 249, sale_active: true })).toMatchObject({
      current: 19900,
      saleActive: false,
    });
  });

  it("reads prices typed as text and falls back to 249/199 for nonsense", () => {
    expect(landingPrices({ regular_price: "299", sale_price: "239", sale_active: true })).toMatchObject({
      regular: 29900,
      current: 23900,
    });
    expect(landingPrices({ regular_price: "abc", sale_price: -5, sale_active: "yes" })).toEqual({
      regular: 24900,
      sale: 19900,
      current: 24900,
      saleActive: false,
    });
    expect(landingPrices(undefined)).toMatchObject({ regular: 24900, saleActive: false });
  });
});

describe("matchLandingKey", () => {
  const products = { glossy_name: "Glossy Lip", velvet_name: "Velvet Lip" };

  it("accepts the fixed key and each line's slug", () => {
    expect(matchLandingKey("lip", products)).toEqual({ line: null });
    expect(matchLandingKey("LIP", products)).toEqual({ line: null });
    expect(matchLandingKey("glossy-lip", products)).toEqual({ line: "glossy" });
    expect(matchLandingKey("velvet-lip", products)).toEqual({ line: "velvet" });
  });

  it("follows renamed lines and rejects everything else", () => {
    const renamed = { glossy_name: "Juicy Gloss 2025", velvet_name: "ลิปกำมะหยี่" };
    expect(matchLandingKey("juicy-gloss-2025", renamed)).toEqual({ line: "glossy" });
    expect(matchLandingKey("glossy-lip", renamed)).toBeNull();
    // A Thai-only name has no Latin slug, so it adds no address.
    expect(matchLandingKey("", renamed)).toBeNull();
    for (const key of ["nope", "products", "lipstick", "favicon.ico"]) expect(matchLandingKey(key, products)).toBeNull();
  });

  it("slugifies names", () => {
    expect(slugifyLandingKey("  Velvet Lip ")).toBe("velvet-lip");
    expect(slugifyLandingKey("Liquid Gloss 8D!")).toBe("liquid-gloss-8d");
  });
});

describe("externalLink", () => {
  it("keeps http(s) addresses and drops placeholders and scripts", () => {
    expect(externalLink("https://www.facebook.com/shop")).toBe("https://www.facebook.com/shop");
    expect(externalLink("#")).toBeNull();
    expect(externalLink("")).toBeNull();
    expect(externalLink("javascript:alert(1)")).toBeNull();
  });
});

describe("parseLandingConfig", () => {
  it("reads the seeded shapes", () => {
    const config = parseLandingConfig(
      {
        brand_name: "Glossy & Velvet",
        tagline: "ความงามสไตล์เกาหลี",
        social_links: { facebook: "https://facebook.com/gv", instagram: "#", line: "https://line.me/R/ti/p/@gv" },
        velvet_colors: [{ id: "V01", name: "Brick Red", hex: "#A8352B" }],
        glossy_colors: [{ id: "G01", name: "Peach Pink" }],
        pricing: { regular_price: 249, sale_price: 199, sale_active: true },
        products: { glossy_name: "Glossy Lip", velvet_name: "Velvet Lip" },
        cta_buttons: { primary: "ช้อปเลย", sale: "ซื้อเลย" },
        velvet_image: { url: "/media/demo/v-800.webp", alt: "Velvet Lip" },
        glossy_image: { url: "https://elsewhere.example/g.webp", alt: "Glossy Lip" },
        brand_logo: { url: "/media/demo/logo-512.webp", alt: "" },
        hero_banner: { url: "/media/demo/hero-1600.webp", alt: "Hero" },
      },
      DEFAULTS,
    );
    expect(config.brandName).toBe("Glossy & Velvet");
    expect(config.socialLinks).toEqual({ facebook: "https://facebook.com/gv", instagram: null, line: "https://line.me/R/ti/p/@gv" });
    expect(config.lines.map((line) => line.line)).toEqual(["velvet", "glossy"]);
    expect(config.lines[0].colors).toEqual([{ id: "V01", name: "Brick Red", hex: "#A8352B" }]);
    expect(config.lines[1].colors).toEqual([{ id: "G01", name: "Peach Pink", hex: null }]);
    expect(config.lines[0].image).toEqual({ url: "/media/demo/v-800.webp", alt: "Velvet Lip" });
    // Only the shop's own files: the CSP would block another site's image anyway.
    expect(config.lines[1].image).toBeNull();
    expect(config.logo).toEqual({ url: "/media/demo/logo-512.webp", alt: "Glossy & Velvet" });
    expect(config.prices.current).toBe(19900);
    expect(config.cta).toEqual({ primary: "ช้อปเลย", sale: "ซื้อเลย" });
  });

  it("falls back key by key when values are missing or malformed", () => {
    const config = parseLandingConfig(
      { brand_name: "  ", tagline: 42, velvet_colors: "red", glossy_colors: [{ id: "G1" }], products: { glossy_name: 5 } },
      DEFAULTS,
    );
    expect(config.brandName).toBe("Default Brand");
    expect(config.tagline).toBe("Default tagline");
    expect(config.lines.map((line) => line.name)).toEqual(["Velvet Lip", "Glossy Lip"]);
    expect(config.lines[0].colors).toEqual([]);
    expect(config.lines[1].colors).toEqual([]);
    expect(config.logo).toBeNull();
    expect(config.heroBanner).toBeNull();
    expect(config.socialLinks).toEqual({ facebook: null, instagram: null, line: null });
    expect(config.prices).toMatchObject({ regular: 24900, saleActive: false });
    expect(config.cta.primary).toBe("ช้อปเลย");
  });
});
