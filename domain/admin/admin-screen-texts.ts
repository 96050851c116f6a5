// The back-office kit's screens (list, pager, dialogs), in the Thai the shop's staff use (decision 075). Back-office texts: storefront pages never import them.

export const adminAccessTexts = {
  noPermission: "คุณไม่มีสิทธิ์เข้าถึงหน้านี้",
} as const;

export const adminScreenTexts = {
  back: "กลับไปหน้าแดชบอร์ด",
  search: "ค้นหา",
  edit: "แก้ไข",
  delete: "ลบ",
  save: "บันทึก",
  cancel: "ยกเลิก",
  close: "ปิด",
  actions: "จัดการ",
  loading: "กำลังโหลด…",
  retry: "ลองอีกครั้ง",
  pagerLabel: "หน้า",
  page: (page: number) => `หน้า ${page.toLocaleString("th-TH")}`,
  first: "หน้าแรก",
  last: "หน้าสุดท้าย",
  showing: (from: number, to: number, total: number) =>
    `แสดง ${from.toLocaleString("th-TH")}–${to.toLocaleString("th-TH")} จาก ${total.toLocaleString("th-TH")} รายการ`,
  active: "แสดงอยู่",
  switchOn: (name: string) => `แสดง ${name}`,
  switchOff: (name: string) => `ซ่อน ${name}`,
  switchRefused: "ไม่ได้รับสถานะของสวิตช์ กรุณาโหลดหน้านี้ใหม่แล้วลองอีกครั้ง",
  rowGone: "ไม่พบรายการนี้แล้ว รายการถูกโหลดใหม่ให้แล้ว",
  preview: "ตัวอย่างไฟล์ที่เลือก",
  currentFile: "ไฟล์ปัจจุบัน",
} as const;

export const adminPagerTexts = {
  previous: "ก่อนหน้า",
  next: "ถัดไป",
} as const;
