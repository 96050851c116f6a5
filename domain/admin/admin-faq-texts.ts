import { successNotices } from "../shared/notice-declaration";
// The FAQ editor (/admin/faq). Back-office texts: storefront pages never import them.

export const adminFaqTexts = {
  title: "จัดการคำถามที่พบบ่อย",
  add: "เพิ่มคำถาม",
  question: "คำถาม",
  answer: "คำตอบ",
  sortOrder: "ลำดับ",
  show: "แสดงบนเว็บไซต์",
  showFor: (question: string) => `แสดงคำถาม "${question}" บนเว็บไซต์`,
  added: "เพิ่มคำถามเรียบร้อยแล้ว",
  saved: "บันทึกคำถามเรียบร้อยแล้ว",
  deleted: "ลบคำถามเรียบร้อยแล้ว",
  loadFailed: "ไม่สามารถโหลดคำถามที่พบบ่อยได้",
  noneFound: "ยังไม่มีคำถามที่พบบ่อย",
  notFound: "ไม่พบคำถามนี้ (อาจถูกลบไปแล้ว)",
  questionRequired: "กรุณากรอกคำถาม",
  answerRequired: "กรุณากรอกคำตอบ",
  sortOrderInvalid: "ลำดับต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 100000",
  tooLong: (max: number) => `ยาวเกินไป (ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร)`,
  shown: "แสดง",
  hidden: "ซ่อน",
  confirmDelete: (question: string) => `ลบคำถาม "${question}" ใช่หรือไม่?`,
} as const;

export const adminFaqNotices = successNotices({
  "faq-added": adminFaqTexts.added,
  "faq-saved": adminFaqTexts.saved,
  "faq-deleted": adminFaqTexts.deleted,
});
