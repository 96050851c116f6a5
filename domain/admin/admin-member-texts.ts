import { successNotices } from "../shared/notice-declaration";
// The members manager (/admin-members): the spec's English messages in Thai (decision 075). Back-office texts: storefront pages never import them.

export const adminMemberTexts = {
  fetchFailed: "ไม่สามารถโหลดข้อมูลสมาชิกได้ อาจไม่มีสิทธิ์ผู้ดูแลระบบ",
  fetchDetailFailed: "ไม่สามารถโหลดข้อมูลโปรไฟล์เพื่อแก้ไขได้",
  updateFailed: "ไม่สามารถบันทึกข้อมูลสมาชิกได้ อาจไม่มีสิทธิ์ผู้ดูแลระบบ",
  deleteFailed: "ไม่สามารถลบสมาชิกได้",
  updated: "บันทึกข้อมูลสมาชิกเรียบร้อยแล้ว",
  deleted: "ลบสมาชิกเรียบร้อยแล้ว",
  title: "สมาชิก",
  searchPlaceholder: "ค้นหาด้วยอีเมล",
  noneFound: "ไม่พบสมาชิก",
  // Column headers and the edit dialog's fields.
  name: "ชื่อ",
  email: "อีเมล",
  phone: "โทรศัพท์",
  tier: "ระดับสมาชิก",
  role: "สิทธิ์",
  firstName: "ชื่อ",
  lastName: "นามสกุล",
  address: "ที่อยู่",
  city: "เมือง/ตำบล",
  district: "อำเภอ/เขต",
  province: "จังหวัด",
  postalCode: "รหัสไปรษณีย์",
  emailRequired: "กรุณากรอกอีเมล",
  emailInvalid: "รูปแบบอีเมลไม่ถูกต้อง",
  emailTaken: "อีเมลนี้มีสมาชิกคนอื่นใช้แล้ว",
  postalCodeInvalid: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก",
  phoneInvalid: "กรุณากรอกเบอร์มือถือ 10 หลัก",
  fieldTooLong: "ข้อความยาวเกินไป",
  tierInvalid: "กรุณาเลือกระดับสมาชิก",
  roleInvalid: "กรุณาเลือกสิทธิ์ของบัญชี",
  notFound: "ไม่พบสมาชิกนี้แล้ว",
  cannotDeleteSelf: "ลบบัญชีของตัวเองไม่ได้",
  cannotDemoteSelf: "ถอดสิทธิ์ผู้ดูแลระบบของตัวเองไม่ได้",
  lastAdmin: "ร้านต้องมีผู้ดูแลระบบอย่างน้อยหนึ่งคน",
  confirmDelete: (email: string) => `ลบ ${email} ใช่หรือไม่? คำสั่งซื้อและการชำระเงินยังเก็บไว้เป็นหลักฐานทางบัญชี แต่ข้อมูลส่วนตัวจะถูกลบ`,
} as const;

export const adminMemberNotices = successNotices({
  "member-updated": adminMemberTexts.updated,
  "member-deleted": adminMemberTexts.deleted,
});
