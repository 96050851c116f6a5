import { expectMapping } from "../../domain/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { mailImageUrl, mailShopName } from "./mail-document";

describe("mailShopName", () => {
  it("is MAIL_FROM's display name, or its address when it has none", () =>
    expectMapping(mailShopName, [
      ["Glossy & Velvet <shop@shop.test>", "Glossy & Velvet"],
      ['"ร้านลิป" <shop@shop.test>', "ร้านลิป"],
      ["shop@shop.test", "shop@shop.test"],
      ["<shop@shop.test>", "shop@shop.test"],
    ]));
});

describe("mailImageUrl", () => {
  const shop = "https://lips.example";
  it("is the smallest stored rendition on the shop's own /media, absolute", () => {
    expect(mailImageUrl("/media/library/products/red-640.webp", shop)).toBe("https://lips.example/media/library/products/red-160.webp");
    expect(mailImageUrl("https://lips.example/media/x/red-160.webp", shop)).toBe("https://lips.example/media/x/red-160.webp");
  });

  it("leaves out pictures from anywhere else, and none at all", () => {
    expect(mailImageUrl("https://cdn.example/red-640.webp", shop)).toBeNull();
    expect(mailImageUrl("//evil.example/media/red.webp", shop)).toBeNull();
    expect(mailImageUrl("/assets/red.png", shop)).toBeNull();
    expect(mailImageUrl(null, shop)).toBeNull();
  });
});
