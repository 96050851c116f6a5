import { successNotices } from "../shared/notice-declaration";
// The categories manager (/admin-categories): the spec's English messages in Thai (decision 075). Back-office texts: storefront pages never import them.

export const adminCategoryTexts = {
  fetchFailed: "ไม่สามารถโหลดหมวดหมู่ได้",
  saveFailed: "ไม่สามารถบันทึกหมวดหมู่ได้",
  deleteFailed: "ไม่สามารถลบหมวดหมู่ได้",
  created: "เพิ่มหมวดหมู่เรียบร้อยแล้ว",
  updated: "บันทึกหมวดหมู่เรียบร้อยแล้ว",
  deleted: "ลบหมวดหมู่เรียบร้อยแล้ว",
  deleteWarning: "สินค้าทั้งหมดในหมวดหมู่นี้จะถูกลบไปด้วย",
  title: "หมวดหมู่",
  searchPlaceholder: "ค้นหาด้วยชื่อ",
  noneFound: "ไม่พบหมวดหมู่",
  add: "เพิ่มหมวดหมู่",
  name: "ชื่อ",
  description: "คำอธิบาย",
  products: "จำนวนสินค้า",
  nameRequired: "กรุณากรอกชื่อหมวดหมู่",
  nameTaken: "มีหมวดหมู่ชื่อนี้อยู่แล้ว",
  fieldTooLong: "ข้อความยาวเกินไป",
  notFound: "ไม่พบหมวดหมู่นี้แล้ว",
  confirmDelete: (name: string, products: number) =>
    `ลบหมวดหมู่ ${name} ใช่หรือไม่? หมวดหมู่นี้มีสินค้า ${products.toLocaleString("th-TH")} รายการ สินค้าทั้งหมดในหมวดหมู่นี้จะถูกลบไปด้วย`,
} as const;

export const adminCategoryNotices = successNotices({
  "category-created": adminCategoryTexts.created,
  "category-updated": adminCategoryTexts.updated,
  "category-deleted": adminCategoryTexts.deleted,
});
