// Texts every part of the shop shows (buttons, generic errors): not one feature's, so they live here. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const commonTexts = {
  error: "เกิดข้อผิดพลาด",
  errorShort: "ข้อผิดพลาด",
  loading: "กำลังโหลด...",
  tryAgain: "กรุณาลองใหม่อีกครั้ง",
  // The database cannot be reached (restarting, overloaded): nothing the shopper did wrong.
  temporarilyUnavailable: "ระบบของร้านขัดข้องชั่วคราว ข้อมูลของคุณไม่สูญหาย กรุณาลองใหม่ในอีกสักครู่",
  // A form or script on another website tried to act on the shop for the shopper.
  crossSiteRequestRefused: "คำขอนี้ส่งมาจากเว็บไซต์อื่น ร้านจึงไม่ดำเนินการให้ กรุณาทำรายการจากหน้าเว็บของร้านโดยตรง",
  save: "บันทึก",
  saved: "บันทึกแล้ว",
  cancel: "ยกเลิก",
  back: "ย้อนกลับ",
  delete: "ลบ",
  edit: "แก้ไข",
  confirm: "ยืนยัน",
  close: "ปิด",
  search: "ค้นหา",
  home: "หน้าแรก",
  viewAll: "ดูทั้งหมด",
  viewProducts: "ดูสินค้า",
  backHome: "กลับหน้าแรก",
  requiredFields: "กรุณากรอกข้อมูลให้ครบถ้วน",
} as const;
