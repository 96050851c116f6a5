import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { mailImageUrl, mailShopName, renderMailHtml } from "./mail-document";
import { OrderSummary, Paragraph, ShopMail } from "./mail-layout";

describe("renderMailHtml", () => {
  it("renders the whole mail in one pass: the doctype first, the text, no picture preloads, no streaming markers", async () => {
    const body = createElement(
      Fragment,
      null,
      createElement(Paragraph, { lines: ["สวัสดีค่ะ คุณสมหญิง"] }),
      createElement(OrderSummary, {
        lines: [
          { imageSrc: "https://shop.example/media/lip-small.webp", name: "ลิปเวลเวท", shade: "Ruby", quantity: 1, unitPrice: "฿590.00", amount: "฿590.00" },
        ],
        rows: [{ label: "ยอดรวม", value: "฿590.00", strong: true }],
      }),
    );
    const mail = createElement(ShopMail, { shopName: "Glossy & Velvet", preview: "ขอบคุณที่สั่งซื้อ", heading: "คำสั่งซื้อ ORDER-ABC", children: body });
    const html = await renderMailHtml(mail);
    expect(html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
    expect(html.match(/<!DOCTYPE/g)).toHaveLength(1);
    expect(html).toContain("สวัสดีค่ะ คุณสมหญิง");
    expect(html).toContain('src="https://shop.example/media/lip-small.webp"');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain("<!--$-->");
  });
});

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
