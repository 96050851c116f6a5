// The storefront's header, footer and not-found page. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const navTexts = {
  home: "หน้าแรก",
  products: "สินค้า",
  promotions: "โปรโมชั่น",
  contact: "ติดต่อเรา",
  dashboard: "แดชบอร์ด",
  cart: "ตะกร้าสินค้า",
  viewProfile: "ดูโปรไฟล์",
  paymentSettings: "ตั้งค่าการชำระเงิน",
  signIn: "เข้าสู่ระบบ",
  signOut: "ออกจากระบบ",
  openMenu: "เปิดเมนู",
  closeMenu: "ปิดเมนู",
  accountOf: (name: string) => `บัญชีของ ${name}`,
  // The header's search field (decision 068); the results page's texts are in domain/catalog/search-texts.ts.
  search: "ค้นหาสินค้า",
  searchPlaceholder: "ค้นหาลิป สี หรือเฉดสี",
  searchSubmit: "ค้นหา",
} as const;

export const footerTexts = {
  followUs: "ติดตามเรา",
  privacy: "นโยบายความเป็นส่วนตัว",
  terms: "ข้อกำหนดและเงื่อนไข",
  copyright: (year: number, brand: string) => `© ${year} ${brand} สงวนลิขสิทธิ์`,
} as const;

export const notFoundTexts = {
  title: "ขออภัย ไม่พบหน้าที่คุณต้องการ",
  backHome: "กลับหน้าแรก",
} as const;

// Only what a storefront page draws before an admin opens the panel; the panel's own texts
// are in domain/admin/control-panel-texts.ts and load with it.
/** The toasts' region, named for screen readers (sonner adds its shortcut, alt+T). */
export const toasterTexts = {
  label: "การแจ้งเตือน",
} as const;

export const controlPanelButtonTexts = {
  open: "แผงควบคุม",
  signInToManage: "เข้าสู่ระบบเพื่อจัดการ",
} as const;
