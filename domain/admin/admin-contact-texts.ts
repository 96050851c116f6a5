import { successNotices } from "../shared/notice-declaration";
// The contact-info editor (/admin/contact). Back-office texts: storefront pages never import them.

export const adminContactTexts = {
  title: "ข้อมูลติดต่อ",
  intro: "แสดงที่หน้าติดต่อเรา (/contact) และในใบเสร็จ อีเมลนี้ยังรับข้อความจากลูกค้าและแจ้งเตือนคำสั่งซื้อใหม่ของร้าน",
  email: "อีเมล",
  phone: "โทรศัพท์",
  address: "ที่อยู่",
  workingHours: "เวลาทำการ",
  /** Under the hours: how the chat reads them to tell a shopper when staff will answer (decision 117). */
  hoursRead: (hours: string) => `แชทอ่านเวลานี้ว่า ${hours} และใช้บอกลูกค้าที่ขอคุยกับเจ้าหน้าที่ว่าจะได้คำตอบเมื่อไร`,
  hoursUnread: "แชทอ่านเวลานี้เป็นวันและเวลาไม่ได้ จึงจะไม่บอกลูกค้าว่าเจ้าหน้าที่ตอบเมื่อไร เขียนแบบ “จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น.” เพื่อให้แชทบอกได้",
  saved: "บันทึกข้อมูลติดต่อเรียบร้อยแล้ว",
  loadFailed: "ไม่สามารถโหลดข้อมูลติดต่อได้",
  emailRequired: "กรุณากรอกอีเมล",
  emailInvalid: "รูปแบบอีเมลไม่ถูกต้อง",
  phoneRequired: "กรุณากรอกเบอร์โทรศัพท์",
  addressRequired: "กรุณากรอกที่อยู่",
  workingHoursRequired: "กรุณากรอกเวลาทำการ",
  tooLong: (max: number) => `ยาวเกินไป (ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร)`,
} as const;

export const adminContactNotices = successNotices({
  "contact-saved": adminContactTexts.saved,
});
