import { successNotices } from "../shared/notice-declaration";
// The stock manager (/admin-stocks): the spec's English messages in Thai (decision 075). Back-office texts: storefront pages never import them.

export const adminStockTexts = {
  fetchFailed: "ไม่สามารถโหลดสต็อกได้",
  updateFailed: "ไม่สามารถอัปเดตสต็อกได้",
  updated: "อัปเดตสต็อกเรียบร้อยแล้ว",
  updateStock: "อัปเดตสต็อก",
  title: "สต็อก",
  searchPlaceholder: "ค้นหาด้วยชื่อสินค้า",
  noneFound: "ไม่พบสินค้า",
  product: "สินค้า",
  quantity: "จำนวน",
  currentQuantity: "สต็อกปัจจุบัน",
  newQuantity: "จำนวนใหม่",
  reason: "เหตุผล (ไม่บังคับ)",
  reasonPlaceholder: "เช่น นับสต็อก สินค้าเสียหาย รับสินค้าเข้า",
  history: "ประวัติ",
  historyTitle: (name: string) => `ประวัติสต็อก: ${name}`,
  historyEmpty: "ยังไม่มีการเปลี่ยนแปลงสต็อก",
  allStock: "สต็อกทั้งหมด",
  // The history's columns.
  when: "เวลา",
  kind: "ประเภท",
  change: "เปลี่ยนแปลง",
  stockAfter: "สต็อกหลังเปลี่ยน",
  orderOrAdmin: "คำสั่งซื้อ / ผู้ดูแล",
  reasonColumn: "เหตุผล",
  quantityRequired: "กรุณากรอกจำนวนสต็อก",
  quantityInvalid: "จำนวนสต็อกต้องเป็นจำนวนเต็ม 0 ขึ้นไป",
  quantityTooLarge: "จำนวนสต็อกต้องไม่เกิน 1,000,000",
  reasonTooLong: "เหตุผลต้องไม่เกิน 200 ตัวอักษร",
  staleForm: "ฟอร์มนี้ไม่เป็นปัจจุบันแล้ว กรุณาปิดแล้วเปิด อัปเดตสต็อก ใหม่",
  notFound: "ไม่สามารถอัปเดตสต็อกได้: ไม่พบสินค้านี้แล้ว",
  productNotFound: "ไม่พบสินค้านี้แล้ว",
  unchanged: (quantity: number) => `สต็อกเป็น ${quantity.toLocaleString("th-TH")} อยู่แล้ว ไม่มีอะไรต้องอัปเดต`,
  changedMeanwhile: (current: number) =>
    `สต็อกเปลี่ยนไประหว่างที่เปิดหน้าต่างนี้ (มีคำสั่งซื้อหรือผู้ดูแลคนอื่นแก้ไข) ตอนนี้เหลือ ${current.toLocaleString("th-TH")} กรุณาตรวจจำนวนใหม่แล้วบันทึกอีกครั้ง`,
} as const;

export const adminStockNotices = successNotices({
  "stock-updated": adminStockTexts.updated,
});
