import { describe, it, expect } from "vitest";
import { accessTexts } from "./access-texts";
import { adminMemberTexts } from "./admin-member-texts";
import { adminOrderSpecTexts } from "./admin-order-texts";
import { adminProductTexts } from "./admin-product-texts";
import { adminSocialLinkTexts } from "./admin-social-link-texts";
import { adminStockTexts } from "./admin-stock-texts";
import { authTexts } from "./auth-texts";
import { cartTexts } from "./cart-texts";
import { loyaltyTexts } from "./loyalty-texts";
import { orderTexts } from "./order-texts";
import { productTexts } from "./product-texts";

// Every texts module of the shop, wherever its feature keeps it (decision 065): domain/*-texts.ts
// (both sides), app/**/texts.ts and app/**/*-texts.ts (browser only), server/**/*-texts.ts (server only).
// Read by the bundler, not imported by hand, so a new feature's texts are checked without editing this file.
const TEXT_MODULE_GLOBS = {
  modules: import.meta.glob<Record<string, unknown>>(["./*-texts.ts", "../app/**/texts.ts", "../app/**/*-texts.ts", "../server/**/*-texts.ts"], {
    eager: true,
  }),
  sources: import.meta.glob<string>(["./*-texts.ts", "../app/**/texts.ts", "../app/**/*-texts.ts", "../server/**/*-texts.ts"], {
    eager: true,
    query: "?raw",
    import: "default",
  }),
};

// The spec quotes these admin screens in English (section 8 and the admin screens): kept as written.
const ENGLISH_ADMIN_TEXT_MODULES = [
  "./admin-screen-texts.ts",
  "./admin-member-texts.ts",
  "./admin-product-texts.ts",
  "./admin-category-texts.ts",
  "./admin-audit-texts.ts",
  "./admin-stock-texts.ts",
  "./admin-social-link-texts.ts",
];
const englishAdminTexts = () => [
  ...ENGLISH_ADMIN_TEXT_MODULES.flatMap((path) => stringsIn(TEXT_MODULE_GLOBS.modules[path])),
  ...stringsIn(adminOrderSpecTexts),
];

function stringsIn(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (node && typeof node === "object") return Object.values(node).flatMap(stringsIn);
  return [];
}

// Every text the spec quotes in Thai, copied from it character for character.
const SPEC_THAI_TEXTS = [
  "กรุณากรอกข้อมูลให้ครบถ้วน",
  "กรุณากรอกอีเมลและรหัสผ่าน",
  "กรุณาพิมพ์ข้อความ",
  "กรุณาส่งข้อความไม่เกิน 1000 ตัวอักษร",
  "กรุณาเข้าสู่ระบบก่อนทำการสั่งซื้อ",
  "ขนาดไฟล์เกินกำหนด",
  "ข้อความยาวเกินไป",
  "ข้อผิดพลาด",
  "จำเป็นต้องมีหลักฐานการชำระเงิน",
  "ถูกบล็อก",
  "ปกติ",
  "ประเภทไฟล์ไม่ถูกต้อง",
  "มีสินค้า",
  "รหัสผ่านควรมีอักษรใหญ่ อักษรเล็ก ตัวเลข และอักขระพิเศษ",
  "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
  "รหัสผ่านต้องไม่เกิน 128 ตัวอักษร",
  "รหัสผ่านไม่ตรงกัน",
  "รูปแบบอีเมลไม่ถูกต้อง",
  "ลองเข้าสู่ระบบมากเกินไป กรุณารอ 15 นาที",
  "ลิงก์ไม่ถูกต้อง",
  "สมัครสมาชิกมากเกินไป กรุณารอ 5 นาที",
  "อีเมลนี้ถูกใช้งานแล้ว",
  "อีเมลหรือรหัสผ่านไม่ถูกต้อง",
  "เกิดข้อผิดพลาด",
  "เกิดข้อผิดพลาดในการส่งการยืนยันการชำระเงิน",
  "เข้าสู่ระบบไม่สำเร็จ",
  "เพิ่มในตะกร้าแล้ว",
  "ไฟล์ใหญ่เกินไป",
  "ไม่พบสินค้า",
  "ไม่มีสิทธิ์เข้าถึง",
  "ไม่สามารถสร้างคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง",
  "ไม่สามารถส่งข้อความได้ กรุณาลองใหม่อีกครั้ง",
  "ไม่สามารถโหลดประวัติการสนทนาได้",
  "ไม่ได้รับการตอบกลับจากบอท",
];

describe("messages", () => {
  // Every feature's texts, storefront, back-office, mail and Control Panel alike: one shop's texts.
  const english = new Set(englishAdminTexts());
  const catalogue = new Set(stringsIn(Object.values(TEXT_MODULE_GLOBS.modules)).filter((text) => !english.has(text)));

  it.each(SPEC_THAI_TEXTS)("contains the spec text %s verbatim", (text) => {
    expect(catalogue.has(text)).toBe(true);
  });

  it("places key spec texts where callers will look for them", () => {
    expect(authTexts.signInRateLimited).toBe("ลองเข้าสู่ระบบมากเกินไป กรุณารอ 15 นาที");
    expect(authTexts.signUpRateLimited).toBe("สมัครสมาชิกมากเกินไป กรุณารอ 5 นาที");
    expect(authTexts.invalidCredentials).toBe("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
    expect(accessTexts.signInToOrder).toBe("กรุณาเข้าสู่ระบบก่อนทำการสั่งซื้อ");
    expect(cartTexts.added).toBe("เพิ่มในตะกร้าแล้ว");
    expect(productTexts.defaultColourName).toBe("ปกติ");
    expect(productTexts.notFound).toBe("ไม่พบสินค้า");
  });

  it("fills placeholders in parameterised texts", () => {
    expect(orderTexts.created("ORDER-ABC123XYZ")).toBe("สร้างคำสั่งซื้อสำเร็จ: ORDER-ABC123XYZ");
    expect(cartTexts.freeShippingHint("฿751")).toBe("ซื้อเพิ่มอีก ฿751 เพื่อรับสิทธิ์จัดส่งฟรี");
    expect(loyaltyTexts.points(1250)).toBe("1,250 คะแนน");
  });

  it("has no empty or untrimmed texts", () => {
    for (const text of [...catalogue, ...englishAdminTexts()]) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });
});

describe("the English admin texts", () => {
  it("keeps the spec's English admin texts as written", () => {
    expect(adminMemberTexts.fetchFailed).toBe("Failed to fetch member data. Admin access may be restricted.");
    expect(adminMemberTexts.updateFailed).toBe("Failed to update member. Admin access may be restricted.");
    expect(adminProductTexts.imageUploaded).toBe("Image uploaded successfully");
    expect(adminStockTexts.updated).toBe("Stock updated successfully");
    expect(adminSocialLinkTexts.updated).toBe("Social link updated successfully");
    expect(adminOrderSpecTexts.noRowsUpdated).toBe("No rows updated. You might not have permission.");
    expect(adminProductTexts.showing(21, 40, 57)).toBe("Showing 21 to 40 of 57 products");
  });

  it("contains no Thai", () => {
    for (const text of englishAdminTexts()) expect(text).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe("texts modules", () => {
  it("are found where each feature keeps them", () => {
    expect(Object.keys(TEXT_MODULE_GLOBS.sources).length).toBeGreaterThan(20);
    for (const path of ENGLISH_ADMIN_TEXT_MODULES) expect(TEXT_MODULE_GLOBS.modules[path], path).toBeDefined();
  });

  // A page that imports its feature's texts gets only those: a texts module imports nothing, so it
  // can never drag another feature's texts (or a collection of all of them) into a page's bundle.
  it.each(Object.keys(TEXT_MODULE_GLOBS.sources))("%s imports no other module", (path) => {
    expect(TEXT_MODULE_GLOBS.sources[path]).not.toMatch(/^\s*(import|export \* from|export \{[^}]*\} from)\b/m);
  });
});
