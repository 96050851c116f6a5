// The notices to the shop's staff (server/shop/notices/staff-notices.ts, the unchecked-slip reminder in
// server/shop/payments): mailed to the shop's own address and pushed to LINE. Server only (decision 065).

export const staffNoticeTexts = {
  staffNewOrderSubject: (orderNumber: string) => `คำสั่งซื้อใหม่ ${orderNumber}`,
  staffNewOrderText: (orderNumber: string, amount: string, method: string, customer: string) =>
    `คำสั่งซื้อใหม่ ${orderNumber} จาก ${customer} ยอด ${amount} ชำระด้วย${method}`,
  staffNewSlipSubject: (orderNumber: string) => `มีสลิปใหม่รอตรวจสอบ: ${orderNumber}`,
  staffNewSlipText: (orderNumber: string, amount: string, customer: string) => `${customer} ส่งหลักฐานการชำระเงินของคำสั่งซื้อ ${orderNumber} ยอด ${amount} รอตรวจสอบ`,
  staffUncheckedSlipSubject: (orderNumber: string) => `สลิปไม่มี QR ใกล้หมดเวลา: ${orderNumber}`,
  staffUncheckedSlipText: (orderNumber: string, amount: string, customer: string, deadline: string) =>
    `หลักฐานการชำระเงินของคำสั่งซื้อ ${orderNumber} (${customer} ยอด ${amount}) ไม่มี QR ที่ระบบอ่านได้ กรุณาตรวจยอดเงินเข้าบัญชีด้วยตนเองแล้วยืนยันหรือปฏิเสธ หากยังไม่ยืนยัน คำสั่งซื้อจะถูกยกเลิกอัตโนมัติเมื่อ ${deadline} และสินค้าจะกลับเข้าสต็อก`,
  staffLink: "ตรวจสอบได้ที่:",
} as const;
