import { successNotices } from "../shared/notice-declaration";
// The stock manager (/admin-stocks): the spec's English messages in Thai (decision 075). Back-office texts: storefront pages never import them.

export const adminStockTexts = {
  fetchFailed: "ไม่สามารถโหลดสต็อกได้",
  updateFailed: "ไม่สามารถอัปเดตสต็อกได้",
  updated: "อัปเดตสต็อกเรียบร้อยแล้ว",
  updateStock: "อัปเดตสต็อก",
  title: "สต็อก",
  searchPlaceholder: "ค้นหาด้วยชื่อสินค้า เฉดสี หรือ SKU",
  noneFound: "ไม่พบสินค้า",
  product: "สินค้า",
  shade: "เฉดสี",
  noShades: "ไม่มีเฉดสี",
  wholeProduct: "รวมทุกเฉดสี",
  quantity: "จำนวน",
  currentQuantity: "สต็อกปัจจุบัน",
  newQuantity: "จำนวนใหม่",
  reason: "เหตุผล (ไม่บังคับ)",
  reasonPlaceholder: "เช่น นับสต็อก สินค้าเสียหาย รับสินค้าเข้า",
  history: "ประวัติ",
  historyTitle: (name: string) => `ประวัติสต็อก: ${name}`,
  historyEmpty: "ยังไม่มีการเปลี่ยนแปลงสต็อก",
  // One shade's history (decision 114): the chips above the table.
  historyOfShade: "ดูประวัติทีละเฉดสี",
  allShades: "ทุกเฉดสี",
  shadeChip: (shade: string, quantity: number) => `${shade} (${quantity.toLocaleString("th-TH")})`,
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
  sku: "SKU",
  download: "ดาวน์โหลดสต็อกเป็น CSV",
  upload: "อัปโหลดผลนับสต็อก",
  uploadTitle: "อัปโหลดผลนับสต็อก (CSV)",
  uploadHint: "ดาวน์โหลดไฟล์ CSV แก้คอลัมน์ “จำนวนใหม่” ตามที่นับได้ แล้วอัปโหลดกลับมา ทุกแถวที่เปลี่ยนจะบันทึกพร้อมกัน หรือไม่บันทึกเลยถ้ามีแถวใดผิด",
  uploadFile: "ไฟล์ CSV",
  sheet: {
    required: "กรุณาเลือกไฟล์ CSV",
    tooLarge: "ไฟล์ CSV ต้องมีขนาดไม่เกิน 1 MB",
    unreadable: "อ่านไฟล์นี้ไม่ได้ กรุณาบันทึกเป็น CSV (UTF-8) แล้วลองอีกครั้ง",
    empty: "ไฟล์นี้ไม่มีข้อมูล",
    missingColumn: (column: string) => `ไม่พบคอลัมน์ “${column}” กรุณาใช้ไฟล์ที่ดาวน์โหลดจากหน้านี้`,
    tooManyRows: (max: number) => `ไฟล์หนึ่งมีได้ไม่เกิน ${max.toLocaleString("th-TH")} แถว`,
    badStockId: (line: number) => `บรรทัดที่ ${line}: รหัสสต็อกไม่ถูกต้อง`,
    repeatedRow: (line: number) => `บรรทัดที่ ${line}: รหัสสต็อกซ้ำกับบรรทัดก่อนหน้า`,
    badExpected: (line: number) => `บรรทัดที่ ${line}: “จำนวนในระบบ” ต้องเป็นจำนวนเต็ม 0 ขึ้นไป (อย่าแก้คอลัมน์นี้)`,
    badQuantity: (line: number, max: number) => `บรรทัดที่ ${line}: “จำนวนใหม่” ต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง ${max.toLocaleString("th-TH")}`,
    nothingChanged: "ไม่มีแถวใดที่จำนวนใหม่ต่างจากจำนวนในระบบ ไม่มีอะไรต้องอัปเดต",
    unknownRow: (line: number) => `บรรทัดที่ ${line}: ไม่พบสต็อกนี้แล้ว (สินค้าหรือเฉดสีอาจถูกลบ) กรุณาดาวน์โหลดไฟล์ใหม่`,
    changedMeanwhile: (line: number, name: string, current: number) =>
      `บรรทัดที่ ${line} (${name}): สต็อกเปลี่ยนไปหลังดาวน์โหลดไฟล์ ตอนนี้เหลือ ${current.toLocaleString("th-TH")} ไม่ได้บันทึกแถวใดเลย กรุณาดาวน์โหลดไฟล์ใหม่แล้วนับอีกครั้ง`,
  },
  changedMeanwhile: (current: number) =>
    `สต็อกเปลี่ยนไประหว่างที่เปิดหน้าต่างนี้ (มีคำสั่งซื้อหรือผู้ดูแลคนอื่นแก้ไข) ตอนนี้เหลือ ${current.toLocaleString("th-TH")} กรุณาตรวจจำนวนใหม่แล้วบันทึกอีกครั้ง`,
} as const;

/** What a stock row is called in a dialog or an answer: the product, with its shade (decision 114). */
export const stockRowName = (row: { name: string; shadeNameThai: string | null }) => (row.shadeNameThai ? `${row.name} — ${row.shadeNameThai}` : row.name);

export const adminStockNotices = successNotices({
  "stock-updated": adminStockTexts.updated,
  "stock-sheet-updated": adminStockTexts.updated,
});
