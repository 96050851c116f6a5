// The reviews editor (/admin/reviews). Back-office texts: storefront pages never import them.

// The reviews, contact-info and FAQ editors (issue 11; decision 042): the spec paraphrases
// their messages ('saved', 'added', could not load / save), so they read in the same Thai as
// adminContentTexts (admin-content-texts.ts).
export const adminReviewTexts = {
  title: "จัดการรีวิว",
  add: "เพิ่มรีวิว",
  reviewerName: "ชื่อผู้รีวิว",
  text: "ข้อความรีวิว",
  rating: "คะแนน (1–5)",
  productName: "ชื่อสินค้า",
  sortOrder: "ลำดับ",
  active: "แสดงบนเว็บไซต์",
  activeFor: (name: string) => `แสดงรีวิวของ ${name} บนเว็บไซต์`,
  fieldFor: (field: string, name: string) => `${field} (รีวิวของ ${name})`,
  saveRow: "บันทึกแถวนี้",
  // The button's name begins with what it shows (axe: label-content-name-mismatch).
  saveRowFor: (name: string) => `บันทึกแถวนี้ (รีวิวของ ${name})`,
  saving: "กำลังบันทึก…",
  inlineHint: "แก้ไขในตารางได้ทันที ระบบบันทึกให้เมื่อออกจากช่อง",
  noneFound: "ยังไม่มีรีวิว",
  notFound: "ไม่พบรีวิวนี้ (อาจถูกลบไปแล้ว)",
  reviewerRequired: "กรุณากรอกชื่อผู้รีวิว",
  textRequired: "กรุณากรอกข้อความรีวิว",
  ratingInvalid: "คะแนนต้องเป็นจำนวนเต็ม 1 ถึง 5",
  sortOrderInvalid: "ลำดับต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 100000",
  tooLong: (max: number) => `ยาวเกินไป (ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร)`,
  confirmDelete: (name: string) => `ลบรีวิวของ ${name} ใช่หรือไม่? รีวิวนี้จะหายจากหน้าเว็บไซต์ทันที`,
} as const;
