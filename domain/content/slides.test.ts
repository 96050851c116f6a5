import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { internalRoute, slideAutoplayDelays, slideButton } from "./slides";

describe("slideAutoplayDelays", () => {
  it("uses each slide's own interval", () => {
    expect(slideAutoplayDelays([{ autoplayInterval: 5000 }, { autoplayInterval: 8000 }, { autoplayInterval: 3000 }])).toEqual([5000, 8000, 3000]);
  });

  it("falls back to the spec's 5000 ms when a slide has none", () => {
    expect(slideAutoplayDelays([{ autoplayInterval: null }, {}, { autoplayInterval: Number.NaN }])).toEqual([5000, 5000, 5000]);
  });

  it("keeps intervals within 1–60 s, as the database does", () => {
    expect(slideAutoplayDelays([{ autoplayInterval: 10 }, { autoplayInterval: 600_000 }, { autoplayInterval: 2500.4 }])).toEqual([1000, 60_000, 2500]);
  });
});

describe("internalRoute", () => {
  it("accepts the shop's own paths", () =>
    expectMapping(internalRoute, [
      ["/products", "/products"],
      [" /promotions#flash-sale ", "/promotions#flash-sale"],
      ["/products?line=velvet", "/products?line=velvet"],
    ]));

  it("rejects other sites, scripts and protocol-relative tricks", () => {
    for (const link of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "products",
      "",
      null,
      undefined,
      "/\tjavascript:x",
    ]) {
      expect(internalRoute(link), String(link)).toBeNull();
    }
  });
});

describe("slideButton", () => {
  it("exists only with both text and an internal link", () => {
    expect(slideButton({ buttonText: "ดูสินค้า", buttonLink: "/products" })).toEqual({ text: "ดูสินค้า", to: "/products" });
    expect(slideButton({ buttonText: "", buttonLink: "/products" })).toBeNull();
    expect(slideButton({ buttonText: "  ", buttonLink: "/products" })).toBeNull();
    expect(slideButton({ buttonText: "ดูสินค้า", buttonLink: "" })).toBeNull();
    expect(slideButton({ buttonText: "ดูสินค้า", buttonLink: "https://evil.example" })).toBeNull();
  });
});
