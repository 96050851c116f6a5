import { describe, expect, it } from "vitest";
import { brandNameFrom, metaDescription, pageMeta, pageTitle } from "./page-meta";

describe("metaDescription", () => {
  it("keeps short text and flattens whitespace", () => {
    expect(metaDescription("  ลิปสติก\n  เนื้อนุ่ม  ")).toBe("ลิปสติก เนื้อนุ่ม");
  });

  it("cuts long text to 160 characters at a space where there is one", () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(" ");
    const cut = metaDescription(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(" ")).toBe(false);
    expect(metaDescription("ก".repeat(400))).toHaveLength(160);
  });
});

describe("pageMeta", () => {
  it("gives title, description, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta({
      title: "ลิป | ร้าน",
      description: "รายละเอียด",
      url: "https://shop.example/products/lip",
      image: { url: "https://shop.example/media/lip-960.webp", width: 960, height: 960, alt: "ลิป" },
      type: "product",
      siteName: "ร้าน",
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "ลิป | ร้าน" },
        { name: "description", content: "รายละเอียด" },
        { tagName: "link", rel: "canonical", href: "https://shop.example/products/lip" },
        { property: "og:url", content: "https://shop.example/products/lip" },
        { property: "og:type", content: "product" },
        { property: "og:image", content: "https://shop.example/media/lip-960.webp" },
        { property: "og:image:width", content: "960" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: "https://shop.example/media/lip-960.webp" },
        { property: "og:site_name", content: "ร้าน" },
      ]),
    );
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
    expect(pageMeta({ title: "t", description: "d", noIndex: true })).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("brandNameFrom and pageTitle", () => {
  it("reads the brand from the root match", () => {
    const matches = [{ id: "root", data: { chrome: { brandName: "Glossy & Velvet" } } }, { id: "routes/cart", data: null }];
    expect(pageTitle("ตะกร้าสินค้า", brandNameFrom(matches))).toBe("ตะกร้าสินค้า | Glossy & Velvet");
    expect(pageTitle("ตะกร้าสินค้า", brandNameFrom([undefined]))).toBe("ตะกร้าสินค้า");
  });
});
