import { successNotices } from "../shared/notice-declaration";
// The member's saved shipping addresses (domain/members/saved-addresses.ts): the /addresses page, the checkout's choice and the store's refusals.

export const savedAddressTexts = {
  title: "ที่อยู่จัดส่งของฉัน",
  description: "บันทึกที่อยู่จัดส่งไว้หลายแห่ง แล้วเลือกใช้ได้ทันทีตอนสั่งซื้อ",
  manage: "จัดการที่อยู่จัดส่ง",
  add: "เพิ่มที่อยู่ใหม่",
  addTitle: "เพิ่มที่อยู่จัดส่ง",
  editTitle: "แก้ไขที่อยู่จัดส่ง",
  edit: "แก้ไข",
  delete: "ลบ",
  cancel: "ยกเลิก",
  save: "บันทึกที่อยู่",
  makeDefault: "ตั้งเป็นที่อยู่เริ่มต้น",
  defaultBadge: "ที่อยู่เริ่มต้น",
  none: "ยังไม่มีที่อยู่ที่บันทึกไว้ ที่อยู่จากการสั่งซื้อครั้งแรกจะถูกบันทึกไว้ที่นี่ หรือเพิ่มเองได้เลย",
  label: "ชื่อเรียกที่อยู่",
  labelHome: "บ้าน",
  labelOffice: "ที่ทำงาน",
  labelOther: "อื่น ๆ",
  labelText: "ตั้งชื่อเอง",
  labelTextPlaceholder: "เช่น บ้านแม่ คอนโด",
  recipient: "ผู้รับ",
  count: (count: number, max: number) => `บันทึกไว้ ${count.toLocaleString("th-TH")} จาก ${max.toLocaleString("th-TH")} ที่อยู่`,
  deleteTitle: "ลบที่อยู่นี้?",
  deleteConfirm: (label: string) => `ที่อยู่ "${label}" จะถูกลบออกจากรายการ คำสั่งซื้อที่เคยส่งไปที่อยู่นี้ยังคงเดิม`,
  // Checkout (app/features/checkout).
  chooseAddress: "เลือกที่อยู่จัดส่ง",
  newAddress: "ส่งไปที่อยู่ใหม่",
  saveForNextTime: "บันทึกที่อยู่นี้ไว้ใช้ครั้งถัดไป",
  bookFull: (max: number) => `บันทึกที่อยู่ครบ ${max.toLocaleString("th-TH")} ที่อยู่แล้ว ที่อยู่นี้จะใช้กับคำสั่งซื้อนี้เท่านั้น ลบที่อยู่เดิมได้ที่หน้าที่อยู่จัดส่งของฉัน`,
  // Refusals (server/shop/members/saved-addresses.ts).
  labelRequired: "กรุณาตั้งชื่อเรียกที่อยู่",
  labelTooLong: (max: number) => `ชื่อเรียกที่อยู่ยาวได้ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร`,
  tooMany: (max: number) => `บันทึกที่อยู่ได้ไม่เกิน ${max.toLocaleString("th-TH")} ที่อยู่ กรุณาลบที่อยู่ที่ไม่ใช้แล้วก่อน`,
  notFound: "ไม่พบที่อยู่นี้ในบัญชีของคุณ อาจถูกลบไปแล้ว กรุณาเลือกใหม่",
  invalidChoice: "ที่อยู่ที่เลือกไม่ถูกต้อง กรุณาเลือกใหม่",
} as const;

export const savedAddressNotices = successNotices({
  "address-saved": "บันทึกที่อยู่เรียบร้อยแล้ว",
  "address-deleted": "ลบที่อยู่เรียบร้อยแล้ว",
  "address-default": "ตั้งเป็นที่อยู่เริ่มต้นเรียบร้อยแล้ว",
});
