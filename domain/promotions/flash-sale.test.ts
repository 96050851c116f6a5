import { describe, it, expect } from "vitest";
import { countdownParts, defaultSalePrice, discountPercent, flashSaleCartItem, flashSaleState, runningSalePrice } from "./flash-sale";

describe("discountPercent", () => {
  it("rounds the percentage saved", () => {
    expect(discountPercent(24900, 19900)).toBe(20);
    expect(discountPercent(30000, 20000)).toBe(33);
    expect(discountPercent(30000, 10000)).toBe(67);
    expect(discountPercent(10000, 10000)).toBe(0);
  });

  it("stays within 0–100 for nonsense inputs", () => {
    expect(discountPercent(10000, 12000)).toBe(0);
    expect(discountPercent(10000, -1)).toBe(100);
    expect(discountPercent(0, 100)).toBe(0);
  });
});

describe("defaultSalePrice", () => {
  it("is 80% rounded to whole baht", () => {
    expect(defaultSalePrice(24900)).toBe(19900); // 199.2 baht
    expect(defaultSalePrice(59900)).toBe(47900); // 479.2 baht
    expect(defaultSalePrice(18100)).toBe(14500); // 144.8 baht
    expect(defaultSalePrice(100000)).toBe(80000);
    expect(defaultSalePrice(24950) % 100).toBe(0);
  });
});

describe("countdownParts", () => {
  const now = new Date("2025-01-01T00:00:00Z");

  it("splits the remaining time", () => {
    const end = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownParts(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, expired: false });
  });

  it("rounds a partial second up so it never shows zero while running", () => {
    expect(countdownParts(new Date(now.getTime() + 400), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      expired: false,
    });
  });

  it("is expired at and after the end", () => {
    const expired = { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
    expect(countdownParts(now, now)).toEqual(expired);
    expect(countdownParts(new Date(now.getTime() - 86_400_000), now)).toEqual(expired);
  });
});

describe("flashSaleState", () => {
  const sale = { startTime: new Date("2025-01-01T00:00:00Z"), endTime: new Date("2025-01-02T00:00:00Z") };

  it("follows start and end times", () => {
    expect(flashSaleState(sale, new Date("2024-12-31T23:59:59Z"))).toBe("upcoming");
    expect(flashSaleState(sale, sale.startTime)).toBe("running");
    expect(flashSaleState(sale, new Date("2025-01-01T12:00:00Z"))).toBe("running");
    expect(flashSaleState(sale, sale.endTime)).toBe("expired");
    expect(flashSaleState(sale, new Date("2025-02-01T00:00:00Z"))).toBe("expired");
  });
});

describe("runningSalePrice", () => {
  const now = new Date("2025-01-10T12:00:00Z");
  const sale = (salePrice: number, startTime: string, endTime: string, isActive = true) => ({
    salePrice,
    startTime: new Date(startTime),
    endTime: new Date(endTime),
    isActive,
  });

  it("is the lowest price among switched-on sales running now", () => {
    const sales = [sale(199_00, "2025-01-01T00:00:00Z", "2025-01-20T00:00:00Z"), sale(179_00, "2025-01-09T00:00:00Z", "2025-01-11T00:00:00Z")];
    expect(runningSalePrice(249_00, sales, now)).toBe(179_00);
  });

  it("ignores sales that are switched off, not started or over", () => {
    const sales = [
      sale(99_00, "2025-01-01T00:00:00Z", "2025-01-20T00:00:00Z", false),
      sale(99_00, "2025-01-11T00:00:00Z", "2025-01-20T00:00:00Z"),
      sale(99_00, "2025-01-01T00:00:00Z", "2025-01-10T12:00:00Z"),
    ];
    expect(runningSalePrice(249_00, sales, now)).toBeNull();
  });

  it("never charges more than the regular price", () => {
    expect(runningSalePrice(149_00, [sale(199_00, "2025-01-01T00:00:00Z", "2025-01-20T00:00:00Z")], now)).toBeNull();
  });
});

describe("flashSaleCartItem", () => {
  it("adds the product at its sale price with the default colour 'ปกติ'", () => {
    const item = flashSaleCartItem({
      id: "sale-1",
      productId: "product-1",
      productSlug: "juicy-glow-gloss-peach-pink",
      productName: "Juicy Glow Lip Gloss – Peach Pink",
      productNameThai: "ลิปกลอส ฉ่ำวาว สีชมพูพีช",
      image: "/media/demo/product-juicy-glow-gloss-peach-pink-800.webp",
      originalPrice: 24900,
      salePrice: 19900,
      endTime: "2025-01-02T00:00:00.000Z",
      stockQuantity: 85,
      hasShades: false,
    });
    expect(item).toEqual({
      productId: "product-1",
      colorId: null,
      colorName: "ปกติ",
      name: "Juicy Glow Lip Gloss – Peach Pink",
      nameThai: "ลิปกลอส ฉ่ำวาว สีชมพูพีช",
      unitPrice: 19900,
      image: "/media/demo/product-juicy-glow-gloss-peach-pink-800.webp",
      maxQuantity: 85,
    });
  });
});
