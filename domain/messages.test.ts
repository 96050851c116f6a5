import { describe, it, expect } from "vitest";
import { messages } from "./messages";
import { accessTexts } from "./access-texts";
import { authTexts } from "./auth-texts";
import { cartTexts } from "./cart-texts";
import { loyaltyTexts } from "./loyalty-texts";
import { orderTexts } from "./order-texts";
import { productTexts } from "./product-texts";
import { adminContentMessages, adminDashboardMessages, adminMessages, adminOrderMessages, adminPaymentMessages } from "./admin-messages";
import { controlPanelMessages } from "./control-panel-messages";
import { mailMessages } from "./mail-messages";

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
  // The storefront's catalogue and the ones split off it (back-office, mail): one shop's texts.
  const catalogue = new Set(
    stringsIn([messages, mailMessages, adminDashboardMessages, adminOrderMessages, adminPaymentMessages, adminContentMessages, controlPanelMessages]),
  );

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
    for (const text of [...catalogue, ...stringsIn(adminMessages)]) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });
});

describe("adminMessages", () => {
  it("keeps the spec's English admin texts as written", () => {
    expect(adminMessages.members.fetchFailed).toBe("Failed to fetch member data. Admin access may be restricted.");
    expect(adminMessages.members.updateFailed).toBe("Failed to update member. Admin access may be restricted.");
    expect(adminMessages.products.imageUploaded).toBe("Image uploaded successfully");
    expect(adminMessages.stock.updated).toBe("Stock updated successfully");
    expect(adminMessages.socialLinks.updated).toBe("Social link updated successfully");
    expect(adminMessages.orders.noRowsUpdated).toBe("No rows updated. You might not have permission.");
    expect(adminMessages.products.showing(21, 40, 57)).toBe("Showing 21 to 40 of 57 products");
  });

  it("contains no Thai", () => {
    for (const text of stringsIn(adminMessages)) expect(text).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
