import { describe, it, expect } from "vitest";
import { accessTexts } from "./auth/access-texts";
import { adminMemberTexts } from "./admin/admin-member-texts";
import { adminOrderSpecTexts } from "./admin/admin-order-texts";
import { adminProductTexts } from "./admin/admin-product-texts";
import { adminSocialLinkTexts } from "./admin/admin-social-link-texts";
import { adminStockTexts } from "./admin/admin-stock-texts";
import { adminScreenTexts } from "./admin/admin-screen-texts";
import { englishWordsIn } from "../tests/e2e/support/english-words";
import { authTexts } from "./auth/auth-texts";
import { cartTexts } from "./orders/cart-texts";
import { loyaltyTexts } from "./loyalty/loyalty-texts";
import { orderTexts } from "./orders/order-texts";
import { productTexts } from "./catalog/product-texts";

// Every texts module of the shop, wherever its feature keeps it (decision 065): domain/**/*-texts.ts
// (both sides), app/**/texts.ts and app/**/*-texts.ts (browser only), server/**/*-texts.ts (server only).
// Read by the bundler, not imported by hand, so a new feature's texts are checked without editing this file.
const TEXT_MODULE_GLOBS = {
  modules: import.meta.glob<Record<string, unknown>>(["./**/*-texts.ts", "../app/**/texts.ts", "../app/**/*-texts.ts", "../server/**/*-texts.ts"], {
    eager: true,
  }),
  sources: import.meta.glob<string>(["./**/*-texts.ts", "../app/**/texts.ts", "../app/**/*-texts.ts", "../server/**/*-texts.ts"], {
    eager: true,
    query: "?raw",
    import: "default",
  }),
};

// The back-office's texts: the spec quotes some in English, the shop's staff read them in Thai (decision 075).
const BACK_OFFICE_TEXT_MODULES = Object.keys(TEXT_MODULE_GLOBS.modules).filter((path) => /^\.\/admin\/(admin-.*|control-panel)-texts\.ts$/.test(path));

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
  const catalogue = new Set(stringsIn(Object.values(TEXT_MODULE_GLOBS.modules)));

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
    expect(loyaltyTexts.points(1250)).toBe("1,250 แต้ม");
  });

  it("has no empty or untrimmed texts", () => {
    for (const text of catalogue) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });
});

describe("the back-office texts", () => {
  it("says the spec's English admin messages in Thai", () => {
    expect(adminMemberTexts.fetchFailed).toBe("ไม่สามารถโหลดข้อมูลสมาชิกได้ อาจไม่มีสิทธิ์ผู้ดูแลระบบ");
    expect(adminProductTexts.imageUploaded).toBe("อัปโหลดรูปภาพเรียบร้อยแล้ว");
    expect(adminStockTexts.updated).toBe("อัปเดตสต็อกเรียบร้อยแล้ว");
    expect(adminSocialLinkTexts.updated).toBe("บันทึกลิงก์โซเชียลเรียบร้อยแล้ว");
    expect(adminOrderSpecTexts.noRowsUpdated).toBe("ไม่มีรายการที่ถูกอัปเดต คุณอาจไม่มีสิทธิ์");
    expect(adminProductTexts.showing(21, 40, 57)).toBe("แสดง 21–40 จาก 57 สินค้า");
    expect(adminScreenTexts.showing(1, 1, 1)).toBe("แสดง 1–1 จาก 1 รายการ");
  });

  it("has no English word outside the allow-list of names", () => {
    expect(BACK_OFFICE_TEXT_MODULES.length).toBeGreaterThan(15);
    for (const path of BACK_OFFICE_TEXT_MODULES) {
      // The toasts' tables (`…Notices`) carry their tone (`success`), not a text.
      const texts = Object.entries(TEXT_MODULE_GLOBS.modules[path]!).filter(([name]) => !name.endsWith("Notices"));
      expect(englishWordsIn(stringsIn(Object.fromEntries(texts)).join("\n")), path).toEqual([]);
    }
  });
});

describe("texts modules", () => {
  it("are found where each feature keeps them", () => {
    expect(Object.keys(TEXT_MODULE_GLOBS.sources).length).toBeGreaterThan(20);
  });

  // A page that imports its feature's texts gets only those: a texts module imports nothing but the
  // notices' two-line declaration helper (which imports nothing itself), so it can never drag another
  // feature's texts (or a collection of all of them) into a page's bundle.
  const NOTICE_HELPER = /^import \{ (errorNotices|successNotices)(, (errorNotices|successNotices))? \} from "(?:\.\.\/shared|\.)\/notice-declaration";$/m;
  it.each(Object.keys(TEXT_MODULE_GLOBS.sources))("%s imports no other module", (path) => {
    expect(TEXT_MODULE_GLOBS.sources[path]!.replace(NOTICE_HELPER, "")).not.toMatch(/^\s*(import|export \* from|export \{[^}]*\} from)\b/m);
  });

  it("the notices' declaration helper imports nothing", () => {
    const [source] = Object.values(import.meta.glob<string>("./shared/notice-declaration.ts", { eager: true, query: "?raw", import: "default" }));
    expect(source).toContain("successNotices");
    expect(source).not.toMatch(/^\s*import\b/m);
  });
});
