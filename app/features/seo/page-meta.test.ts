import { describe, expect, it } from "vitest";
import { metaDescription, notFoundMeta, pageMeta, pageTitle, privatePageMeta, shopOf, storefrontPageMeta } from "./page-meta";

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
      title: "ลิป",
      brandName: "ร้าน",
      description: "รายละเอียด",
      url: "https://shop.example/products/lip",
      image: { url: "https://shop.example/media/lip-960.webp", width: 960, height: 960, alt: "ลิป" },
      type: "product",
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "ลิป | ร้าน" },
        { property: "og:title", content: "ลิป | ร้าน" },
        { name: "description", content: "รายละเอียด" },
        { tagName: "link", rel: "canonical", href: "https://shop.example/products/lip" },
        { property: "og:url", content: "https://shop.example/products/lip" },
        { property: "og:type", content: "product" },
        { property: "og:image", content: "https://shop.example/media/lip-960.jpg" },
        { property: "og:image:width", content: "960" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: "https://shop.example/media/lip-960.jpg" },
        { property: "og:site_name", content: "ร้าน" },
      ]),
    );
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
    expect(pageMeta({ title: "t", brandName: "b", description: "d", noIndex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("shopOf, pageTitle and storefrontPageMeta", () => {
  it("reads the brand and public URL from the root match", () => {
    const matches = [
      { id: "root", loaderData: { publicUrl: "https://shop.example", chrome: { brandName: "Glossy & Velvet" } } },
      { id: "routes/cart", loaderData: null },
    ];
    expect(pageTitle("ตะกร้าสินค้า", shopOf(matches).brandName)).toBe("ตะกร้าสินค้า | Glossy & Velvet");
    expect(shopOf([undefined]).publicUrl).toBe("http://localhost");
    expect(shopOf([undefined]).brandName).toBe("Glossy & Velvet");
  });

  it("ends every title with the brand exactly once", () => {
    const matches = [{ id: "root", loaderData: { chrome: { brandName: "ร้าน" } } }];
    expect(pageTitle("ร้าน", "ร้าน")).toBe("ร้าน");
    expect(pageTitle(" ", "ร้าน")).toBe("ร้าน");
    expect(privatePageMeta("บัญชีของฉัน", matches)).toEqual([{ title: "บัญชีของฉัน | ร้าน" }, { name: "robots", content: "noindex" }]);
    expect(notFoundMeta(matches)[0]).toEqual({ title: "ไม่พบหน้าที่ต้องการ (404) | ร้าน" });
  });

  it("makes the canonical URL and share image absolute", () => {
    const tags = storefrontPageMeta({
      title: "โปรโมชั่น",
      description: "ลดราคา",
      path: "/promotions",
      shop: { publicUrl: "https://shop.example", brandName: "ร้าน" },
      image: "/media/demo/hero-1600.webp",
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "โปรโมชั่น | ร้าน" },
        { tagName: "link", rel: "canonical", href: "https://shop.example/promotions" },
        { property: "og:image", content: "https://shop.example/media/demo/hero-1600.jpg" },
      ]),
    );
  });
});
