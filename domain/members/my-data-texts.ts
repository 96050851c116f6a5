import { successNotices } from "../shared/notice-declaration";
// The member's own data (PDPA, decision 074): the download and the account deletion. The
// server sends the refusals, the pages show the rest.

/** What the member types to delete an account that has no password (Google or LINE sign-in only). */
export const DELETE_ACCOUNT_PHRASE = "ลบบัญชีของฉัน";

export const myDataTexts = {
  // May break after ข้อมูล (a zero-width space): four tabs share a phone's width.
  tab: "ข้อมูล\u200bของฉัน",
  downloadTitle: "ดาวน์โหลดข้อมูลของฉัน",
  downloadIntro: "ไฟล์ JSON ที่มีข้อมูลทั้งหมดที่ร้านเก็บไว้เกี่ยวกับคุณ: โปรไฟล์ ที่อยู่ การเข้าสู่ระบบ คำสั่งซื้อและการชำระเงิน แต้มสะสม ข้อความแชตกับผู้ช่วย และข้อความที่ส่งถึงร้าน",
  downloadLink: "ดาวน์โหลดข้อมูลของฉัน",
  downloadRateLimited: (minutes: number) => `ดาวน์โหลดข้อมูลบ่อยเกินไป กรุณาลองใหม่ในอีก ${minutes.toLocaleString("th-TH")} นาที`,
  deleteTitle: "ลบบัญชี",
  deleteIntro: "เมื่อลบบัญชีแล้วจะกู้คืนไม่ได้ และคุณจะเข้าสู่ระบบด้วยบัญชีนี้ไม่ได้อีก",
  deleteRemovedTitle: "สิ่งที่ถูกลบ",
  deleteRemoved: [
    "ชื่อ อีเมล เบอร์โทรศัพท์ ที่อยู่ และรูปโปรไฟล์",
    "การเข้าสู่ระบบทุกอุปกรณ์ รหัสผ่าน และการเชื่อมบัญชี Google หรือ LINE",
    "ข้อความแชตกับผู้ช่วย และบัตรที่บันทึกไว้",
    "ชื่อและอีเมลในข้อความที่คุณส่งถึงร้าน",
    "ชื่อ อีเมล เบอร์โทรศัพท์ และบ้านเลขที่ในคำสั่งซื้อเก่า",
    "คำสั่งซื้อที่ยังไม่ได้ชำระเงินจะถูกยกเลิก และแต้มสะสมที่เหลือจะหมดไป",
  ],
  deleteKeptTitle: "สิ่งที่ร้านยังเก็บไว้ตามกฎหมายบัญชี (5 ปี)",
  deleteKept: [
    "คำสั่งซื้อ: เลขที่ วันที่ สินค้า จำนวน ราคา ยอดชำระ และจังหวัดกับรหัสไปรษณีย์ที่จัดส่ง โดยไม่มีชื่อหรือข้อมูลติดต่อของคุณ",
    "การชำระเงินและหลักฐานการโอนเงิน",
    "ใบกำกับภาษีที่ออกไปแล้ว (ถ้ามี) เก็บไว้ตามที่ออก",
  ],
  deletePassword: "ยืนยันด้วยรหัสผ่าน",
  deletePhrase: (phrase: string) => `พิมพ์ "${phrase}" เพื่อยืนยัน`,
  deleteButton: "ลบบัญชีของฉัน",
  deleting: "กำลังลบบัญชี...",
  passwordRequired: "กรุณากรอกรหัสผ่านเพื่อยืนยันการลบบัญชี",
  passwordWrong: "รหัสผ่านไม่ถูกต้อง บัญชียังไม่ถูกลบ",
  phraseWrong: (phrase: string) => `กรุณาพิมพ์ "${phrase}" ให้ตรงเพื่อยืนยันการลบบัญชี`,
  adminCannotDelete: "บัญชีผู้ดูแลระบบลบตัวเองจากหน้านี้ไม่ได้ กรุณาให้ผู้ดูแลระบบคนอื่นลบให้ที่หน้าจัดการสมาชิก",
  orderInFlight: (orderNumber: string) =>
    `ยังลบบัญชีไม่ได้ เพราะคำสั่งซื้อ ${orderNumber} ชำระเงินแล้วหรือรอตรวจสอบการชำระเงิน และยังไม่ได้รับสินค้า กรุณาลบบัญชีหลังได้รับสินค้าแล้ว หรือติดต่อร้าน`,
  deleteFailed: "ลบบัญชีไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  accountDeleted: "บัญชีของคุณถูกลบแล้ว",
} as const;

export const myDataNotices = successNotices({
  "account-deleted": myDataTexts.accountDeleted,
});
