// The back-office dashboard's list of orders waiting for staff. Back-office texts: storefront pages never import them.

// Admin screens the spec describes as Thai (orders, payments) or only paraphrases.
// The dashboard's list of orders waiting for staff (about orders and payments, so Thai).
export const adminDashboardTexts = {
  title: "แดชบอร์ดผู้ดูแลร้าน",
  customers: "ลูกค้า",
  products: "สินค้า",
  orders: "คำสั่งซื้อ",
  revenue: "ยอดขาย",
  screens: "หน้าจัดการร้าน",
  waitingTitle: "รอดำเนินการ",
  slipsToVerify: "สลิปรอตรวจสอบ",
  ordersToShip: "คำสั่งซื้อรอจัดส่ง",
  noSlips: "ไม่มีสลิปรอตรวจสอบ",
  noOrdersToShip: "ไม่มีคำสั่งซื้อรอจัดส่ง",
  waitingCount: (count: number) => `${count.toLocaleString("th-TH")} รายการ`,
  waitingSince: (when: string) => `ตั้งแต่ ${when}`,
  showAll: (count: number) => `ดูทั้งหมด ${count.toLocaleString("th-TH")} รายการ`,
  waitingFailed: "ไม่สามารถโหลดรายการที่รอดำเนินการได้",
  cashOnDelivery: "เก็บเงินปลายทาง",
} as const;
