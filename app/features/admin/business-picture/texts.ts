/** The dashboard's picture of the business (issue 25), in the staff's Thai. */
export const businessPictureTexts = {
  title: "ภาพรวมธุรกิจ",
  period: "ช่วงเวลา",
  lastDays: (days: number) => `${days} วันล่าสุด`,
  revenuePerDay: "ยอดขายต่อวัน (ชำระแล้ว)",
  ordersPerDay: "คำสั่งซื้อต่อวัน",
  revenueSummary: (days: number, total: string) => `ยอดขายที่ชำระแล้ว ${days} วันล่าสุด รวม ${total}`,
  ordersSummary: (days: number, total: number) => `คำสั่งซื้อ ${days} วันล่าสุด รวม ${total.toLocaleString("th-TH")} รายการ`,
  day: "วันที่",
  revenue: "ยอดขาย",
  orders: "คำสั่งซื้อ",
  statusTitle: "สถานะการชำระเงิน",
  status: { paid: "ชำระแล้ว", unpaid: "ยังไม่ชำระ", cancelled: "ยกเลิก" },
  methodsTitle: "วิธีชำระเงิน",
  topTitle: "สินค้าขายดี",
  units: (units: number) => `${units.toLocaleString("th-TH")} ชิ้น`,
  noSales: "ยังไม่มียอดขายที่ชำระแล้วในช่วงนี้",
  noOrders: "ยังไม่มีคำสั่งซื้อในช่วงนี้",
  lowStockTitle: "สินค้าใกล้หมด",
  lowStockNone: "ไม่มีสินค้าใกล้หมด",
  left: (quantity: number) => (quantity === 0 ? "หมดแล้ว" : `เหลือ ${quantity.toLocaleString("th-TH")} ชิ้น`),
  restock: "เติมสต็อก",
  restockOf: (name: string) => `เติมสต็อก ${name}`,
  loadFailed: "อ่านภาพรวมธุรกิจไม่สำเร็จ ลองโหลดหน้านี้ใหม่อีกครั้ง",
  slipsTitle: "สลิปรอตรวจ",
  slipsNone: "ไม่มีสลิปรอตรวจ",
  slipsSummary: (total: number, oldestHours: number) => `รอตรวจ ${total.toLocaleString("th-TH")} ใบ นานสุด ${waitedText(oldestHours)}`,
  slipAges: { underHour: "ไม่ถึง 1 ชม.", underSixHours: "1–6 ชม.", underDay: "6–24 ชม.", older: "เกิน 1 วัน" },
  slipsLink: "ไปตรวจสลิป",
} as const;

function waitedText(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} นาที`;
  if (hours < 48) return `${Math.round(hours)} ชั่วโมง`;
  return `${Math.round(hours / 24)} วัน`;
}
